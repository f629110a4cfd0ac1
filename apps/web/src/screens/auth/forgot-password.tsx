import { useLingui } from '@lingui/react/macro';
import { BackToSignIn } from '@/features/auth/components/back-to-sign-in';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { PageHeading } from '@/ui/page-heading';

export function ForgotPassword() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={t`Reset your password`}
        intro={t`Enter the email address you sign in with and we will send you a link to choose a new password.`}
      />
      <ForgotPasswordForm />
      <BackToSignIn />
    </div>
  );
}
