// One place for how dates read, in the language on screen (and the reader's own region of it).
import { activeLocale, i18n } from '../i18n/i18n';

/** A calendar date without a time (`2026-03-12`, a birth date): the same day wherever the reader is. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const formats = new Map<string, Intl.DateTimeFormat>();

function getFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * The browser's own tag for the language on screen (the one the text shows) when it has one (`en-GB`
 * reads "12 March 2026", `es-MX` its own way), else the language itself.
 */
export function dateLocale(locale: string = i18n.locale || activeLocale()): string {
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const regional = languages.find((tag) => tag.toLowerCase().split('-')[0] === locale.toLowerCase());
  return regional ?? locale;
}

/**
 * "12 March 2026" (or "March 12, 2026", "12 de marzo de 2026"…) for a
 * timestamp or a calendar date; an empty string for anything that is not a date.
 * In the active language unless `locale` says otherwise.
 */
export function formatLongDate(value: string, locale?: string): string {
  if (DATE_ONLY.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime())) return '';
    return getFormat(dateLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return getFormat(dateLocale(locale), { dateStyle: 'long' }).format(date);
}

/** "12 Mar", for chart labels; empty for anything that is not a date. */
export function formatShortDate(value: string, locale?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return getFormat(dateLocale(locale), { day: 'numeric', month: 'short' }).format(date);
}
