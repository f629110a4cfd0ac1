import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type {
  LEDGER_SOURCES,
  TAlternativeRequest,
  TBuiltInActivityKind,
  TIncentiveActivity,
  TIncentiveActivityLimit,
  TIncentivePlan,
} from '@portal/contracts/rewards';

/** What each source of points is called; a custom activity goes by the title its programme wrote. */
export const SOURCE_LABELS: Record<(typeof LEDGER_SOURCES)[number], MessageDescriptor> = {
  questionnaire: msg`Health questionnaire`,
  health_scan: msg`Health scan`,
  article: msg`Article read`,
  video: msg`Video watched`,
  partner_programme: msg`Partner programme used`,
  custom: msg`Self-reported activity`,
  challenge: msg`Challenge`,
  adjustment: msg`Adjustment`,
  alternative: msg`Alternative activity`,
};

/** The plan form's words for each built-in activity: what earns its points, and its fields' labels. */
export const PLAN_FORM_LABELS: {
  [Kind in TBuiltInActivityKind]: {
    hint: MessageDescriptor;
    points: MessageDescriptor;
    /** One for each limit its kind has (the contracts' `INCENTIVE_ACTIVITIES`). */
    limits: Record<TIncentiveActivityLimit<Kind>, MessageDescriptor>;
  };
} = {
  questionnaire: {
    hint: msg`Once a plan year, when the member answers it.`,
    points: msg`Points for the questionnaire`,
    limits: {},
  },
  health_scan: {
    hint: msg`For each scan stored, up to a limit a month.`,
    points: msg`Points for each scan`,
    limits: { per_month: msg`Scans a month that earn points` },
  },
  article: {
    hint: msg`For each article read in full, up to a limit a day and a year.`,
    points: msg`Points for each article`,
    limits: { per_day: msg`Articles a day that earn points`, per_year: msg`Articles a year that earn points` },
  },
  video: {
    hint: msg`For each video watched to the end, up to a limit a day and a year.`,
    points: msg`Points for each video`,
    limits: { per_day: msg`Videos a day that earn points`, per_year: msg`Videos a year that earn points` },
  },
  partner_programme: {
    hint: msg`Once a year for each partner programme the member opens through the portal.`,
    points: msg`Points for each partner programme`,
    limits: {},
  },
};

/** A limit's label in the plan form. */
export function limitLabel<Kind extends TBuiltInActivityKind>(
  kind: Kind,
  limit: TIncentiveActivityLimit<Kind>,
): MessageDescriptor {
  return PLAN_FORM_LABELS[kind].limits[limit];
}

/** How often an activity of a plan earns, in words, as the plan's summary shows it. */
export function limitsText(i18n: I18n, activity: TIncentiveActivity, number: (value: number) => string): string {
  switch (activity.kind) {
    case 'health_scan':
      return i18n._(msg`At most ${number(activity.per_month)} a month`);
    case 'article':
    case 'video':
      return i18n._(msg`At most ${number(activity.per_day)} a day and ${number(activity.per_year)} a year`);
    case 'custom':
      return i18n._(msg`Reported by the member, at most ${number(activity.per_year)} a year (key ${activity.key})`);
    case 'questionnaire':
      return i18n._(msg`Once a plan year`);
    case 'partner_programme':
      return i18n._(msg`Once a year for each programme`);
  }
}

export const PLAN_STATUS_LABELS: Record<TIncentivePlan['status'], MessageDescriptor> = {
  current: msg`Running now`,
  upcoming: msg`Upcoming`,
  ended: msg`Ended (read-only)`,
};

export const ALTERNATIVE_STATUS_LABELS: Record<TAlternativeRequest['status'], MessageDescriptor> = {
  pending: msg`Waiting for an answer`,
  approved: msg`Approved`,
  declined: msg`Declined`,
};

/**
 * The name of an activity by its key (`questionnaire`, `custom:flu-shot`): the programme's own title for a
 * custom one when there is one, else the key after `custom:`.
 */
export function activityName(i18n: I18n, key: string, title: string | null): string {
  if (key.startsWith('custom:')) return title ?? key.slice('custom:'.length);
  const label = (SOURCE_LABELS as Record<string, MessageDescriptor | undefined>)[key];
  return label ? i18n._(label) : key;
}
