import { CHALLENGE_STEPS_PER_DAY_MAX } from '@portal/contracts/challenges';
import type { TChallengeEntry } from '@portal/contracts/challenges';

/** The days whose steps the phone may give: the challenge's days up to today, never one to come. */
export function phoneDays(
  challenge: { starts_on: string; ends_on: string },
  today: string,
): { first: string; last: string } | null {
  const last = challenge.ends_on < today ? challenge.ends_on : today;
  return last < challenge.starts_on ? null : { first: challenge.starts_on, last };
}

/**
 * The days to send, oldest first, from the phone's totals: a day the phone counted steps on (never a 0
 * for a day it has nothing to say about), within the day's bound, and only where it changes something:
 * a day not logged yet, a day the phone gave before with another count, or a day logged by hand with fewer
 * steps (a higher count typed by hand — a walk without the phone — is kept).
 */
export function stepsToSend(
  totals: Readonly<Record<string, number>>,
  entries: readonly Pick<TChallengeEntry, 'day' | 'value' | 'source'>[],
  days: { first: string; last: string },
): Array<{ day: string; value: number }> {
  const logged = new Map(entries.map((entry) => [entry.day, entry]));
  return Object.entries(totals)
    .filter(([day, total]) => day >= days.first && day <= days.last && total > 0)
    .map(([day, total]) => ({ day, value: Math.min(Math.round(total), CHALLENGE_STEPS_PER_DAY_MAX) }))
    .filter(({ day, value }) => {
      const entry = logged.get(day);
      if (!entry) return true;
      return entry.source === 'phone' ? entry.value !== value : value > entry.value;
    })
    .sort((a, b) => a.day.localeCompare(b.day));
}
