/**
 * Tokens for email links (invitations, password resets). 256 random bits,
 * twice NIST's 128-bit floor; only the SHA-256 hash is stored, so a leaked
 * database cannot be turned into working links. A fast hash is enough here
 * (unlike passwords): the input is random, so there is nothing to guess.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const SECURE_TOKEN_BYTES = 32;

export interface SecureToken {
  /** Goes into the link, never into the database or the logs. */
  token: string;
  /** Goes into the database: lowercase hex SHA-256 of the token. */
  hash: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function createSecureToken(): SecureToken {
  const token = randomBytes(SECURE_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashToken(token) };
}

/**
 * Compares two token hashes (or any two strings) in time that does not depend
 * on where they first differ. Lookups by hash in SQL are fine as they are;
 * this is for comparing in code.
 */
export function safeEqual(a: string, b: string): boolean {
  // Hashing first gives equal lengths, which timingSafeEqual needs, without leaking the length either.
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

/** Whether a token from a link matches a stored hash. */
export function verifyToken(token: string, storedHash: string): boolean {
  return safeEqual(hashToken(token), storedHash);
}
