import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TRotateSigningKeyResponse } from '@portal/contracts/partner-sign-on';
import { getErrorMessage } from '@/api/error-message';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/use-toast';
import { useRotateSigningKey } from '../api/sign-on-partner';
import { formatDateTime } from '../utils/date-time';

/**
 * The key that signs members' handoffs, the rotated ones still published, and rotating it: new handoffs
 * are signed with a new key at once, while the old one stays published until its handoffs have expired.
 */
export function SigningKeyPanel({ keys }: { keys: TRotateSigningKeyResponse }) {
  const { t, i18n } = useLingui();
  const [isConfirming, setIsConfirming] = useState(false);
  const rotate = useRotateSigningKey();

  async function confirmRotation() {
    try {
      await rotate.mutateAsync();
      toast({
        title: t`Signing key rotated`,
        description: t`New handoffs are signed with the new key.`,
        variant: 'success',
      });
    } catch (error) {
      toast({ title: getErrorMessage(error), variant: 'destructive' });
    } finally {
      setIsConfirming(false);
    }
  }

  const created = formatDateTime(keys.signing_key.created_at, i18n.locale);
  const currentKid = keys.signing_key.kid;
  return (
    <section aria-labelledby="signing-key-heading" className="flex flex-col gap-3">
      <h3 id="signing-key-heading" className="text-lg font-semibold">
        <Trans>Signing key</Trans>
      </h3>
      <p className="text-sm">
        <Trans>
          Current key <code className="font-mono break-all">{currentKid}</code>, made {created}.
        </Trans>
      </p>
      {keys.retired_keys.length > 0 ? (
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium">
            <Trans>Replaced keys, still published so handoffs they signed can be checked:</Trans>
          </p>
          <ul className="list-disc pl-5">
            {keys.retired_keys.map(({ kid, publish_until }) => {
              const until = formatDateTime(publish_until, i18n.locale);
              return (
                <li key={kid}>
                  <Trans>
                    <code className="font-mono break-all">{kid}</code>, until {until}
                  </Trans>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <div>
        <Button type="button" variant="secondary" onClick={() => setIsConfirming(true)}>
          <Trans>Rotate signing key</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={isConfirming}
        title={<Trans>Rotate the signing key?</Trans>}
        description={
          <Trans>
            New handoffs are signed with a new key at once. Members in the middle of signing on are not affected: the
            old key stays published until every handoff it signed has expired.
          </Trans>
        }
        confirmLabel={t`Rotate key`}
        pendingLabel={t`Rotating…`}
        isPending={rotate.isPending}
        onConfirm={() => void confirmRotation()}
        onCancel={() => setIsConfirming(false)}
      />
    </section>
  );
}
