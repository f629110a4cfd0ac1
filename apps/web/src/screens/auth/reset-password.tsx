import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from '@/navigation/router/hooks';
import { ZLinkToken } from '@portal/contracts/account-lifecycle';
import { BackToSignIn } from '@/features/auth/components/back-to-sign-in';
import { BrokenResetLink } from '@/features/auth/components/broken-reset-link';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { PageHeading } from '@/ui/page-heading';
import { useNoReferrer } from '@/ui/use-no-referrer';

export function ResetPassword() {
  useNoReferrer();
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [isLinkBroken, setIsLinkBroken] = useState(false);
  const isTokenWellFormed = ZLinkToken.safeParse(token).success;

  useEffect(() => {
    // The form (and the focused button) is gone: put focus where the explanation starts.
    if (isLinkBroken) document.querySelector<HTMLElement>('[data-route-heading]')?.focus();
  }, [isLinkBroken]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={t`Choose a new password`}
        intro={t`Pick a password you have not used on this portal before.`}
      />
      {!isTokenWellFormed || isLinkBroken ? (
        <BrokenResetLink />
      ) : (
        <ResetPasswordForm key={token} token={token} onLinkBroken={() => setIsLinkBroken(true)} />
      )}
      <BackToSignIn />
    </div>
  );
}
