import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Notice } from './notice';

/** Says plainly that a section's content is still being prepared for the member's programme. */
export function PreparingNotice({ children }: { children?: ReactNode }) {
  return (
    <Notice>
      <p className="font-semibold">
        <Trans>This section is being prepared for your programme.</Trans>
      </p>
      <p className="text-muted-foreground">
        {children ?? (
          <Trans>
            Your programme team is getting it ready. Check back soon, or contact support with any questions.
          </Trans>
        )}
      </p>
    </Notice>
  );
}
