/**
 * The per-account sign-in throttle's rule (NIST SP 800-63B, 5.2.2): per
 * tenant and normalised email, whether or not an account has it, so the
 * answer says nothing about which accounts exist. It counts failures, not
 * attempts: the first failures in a row are free; after those, each failure
 * makes the next attempt wait, twice as long each time, up to a short cap.
 * While an email waits, attempts for it are refused without checking the
 * password and without lengthening the wait, so an attacker can slow a member
 * down but never hold them out for longer than the cap after their last
 * failure, and a password reset ends the wait at once.
 *
 * The wait itself is computed in SQL, in the one statement that counts an
 * attempt before its password is checked (see `claimSignInAttempt`), so
 * concurrent guesses are all counted; a right password gives its claim back
 * (`releaseSignInAttempt`), so the member's own tries never lengthen a wait.
 *
 * The second step's codes have a budget of their own per account (see
 * `claimCodeAttempt`): only someone who knew the password can spend it, and a
 * wrong code never counts against the password.
 */
import { ERROR_CODES } from '@portal/contracts/errors';
import { fillMessage } from '@portal/contracts/localize-message';
import { AppError } from '../../../lib/errors';

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
/**
 * Wrong second-step codes in a row, across tickets, before the account's codes wait (1 s, doubling, up to
 * SIGN_IN_MAX_DELAY_SECONDS); the run ends with a finished sign-in or a password reset, or after
 * SIGN_IN_THROTTLE_STALE_HOURS without a wrong code.
 */
export const SIGN_IN_CODE_FREE_FAILURES = 10;

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

/** The code budget's 429 messages, likewise. */
export const SIGN_IN_CODE_THROTTLED_MESSAGES = {
  oneSecond: 'Too many wrong codes for this account. Try again in 1 second.',
  seconds: 'Too many wrong codes for this account. Try again in {count} seconds.',
  oneMinute: 'Too many wrong codes for this account. Try again in 1 minute.',
  minutes: 'Too many wrong codes for this account. Try again in {count} minutes.',
} as const;

type WaitMessages = typeof SIGN_IN_THROTTLED_MESSAGES | typeof SIGN_IN_CODE_THROTTLED_MESSAGES;

/** "… Try again in 2 minutes …": whole units, rounded up. */
function getWaitMessage(messages: WaitMessages, retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    return retryAfterSeconds === 1 ? messages.oneSecond : fillMessage(messages.seconds, { count: retryAfterSeconds });
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return minutes === 1 ? messages.oneMinute : fillMessage(messages.minutes, { count: minutes });
}

/** "Too many sign-in attempts for this account. Try again in 2 minutes, …". */
export function getSignInThrottledMessage(retryAfterSeconds: number): string {
  return getWaitMessage(SIGN_IN_THROTTLED_MESSAGES, retryAfterSeconds);
}

/** "Too many wrong codes for this account. Try again in 2 minutes.". */
export function getCodeThrottledMessage(retryAfterSeconds: number): string {
  return getWaitMessage(SIGN_IN_CODE_THROTTLED_MESSAGES, retryAfterSeconds);
}

/**
 * A 429 for an email (or, at the second step, an account's codes) that must wait; the route turns
 * `retryAfterSeconds` into the Retry-After header.
 */
export class SignInThrottledError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, message = getSignInThrottledMessage(retryAfterSeconds)) {
    super(ERROR_CODES.rateLimited, message, undefined, {
      retry_after_seconds: retryAfterSeconds,
    });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Whole seconds until `blockedUntil`, at least 1. */
export function getRetryAfterSeconds(blockedUntil: Date, now: Date): number {
  return Math.max(1, Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000));
}
