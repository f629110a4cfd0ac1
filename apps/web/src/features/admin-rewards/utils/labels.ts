import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { LEDGER_SOURCES, TIncentivePlan, TAlternativeRequest } from '@portal/contracts/incentives';

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
