import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from '@/navigation/router/hooks';
import { getCurrentBrand } from '@/brands/current-brand';
import { LoginForm } from '@/features/auth/components/login-form';
import { PasskeyButton, browserHasPasskeys } from '@/features/passkeys/components/passkey-button';
import { readAppHandoffChallenge } from '@/session/app-handoff-query';
import { Notice } from '@/ui/notice';
import type { LoginScreenState } from '@/navigation/login-state';
import { PageHeading } from '@/ui/page-heading';
import { useIdle } from '@/ui/use-idle';

// The passkey button's behaviour (and, in the native shell, its way to the website) loads once the page is
// idle: the login form is usable first, and the page's budget carries only the button.
const PasskeySignIn = lazy(() =>
  import('@/features/passkeys/components/passkey-sign-in').then((m) => ({ default: m.PasskeySignIn })),
);

function readNotice(state: unknown): string | null {
  const notice = (state as LoginScreenState | null)?.notice;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}

export function Login() {
  const isIdle = useIdle();
  const [isPressedEarly, setPressedEarly] = useState(false);
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
      <LoginForm />
      {isIdle || isPressedEarly ? (
        // A press while the behaviour is still loading is kept, and carried out once it has.
        <Suspense fallback={<PasskeyButton onPress={() => setPressedEarly(true)} />}>
          <PasskeySignIn pressOnStart={isPressedEarly} />
        </Suspense>
      ) : browserHasPasskeys() ? (
        <PasskeyButton onPress={() => setPressedEarly(true)} />
      ) : null}
    </div>
  );
}
