import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TDependentRelationship } from '@portal/contracts/dependents';

/** How each relationship (the contract's keys) reads to the member. */
export const RELATIONSHIP_LABELS: Record<TDependentRelationship, MessageDescriptor> = {
  'spouse-or-partner': msg`Spouse or partner`,
  child: msg`Child`,
  other: msg`Other`,
};
