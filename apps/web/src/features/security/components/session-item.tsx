import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TMemberSession, TSessionDevice } from '@portal/contracts/sessions';
import { useId } from 'react';
import { Button } from '@/ui/button';
import { dateLocale } from '@/ui/format-date';
import { deviceName } from '../utils/device-name';

const KIND_LABELS = {
  browser: msg`Web browser`,
  app: msg`The mobile app`,
} as const satisfies Record<TSessionDevice['kind'], unknown>;

export interface SessionItemProps {
  session: TMemberSession;
  /** Asks to sign this session out (never offered for this device: signing out is in the account menu). */
  onSignOut: (session: TMemberSession) => void;
}

/** One place the member is signed in: the device, its kind, when it signed in and when it was last used. */
export function SessionItem({ session, onSignOut }: SessionItemProps) {
  const { t, i18n } = useLingui();
  const timesId = useId();
  const name = deviceName(session.device, i18n);
  const format = new Intl.DateTimeFormat(dateLocale(i18n.locale), { dateStyle: 'medium', timeStyle: 'short' });
  const signedIn = format.format(new Date(session.created_at));
  const lastUsed = format.format(new Date(session.last_seen_at));
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold break-words">
          {name}
          {session.is_current ? (
            <span className="inline-flex items-center rounded-full border border-border bg-surface-muted px-2 py-0.5 text-xs font-semibold text-foreground">
              <span className="sr-only">, </span>
              <Trans>This device</Trans>
            </span>
          ) : null}
        </h3>
        <p className="text-sm text-muted-foreground">{i18n._(KIND_LABELS[session.device.kind])}</p>
        <dl id={timesId} className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-muted-foreground">
            <Trans>Signed in</Trans>
          </dt>
          <dd>
            <time dateTime={session.created_at}>{signedIn}</time>
          </dd>
          <dt className="text-muted-foreground">
            <Trans>Last used</Trans>
          </dt>
          <dd>
            <time dateTime={session.last_seen_at}>{lastUsed}</time>
          </dd>
        </dl>
      </div>
      {session.is_current ? null : (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="self-start sm:shrink-0"
          aria-label={t`Sign out ${name}`}
          aria-describedby={timesId}
          onClick={() => onSignOut(session)}
        >
          <Trans>Sign out</Trans>
        </Button>
      )}
    </li>
  );
}
