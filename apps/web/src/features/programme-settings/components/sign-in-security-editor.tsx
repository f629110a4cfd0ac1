import { Trans } from '@lingui/react/macro';
import { LoadError } from '@/ui/load-error';
import { useOwnTwoStepStatus, useSignInSecurity } from '../api/sign-in-security';
import { SignInSecurityForm } from './sign-in-security-form';

/** The programme's sign-in rules, once loaded; the admin's own status only adds a warning, so it never holds the form up. */
export function SignInSecurityEditor({ securityPath }: { securityPath: string }) {
  const settings = useSignInSecurity();
  const ownTwoStep = useOwnTwoStepStatus();
  if (settings.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        <Trans>Loading sign-in security…</Trans>
      </p>
    );
  }
  if (settings.isError)
    return (
      <LoadError error={settings.error} onRetry={() => void settings.refetch()} isRetrying={settings.isFetching} />
    );
  return <SignInSecurityForm current={settings.data} ownTwoStep={ownTwoStep.data} securityPath={securityPath} />;
}
