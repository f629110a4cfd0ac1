import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LEDGER_SOURCES, TIncentiveActivityKind, TLedgerEntry, TWayToEarn } from '@portal/contracts/rewards';

/**
 * What the app calls each kind of activity where the programme does not name it, and how often its award
 * lets it earn beyond the plan's limits (none: the limits say it all).
 */
const ACTIVITY_TEXTS: Record<TIncentiveActivityKind, { name: MessageDescriptor; often: MessageDescriptor | null }> = {
  questionnaire: { name: msg`Answer the health questionnaire`, often: msg`Once a year` },
  health_scan: { name: msg`Take a health scan`, often: null },
  article: { name: msg`Read an article`, often: null },
  video: { name: msg`Watch a video`, often: null },
  partner_programme: { name: msg`Use a partner programme`, often: msg`Once a year for each programme` },
  custom: { name: msg`Activity you reported`, often: msg`Once a day` },
};

/** What the history calls the sources that are not activities. */
const OTHER_SOURCES: Record<Exclude<(typeof LEDGER_SOURCES)[number], TIncentiveActivityKind>, MessageDescriptor> = {
  challenge: msg`Challenge`,
  adjustment: msg`Adjustment by your programme`,
  alternative: msg`Alternative activity`,
};

/** An activity's name by its key (`questionnaire`, `custom:flu-shot`), with the programme's title for custom ones. */
export function activityName(i18n: I18n, key: string, title: string | null): string {
  if (title) return title;
  const kind = key.startsWith('custom:') ? 'custom' : key;
  if (kind in ACTIVITY_TEXTS) return i18n._(ACTIVITY_TEXTS[kind as TIncentiveActivityKind].name);
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
  const often = ACTIVITY_TEXTS[way.kind].often;
  if (often) parts.push(i18n._(often));
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
