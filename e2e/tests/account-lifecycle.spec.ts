import { expect, test, type Page } from '@playwright/test';
import {
  FORGOT_PASSWORD_MESSAGE,
  NEW_INVITATION_SENT_MESSAGE,
  type TInviteMemberRequest,
} from '@portal/contracts/account-lifecycle';
import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import { DEMO_PASSWORD, demoEmail } from '@portal/contracts/demo';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { EXPIRED_INVITATION_EMAILS, brandOrigin } from '../support/environment';
import { extractLink, listEmailFiles, waitForEmail } from '../support/outbox';
import { fetchCurrentUserStatus, readStorage, signIn } from '../support/session';

const PASSWORD = 'tulip harbour violin gravel';
const NEW_PASSWORD = 'lantern meadow copper ribbon';

/** A fresh address per run and per retry (the data folder is new per run, but retries share it). */
function uniqueEmail(prefix: string, brandKey: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@${brandKey}.test`;
}

/** A call from the page on its brand's origin (Node's request context cannot resolve *.localhost). */
async function callApi(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<{ status: number; data: unknown }> {
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const headers: Record<string, string> = { 'X-Application-Type': 'HEALTHCARE_PORTAL' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (token) headers.Authorization = `Bearer ${token}`;
      const response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, data: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body: options.body, token: options.token },
  );
}

async function logIn(page: Page, email: string, password: string): Promise<{ status: number; token?: string }> {
  const { status, data } = await callApi(page, 'POST', '/api/auth/login', { body: { email, password } });
  return { status, token: (data as { access_token?: string } | null)?.access_token };
}

/** The brand's demo admin invites `email` into the admin's own company. */
async function inviteAsAdmin(page: Page, brandKey: string, invitation: Omit<TInviteMemberRequest, 'company'>) {
  await page.goto(`${brandOrigin(brandKey)}/login`);
  const admin = await logIn(page, demoEmail('admin', brandKey), DEMO_PASSWORD);
  expect(admin.status).toBe(200);
  const me = await callApi(page, 'GET', '/api/authorization/accounts/me?get_member=true', { token: admin.token });
  expect(me.status).toBe(200);
  const company = (me.data as TCurrentUserResponse).member?.company.id;
  expect(company).toBeTruthy();
  const invited = await callApi(page, 'POST', '/api/authorization/accounts/invitations', {
    token: admin.token,
    body: { ...invitation, company },
  });
  expect(invited.status, JSON.stringify(invited.data)).toBe(201);
}

/** The emailed link, opened on the brand's origin (whatever port the server thinks it has). */
async function openEmailLink(page: Page, brandKey: string, link: URL) {
  expect(link.hostname).toBe(`${brandKey}.localhost`);
  await page.goto(`${brandOrigin(brandKey)}${link.pathname}${link.search}`);
}

async function confirmInvitationInForm(page: Page, password: string, names?: { first: string; last: string }) {
  if (names) {
    await page.getByLabel('First name').fill(names.first);
    await page.getByLabel('Last name').fill(names.last);
  }
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('checkbox', { name: 'I have read and accept the privacy policy' }).check();
  await page.getByRole('button', { name: 'Activate my account' }).click();
}

test('an invited member confirms the invitation at phone width and lands on the questionnaire, signed in', async ({
  page,
}) => {
  const email = uniqueEmail('invitee', 'swift');
  await inviteAsAdmin(page, 'swift', { email });

  const invitation = await waitForEmail(email, 'invitation');
  const link = extractLink(invitation, '/confirm-invitation');
  await page.setViewportSize({ width: 360, height: 780 });
  await openEmailLink(page, 'swift', link);

  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your invitation' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your invitation' });
  await expect(summary).toContainText(email);
  await expect(summary).toContainText('SwiftCare');
  // The address holds the token: the page sends no referrer while it is shown.
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  expect(await page.evaluate(() => document.referrer)).toBe('');

  // The checklist follows the typing.
  const checklist = page.getByRole('list', { name: 'Password checklist' });
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(checklist.getByRole('listitem').filter({ hasText: 'At least 15 characters' })).toContainText(
    '(not yet)',
  );
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await confirmInvitationInForm(page, PASSWORD, { first: 'Jordan', last: 'Rivera' });
  await expect(page).toHaveURL(/\/questionnaire$/);
  const storage = await readStorage(page);
  const details = JSON.parse(storage.user_details ?? '{}') as TCurrentUserResponse;
  expect(details.account.email).toBe(email);
  expect(details.member?.first_name).toBe('Jordan');
  expect(storage.questionnaireAnswered).toBe('false');

  // The link worked once.
  await openEmailLink(page, 'swift', link);
  await expect(page).toHaveURL(/\/invitation-expired\?token=/);
});

test('an expired invitation is renewed by email from the invalid-link page, and the new link works', async ({
  page,
}) => {
  // Made expired in the prepared data folder (support/prepare-portal-data.mjs) before the server started.
  // Renewing and accepting one uses it up: every attempt (a retry, a repeat) takes the next.
  const { retry, repeatEachIndex, project } = test.info();
  const attempt = repeatEachIndex * (project.retries + 1) + retry;
  const EXPIRED_INVITATION_EMAIL = EXPIRED_INVITATION_EMAILS[attempt];
  if (!EXPIRED_INVITATION_EMAIL) {
    throw new Error(`Attempt ${attempt + 1} has no expired invitation left: add one to EXPIRED_INVITATION_EMAILS.`);
  }
  const expired = await waitForEmail(EXPIRED_INVITATION_EMAIL, 'invitation');
  const before = await listEmailFiles(EXPIRED_INVITATION_EMAIL, 'invitation');
  const oldLink = extractLink(expired, '/confirm-invitation');
  await openEmailLink(page, 'swift', oldLink);

  await expect(page).toHaveURL(/\/invitation-expired\?token=/);
  expect(new URL(page.url()).searchParams.get('token')).toBe(oldLink.searchParams.get('token'));
  await expect(page.getByRole('heading', { level: 1, name: "This invitation link can't be used" })).toBeVisible();
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByRole('status')).toContainText(NEW_INVITATION_SENT_MESSAGE);

  const renewed = await waitForEmail(EXPIRED_INVITATION_EMAIL, 'invitation', { ignore: before });
  const newLink = extractLink(renewed, '/confirm-invitation');
  expect(newLink.searchParams.get('token')).not.toBe(oldLink.searchParams.get('token'));
  await openEmailLink(page, 'swift', newLink);
  await expect(page.getByRole('region', { name: 'Your invitation' })).toContainText(EXPIRED_INVITATION_EMAIL);
  await confirmInvitationInForm(page, PASSWORD, { first: 'Sam', last: 'Okafor' });
  await expect(page).toHaveURL(/\/questionnaire$/);
});

test('a forgotten password is reset by email: the new one works, the old one and older sessions do not', async ({
  page,
}) => {
  const brandKey = 'oakmore';
  const email = uniqueEmail('reset', brandKey);
  await inviteAsAdmin(page, brandKey, { email, first_name: 'Riley', last_name: 'Quinn' });
  const invitation = await waitForEmail(email, 'invitation');
  const token = extractLink(invitation, '/confirm-invitation').searchParams.get('token');
  // Activate through the API: this journey is about the reset, and it gives a session from before it.
  const confirmed = await callApi(page, 'POST', '/api/authorization/accounts/confirm-invitation', {
    body: { token, password: PASSWORD, accept_privacy_policy: true },
  });
  expect(confirmed.status, JSON.stringify(confirmed.data)).toBe(200);
  const sessionBeforeReset = (confirmed.data as { access_token: string }).access_token;
  expect(await fetchCurrentUserStatus(page, sessionBeforeReset)).toBe(200);

  // Forgot password: the one confirmation message, whoever asks.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(FORGOT_PASSWORD_MESSAGE);

  const resetEmail = await waitForEmail(email, 'password-reset');
  const resetLink = extractLink(resetEmail, '/reset-password');
  await page.setViewportSize({ width: 360, height: 780 });
  await openEmailLink(page, brandKey, resetLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  // Back on the login page, the referrer policy is the default again.
  await expect(page.locator('meta[name="referrer"]')).toHaveCount(0);

  await waitForEmail(email, 'password-changed');

  // The old password and the session from before the reset are refused.
  expect((await logIn(page, email, PASSWORD)).status).toBe(401);
  expect(await fetchCurrentUserStatus(page, sessionBeforeReset)).toBe(401);

  // The reset link worked once.
  await openEmailLink(page, brandKey, resetLink);
  await page.getByLabel('New password', { exact: true }).fill('another long passphrase here');
  await page.getByLabel('Repeat the password').fill('another long passphrase here');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link has expired or has already been used.');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');

  // The new password signs in (a new member goes on to the questionnaire).
  await signIn(page, brandKey, email.split('@')[0], NEW_PASSWORD);
  await expect(page).toHaveURL(/\/questionnaire$/);
});

test('the privacy policy and thank-you pages show the tenant documents', async ({ page }) => {
  await page.goto(`${brandOrigin('incent')}/privacy-policy`);
  await expect(page.getByRole('heading', { level: 1, name: /privacy policy/i })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByText(/Last updated/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto(`${brandOrigin('incent')}/thankyou`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
