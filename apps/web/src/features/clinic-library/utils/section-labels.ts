import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TClinicSectionKey } from '@portal/contracts/clinic-library';

/** Each section's heading: the app's words, the same for every condition. */
export const SECTION_LABELS: Record<TClinicSectionKey, MessageDescriptor> = {
  overview: msg`Overview`,
  symptoms: msg`Symptoms`,
  'when-to-see-a-doctor': msg`When to see a doctor`,
  causes: msg`Causes`,
  'risk-factors': msg`Risk factors`,
  complications: msg`Complications`,
  prevention: msg`Prevention`,
  diagnosis: msg`Diagnosis`,
  treatment: msg`Treatment`,
  'living-with': msg`Living with it`,
};

/** The in-page anchor of a section (`#symptoms`). */
export function sectionAnchor(key: TClinicSectionKey): string {
  return key;
}
