import type { SignInResult } from '@/session/sign-in';
import {
  browserOffersPasskeyAutofill,
  cancelPasskeyCeremony,
  isCeremonyCancelled,
  signInWithPasskey,
} from './sign-in-with-passkey';

/** What the login page's passkey button lends the flow: where a sign-in goes, and how a failure shows. */
export interface PasskeySignInView {
  finish(result: SignInResult): Promise<void>;
  /** A failure's message, `cancelled` when the member closed the prompt, or null to clear it. */
  show(failure: string | 'cancelled' | null): void;
  isMounted(): boolean;
}

export type PasskeySignInFlow = ReturnType<typeof createPasskeySignInFlow>;

/**
 * The login page's passkey sign-in, loaded when the page is idle or the button is pressed (the page
 * carries only the button): the email field's suggestions (conditional UI) where the browser offers
 * them, and the button's own ceremony, which wins over the suggestions' (Chrome refuses two at once).
 */
export function createPasskeySignInFlow(view: PasskeySignInView) {
  let isPressed = false;
  let isAutofillStarted = false;
  /** The suggestions' ceremony while it runs: ended before the press's starts. */
  let autofill: Promise<void> | null = null;

  async function explain(error: unknown, { isAutofill }: { isAutofill: boolean }) {
    console.error('Passkey sign-in failed', error);
    if (!view.isMounted()) return;
    if (isCeremonyCancelled(error)) {
      // The suggestions end quietly when the member types a password instead.
      if (!isAutofill) view.show('cancelled');
      return;
    }
    // The words for a failure load with the failure.
    const { getErrorMessage } = await import('@/api/error-message');
    if (view.isMounted()) view.show(getErrorMessage(error));
  }

  return {
    startAutofill() {
      autofill = (async () => {
        if (!(await browserOffersPasskeyAutofill()) || !view.isMounted() || isPressed) return;
        isAutofillStarted = true;
        try {
          await view.finish(await signInWithPasskey({ autofill: true }));
        } catch (error) {
          await explain(error, { isAutofill: true });
        }
      })();
    },
    async press() {
      isPressed = true;
      view.show(null);
      try {
        if (autofill) {
          await cancelPasskeyCeremony();
          await autofill;
        }
        await view.finish(await signInWithPasskey({ autofill: false }));
      } catch (error) {
        await explain(error, { isAutofill: false });
      }
    },
    /** The page goes: a suggestions' ceremony under way ends with it. */
    stop() {
      if (isAutofillStarted) void cancelPasskeyCeremony();
    },
  };
}
