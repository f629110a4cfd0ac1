import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { extractLink, waitForEmail } from '../support/outbox';
import { signInByApi } from '../support/session';

// The console's Enrol section on the oakmore brand: an admin uploads an eligibility file,
// reads its dry run (an error row with its reason), uploads the corrected file, commits it, and the new
// members' invitations are in the outbox.

const BRAND = 'oakmore';
const COMPANY = 'Oakmore Labs Employees';
const HEADER = 'employee_id,first_name,last_name,email,date_of_birth,relationship,status,company';

function url(path: string) {
  return `${brandOrigin(BRAND)}${path}`;
}

test('an admin uploads an eligibility file, reads the dry run, commits it, and the invitations go out', async ({
  page,
}) => {
  // Two uploads, a commit and axe at two widths: more than the default minute when six runs share the machine.
  test.slow();
  const stamp = Date.now();
  const emails = [`enrol.ana.${stamp}@example.com`, `enrol.bo.${stamp}@example.com`];
  const rows = [
    `OAK-${stamp}-1,Ana,Diaz,${emails[0]},1990-02-03,employee,active,${COMPANY}`,
    // Columns in another order would do too; this row is fine, the next one is not.
    `OAK-${stamp}-2,Bo,Ray,${emails[1]},1988-11-30,spouse,active,${COMPANY}`,
  ];
  const broken = [HEADER, ...rows, `OAK-${stamp}-3,Cy,Ng,not-an-email,2999-01-01,employee,active,${COMPANY}`].join(
    '\n',
  );
  const fixed = [HEADER, ...rows].join('\n');

  await signInByApi(page, BRAND, 'admin');
  await page.goto(url('/admin/enrol'));
  await expect(page.getByRole('heading', { level: 1, name: 'Enrol' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Invite one member' })).toBeVisible();

  const fileInput = page.getByLabel('Choose a CSV file, or drop it here');
  await fileInput.setInputFiles({ name: 'staff-broken.csv', mimeType: 'text/csv', buffer: Buffer.from(broken) });
  await expect(page.getByRole('heading', { name: 'Dry run of staff-broken.csv' })).toBeVisible();
  const table = page.getByRole('table', { name: /Rows of the file/ });
  // Errors first, with their reasons.
  const errorRow = table.getByRole('row').nth(1);
  await expect(errorRow).toContainText('Error');
  await expect(errorRow).toContainText('“not-an-email” is not a valid email address.');
  await expect(errorRow).toContainText('The date of birth 2999-01-01 is in the future.');
  await expect(page.getByRole('button', { name: 'Commit' })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);

  await fileInput.setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
  await expect(page.getByRole('heading', { name: 'Dry run of staff.csv' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).not.toContainText('Error');

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Commit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Commit staff.csv?' });
  await expect(dialog).toContainText('This adds 2 members and sends them invitations, updates 0 and deactivates 0');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Commit' }).click();
  await expect(page.getByText('staff.csv is committed: 2 added and invited, 0 updated, 0 deactivated.')).toBeVisible();

  for (const email of emails) {
    const invitation = await waitForEmail(email, 'invitation');
    expect(extractLink(invitation, '/confirm-invitation').searchParams.get('token')).toBeTruthy();
  }

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);
});
