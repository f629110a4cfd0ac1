/**
 * Calendar arithmetic of the roll-ups: UTC days as `YYYY-MM-DD`, ISO weeks by their Monday, and how a range of instants splits into days the roll-ups answer (whole, finished and
 * rolled up since their last change) and spans only the raw events can answer (a part of a day, today,
 * a day changed since its roll-up or never rolled up).
 */
const DAY_MS = 86_400_000;

/** The UTC day of an instant. */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  return dayOf(new Date(startOfDay(day).getTime() + days * DAY_MS));
}

/** The Monday (UTC) of a day's ISO week. */
export function mondayOf(day: string): string {
  return addDays(day, -((startOfDay(day).getUTCDay() + 6) % 7));
}

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
