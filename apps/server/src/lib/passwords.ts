import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id parameters (m=19 MiB, t=2, p=1). @node-rs/argon2 hashes on the libuv pool, off the event loop. */
export const ARGON2_OPTIONS = {
  // `Algorithm.Argon2id` is a const enum, which isolated modules cannot inline.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
}

/**
 * A hash of a random password, verified against when an email is unknown, so
 * that answering takes as long for unknown addresses as for known ones.
 */
export function createDummyPasswordHash(): Promise<string> {
  return hashPassword(randomBytes(16).toString('hex'));
}
