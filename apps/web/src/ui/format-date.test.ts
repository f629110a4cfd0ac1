import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate } from './format-date';

describe('formatLongDate', () => {
  it('formats a timestamp as the long date of the reader’s locale', () => {
    const iso = '2026-03-12T10:00:00.000Z';
    expect(formatLongDate(iso)).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso)));
  });

  it('keeps a calendar date on its day in every time zone', () => {
    expect(formatLongDate('1990-01-01')).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(1990, 0, 1)),
    );
  });

  it('gives nothing for what is not a date', () => {
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('soon')).toBe('');
    expect(formatShortDate('soon')).toBe('');
  });
});

describe('in Spanish', () => {
  it('formats dates for the language given', () => {
    expect(formatLongDate('2026-03-12', 'es')).toBe('12 de marzo de 2026');
    expect(formatShortDate('2026-03-12T10:00:00.000Z', 'es')).toMatch(/^12 mar/);
  });
});
