import { APP_HANDOFF_QUERY } from '@portal/contracts/app-sign-in';
import type { TRedeemAppHandoffRequest } from '@portal/contracts/app-sign-in';
import type { TLoginResponse } from '@portal/contracts/auth';
import { loadClients } from '../api/load-clients';
import { paths } from '../navigation/paths';
import { openInAppBrowser, portalOrigin } from '../platform/in-app-browser';
import { withNativePlugin } from '../platform/native-plugins';
import { readSessionValue } from '../platform/session-store';
import { startPendingHandoff, takePendingVerifier } from './app-handoff-pkce';
import { DEVICE_PROOFS_KEY, storeDeviceProof } from './device-proofs';
import { completeSignIn } from './sign-in';
import type { SignInResult } from './sign-in';

/**
 * The native app's half of a sign-in on the brand's website (docs/decisions/passkeys.md): the shell's
 * pages are not on the brand's host, so a passkey is used there, in the in-app browser, which hands the
 * sign-in back by an app link to `/app-sign-in?code=…`.
 */

/** Opens the website's login page in the in-app browser, with the challenge of a new pending handoff. */
export async function openWebsiteSignIn(): Promise<void> {
  const challenge = await startPendingHandoff();
  const url = new URL(paths.login, portalOrigin());
  url.searchParams.set(APP_HANDOFF_QUERY, challenge);
  await openInAppBrowser(url.href);
}

/** The app has no pending handoff: the sign-in was not started here, or the app was closed meanwhile. */
export class NoPendingAppHandoffError extends Error {
  constructor() {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for the log; the screen says it in words
    super('No sign-in handed over from the website is pending in this app');
    this.name = 'NoPendingAppHandoffError';
  }
}

/**
 * The newest account's device proof on this phone: the app does not know yet which account the website
 * signs in, and another account's proof counts for nothing (the usual phone has one account).
 */
function newestDeviceProof(): string | undefined {
  try {
    const stored: unknown = JSON.parse(readSessionValue(DEVICE_PROOFS_KEY) ?? '[]');
    const proof: unknown = Array.isArray(stored) && Array.isArray(stored[0]) ? stored[0][1] : undefined;
    return typeof proof === 'string' ? proof : undefined;
  } catch {
    return undefined;
  }
}

let redeeming: { code: string; result: Promise<SignInResult> } | null = null;

/**
 * POST /login/app-handoff with the code the website handed over and the pending verifier, then the
 * sign-in is completed as a password sign-in's is (its device proof kept for the account). The in-app
 * browser is closed first, whatever the outcome, so the member sees the app's answer. One code is
 * redeemed once: a second call with it (React's development re-run of an effect) shares the first.
 */
export function redeemAppHandoff(code: string): Promise<SignInResult> {
  if (redeeming?.code === code) return redeeming.result;
  const result = (async () => {
    await withNativePlugin('Browser', 'close the in-app browser', ({ Browser }) => Browser.close());
    const verifier = takePendingVerifier();
    if (verifier === null) throw new NoPendingAppHandoffError();
    const deviceProof = newestDeviceProof();
    const body: TRedeemAppHandoffRequest = { code, verifier, ...(deviceProof ? { device_proof: deviceProof } : {}) };
    const { authClient } = await loadClients();
    const { data: record } = await authClient.post<TLoginResponse>('/login/app-handoff', body);
    const signedIn = await completeSignIn(record);
    if (record.device_proof)
      await storeDeviceProof(signedIn.user.account.email.trim().toLowerCase(), record.device_proof);
    return signedIn;
  })();
  redeeming = { code, result };
  return result;
}

// Stays module state: a code is single-use, so a remounted screen (or React's re-run) shares the first try.
/** Tests: no redemption remembered. */
export function resetAppHandoffForTests(): void {
  redeeming = null;
}
