import type { TLoginResponse } from '@portal/contracts/auth';
import type { TPasskeyRequestOptions } from '@portal/contracts/passkeys';
import { loadClients } from '@/api/load-clients';
import { completeSignIn, finishSignIn } from '@/session/sign-in';
import type { SignInResult } from '@/session/sign-in';

/**
 * Signs in with a passkey: the server's challenge, the browser's ceremony (with `autofill`, the passkeys
 * the email field offers; else the browser's own prompt), then the signed challenge for the token record,
 * stored as a password sign-in stores it. SimpleWebAuthn loads here, never with the login page.
 */
export async function signInWithPasskey({ autofill }: { autofill: boolean }): Promise<SignInResult> {
  const [{ startAuthentication }, { authClient }] = await Promise.all([
    import('@simplewebauthn/browser'),
    loadClients(),
  ]);
  const { data: optionsJSON } = await authClient.post<TPasskeyRequestOptions>('/login/passkey/options');
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  const { data: record } = await authClient.post<TLoginResponse>('/login/passkey', { response });
  return completeSignIn(record);
}

/** Whether the email field may offer the member's passkeys (conditional UI), asked without loading the library. */
export async function browserOffersPasskeyAutofill(): Promise<boolean> {
  if (typeof window.PublicKeyCredential !== 'function') return false;
  const isAvailable = window.PublicKeyCredential.isConditionalMediationAvailable;
  if (typeof isAvailable !== 'function') return false;
  if (!(await isAvailable.call(window.PublicKeyCredential))) return false;
  const { browserSupportsWebAuthnAutofill } = await import('@simplewebauthn/browser');
  return browserSupportsWebAuthnAutofill();
}

/** Ends a ceremony under way (the autofill one, when the page goes). */
export async function cancelPasskeyCeremony(): Promise<void> {
  const { WebAuthnAbortService } = await import('@simplewebauthn/browser');
  WebAuthnAbortService.cancelCeremony();
}

/** The member closed the browser's prompt, it timed out, or another ceremony replaced it: nothing went wrong. */
export function isCeremonyCancelled(error: unknown): boolean {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return name === 'AbortError' || name === 'NotAllowedError' || code === 'ERROR_CEREMONY_ABORTED';
}

/**
 * The second step of a password sign-in with a passkey: the ticket `/login` answered asks for a challenge
 * for the account's passkeys, the browser's prompt signs it, and the answer is the token record.
 */
export async function completeSecondStepWithPasskey({
  email,
  ticket,
}: {
  email: string;
  ticket: string;
}): Promise<SignInResult> {
  const [{ startAuthentication }, { authClient }] = await Promise.all([
    import('@simplewebauthn/browser'),
    loadClients(),
  ]);
  const { data: optionsJSON } = await authClient.post<TPasskeyRequestOptions>('/login/second-step/passkey/options', {
    ticket,
  });
  const response = await startAuthentication({ optionsJSON });
  const { data: record } = await authClient.post<TLoginResponse>('/login/second-step/passkey', { ticket, response });
  return finishSignIn(email, record);
}
