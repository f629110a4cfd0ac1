import { useLingui } from '@lingui/react/macro';
import { getCurrentBrand } from '@/brands/current-brand';
import { LoginForm } from '@/features/auth/components/login-form';
import { PasskeySignIn } from '@/features/passkeys/components/passkey-sign-in';
import { PageHeading } from '@/ui/page-heading';

export function Login() {
  const brandTitle = getCurrentBrand().title;
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t`Sign in to ${brandTitle}`} intro={t`Use the email address your programme invited.`} />
      <LoginForm />
      <PasskeySignIn />
    </div>
  );
}
