import { useLingui } from '@lingui/react/macro';
import { goOnAfterSignIn } from '@/session/after-sign-in';
import { useLocation, useNavigate } from '@/navigation/router/hooks';
import { Navigate } from '@/navigation/router/routes';
import { SecondStepForm } from '@/features/auth/components/second-step-form';
import { PasskeySecondStep } from '@/features/passkeys/components/passkey-second-step';
import { href } from '@/navigation/paths';
import { isNativePlatform } from '@/platform/platform';
import type { SecondStepChallenge, SecondStepScreenState, SignInResult } from '@/session/sign-in';
import { PageHeading } from '@/ui/page-heading';
import type { LoginScreenState } from '@/navigation/login-state';

function readChallenge(state: unknown): SecondStepChallenge | null {
  const challenge = (state as SecondStepScreenState | null)?.challenge;
  return challenge && typeof challenge.secondStep?.ticket === 'string' ? challenge : null;
}

/**
 * Sign-in's second step, after the right password: a code from the authenticator app, a recovery code,
 * or the account's passkey. The ticket comes in the navigation's state; without one (a bookmark, another
 * tab) the member starts at the login page. A query the login page had (the app's hand-over) goes along.
 */
export function SignInSecondStep() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { state, search } = useLocation();
  const challenge = readChallenge(state);
  if (!challenge) return <Navigate to={`${href('login')}${search}`} replace />;

  const goOn = (result: SignInResult) => goOnAfterSignIn(result, { search, navigate });

  function startAgain(notice?: string) {
    const next: LoginScreenState | null = notice ? { notice } : null;
    void navigate(`${href('login')}${search}`, { replace: true, state: next });
  }

  // In the native shell a passkey works on the website only (the login page's button).
  const hasPasskey = challenge.secondStep.methods.includes('passkey') && !isNativePlatform();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t`Two-step sign-in`} intro={challenge.email} />
      <SecondStepForm
        challenge={challenge}
        onSignedIn={(result) => void goOn(result)}
        onStartAgain={startAgain}
        passkeyOption={
          hasPasskey ? (
            <PasskeySecondStep
              email={challenge.email}
              ticket={challenge.secondStep.ticket}
              onSignedIn={(result) => void goOn(result)}
            />
          ) : undefined
        }
      />
    </div>
  );
}
