import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TIncentiveActivityKind, TLedgerEntry, TWayToEarn } from '@portal/contracts/incentives';

/** What the app calls the activities the programme does not name itself. */
const ACTIVITY_NAMES: Record<Exclude<TIncentiveActivityKind, 'custom'>, MessageDescriptor> = {
  questionnaire: msg`Answer the health questionnaire`,
  health_scan: msg`Take a health scan`,
  article: msg`Read an article`,
  video: msg`Watch a video`,
  partner_programme: msg`Use a partner programme`,
};

/** What the history calls the sources that are not activities. */
const OTHER_SOURCES = {
  challenge: msg`Challenge`,
  adjustment: msg`Adjustment by your programme`,
  alternative: msg`Alternative activity`,
  custom: msg`Activity you reported`,
} as const;

/** An activity's name by its key (`questionnaire`, `custom:flu-shot`), with the programme's title for custom ones. */
export function activityName(i18n: I18n, key: string, title: string | null): string {
  if (title) return title;
  const kind = key.startsWith('custom:') ? 'custom' : key;
  if (kind in ACTIVITY_NAMES) return i18n._(ACTIVITY_NAMES[kind as keyof typeof ACTIVITY_NAMES]);
  if (kind in OTHER_SOURCES) return i18n._(OTHER_SOURCES[kind as keyof typeof OTHER_SOURCES]);
  return key;
}

/** A history row's "what for": the activity, or the challenge's title, or the adjustment's reason. */
export function entryName(i18n: I18n, entry: Pick<TLedgerEntry, 'source' | 'title'>): string {
  if (entry.source === 'challenge' || entry.source === 'adjustment' || entry.source === 'alternative') {
    const name = i18n._(OTHER_SOURCES[entry.source]);
    return entry.title ? `${name}: ${entry.title}` : name;
  }
  return activityName(i18n, entry.source, entry.title);
}

/**
 * How often an activity earns, in words ("3 a day, 50 a year"); the questionnaire and a partner
 * programme earn once a year (each programme once), a custom activity at most once a day.
 */
export function activityLimits(i18n: I18n, way: TWayToEarn): string {
  const parts: string[] = [];
  if (way.kind === 'questionnaire') parts.push(i18n._(msg`Once a year`));
  if (way.kind === 'partner_programme') parts.push(i18n._(msg`Once a year for each programme`));
  if (way.kind === 'custom') parts.push(i18n._(msg`Once a day`));
  if (way.per_day !== null) {
    const count = way.per_day;
    parts.push(i18n._(msg`${count} a day`));
  }
  if (way.per_month !== null) {
    const count = way.per_month;
    parts.push(i18n._(msg`${count} a month`));
  }
  if (way.per_year !== null) {
    const count = way.per_year;
    parts.push(i18n._(msg`${count} a year`));
  }
  return parts.join(', ');
}
