// One place for how dates read, in the member's own locale.

let longDate: Intl.DateTimeFormat | undefined;
let calendarDate: Intl.DateTimeFormat | undefined;
let shortDate: Intl.DateTimeFormat | undefined;

/** A calendar date without a time (`2026-03-12`, a birth date): the same day wherever the reader is. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "12 March 2026" (or "March 12, 2026"…) for a timestamp or a calendar date;
 * an empty string for anything that is not a date.
 */
export function formatLongDate(value: string): string {
  if (DATE_ONLY.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime())) return '';
    calendarDate ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });
    return calendarDate.format(date);
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  longDate ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
  return longDate.format(date);
}

/** "12 Mar", for chart labels; empty for anything that is not a date. */
export function formatShortDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  shortDate ??= new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
  return shortDate.format(date);
}
