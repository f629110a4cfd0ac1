/**
 * What each row of an eligibility file does, given the programme's accounts and companies as they are:
 * add, update (and what changes), unchanged, terminate, or error (and why). Pure: the dry run runs it on
 * a snapshot, and the commit runs it again on each chunk, inside the chunk's transaction, to see that
 * nothing moved since.
 */
import { ZEmail } from '@portal/contracts/auth';
import { ELIGIBILITY_LIMITS, ELIGIBILITY_RELATIONSHIPS, ELIGIBILITY_STATUSES } from '@portal/contracts/eligibility';
import type {
  TEligibilityChange,
  TEligibilityNote,
  TEligibilityProblem,
  TEligibilityRelationship,
  TEligibilityRowAction,
} from '@portal/contracts/eligibility';
import type { TRole } from '@portal/contracts/accounts';
import type { EligibilityColumn, ParsedRow } from './eligibility-csv';

export interface AccountSnapshot {
  id: string;
  email: string;
  employeeId: string | null;
  status: 'active' | 'invited' | 'disabled';
  role: TRole;
  companyId: string;
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  relationship: TEligibilityRelationship | null;
}

export interface CompanySnapshot {
  id: string;
  name: string;
}

export interface Snapshot {
  accounts: readonly AccountSnapshot[];
  companies: readonly CompanySnapshot[];
}

/** What a row was read as, with the values it will write. */
export interface RowPlan {
  line: number;
  action: TEligibilityRowAction;
  data: Record<EligibilityColumn, string>;
  problems: TEligibilityProblem[];
  changes: TEligibilityChange[];
  note: TEligibilityNote | null;
  accountId: string | null;
  /** The company the row names, when it is known. */
  companyId: string | null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date written YYYY-MM-DD, and whether it is after `today` (YYYY-MM-DD, UTC). */
function checkDate(value: string, today: string): 'ok' | 'invalid' | 'future' {
  const match = ISO_DATE.exec(value);
  if (!match) return 'invalid';
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'invalid';
  if (year < 1900) return 'invalid';
  return value > today ? 'future' : 'ok';
}

function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Lines of the file sharing a value, by value; blank values are not counted. */
function linesByValue(rows: readonly ParsedRow[], valueOf: (row: ParsedRow) => string): Map<string, number[]> {
  const lines = new Map<string, number[]>();
  for (const row of rows) {
    const value = valueOf(row);
    if (value === '') continue;
    const list = lines.get(value);
    if (list) list.push(row.line);
    else lines.set(value, [row.line]);
  }
  return lines;
}

const REQUIRED: readonly EligibilityColumn[] = [
  'employee_id',
  'first_name',
  'last_name',
  'email',
  'relationship',
  'status',
  'company',
];

/** Plans every row of the file against the snapshot. `today` is the date a birth date may not pass (UTC). */
export function planRows(rows: readonly ParsedRow[], snapshot: Snapshot, today: string): RowPlan[] {
  return rows.map(createRowPlanner(rows, snapshot, today));
}

/** Rows planned between two yields to the event loop. */
const PLAN_SLICE_ROWS = 1_000;

/**
 * planRows for a whole file in the background: a slice of rows at a time, letting other requests run
 * between slices, so 50,000 rows never hold the event loop for long.
 */
export async function planRowsInSlices(rows: readonly ParsedRow[], snapshot: Snapshot, today: string) {
  const plan = createRowPlanner(rows, snapshot, today);
  const plans: RowPlan[] = [];
  for (let start = 0; start < rows.length; start += PLAN_SLICE_ROWS) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const row of rows.slice(start, start + PLAN_SLICE_ROWS)) plans.push(plan(row));
  }
  return plans;
}

/**
 * What plans one row of `rows` (the whole file: duplicates are looked for across it) against the
 * snapshot, which needs only the accounts the file's emails and employee ids name.
 */
