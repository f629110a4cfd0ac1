import { Trans, useLingui } from '@lingui/react/macro';
import type { TPasskey } from '@portal/contracts/passkeys';
import { useId } from 'react';
import { Button } from '@/ui/button';
import { dateLocale } from '@/ui/format-date';

export interface PasskeyItemProps {
  passkey: TPasskey;
  onRename: (passkey: TPasskey) => void;
  onRemove: (passkey: TPasskey) => void;
}

/** One passkey: its name, when it was added and last used, and what the member may do with it. */
export function PasskeyItem({ passkey, onRename, onRemove }: PasskeyItemProps) {
  const { t, i18n } = useLingui();
  const datesId = useId();
  const format = new Intl.DateTimeFormat(dateLocale(i18n.locale), { dateStyle: 'medium', timeStyle: 'short' });
  const name = passkey.name;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="font-semibold break-words">{name}</h3>
        <dl id={datesId} className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-muted-foreground">
            <Trans>Added on</Trans>
          </dt>
          <dd>
            <time dateTime={passkey.created_at}>{format.format(new Date(passkey.created_at))}</time>
          </dd>
          <dt className="text-muted-foreground">
            <Trans>Last used</Trans>
          </dt>
          <dd>
            {passkey.last_used_at ? (
              <time dateTime={passkey.last_used_at}>{format.format(new Date(passkey.last_used_at))}</time>
            ) : (
              <Trans>Not used yet</Trans>
            )}
          </dd>
        </dl>
      </div>
      <div className="flex flex-wrap gap-2 sm:shrink-0">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-label={t`Rename ${name}`}
          aria-describedby={datesId}
          onClick={() => onRename(passkey)}
        >
          <Trans>Rename</Trans>
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-label={t`Remove passkey ${name}`}
          aria-describedby={datesId}
          onClick={() => onRemove(passkey)}
        >
          <Trans>Remove</Trans>
        </Button>
      </div>
    </li>
  );
}
