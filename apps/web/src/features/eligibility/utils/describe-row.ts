import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type {
  TEligibilityChange,
  TEligibilityNote,
  TEligibilityProblem,
  TEligibilityRowAction,
} from '@portal/contracts/eligibility';

export const ACTION_LABELS: Record<TEligibilityRowAction, MessageDescriptor> = {
  add: msg`Add`,
  update: msg`Update`,
  unchanged: msg`Unchanged`,
  terminate: msg`Terminate`,
  error: msg`Error`,
};

const FIELD_LABELS: Record<string, MessageDescriptor> = {
  employee_id: msg`employee id`,
  first_name: msg`first name`,
  last_name: msg`last name`,
  email: msg`email`,
  date_of_birth: msg`date of birth`,
  relationship: msg`relationship`,
  status: msg`status`,
  company: msg`company`,
};

export function fieldLabel(i18n: I18n, field: string): string {
  const label = FIELD_LABELS[field];
  return label ? i18n._(label) : field;
}

/** One problem of an error row, in words. */
export function describeProblem(i18n: I18n, problem: TEligibilityProblem): string {
  const column = problem.column ? fieldLabel(i18n, problem.column) : '';
  const value = problem.value ?? '';
  const lines = (problem.lines ?? []).join(', ');
  switch (problem.code) {
    case 'missing_value':
      return i18n._(msg`The ${column} is missing.`);
    case 'too_long':
      return i18n._(msg`The ${column} is too long.`);
    case 'invalid_email':
      return i18n._(msg`“${value}” is not a valid email address.`);
    case 'invalid_date':
      return i18n._(msg`“${value}” is not a date written YYYY-MM-DD.`);
    case 'future_date':
      return i18n._(msg`The date of birth ${value} is in the future.`);
    case 'unknown_relationship':
      return i18n._(msg`“${value}” is not a relationship: use employee, spouse or dependent.`);
    case 'unknown_status':
      return i18n._(msg`“${value}” is not a status: use active or terminated.`);
    case 'unknown_company':
      return i18n._(msg`No company of this programme is called “${value}”.`);
    case 'duplicate_employee_id':
      return i18n._(msg`The same employee id is on line ${lines}.`);
    case 'duplicate_email':
      return i18n._(msg`The same email is on line ${lines}.`);
    case 'employee_id_taken':
      return i18n._(msg`This employee id belongs to another member (${value}).`);
    case 'email_taken':
      return i18n._(msg`This email belongs to a member with employee id ${value}.`);
    case 'staff_account':
      return i18n._(msg`This is an editor’s or admin’s account: change it in Members.`);
    case 'account_deactivated':
      return i18n._(msg`This member is deactivated: reactivate them in Members first.`);
  }
}

/** One change of an update row: “last name: Lee → Leigh”. */
export function describeChange(i18n: I18n, change: TEligibilityChange): string {
  const field = fieldLabel(i18n, change.field);
  const from = change.from ?? i18n._(msg`none`);
  const to = change.to ?? i18n._(msg`none`);
  return i18n._(msg`${field}: ${from} → ${to}`);
}

export function describeNote(i18n: I18n, note: TEligibilityNote): string {
  return note === 'not_enrolled'
    ? i18n._(msg`Terminated, but not a member: nothing to do.`)
    : i18n._(msg`Already deactivated.`);
}
