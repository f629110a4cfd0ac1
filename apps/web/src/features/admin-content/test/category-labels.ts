import { msg } from '@lingui/core/macro';
import type { CategoryLabels } from '../components/category-field';

// The screens bring the content feature's names for the categories; the editors' tests use these stand-ins.
// Under test/, so Lingui's extract leaves them out of the console's catalog.
export const STAND_IN_CATEGORY_LABELS: CategoryLabels = {
  sleep: msg`Sleep`,
  nutrition: msg`Nutrition`,
  movement: msg`Movement`,
  stress: msg`Stress`,
  'preventive-care': msg`Preventive care`,
  'family-health': msg`Family health`,
};
