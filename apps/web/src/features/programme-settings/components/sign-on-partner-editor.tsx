import { Trans } from '@lingui/react/macro';
import type { TAdminSignOnPartnerResponse } from '@portal/contracts/partner-sign-on';
import { LoadError } from '@/ui/load-error';
import { useSignOnPartner } from '../api/sign-on-partner';
import { SignOnPartnerForm } from './sign-on-partner-form';
import { SigningKeyPanel } from './signing-key-panel';

function StatusLine({ current }: { current: TAdminSignOnPartnerResponse }) {
  if (current.uses_sandbox) {
    return (
      <Trans>
        Members are signed on to the built-in sandbox, which stands in for Ally Health. Enter Ally Health’s sign-on
        address to send them to the real service.
      </Trans>
    );
  }
  if (current.url === null) {
    return (
      <Trans>Members do not see Ally Health yet: it appears on their screens once you save its sign-on address.</Trans>
    );
  }
  return <Trans>Members who open Ally Health are signed on at the address below.</Trans>;
}

/**
 * The programme's sign-on partner, Ally Health: where members are signed on, the audience, what the partner
 * checks handoffs with, and the signing key. Nothing at all where the programme does not offer Ally Health
 * (the server answers 404 there), so it renders nothing until the server has answered.
 */
export function SignOnPartnerSection({ id, className }: { id: string; className?: string }) {
  const partner = useSignOnPartner();
  if (partner.isPending || partner.data === null) return null;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={className}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h2 id={`${id}-heading`} className="text-xl font-semibold">
            <Trans>Sign-on partner: Ally Health</Trans>
          </h2>
          {partner.isError ? null : (
            <p className="text-sm text-muted-foreground">
              <StatusLine current={partner.data} />
            </p>
          )}
        </div>
        {partner.isError ? (
          <LoadError error={partner.error} onRetry={() => void partner.refetch()} isRetrying={partner.isFetching} />
        ) : (
          <>
            <SignOnPartnerForm current={partner.data} />
            <div className="flex flex-col gap-1 text-sm">
              <h3 className="text-lg font-semibold">
                <Trans>What Ally Health checks handoffs with</Trans>
              </h3>
              <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                <dt className="font-medium">
                  <Trans>Issuer (iss)</Trans>
                </dt>
                <dd className="break-all font-mono">{partner.data.issuer}</dd>
                <dt className="font-medium">
                  <Trans>Public keys (JWKS)</Trans>
                </dt>
                <dd className="break-all font-mono">{partner.data.jwks_url}</dd>
              </dl>
            </div>
            <SigningKeyPanel keys={partner.data} />
          </>
        )}
      </div>
    </section>
  );
}
