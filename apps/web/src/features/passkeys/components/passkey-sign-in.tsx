import { loadCatalogs } from '@/i18n/i18n';
import { goOnAfterSignIn } from '@/session/after-sign-in';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@/navigation/router/hooks';
import { preloadInApp } from '@/navigation/app-navigator';
import { href } from '@/navigation/paths';
import { isNativePlatform } from '@/platform/platform';
import { browserHasPasskeys } from './passkey-button';
import { Button } from '@/ui/button';
import { whenIdle } from '@/ui/use-idle';
import { FormAlert } from '@/ui/form-alert';
import type { SignInResult } from '@/session/sign-in';
import type { PasskeySignInFlow } from '../api/passkey-sign-in-flow';

/** The native shell's button (to the website's passkey sign-in) loads in the shell only. */
const PasskeyOnWebsite = lazy(() =>
  Promise.all([import('./passkey-on-website'), loadCatalogs(['app-passkey'])]).then(([m]) => ({
    default: m.PasskeyOnWebsite,
  })),
);

/** The flow (and SimpleWebAuthn after it) loads when the page is idle or the button is pressed. */
const loadFlow = () => import('../api/passkey-sign-in-flow');

/**
 * "Sign in with a passkey" under the login form: the browser's prompt on a press, and, where the browser
 * offers it, the member's passkeys in the email field's suggestions (conditional UI), started once the
 * page is idle (api/passkey-sign-in-flow.ts). Either way no password is typed, and the sign-in is stored
 * as a password sign-in is (or handed to the app that opened the page).
 */
export function PasskeySignIn({ pressOnStart = false }: { pressOnStart?: boolean } = {}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [isSigningIn, setSigningIn] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isMounted = useRef(true);
  const flow = useRef<Promise<PasskeySignInFlow> | null>(null);

  function startFlow(): Promise<PasskeySignInFlow> {
    flow.current ??= loadFlow().then(({ createPasskeySignInFlow }) =>
      createPasskeySignInFlow({
        isMounted: () => isMounted.current,
        show: setFailure,
        async finish(result: SignInResult) {
          if (isMounted.current) await goOnAfterSignIn(result, { search, navigate });
        },
      }),
    );
    return flow.current;
  }

  useEffect(() => {
    isMounted.current = true;
    if (!browserHasPasskeys()) return;
    // Pressed before this loaded (PasskeyButton): the press goes on now, the suggestions never start.
    if (pressOnStart) void press();
    const stopWaiting = pressOnStart
      ? () => undefined
      : whenIdle(() => void startFlow().then((started) => started.startAutofill()), 3_000);
    return () => {
      isMounted.current = false;
      stopWaiting();
      void flow.current?.then((started) => started.stop());
    };
    // Once per visit of the page; the flow reads refs and stable setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (isNativePlatform()) {
    return (
      <Suspense fallback={null}>
        <PasskeyOnWebsite />
      </Suspense>
    );
  }
  if (!browserHasPasskeys()) return null;

  async function press() {
    setSigningIn(true);
    preloadInApp(href('home'));
    try {
      await (await startFlow()).press();
    } finally {
      if (isMounted.current) setSigningIn(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <Button
        type="button"
        variant="secondary"
        aria-busy={isSigningIn}
        disabled={isSigningIn}
        onClick={() => void press()}
      >
        {isSigningIn ? <Trans>Waiting for your passkey…</Trans> : <Trans>Sign in with a passkey</Trans>}
      </Button>
      <FormAlert
        message={
          failure === 'cancelled'
            ? t`No passkey was used. Try again, or sign in with your email and password.`
            : failure
        }
      />
    </div>
  );
}
