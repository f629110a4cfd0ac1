import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from '@/navigation/router/hooks';
import { GoToSignIn } from '@/features/auth/components/go-to-sign-in';
import { RequestNewLink } from '@/features/auth/components/request-new-link';
import { SupportEmailLink } from '@/features/auth/components/support-email-link';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';
import { useNoReferrer } from '@/ui/use-no-referrer';

export function InvalidToken() {
  useNoReferrer();
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const support = <SupportEmailLink />;

  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={t`This invitation link can't be used`}
        intro={t`The link has expired or is not valid. Invitation links work once and only for a limited time.`}
      />
      {token ? (
        <RequestNewLink key={token} token={token} />
      ) : (
        <Notice>
          <p>
            <Trans>
              Open the link from your invitation email again, ask your programme administrator for a new invitation, or
              write to {support}.
            </Trans>
          </p>
        </Notice>
      )}
      <GoToSignIn label={t`Back to sign in`} />
    </div>
  );
}
