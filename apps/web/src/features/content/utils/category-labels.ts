import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { TContentCategory } from '@portal/contracts/content';

/**
 * The name a member reads for each category. The keys are the contract's
 * (`CONTENT_CATEGORIES`, sent to and from the API); only the labels are translated.
 */
export const CATEGORY_LABELS = {
  sleep: msg`Sleep`,
  nutrition: msg`Nutrition`,
  movement: msg`Movement`,
  stress: msg`Stress`,
  'preventive-care': msg`Preventive care`,
  'family-health': msg`Family health`,
} as const satisfies Record<TContentCategory, MessageDescriptor>;

/** A category's label in the language on screen. */
export function categoryLabel(i18n: I18n, category: TContentCategory): string {
  return i18n._(CATEGORY_LABELS[category]);
}
