import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { preloadInApp } from '@/navigation/app-navigator';
import { href } from '@/navigation/paths';
import { isNativePlatform } from '@/platform/platform';
import { handOffToAppIfAsked } from '@/session/app-handoff-query';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import type { SignInResult } from '@/session/sign-in';

/** The native shell's button (to the website's passkey sign-in) loads in the shell only. */
const PasskeyOnWebsite = lazy(() => import('./passkey-on-website').then((m) => ({ default: m.PasskeyOnWebsite })));

/** The ceremony's code (and SimpleWebAuthn after it) loads when the page is idle or the button is pressed. */
const loadPasskeySignIn = () => import('../api/sign-in-with-passkey');

/**
 * Whether this browser can use passkeys here. Not in the native shell: its pages are not on the brand's
 * host, the relying party (docs/decisions/passkeys.md); it uses them on the website (`PasskeyOnWebsite`).
 */
function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && !isNativePlatform();
}

/** Waits for the page to be idle, so the login form is usable before any passkey code loads. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 3_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}

/**
 * "Sign in with a passkey" under the login form: the browser's prompt on a press, and, where the browser
 * offers it, the member's passkeys in the email field's suggestions (conditional UI), started once the
 * page is idle. Either way no password is typed, and the sign-in is stored as a password sign-in is.
 */
export function PasskeySignIn() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [isSigningIn, setSigningIn] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isMounted = useRef(true);
  // A press of the button wins: the suggestions' ceremony is not started after it (starting it would
  // cancel the one the press opened).
  const isPressed = useRef(false);
  /** The suggestions' ceremony while it runs: ended before the press's starts (Chrome refuses two at once). */
  const autofill = useRef<Promise<void> | null>(null);

  async function finish(result: SignInResult) {
    if (!isMounted.current) return;
    // Opened by the native app to sign in here: the sign-in goes to the app instead.
    if (await handOffToAppIfAsked(search)) return;
    await navigate(result.isQuestionnaireAnswered ? href('home') : href('questionnaire'), { replace: true });
  }

  async function explain(error: unknown, { isAutofill }: { isAutofill: boolean }) {
    console.error('Passkey sign-in failed', error);
    const { isCeremonyCancelled } = await loadPasskeySignIn();
    if (!isMounted.current) return;
    if (!isCeremonyCancelled(error)) {
      // The words for a failure load with the failure, not with the login page.
      const { getErrorMessage } = await import('@/api/error-message');
      if (isMounted.current) setFailure(getErrorMessage(error));
    } else if (!isAutofill) {
      setFailure(t`No passkey was used. Try again, or sign in with your email and password.`);
    }
  }

  useEffect(() => {
    isMounted.current = true;
    if (!browserHasPasskeys()) return;
    let isStarted = false;
    const stopWaiting = whenIdle(() => {
      autofill.current = (async () => {
        const passkeys = await loadPasskeySignIn();
        if (!(await passkeys.browserOffersPasskeyAutofill()) || !isMounted.current || isPressed.current) return;
        isStarted = true;
        try {
          await finish(await passkeys.signInWithPasskey({ autofill: true }));
        } catch (error) {
          await explain(error, { isAutofill: true });
        }
      })();
    });
    return () => {
      isMounted.current = false;
      stopWaiting();
      if (isStarted) void loadPasskeySignIn().then(({ cancelPasskeyCeremony }) => cancelPasskeyCeremony());
    };
    // Once per visit of the page; `finish` and `explain` only read refs and stable setters.
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

  async function signIn() {
    isPressed.current = true;
    setFailure(null);
    setSigningIn(true);
    preloadInApp(href('home'));
    try {
      const { cancelPasskeyCeremony, signInWithPasskey } = await loadPasskeySignIn();
      if (autofill.current) {
        await cancelPasskeyCeremony();
        await autofill.current;
      }
      await finish(await signInWithPasskey({ autofill: false }));
    } catch (error) {
      await explain(error, { isAutofill: false });
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
        onClick={() => void signIn()}
      >
        {isSigningIn ? <Trans>Waiting for your passkey…</Trans> : <Trans>Sign in with a passkey</Trans>}
      </Button>
      <FormAlert message={failure} />
    </div>
  );
}
