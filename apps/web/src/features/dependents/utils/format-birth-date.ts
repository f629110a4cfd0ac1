import type { I18n } from '@lingui/core';

/** A `YYYY-MM-DD` birth date as a long date in the active language, the same day wherever the reader is. */
export function formatBirthDate(value: string, i18n: I18n): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return i18n.date(date, { dateStyle: 'long', timeZone: 'UTC' });
}
