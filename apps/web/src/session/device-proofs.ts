import { isNativePlatform } from '../platform/platform';
import { readSessionValue, writeSessionValue } from '../platform/session-store';

/**
 * The native app's device proofs (see ZDeviceProof in the contracts): its calls to the portal cross
 * origins without cookies, so it keeps the proof the login answer gives it in secure storage and sends
 * it with the next sign-in to that account. Kept across sign-out (that is their point), keyed by a
 * hash of the email so no address is left readable on a shared phone. A browser keeps its proof in an
 * HttpOnly cookie instead, which this code never sees.
 */
export const DEVICE_PROOFS_KEY = 'sign_in_device_proofs';
/** Accounts remembered on one device. */
const MAX_PROOFS = 5;

async function emailKey(email: string): Promise<string> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an algorithm's name, not words for people
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email));
  return Array.from(new Uint8Array(digest).subarray(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function readProofs(): [string, string][] {
  try {
    const stored: unknown = JSON.parse(readSessionValue(DEVICE_PROOFS_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter(
          (entry): entry is [string, string] =>
            Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** This device's proof for the email (normalised as the login form sends it), on native only. */
export async function readDeviceProof(email: string): Promise<string | undefined> {
  if (!isNativePlatform()) return undefined;
  const key = await emailKey(email);
  return readProofs().find(([entry]) => entry === key)?.[1];
}

/** Keeps the proof a sign-in answered, newest first, forgetting the oldest accounts past a few. */
export async function storeDeviceProof(email: string, proof: string): Promise<void> {
  if (!isNativePlatform()) return;
  const key = await emailKey(email);
  const others = readProofs().filter(([entry]) => entry !== key);
  writeSessionValue(DEVICE_PROOFS_KEY, JSON.stringify([[key, proof], ...others].slice(0, MAX_PROOFS)));
}
