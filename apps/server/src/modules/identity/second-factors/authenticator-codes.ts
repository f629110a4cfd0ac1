/**
 * Authenticator app codes (TOTP, RFC 6238) with otpauth: 6 digits, 30-second steps, one step either side
 * accepted for clocks that drift. A code is accepted once: the caller keeps the last accepted step and any
 * code at or before it is refused.
 */
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT, TOTP_SETTINGS } from '@portal/contracts/sign-in-security';

/** A new secret: 160 bits, as RFC 4226 recommends, in base32 for typing into an app. */
export function createAuthenticatorSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secret: string, label = '', issuer = '') {
  return new TOTP({
    issuer,
    label,
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** The `otpauth://` URI an app reads from the QR code: the brand as issuer, the member's email as label. */
export function authenticatorUri(secret: string, input: { issuer: string; email: string }): string {
  return totpFor(secret, input.email, input.issuer).toString();
}

/** The code an app shows at `atMs` (tests and the demo use it). */
export function authenticatorCodeAt(secret: string, atMs: number): string {
  return totpFor(secret).generate({ timestamp: atMs });
}

/**
 * The time step a code belongs to when it is right at `atMs` within the window and later than
 * `lastUsedStep`; undefined otherwise (wrong, too old, or already used).
 */
export function acceptedStep(
  secret: string,
  code: string,
  input: { atMs: number; lastUsedStep: number | null },
): number | undefined {
  const delta = totpFor(secret).validate({ token: code, timestamp: input.atMs, window: TOTP_SETTINGS.window });
  if (delta === null) return undefined;
  const step = TOTP.counter({ period: TOTP_SETTINGS.periodSeconds, timestamp: input.atMs }) + delta;
  if (input.lastUsedStep !== null && step <= input.lastUsedStep) return undefined;
  return step;
}

/** Letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten fresh recovery codes, `xxxx-xxxx-xxxx` (about 59 bits each). */
export function createRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-');
  });
}
