import type { TErrorResponse } from '@portal/contracts/errors';
import { challengeJoinOpensOn } from '@portal/contracts/challenges';
import { isHttpError } from '@/api/error-message';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today as the server opens a join window: the UTC day, `YYYY-MM-DD`. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The day a challenge opens to join when that is still to come (the member cannot join yet), else
 * undefined: then joining is open, or has closed.
 */
export function joinOpensLater(
  challenge: { starts_on: string; joined: boolean; can_join: boolean },
  today: string = utcToday(),
): string | undefined {
  if (challenge.joined || challenge.can_join) return undefined;
  const opensOn = challengeJoinOpensOn(challenge.starts_on);
  return opensOn > today ? opensOn : undefined;
}

/** The first day to join, from the server's refusal of a join before its window opened (`details.opens_on`). */
export function getJoinOpensOn(error: unknown): string | undefined {
  const data: unknown = isHttpError(error) ? error.response?.data : undefined;
  const details = data && typeof data === 'object' ? (data as Partial<TErrorResponse>).details : undefined;
  const opensOn = details?.opens_on;
  return typeof opensOn === 'string' && CALENDAR_DATE.test(opensOn) ? opensOn : undefined;
}
