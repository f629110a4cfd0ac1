/**
 * Device proofs ("device cookies", OWASP's answer to lock-out attacks): after a successful sign-in the
 * browser (an HttpOnly cookie) or the native app (its secure storage) keeps a proof, signed with a key
 * derived from the server's secret, that this device signed in to this account before. An attempt that
 * presents a valid proof for the account it names skips the per-account throttle that strangers can
 * trigger, and spends the proof's own small budget of failures instead (see `claimDeviceAttempt`).
 *
 * A proof names the account only by a keyed hash of tenant and email (nothing readable on a shared
 * device), a random nonce (the device's id for its budget), and when it was issued:
 * `v1.<account key>.<nonce>.<issued, base36 seconds>.<HMAC>`.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie's name is this plus the account key, so one browser keeps a proof per account. */
export const DEVICE_COOKIE_PREFIX = 'portal_device_';
/** Sent only with sign-in attempts. */
export const DEVICE_COOKIE_PATH = '/api/auth/login';
/** A proof older than this is ignored (the next success issues a fresh one). */
export const DEVICE_PROOF_TTL_DAYS = 180;
/** Failed sign-ins one proof may spend before it counts as an unknown device for a while. */
export const DEVICE_FAILURE_BUDGET = 5;
/** How long a proof that spent its budget counts as an unknown device. */
export const DEVICE_LOCKOUT_MINUTES = 15;
/** A proof's failures with none for this long are forgotten. */
export const DEVICE_FAILURES_STALE_HOURS = 24;

/** Longest proof we read: anything longer is not one of ours. */
export const DEVICE_PROOF_MAX_LENGTH = 200;

export interface IssuedDeviceProof {
  /** The proof itself: the cookie's value, or the native app's stored proof. */
  value: string;
  cookieName: string;
  maxAgeSeconds: number;
}

export interface DeviceProofs {
  issue(input: { tenantId: string; email: string; now: Date }): IssuedDeviceProof;
  /**
   * The proof's device id when it is ours, unexpired, for this tenant and email, and issued no earlier
   * than the second of `notBefore` (the account's last password change); else undefined.
   */
  verify(
    proof: string | undefined,
    input: { tenantId: string; email: string; now: Date; notBefore?: Date | null },
  ): string | undefined;
  /** The cookie a browser keeps this account's proof in. */
  cookieName(tenantId: string, email: string): string;
}

export function createDeviceProofs(authSecret: string): DeviceProofs {
  const key = Buffer.from(hkdfSync('sha256', authSecret, Buffer.alloc(0), 'portal: sign-in device proofs v1', 32));
  const mac = (text: string) => createHmac('sha256', key).update(text).digest();
  const accountKey = (tenantId: string, email: string) =>
    mac(`account\n${tenantId}\n${email}`).subarray(0, 12).toString('base64url');
  const ttlSeconds = DEVICE_PROOF_TTL_DAYS * 86_400;

  return {
    issue({ tenantId, email, now }) {
      const body = `v1.${accountKey(tenantId, email)}.${randomBytes(16).toString('base64url')}.${Math.floor(now.getTime() / 1000).toString(36)}`;
      return {
        value: `${body}.${mac(`proof\n${body}`).toString('base64url')}`,
        cookieName: DEVICE_COOKIE_PREFIX + accountKey(tenantId, email),
        maxAgeSeconds: ttlSeconds,
      };
    },
    verify(proof, { tenantId, email, now, notBefore }) {
      if (!proof || proof.length > DEVICE_PROOF_MAX_LENGTH) return undefined;
      const parts = proof.split('.');
      if (parts.length !== 5 || parts[0] !== 'v1') return undefined;
      const [, account, nonce, issued, signature] = parts as [string, string, string, string, string];
      const expected = mac(`proof\n${parts.slice(0, 4).join('.')}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      // Signed by us: now whether it is this account's (another account's proof gives nothing) and fresh.
      if (account !== accountKey(tenantId, email)) return undefined;
      const issuedSeconds = Number.parseInt(issued, 36);
      if (!Number.isFinite(issuedSeconds) || now.getTime() / 1000 - issuedSeconds > ttlSeconds) return undefined;
      // A proof of a sign-in with an earlier password: whoever knew that one proves nothing now.
      if (notBefore && issuedSeconds < Math.floor(notBefore.getTime() / 1000)) return undefined;
      return nonce;
    },
    cookieName: (tenantId, email) => DEVICE_COOKIE_PREFIX + accountKey(tenantId, email),
  };
}
