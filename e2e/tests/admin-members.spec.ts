import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demoEmail } from '@portal/contracts/demo';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { createOwnMember } from '../support/members';
import { signInByApi, storeSession } from '../support/session';

// The console's shell, Members and Audit log sections, on the default brand. The member
// deactivated here is the journey's own (a new one each attempt); it is reactivated at the end.

const BRAND = 'default';
const DEACTIVATED_MESSAGE = "This account has been deactivated. Contact your programme's administrator.";

function url(path: string) {
  return `${brandOrigin(BRAND)}${path}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The admin's console on the members list, found by the search box. */
async function openMember(page: Page, email: string) {
  await page.goto(url('/admin'));
  await expect(page).toHaveURL(/\/admin\/members$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await page.getByLabel('Search by name, email or employee id').fill(email);
  const table = page.getByRole('table', { name: 'Members' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByText(email).first()).toBeVisible();
}

test('an admin deactivates a member in the console, and that member cannot sign in', async ({ page, browser }) => {
  const member = await (await browser.newContext()).newPage();
  const own = await createOwnMember(member, BRAND, { prefix: 'deactivated' });
  await storeSession(member, BRAND, own.token);
  await member.goto(url('/dashboard/home'));
  await expect(member.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await signInByApi(page, BRAND, 'admin');
  await page.goto(url('/dashboard/home'));
  // The console is one click away in the account menu.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin console' }).click();
  await expect(page).toHaveURL(/\/admin\/members$/);

  await openMember(page, own.email);
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(own.email);
  await dialog.getByRole('button', { name: /^Deactivate / }).click();
  await expect(page.getByText('Deactivated', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible();

  // Signed out everywhere at once: the member's next request is refused and the app goes to Login.
  await member.goto(url('/dashboard/profile'));
  await expect(member).toHaveURL(/\/login$/);
  await member.getByLabel('Email').fill(own.email);
  await member.getByLabel('Password', { exact: true }).fill(own.password);
  await member.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(member.getByText(DEACTIVATED_MESSAGE)).toBeVisible();
  await expect(member).toHaveURL(/\/login$/);
  await member.context().close();

  // The audit log shows who did it, and the refused sign-in.
  await page
    .getByRole('navigation', { name: 'Admin console sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Email of the member or admin').fill(own.email);
  const log = page.getByRole('table', { name: 'Audit log, newest first' });
  // Rows of this member (the filter applies after a pause; until then the log shows everyone's).
  const ownEmail = escapeRegExp(own.email);
  await expect(log.getByRole('row', { name: new RegExp(`Sign-in refused.*${ownEmail}`) }).first()).toBeVisible();
  await expect(
    log.getByRole('row', { name: new RegExp(`Deactivated.*${escapeRegExp(demoEmail('admin', BRAND))}.*${ownEmail}`) }),
  ).toBeVisible();

  // Reactivated: the console's way back.
  await openMember(page, own.email);
  await page.getByRole('button', { name: 'Reactivate' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Reactivate / })
    .click();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();
});

test('a member opening /admin is turned away, and none of the console’s code is requested', async ({ page }) => {
  await signInByApi(page, BRAND, 'member');
  await page.goto(url('/dashboard/home'));
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin console' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  for (const path of ['/admin', '/admin/members', '/admin/audit']) {
    await page.goto(url(path));
    await expect(
      page.getByRole('heading', { level: 1, name: "This area is for your programme's administrators" }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  }
  // The console's route table, its addresses and its gate (small chunks) may load; its layout, screens and
  // words never do.
  const console_ = scripts.filter(
    (path) =>
      /\/(layout|members|member|member-status|audit|admin-members|admin-audit|admin)-[\w-]+\.js$/.test(path) &&
      !/\/admin-sections-/.test(path),
  );
  expect(scripts.some((path) => path.includes('/gate-'))).toBe(true);
  expect(console_).toEqual([]);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
});

test('an anonymous visitor of /admin goes to Login', async ({ page }) => {
  await page.goto(url('/admin/members'));
  await expect(page).toHaveURL(/\/login$/);
});

for (const width of [360, 1280]) {
  test(`the members list, a member's page and the audit log have no serious axe violations at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInByApi(page, BRAND, 'admin');
    await page.goto(url('/admin/members'));
    await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    if (width === 360) await expectNoHorizontalOverflow(page);

    await openMember(page, demoEmail('member', BRAND));
    await expect(page.getByRole('heading', { level: 2, name: 'Invitations' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    if (width === 360) await expectNoHorizontalOverflow(page);

    await page.goto(url('/admin/audit'));
    await expect(page.getByRole('table', { name: 'Audit log, newest first' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    if (width === 360) await expectNoHorizontalOverflow(page);
  });
}
