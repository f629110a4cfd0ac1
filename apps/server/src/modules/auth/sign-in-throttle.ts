/**
 * The per-account sign-in throttle's rule (NIST SP 800-63B, 5.2.2): per
 * tenant and normalised email, whether or not an account has it, so the
 * answer says nothing about which accounts exist. The first failures in a
 * row are free; after those, each failure makes the next attempt wait, twice
 * as long each time, up to a short cap. While an email waits, attempts for it
 * are refused without checking the password and without lengthening the
 * wait, so an attacker can slow a member down but never hold them out for
 * longer than the cap, and a password reset ends the wait at once.
 *
 * The wait itself is computed in SQL, in the one statement that counts an
 * attempt (see `claimSignInAttempt`), so concurrent guesses are all counted.
 */
import { ERROR_CODES } from '@portal/contracts/errors';
import { fillMessage } from '@portal/contracts/localize-message';
import { AppError } from '../../lib/errors';

/** Failures in a row before any wait (at least 1). */
export const SIGN_IN_FREE_FAILURES = 5;
/** The wait after the first failure past the free ones; it doubles with each further failure. */
export const SIGN_IN_FIRST_DELAY_SECONDS = 1;
/** The longest wait, however many failures. */
export const SIGN_IN_MAX_DELAY_SECONDS = 5 * 60;
/** At this many failures in a row, the member is told by email (once per run). */
export const SIGN_IN_NOTIFY_AFTER_FAILURES = 10;
/** A run of failures with none for this long is forgotten (and its row deleted). */
export const SIGN_IN_THROTTLE_STALE_HOURS = 24;

/** The throttle's 429 messages, one per unit and number (so each has its translation). */
export const SIGN_IN_THROTTLED_MESSAGES = {
  oneSecond:
    'Too many sign-in attempts for this account. Try again in 1 second, or reset your password if you have forgotten it.',
  seconds:
    'Too many sign-in attempts for this account. Try again in {count} seconds, or reset your password if you have forgotten it.',
  oneMinute:
    'Too many sign-in attempts for this account. Try again in 1 minute, or reset your password if you have forgotten it.',
  minutes:
    'Too many sign-in attempts for this account. Try again in {count} minutes, or reset your password if you have forgotten it.',
} as const;

/** "Too many sign-in attempts for this account. Try again in 2 minutes, …": whole units, rounded up. */
export function getSignInThrottledMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    return retryAfterSeconds === 1
      ? SIGN_IN_THROTTLED_MESSAGES.oneSecond
      : fillMessage(SIGN_IN_THROTTLED_MESSAGES.seconds, { count: retryAfterSeconds });
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return minutes === 1
    ? SIGN_IN_THROTTLED_MESSAGES.oneMinute
    : fillMessage(SIGN_IN_THROTTLED_MESSAGES.minutes, { count: minutes });
}

/** A 429 for an email that must wait; the route turns `retryAfterSeconds` into the Retry-After header. */
export class SignInThrottledError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(ERROR_CODES.rateLimited, getSignInThrottledMessage(retryAfterSeconds), undefined, {
      retry_after_seconds: retryAfterSeconds,
    });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Whole seconds until `blockedUntil`, at least 1. */
export function getRetryAfterSeconds(blockedUntil: Date, now: Date): number {
  return Math.max(1, Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000));
}
