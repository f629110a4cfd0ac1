import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { getCurrentBrand } from '@/brands/current-brand';
import { LoginForm } from '@/features/auth/components/login-form';
import { PasskeySignIn } from '@/features/passkeys/components/passkey-sign-in';
import { isNativePlatform } from '@/platform/platform';
import { readAppHandoffChallenge } from '@/session/app-handoff-query';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';

/**
 * What a screen that sends the member here may say (React Router's location state): a notice, in the
 * member's language already, so its words load with the screen that had them, not with this page.
 */
export interface LoginScreenState {
  notice?: string;
}

// Only an account with a passkey that signed in with its password needs it: it loads then.
const PasskeySecondStep = lazy(() =>
  import('@/features/passkeys/components/passkey-second-step').then((m) => ({ default: m.PasskeySecondStep })),
);

function readNotice(state: unknown): string | null {
  const notice = (state as LoginScreenState | null)?.notice;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}

export function Login() {
  const brandTitle = getCurrentBrand().title;
  const { t } = useLingui();
  const location = useLocation();
  const notice = readNotice(location.state);
  // Opened by the native app (`?app_handoff=`): the sign-in here goes on to the app.
  const isForApp = readAppHandoffChallenge(location.search) !== null;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t`Sign in to ${brandTitle}`} intro={t`Use the email address your programme invited.`} />
      {isForApp ? (
        <Notice>
          <p>{t`Sign in to continue in the app.`}</p>
        </Notice>
      ) : null}
      {notice ? (
        <Notice>
          <p>{notice}</p>
        </Notice>
      ) : null}
      <LoginForm
        renderPasskeyOption={(challenge, onSignedIn) =>
          // In the native shell a passkey works on the website only: "Sign in with a passkey" below.
          isNativePlatform() ? null : (
            <Suspense fallback={null}>
              <PasskeySecondStep email={challenge.email} ticket={challenge.secondStep.ticket} onSignedIn={onSignedIn} />
            </Suspense>
          )
        }
      />
      <PasskeySignIn />
    </div>
  );
}
