import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';

export interface ConflictNoticeProps {
  /** What happened, in the record's words ("Someone else saved this video first."). */
  message: string;
  /** Their version as it now stands (its title, who saved it and when), when the editor knows it. */
  theirVersion?: ReactNode;
  /** Replaces the form's values with their version. */
  onLoadTheirVersion: () => void;
}

/**
 * A versioned save refused because someone saved first (409): the member's edits stay on screen,
 * unsaved, and their version is one press away. Announced as it appears.
 */
export function ConflictNotice({ message, theirVersion, onLoadTheirVersion }: ConflictNoticeProps) {
  return (
    <Notice variant="destructive" role="alert">
      <p className="font-semibold">{message}</p>
      {theirVersion ? <div className="text-sm">{theirVersion}</div> : null}
      <p>
        <Trans>Your changes are still here and were not saved. Load their version to continue from it.</Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onLoadTheirVersion}>
          <Trans>Load their version</Trans>
        </Button>
      </div>
    </Notice>
  );
}
