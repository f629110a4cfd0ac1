/** Calendar days in UTC as `YYYY-MM-DD`, and ISO weeks by their Monday: the reports' and roll-ups' arithmetic. */
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
