import { Trans, useLingui } from '@lingui/react/macro';
import { signedInPath } from '@/session/after-sign-in';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from '@/navigation/router/hooks';
import { getErrorMessage } from '@/api/error-message';
import { getCurrentBrand } from '@/brands/current-brand';
import { GoToSignIn } from '@/features/auth/components/go-to-sign-in';
import { isNativePlatform } from '@/platform/platform';
import { NoPendingAppHandoffError, redeemAppHandoff } from '@/session/app-handoff-app';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';
import { Spinner } from '@/ui/spinner';
import { useNoReferrer } from '@/ui/use-no-referrer';

/**
 * `/app-sign-in?code=…`: where the brand's website hands a sign-in to the native app (an app link;
 * docs/decisions/passkeys.md). The app redeems the code with the verifier it kept; a browser, which holds
 * no verifier, redeems nothing and says to go back to the app.
 */
export function AppSignIn() {
  useNoReferrer();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  return isNativePlatform() ? <FinishInApp code={code} /> : <ReturnToApp hasCode={code !== null && code !== ''} />;
}

function FinishInApp({ code }: { code: string | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    const failed = (message: string) => {
      if (isCurrent) setFailure(message);
    };
    if (!code) {
      failed(t`This sign-in link is incomplete. Sign in again.`);
      return;
    }
    redeemAppHandoff(code).then(
      async (result) => {
        if (isCurrent) await navigate(signedInPath(result), { replace: true });
      },
      (error: unknown) => {
        console.error('The sign-in from the website could not be finished', error);
        failed(
          error instanceof NoPendingAppHandoffError
            ? t`This sign-in was not started in this app, or the app was closed meanwhile. Sign in again.`
            : getErrorMessage(error),
        );
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [code, navigate, t]);

  if (failure === null) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeading title={t`Signing you in…`} />
        <p role="status" className="flex items-center gap-3 text-muted-foreground">
          <Spinner />
          <Trans>Finishing the sign-in from the website.</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t`We couldn't sign you in`} />
      <Notice variant="destructive" role="alert">
        <p>{failure}</p>
      </Notice>
      <GoToSignIn label={t`Back to sign in`} />
    </div>
  );
}

function ReturnToApp({ hasCode }: { hasCode: boolean }) {
  const { t } = useLingui();
  const brandTitle = getCurrentBrand().title;
  return hasCode ? (
    <PageHeading
      title={t`Continue in the app`}
      intro={t`You signed in for the ${brandTitle} app. Go back to the app to finish; if it is not signed in there, sign in again from the app.`}
    />
  ) : (
    <PageHeading
      title={t`This sign-in could not reach the app`}
      intro={t`Go back to the ${brandTitle} app and sign in again.`}
    />
  );
}
