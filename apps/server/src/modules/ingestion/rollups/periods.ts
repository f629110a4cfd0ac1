/**
 * How a range of instants splits into days the roll-ups answer (whole, finished and rolled up since
 * their last change) and spans only the raw events can answer (a part of a day, today, a day changed
 * since its roll-up or never rolled up).
 */
import { addDays, dayOf, startOfDay } from '../../../lib/utc-days';

/** A half-open span of instants, `[start, end)`. */
export interface Span {
  start: Date;
  end: Date;
}

export interface RangeSplit {
  /** Whole days of the range, finished before today and rolled up since their last change, in order. */
  rolledDays: string[];
  /** The rest of the range, in order, adjacent spans joined. */
  rawSpans: Span[];
}

/**
 * Splits `[from, to)`: a day wholly inside it, before `today` and among `upToDateDays` (rolled up
 * since its last change) is read from the roll-ups, the rest from the raw events.
 */
export function splitRange(from: Date, to: Date, today: string, upToDateDays: ReadonlySet<string>): RangeSplit {
  const rolledDays: string[] = [];
  const rawSpans: Span[] = [];
  const addRaw = (start: Date, end: Date) => {
    if (end <= start) return;
    const last = rawSpans.at(-1);
    if (last && last.end.getTime() === start.getTime()) last.end = end;
    else rawSpans.push({ start, end });
  };
  let cursor = from;
  while (cursor < to) {
    const day = dayOf(cursor);
    const dayStart = startOfDay(day);
    const dayEnd = startOfDay(addDays(day, 1));
    const end = dayEnd < to ? dayEnd : to;
    const whole = cursor.getTime() === dayStart.getTime() && end.getTime() === dayEnd.getTime();
    if (whole && day < today && upToDateDays.has(day)) rolledDays.push(day);
    else addRaw(cursor, end);
    cursor = end;
  }
  return { rolledDays, rawSpans };
}
