import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { createSemaphore } from './semaphore';

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

export interface Argon2Parameters {
  algorithm: string;
  version: number;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** The parameters in a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), or undefined if it is not one. */
export function parseArgon2Parameters(passwordHash: string): Argon2Parameters | undefined {
  const match = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!match) return undefined;
  const [, algorithm = '', version, memoryCost, timeCost, parallelism] = match;
  return {
    algorithm,
    version: Number(version),
    memoryCost: Number(memoryCost),
    timeCost: Number(timeCost),
    parallelism: Number(parallelism),
  };
}

/** Whether a stored hash was made with other parameters than today's, so it should be replaced at the next sign-in. */
export function needsRehash(passwordHash: string): boolean {
  const parameters = parseArgon2Parameters(passwordHash);
  return (
    !parameters ||
    parameters.algorithm !== 'argon2id' ||
    parameters.version !== 19 ||
    parameters.memoryCost !== ARGON2_OPTIONS.memoryCost ||
    parameters.timeCost !== ARGON2_OPTIONS.timeCost ||
    parameters.parallelism !== ARGON2_OPTIONS.parallelism
  );
}

/**
 * A hash of a random password, verified against when an email is unknown, so
 * that answering takes as long for unknown addresses as for known ones.
 */
export function createDummyPasswordHash(): Promise<string> {
  return hashPassword(randomBytes(16).toString('hex'));
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Hashes running and waiting now, the most ever running at once, and the limit (for tests and the metrics). */
  readonly stats: { active: number; waiting: number; peak: number; concurrency: number };
}

/**
 * Hashing and verifying, at most `concurrency` at a time: each costs 19 MiB
 * and a libuv thread, so a burst of sign-ins queues instead of exhausting
 * memory or starving file and DNS work on the same pool.
 */
export function createPasswordHasher(deps: {
  concurrency: number;
  hashPassword?: (password: string) => Promise<string>;
  verifyPassword?: (passwordHash: string, password: string) => Promise<boolean>;
}): PasswordHasher {
  const semaphore = createSemaphore(deps.concurrency);
  const hashOne = deps.hashPassword ?? hashPassword;
  const verifyOne = deps.verifyPassword ?? verifyPassword;
  return {
    hash: (password) => semaphore.run(() => hashOne(password)),
    verify: (passwordHash, password) => semaphore.run(() => verifyOne(passwordHash, password)),
    get stats() {
      return {
        active: semaphore.active,
        waiting: semaphore.waiting,
        peak: semaphore.peak,
        concurrency: deps.concurrency,
      };
    },
  };
}
