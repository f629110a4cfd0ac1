import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useState } from 'react';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';
import { decodeHandoff } from '../utils/handoff-link';
import type { HandoffForm } from '../utils/handoff-link';

export interface HandoffRelayProps {
  /** The page's fragment, read once. */
  fragment: string;
  /** Drops the fragment from the address (and history) once read: the handoff is used once. */
  forgetFragment: () => void;
  now?: () => number;
}

/**
 * The in-app browser's page between the app and a partner (the native shell's sign-on): it names
 * where the member is going, and posts the handoff there when they continue. A handoff that is
 * missing, malformed or expired sends them back to the app.
 */
export function HandoffRelay({ fragment, forgetFragment, now = Date.now }: HandoffRelayProps) {
  const { t } = useLingui();
  const [handoff] = useState<HandoffForm | null>(() => decodeHandoff(fragment));
  useLayoutEffect(() => forgetFragment(), [forgetFragment]);

  const isExpired = handoff !== null && Date.parse(handoff.expiresAt) <= now();
  if (!handoff || isExpired) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeading
          title={t`This sign-on link can't be used`}
          intro={
            isExpired
              ? t`It was only valid for a couple of minutes. Go back to the app and choose the service again.`
              : t`It is incomplete. Go back to the app and choose the service again.`
          }
        />
      </div>
    );
  }
  const host = new URL(handoff.url).host;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={t`Continue to ${host}`}
        intro={t`Your programme's partner service opens with your name, and nothing else about you.`}
      />
      <Notice>
        <Trans>
          You are about to leave the portal for <strong className="break-all">{host}</strong>.
        </Trans>
      </Notice>
      <form method="post" action={handoff.url} className="flex flex-col gap-4">
        {Object.entries(handoff.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" className="self-start">
          <Trans>Continue to {host}</Trans>
        </Button>
      </form>
    </div>
  );
}
