/**
 * Calendar dates and times as every query and body sends them: one schema each, so a day that does
 * not exist (30 February) or a year no report can mean (0000, 9999) is a 400 naming its field, never
 * a date the database refuses or overflows into a 500.
 */
import * as z from 'zod/mini';

/** The first year a date or time may be in: dates of birth start in 1900. */
export const CALENDAR_YEAR_MIN = 1900;
/** The last: far past any programme's life, and far from PostgreSQL's limits once a range is added. */
export const CALENDAR_YEAR_MAX = 2199;

export const CALENDAR_MESSAGES = {
  date: 'Enter the date as YYYY-MM-DD.',
  realDate: 'Enter a real date.',
  dateTime: 'Send a time as an ISO 8601 date and time, such as 2026-11-01T00:00:00Z.',
  year: `Use a year from ${CALENDAR_YEAR_MIN} to ${CALENDAR_YEAR_MAX}.`,
} as const;

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** `2026-02-28` yes, `2026-02-30` no: the day exists in the proleptic Gregorian calendar, read in UTC. */
export function isRealCalendarDate(value: string): boolean {
  if (!DATE_SHAPE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The year of a `YYYY-…` date or time is within CALENDAR_YEAR_MIN…CALENDAR_YEAR_MAX. */
export function isCalendarYearInRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= CALENDAR_YEAR_MIN && year <= CALENDAR_YEAR_MAX;
}

/**
 * A calendar date, `2026-11-24`: the shape, a real day, a sane year. `message` replaces the shape's
 * wording where a form says it its own way.
 */
export function createCalendarDateSchema(messages: { date?: string; required?: string } = {}) {
  const shape = messages.date ?? CALENDAR_MESSAGES.date;
  return z.string({ error: messages.required ?? shape }).check(
    z.regex(DATE_SHAPE, shape),
    z.refine((value) => !DATE_SHAPE.test(value) || isRealCalendarDate(value), CALENDAR_MESSAGES.realDate),
    z.refine((value) => !isRealCalendarDate(value) || isCalendarYearInRange(value), CALENDAR_MESSAGES.year),
  );
}

export const ZCalendarDate = createCalendarDateSchema();

/**
 * An ISO 8601 date and time with its offset (`2026-11-01T08:30:00Z`, `…+01:00`): a real day (zod checks
 * the day of the month, leap years included) in a sane year.
 */
export function createDateTimeSchema(messages: { dateTime?: string } = {}) {
  return z.iso
    .datetime({ offset: true, error: messages.dateTime ?? CALENDAR_MESSAGES.dateTime })
    .check(z.refine(isCalendarYearInRange, CALENDAR_MESSAGES.year));
}

export const ZDateTime = createDateTimeSchema();
