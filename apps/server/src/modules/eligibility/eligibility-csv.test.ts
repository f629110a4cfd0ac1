import { describe, expect, it } from 'vitest';
import { ELIGIBILITY_COLUMNS, ELIGIBILITY_MAX_ROWS } from '@portal/contracts/eligibility';
import { parseEligibilityFile } from './eligibility-csv';
import { planRows } from './eligibility-rules';
import type { AccountSnapshot, Snapshot } from './eligibility-rules';

const HEADER = ELIGIBILITY_COLUMNS.join(',');
const csv = (...lines: string[]) => Buffer.from(lines.join('\n'));

describe('parseEligibilityFile', () => {
  it('reads columns in any order, ignores extra ones, trims, and numbers lines from the header', async () => {
    const parsed = await parseEligibilityFile(
      csv(
        '\uFEFFEmail, employee_id,first_name,last_name,notes,date_of_birth,relationship,status,company',
        ' ana@example.com ,E1,Ana,"Diaz, Jr",ignored,1990-02-03,employee,active,Acme',
        '',
        'bo@example.com,E2,Bo,"Multi',
        'line",,spouse,active,Acme',
      ),
    );
    expect(parsed).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          data: {
            employee_id: 'E1',
            first_name: 'Ana',
            last_name: 'Diaz, Jr',
            email: 'ana@example.com',
            date_of_birth: '1990-02-03',
            relationship: 'employee',
            status: 'active',
            company: 'Acme',
          },
        },
        expect.objectContaining({ line: 5, data: expect.objectContaining({ last_name: 'Multi\nline' }) }),
      ],
    });
  });

  it('reads missing trailing cells as blank', async () => {
    const parsed = await parseEligibilityFile(csv(HEADER, 'E1,Ana'));
    expect(parsed.ok && parsed.rows[0]?.data.email).toBe('');
  });

  it('fails a file with a missing column, naming it', async () => {
    const parsed = await parseEligibilityFile(csv('employee_id,first_name,last_name,email,relationship,status', 'E1'));
    expect(parsed).toEqual({
      ok: false,
      failure: `The header row has no date_of_birth, company column. Name every column: ${HEADER}.`,
    });
  });

  it('fails a file without a header row, an empty file, binary data and broken quoting', async () => {
    expect(await parseEligibilityFile(csv('E1,Ana,Diaz,ana@example.com'))).toMatchObject({
      ok: false,
      failure: expect.stringMatching(/^This file has no header row/),
    });
    expect(await parseEligibilityFile(Buffer.alloc(0))).toMatchObject({ failure: expect.stringMatching(/empty/) });
    expect(await parseEligibilityFile(csv(HEADER))).toMatchObject({
      failure: 'The file has a header row but no rows.',
    });
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, 0xff, 0xfe]);
    expect(await parseEligibilityFile(zip)).toMatchObject({
      failure: expect.stringMatching(/^This is not a CSV file/),
    });
    expect(await parseEligibilityFile(Buffer.from([0xc3, 0x28, 0x41]))).toMatchObject({
      failure: expect.stringMatching(/binary/),
    });
    expect(await parseEligibilityFile(csv(HEADER, 'E1,"Ana,Diaz'))).toMatchObject({
      failure: expect.stringMatching(/^The file could not be read as CSV at line/),
    });
  });

  it(`reads ${ELIGIBILITY_MAX_ROWS} rows and fails one more`, async () => {
    const row = (index: number) => `E${index},A,B,p${index}@example.com,,employee,active,Acme`;
    const rows = Array.from({ length: ELIGIBILITY_MAX_ROWS }, (_, index) => row(index));
    const full = await parseEligibilityFile(csv(HEADER, ...rows));
    expect(full.ok && full.rows.length).toBe(ELIGIBILITY_MAX_ROWS);
    const over = await parseEligibilityFile(csv(HEADER, ...rows, row(ELIGIBILITY_MAX_ROWS)));
    expect(over).toEqual({
      ok: false,
      failure: 'A file may have at most 50,000 rows; this one has 50,001. Split it into smaller files.',
    });
  });
});

