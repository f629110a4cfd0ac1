import { msg } from '@lingui/core/macro';
import type { TDependent } from '@portal/contracts/dependents';

export function fullName(dependent: Pick<TDependent, 'first_name' | 'last_name'>): string {
  return `${dependent.first_name} ${dependent.last_name}`;
}

/** The edit button's name and the edit dialog's title. */
export const editLabel = (name: string) => msg`Edit ${name}`;
