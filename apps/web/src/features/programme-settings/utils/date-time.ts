import { dateLocale } from '@/ui/format-date';

/** "12 Mar 2026, 14:05" in the language on screen: when a key was made or stops being published. */
export function formatDateTime(value: string, locale?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