describe('planRows', () => {
  const account = (fields: Partial<AccountSnapshot>): AccountSnapshot => ({
    id: 'a1',
    email: 'ana@example.com',
    employeeId: 'E1',
    status: 'active',
    role: 'member',
    companyId: 'c1',
    firstName: 'Ana',
    lastName: 'Diaz',
    dateOfBirth: '1990-02-03',
    relationship: 'employee',
    ...fields,
  });
  const snapshot = (accounts: AccountSnapshot[]): Snapshot => ({
    accounts,
    companies: [
      { id: 'c1', name: 'Acme' },
      { id: 'c2', name: 'Globex Ltd' },
    ],
  });
  const row = (line: number, fields: Record<string, string> = {}) => ({
    line,
    data: {
      employee_id: 'E1',
      first_name: 'Ana',
      last_name: 'Diaz',
      email: 'ana@example.com',
      date_of_birth: '1990-02-03',
      relationship: 'employee',
      status: 'active',
      company: 'Acme',
      ...fields,
    },
  });
  const TODAY = '2026-01-15';

  it('adds, updates (saying what), leaves alone and terminates', () => {
    const plans = planRows(
      [
        row(2),
        row(3, { employee_id: 'E2', email: 'bo@example.com', company: 'globex ltd', last_name: 'Baker' }),
        row(4, { employee_id: 'E3', email: 'cy@example.com', status: 'terminated' }),
        row(5, { employee_id: 'E4', email: 'new@example.com' }),
        row(6, { employee_id: 'E5', email: 'gone@example.com', status: 'Terminated' }),
      ],
      snapshot([
        account({}),
        account({ id: 'a2', email: 'bo@example.com', employeeId: null, lastName: 'Bakker' }),
        account({ id: 'a3', email: 'cy@example.com', employeeId: 'E3', status: 'invited' }),
      ]),
      TODAY,
    );
    expect(plans.map((plan) => [plan.line, plan.action, plan.accountId, plan.note])).toEqual([
      [2, 'unchanged', 'a1', null],
      [3, 'update', 'a2', null],
      [4, 'terminate', 'a3', null],
      [5, 'add', null, null],
      [6, 'unchanged', null, 'not_enrolled'],
    ]);
    expect(plans[1]!.changes).toEqual([
      { field: 'last_name', from: 'Bakker', to: 'Baker' },
      { field: 'employee_id', from: null, to: 'E2' },
      { field: 'company', from: 'Acme', to: 'Globex Ltd' },
    ]);
  });

  it('gives every error its reason', () => {
    const plans = planRows(
      [
        row(2, { email: 'not-an-email', employee_id: 'E10' }),
        row(3, { date_of_birth: '2030-01-01', employee_id: 'E11', email: 'f@example.com' }),
        row(4, { date_of_birth: '03/02/1990', employee_id: 'E12', email: 'g@example.com' }),
        row(5, {
          relationship: 'cousin',
          status: 'retired',
          company: 'Initech',
          employee_id: 'E13',
          email: 'h@example.com',
        }),
        row(6, { employee_id: 'E20', email: 'dup1@example.com' }),
        row(7, { employee_id: 'E20', email: 'DUP1@example.com' }),
        row(8, { employee_id: 'E1', email: 'other@example.com' }),
        row(9, { employee_id: 'E30', email: 'ana@example.com' }),
        row(10, { employee_id: '', first_name: '', email: 'blank@example.com' }),
        row(11, { employee_id: 'E40', email: 'admin@example.com' }),
        row(12, { employee_id: 'E41', email: 'off@example.com' }),
        row(13, { employee_id: 'E42', email: 'z@example.com', date_of_birth: '2023-02-30' }),
      ],
      snapshot([
        account({}),
        account({ id: 'a9', email: 'admin@example.com', employeeId: null, role: 'admin' }),
        account({ id: 'a8', email: 'off@example.com', employeeId: 'E41', status: 'disabled' }),
      ]),
      TODAY,
    );
    expect(plans.every((plan) => plan.action === 'error')).toBe(true);
    const codes = plans.map((plan) => plan.problems.map((problem) => problem.code));
    expect(codes).toEqual([
      ['invalid_email'],
      ['future_date'],
      ['invalid_date'],
      ['unknown_relationship', 'unknown_status', 'unknown_company'],
      ['duplicate_employee_id', 'duplicate_email'],
      ['duplicate_employee_id', 'duplicate_email'],
      ['employee_id_taken'],
      ['email_taken'],
      ['missing_value', 'missing_value'],
      ['staff_account'],
      ['account_deactivated'],
      ['invalid_date'],
    ]);
    // Both rows of a duplicate name each other.
    expect(plans[4]!.problems[0]!.lines).toEqual([7]);
    expect(plans[5]!.problems[0]!.lines).toEqual([6]);
    expect(plans[6]!.problems[0]!.value).toBe('ana@example.com');
  });
});
