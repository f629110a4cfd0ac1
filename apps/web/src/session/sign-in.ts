import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import type { TLoginRequest, TLoginResponse } from '@portal/contracts/auth';
import type { TLoginAnswer, TSecondStepRequired } from '@portal/contracts/sign-in-security';
import { loadClients } from '../api/load-clients';
import { readDeviceProof, storeDeviceProof } from './device-proofs';
import { getCurrentUser } from './get-current-user';
import { clearStoredSession, isQuestionnaireAnswered, storeAccessToken } from './storage';

const signedInListeners = new Set<() => void>();
/** A completed sign-in whose analytics event the dashboard has not sent yet. */
let hasUnreportedSignIn = false;

/** Runs `listener` after every completed sign-in (the native shell registers the phone for push). */
export function onSignedIn(listener: () => void): () => void {
  signedInListeners.add(listener);
  return () => signedInListeners.delete(listener);
}

// Stays module state: a sign-in on the login page is reported by the dashboard's first render, in one page.
/** Tests: no listeners, and no sign-in waiting to be reported. */
export function resetSignInForTests(): void {
  signedInListeners.clear();
  hasUnreportedSignIn = false;
}

export interface SignInResult {
  user: TCurrentUserResponse;
  /** Read back from storage, as docs/product.md has it. */
  isQuestionnaireAnswered: boolean;
}

/** The password was right and the account uses two-step sign-in: the second step to take. */
export interface SecondStepChallenge {
  email: string;
  secondStep: TSecondStepRequired['second_step'];
}

/** What the login form hands the second step's screen (the router's location state). */
export interface SecondStepScreenState {
  challenge: SecondStepChallenge;
}

export function isSecondStepChallenge(result: SignInResult | SecondStepChallenge): result is SecondStepChallenge {
  return 'secondStep' in result;
}

/**
 * Whether a sign-in completed since the last call (which clears it): the dashboard layout sends the
 * `sign_in` event when it first shows after one, so the login page carries no analytics code.
 */
export function takeUnreportedSignIn(): boolean {
  const wasUnreported = hasUnreportedSignIn;
  hasUnreportedSignIn = false;
  return wasUnreported;
}

/**
 * POST /login, then `completeSignIn` with the token record it returns, or the second step to take when
 * the account uses two-step sign-in. Failures are logged and rethrown; a half-finished sign-in leaves
 * nothing stored.
 */
export async function signIn(credentials: TLoginRequest): Promise<SignInResult | SecondStepChallenge> {
  let answer: TLoginAnswer;
  try {
    const { authClient } = await loadClients();
    // The native app proves this phone signed in to the account before (a browser's cookie does it there).
    const deviceProof = await readDeviceProof(credentials.email);
    const body = deviceProof ? { ...credentials, device_proof: deviceProof } : credentials;
    ({ data: answer } = await authClient.post<TLoginAnswer>('/login', body));
  } catch (error) {
    console.error('Login failed', error);
    throw error;
  }
  if ('second_step' in answer) return { email: credentials.email, secondStep: answer.second_step };
  return finishSignIn(credentials.email, answer);
}

/** Keeps the native app's new device proof, then completes the sign-in. */
export async function finishSignIn(email: string, record: TLoginResponse): Promise<SignInResult> {
  if (record.device_proof) await storeDeviceProof(email, record.device_proof);
  return completeSignIn(record);
}

/**
 * Signs in with a token record already obtained (from /login, or from
 * confirming an invitation): store `auth_token` → fetch the current user
 * (which stores user_id, user_details, questionnaireAnswered,
 * profile_picture_name), then tell `onSignedIn` listeners. A failed user
 * fetch leaves nothing stored.
 */
export async function completeSignIn(record: Pick<TLoginResponse, 'access_token'>): Promise<SignInResult> {
  storeAccessToken(record.access_token);
  let user: TCurrentUserResponse;
  try {
    user = await getCurrentUser();
  } catch (error) {
    clearStoredSession();
    throw error;
  }
  for (const listener of signedInListeners) listener();
  hasUnreportedSignIn = true;
  return { user, isQuestionnaireAnswered: isQuestionnaireAnswered() };
}
