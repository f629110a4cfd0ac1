import { msg, plural } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';

/** `m:ss` (or `h:mm:ss` from an hour) for a length in seconds, with the active locale's digits. */
export function formatDuration(i18n: I18n, totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const twoDigits = (value: number) => i18n.number(value, { minimumIntegerDigits: 2, useGrouping: false });
  const rest = twoDigits(seconds % 60);
  return hours > 0
    ? `${i18n.number(hours, { useGrouping: false })}:${twoDigits(minutes)}:${rest}`
    : `${i18n.number(minutes, { useGrouping: false })}:${rest}`;
}

/** A length in words for screen readers, in the active locale ("1 minute, 15 seconds"; "1 minuto y 15 segundos"). */
export function formatSpokenDuration(i18n: I18n, totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const parts = [
    { unit: 'hour', value: Math.floor(seconds / 3600) },
    { unit: 'minute', value: Math.floor((seconds % 3600) / 60) },
    { unit: 'second', value: seconds % 60 },
  ].filter((part, index, all) => part.value > 0 || (index === all.length - 1 && seconds === 0));
  const words = parts.map(({ unit, value }) => i18n.number(value, { style: 'unit', unit, unitDisplay: 'long' }));
  return new Intl.ListFormat(i18n.locale, { style: 'long', type: 'unit' }).format(words);
}

/** "5 min read", plural-aware in every language. */
export function formatReadingTime(i18n: I18n, minutes: number): string {
  return i18n._(msg`${plural(minutes, { one: '# min read', other: '# min read' })}`);
}

/** A timestamp as a long date in the active locale ("12 March 2026"; "12 de marzo de 2026"); empty when not a date. */
export function formatContentDate(i18n: I18n, value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : i18n.date(date, { dateStyle: 'long' });
}
