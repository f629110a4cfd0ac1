/**
 * A big file's check never holds the event loop for long: reading the CSV and planning its rows let
 * other work (a request, a timer) run between slices.
 */
import { describe, expect, it } from 'vitest';
import { ELIGIBILITY_COLUMNS } from '@portal/contracts/eligibility';
import { keysOf } from './eligibility-repository';
import { parseEligibilityFile } from './eligibility-csv';
import { planRows, planRowsInSlices } from './eligibility-rules';

const HEADER = ELIGIBILITY_COLUMNS.join(',');
const ROWS = 5_000;
const lines = Array.from(
  { length: ROWS },
  (_, index) => `E${index},Ana,Diaz,ana.${index}@example.com,1990-02-03,employee,active,Acme`,
);

/** Whether `work` lets a setImmediate callback run before it has finished. */
async function yieldsWhile(work: () => Promise<unknown>): Promise<boolean> {
  let finished = false;
  const running = work().then(() => {
    finished = true;
  });
  await new Promise((resolve) => setImmediate(resolve));
  const yielded = !finished;
  await running;
  return yielded;
}

describe('the check of a big file', () => {
  it('reads the CSV a slice at a time, letting other work run between slices', async () => {
    expect(await yieldsWhile(() => parseEligibilityFile(Buffer.from([HEADER, ...lines].join('\n'))))).toBe(true);
  });

  it('plans the rows a slice at a time, with the same plans as planning them at once', async () => {
    const parsed = await parseEligibilityFile(Buffer.from([HEADER, ...lines].join('\n')));
    if (!parsed.ok) throw new Error(parsed.failure);
    const snapshot = { accounts: [], companies: [{ id: 'c1', name: 'Acme' }] };
    expect(await yieldsWhile(() => planRowsInSlices(parsed.rows, snapshot, '2030-01-01'))).toBe(true);
    expect(await planRowsInSlices(parsed.rows, snapshot, '2030-01-01')).toEqual(
      planRows(parsed.rows, snapshot, '2030-01-01'),
    );
  });

  it('looks accounts up only by the emails (as stored, lower case) and employee ids the file names', () => {
    const keys = keysOf([
      {
        employee_id: 'E1',
        first_name: '',
        last_name: '',
        email: ' Ana@Example.com ',
        date_of_birth: '',
        relationship: '',
        status: '',
        company: '',
      },
      {
        employee_id: '',
        first_name: '',
        last_name: '',
        email: '',
        date_of_birth: '',
        relationship: '',
        status: '',
        company: '',
      },
    ]);
    expect(keys).toEqual({ emails: ['ana@example.com'], employeeIds: ['E1'] });
  });
});