function createRowPlanner(rows: readonly ParsedRow[], snapshot: Snapshot, today: string): (row: ParsedRow) => RowPlan {
  const byEmployeeId = new Map<string, AccountSnapshot>();
  const byEmail = new Map<string, AccountSnapshot>();
  for (const account of snapshot.accounts) {
    if (account.employeeId !== null) byEmployeeId.set(account.employeeId, account);
    byEmail.set(account.email, account);
  }
  // Company names are matched without case or surrounding spaces.
  const companies = new Map(snapshot.companies.map((company) => [company.name.trim().toLowerCase(), company]));
  const companyNames = new Map(snapshot.companies.map((company) => [company.id, company.name]));
  const employeeIdLines = linesByValue(rows, (row) => row.data.employee_id);
  const emailLines = linesByValue(rows, (row) => normaliseEmail(row.data.email));

  return (row): RowPlan => {
    const { data } = row;
    const problems: TEligibilityProblem[] = [];
    const email = normaliseEmail(data.email);
    const relationship = data.relationship.toLowerCase();
    const status = data.status.toLowerCase();

    for (const column of REQUIRED) {
      if (data[column] === '') problems.push({ code: 'missing_value', column });
    }
    const tooLong = (column: EligibilityColumn, max: number) => {
      if (data[column].length > max) problems.push({ code: 'too_long', column });
    };
    tooLong('employee_id', ELIGIBILITY_LIMITS.employeeId);
    tooLong('first_name', ELIGIBILITY_LIMITS.name);
    tooLong('last_name', ELIGIBILITY_LIMITS.name);
    tooLong('company', ELIGIBILITY_LIMITS.company);
    if (email !== '' && !ZEmail.safeParse(email).success)
      problems.push({ code: 'invalid_email', column: 'email', value: data.email });
    if (data.date_of_birth !== '') {
      const date = checkDate(data.date_of_birth, today);
      if (date !== 'ok') {
        problems.push({
          code: date === 'future' ? 'future_date' : 'invalid_date',
          column: 'date_of_birth',
          value: data.date_of_birth,
        });
      }
    }
    if (relationship !== '' && !(ELIGIBILITY_RELATIONSHIPS as readonly string[]).includes(relationship)) {
      problems.push({ code: 'unknown_relationship', column: 'relationship', value: data.relationship });
    }
    if (status !== '' && !(ELIGIBILITY_STATUSES as readonly string[]).includes(status)) {
      problems.push({ code: 'unknown_status', column: 'status', value: data.status });
    }
    const company = companies.get(data.company.toLowerCase());
    if (data.company !== '' && !company)
      problems.push({ code: 'unknown_company', column: 'company', value: data.company });
    const otherEmployeeIdLines = (employeeIdLines.get(data.employee_id) ?? []).filter((line) => line !== row.line);
    if (otherEmployeeIdLines.length > 0) {
      problems.push({ code: 'duplicate_employee_id', column: 'employee_id', lines: otherEmployeeIdLines });
    }
    const otherEmailLines = (emailLines.get(email) ?? []).filter((line) => line !== row.line);
    if (otherEmailLines.length > 0) problems.push({ code: 'duplicate_email', column: 'email', lines: otherEmailLines });

    // The account the row is about: by employee id, else by email.
    const byId = data.employee_id === '' ? undefined : byEmployeeId.get(data.employee_id);
    const byMail = email === '' ? undefined : byEmail.get(email);
    let account: AccountSnapshot | undefined;
    if (byId && byId.email !== email) {
      problems.push({ code: 'employee_id_taken', column: 'employee_id', value: byId.email });
    } else if (byId) {
      account = byId;
    } else if (byMail) {
      if (byMail.employeeId !== null && byMail.employeeId !== data.employee_id) {
        problems.push({ code: 'email_taken', column: 'email', value: byMail.employeeId });
      } else {
        account = byMail;
      }
    }
    if (account && account.role !== 'member') problems.push({ code: 'staff_account', column: 'email' });
    if (account && account.status === 'disabled' && status === 'active') {
      problems.push({ code: 'account_deactivated', column: 'status' });
    }

    const plan = (action: TEligibilityRowAction, rest: Partial<RowPlan> = {}): RowPlan => ({
      line: row.line,
      action,
      data,
      problems: [],
      changes: [],
      note: null,
      accountId: account?.id ?? null,
      companyId: company?.id ?? null,
      ...rest,
    });
    if (problems.length > 0) return plan('error', { problems });

    if (status === 'terminated') {
      if (!account) return plan('unchanged', { note: 'not_enrolled' });
      if (account.status === 'disabled') return plan('unchanged', { note: 'already_deactivated' });
      return plan('terminate');
    }
    if (!account) return plan('add');

    const changes: TEligibilityChange[] = [];
    const compare = (field: TEligibilityChange['field'], from: string | null, to: string | null) => {
      if (from !== to) changes.push({ field, from, to });
    };
    compare('first_name', account.firstName, data.first_name);
    compare('last_name', account.lastName, data.last_name);
    // A blank date of birth keeps the one the member has.
    if (data.date_of_birth !== '') compare('date_of_birth', account.dateOfBirth, data.date_of_birth);
    compare('employee_id', account.employeeId, data.employee_id);
    compare('relationship', account.relationship, relationship);
    if (company && company.id !== account.companyId) {
      changes.push({ field: 'company', from: companyNames.get(account.companyId) ?? null, to: company.name });
    }
    return changes.length > 0 ? plan('update', { changes }) : plan('unchanged');
  };
}

/** Rows by action. */
export function countActions(plans: readonly { action: TEligibilityRowAction }[]) {
  const counts = { add: 0, update: 0, unchanged: 0, terminate: 0, error: 0 };
  for (const plan of plans) counts[plan.action] += 1;
  return counts;
}
