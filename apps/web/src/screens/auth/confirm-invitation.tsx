import { useLingui } from '@lingui/react/macro';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSearchParams } from '@/navigation/router/hooks';
import { Navigate } from '@/navigation/router/routes';
import { ZLinkToken } from '@portal/contracts/account-lifecycle';
import { BackToSignIn } from '@/features/auth/components/back-to-sign-in';
import { InvitationCheck } from '@/features/auth/components/invitation-check';
import { InvitationForm } from '@/features/auth/components/invitation-form';
import { href } from '@/navigation/paths';
import { queryClient } from '@/session/query-client';
import { PageHeading } from '@/ui/page-heading';
import { useNoReferrer } from '@/ui/use-no-referrer';

/** The invitation's page: in the public layout, so it brings the app's query client itself. */
export function ConfirmInvitation() {
  useNoReferrer();
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const isTokenWellFormed = ZLinkToken.safeParse(token).success;
  const expiredPath = token
    ? `${href('invitationExpired')}?${new URLSearchParams({ token }).toString()}`
    : href('invitationExpired');

  if (!isTokenWellFormed) return <Navigate to={expiredPath} replace />;
  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex flex-col gap-6">
        <PageHeading
          title={t`Confirm your invitation`}
          intro={t`Choose a password to activate the account your programme created for you.`}
        />
        <InvitationCheck key={token} token={token} expiredPath={expiredPath}>
          {(invitation) => <InvitationForm token={token} invitation={invitation} expiredPath={expiredPath} />}
        </InvitationCheck>
        <BackToSignIn />
      </div>
    </QueryClientProvider>
  );
}
