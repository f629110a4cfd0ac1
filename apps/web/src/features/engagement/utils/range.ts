import { ENGAGEMENT_DEFAULT_WEEKS, ENGAGEMENT_MAX_DAYS, countRangeDays } from '@portal/contracts/engagement';

const DAY_MS = 86_400_000;

const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** The server's default range: the last 12 weeks to today (UTC), from the Monday of the first. */
export function defaultRange(now: Date = new Date()): { from: string; to: string } {
  const today = new Date(`${toDay(now)}T00:00:00Z`);
  const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS;
  return { from: toDay(new Date(monday - (ENGAGEMENT_DEFAULT_WEEKS - 1) * 7 * DAY_MS)), to: toDay(today) };
}

export type RangeProblem = 'missing' | 'order' | 'span';

/** What is wrong with a range before it is asked for, if anything. */
export function checkRange(from: string, to: string): RangeProblem | null {
  if (!from || !to) return 'missing';
  if (from > to) return 'order';
  if (countRangeDays(from, to) > ENGAGEMENT_MAX_DAYS) return 'span';
  return null;
}
