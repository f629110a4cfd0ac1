/**
 * The app's proof for a sign-in handed over from the website (PKCE, RFC 7636's S256): a random verifier
 * the app keeps, and its SHA-256 (the challenge), the only part the website sees.
 */

/** Bytes as base64url without padding (RFC 4648 §5). */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
}

/** A new verifier: 32 random bytes, 43 characters. */
export function createVerifier(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** The challenge for a verifier: base64url(SHA-256(verifier)), 43 characters. */
export async function challengeFor(verifier: string): Promise<string> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an algorithm's name, not words for people
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return toBase64Url(new Uint8Array(digest));
}

/** Where the app keeps the verifier of its one pending handoff (this app's run only: session storage). */
export const PENDING_VERIFIER_KEY = 'app_handoff_verifier';

/** A new pair; its verifier replaces any earlier pending one (only the newest sign-in can finish). */
export async function startPendingHandoff(storage: Storage = sessionStorage): Promise<string> {
  const verifier = createVerifier();
  storage.setItem(PENDING_VERIFIER_KEY, verifier);
  return challengeFor(verifier);
}

/** The pending verifier, forgotten as it is read (a code is tried once). */
export function takePendingVerifier(storage: Storage = sessionStorage): string | null {
  const verifier = storage.getItem(PENDING_VERIFIER_KEY);
  storage.removeItem(PENDING_VERIFIER_KEY);
  return verifier;
}
