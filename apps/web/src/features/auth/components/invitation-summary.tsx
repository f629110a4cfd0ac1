import { Trans } from '@lingui/react/macro';
import type { TValidateTokenResponse } from '@portal/contracts/account-lifecycle';
import { formatLongDate } from '@/ui/format-date';

/** Who the invitation is for, to which programme, from whom and until when. */
export function InvitationSummary({ invitation }: { invitation: TValidateTokenResponse }) {
  const { company_name: companyName, brand_title: brandTitle } = invitation;
  return (
    <section aria-labelledby="invitation-summary" className="rounded-lg border border-border bg-surface-muted/60 p-4">
      <h2 id="invitation-summary" className="sr-only">
        <Trans>Your invitation</Trans>
      </h2>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-muted-foreground">
          <Trans>Email</Trans>
        </dt>
        <dd className="font-semibold break-all">{invitation.email}</dd>
        <dt className="font-medium text-muted-foreground">
          <Trans>Programme</Trans>
        </dt>
        <dd className="font-semibold">
          <Trans>
            {companyName} on {brandTitle}
          </Trans>
        </dd>
        {invitation.invited_by ? (
          <>
            <dt className="font-medium text-muted-foreground">
              <Trans>Invited by</Trans>
            </dt>
            <dd>{invitation.invited_by}</dd>
          </>
        ) : null}
        <dt className="font-medium text-muted-foreground">
          <Trans>Link valid until</Trans>
        </dt>
        <dd>{formatLongDate(invitation.expires_at)}</dd>
      </dl>
    </section>
  );
}
