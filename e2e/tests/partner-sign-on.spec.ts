import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { signInByApi } from '../support/session';

const BRAND = 'evergreen';
const SANDBOX_PATH = '/partners/ally-health/sandbox';

/** Posts a handoff to the sandbox from a page of its origin, as a form would. */
function repost(from: Page, idToken: string) {
  return from.evaluate(
    async ({ path, token }) => {
      const response = await fetch(path, { method: 'POST', body: new URLSearchParams({ id_token: token }) });
      return { status: response.status, text: await response.text() };
    },
    { path: SANDBOX_PATH, token: idToken },
  );
}

test.use({ viewport: { width: 360, height: 780 } });

test('an evergreen member continues from UCM to Ally Health, which shows them once', async ({ page, context }) => {
  await signInByApi(page, BRAND);
  await page.goto(`${brandOrigin(BRAND)}/dashboard/ucm`);
  const button = page.getByRole('button', { name: /Continue to Ally Health/ });
  await expect(button).toBeVisible();

  // The handoff the app posts, as the browser sent it.
  const handoffPost = context.waitForEvent(
    'request',
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === SANDBOX_PATH,
  );
  const [sandbox] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  const posted = await handoffPost;
  expect(new URL(posted.url()).origin).toBe(brandOrigin(BRAND));
  const form = new URLSearchParams(posted.postData() ?? '');
  const idToken = form.get('id_token') ?? '';
  expect(idToken.split('.')).toHaveLength(3);

  // The new tab is the partner's sandbox: it verified the handoff and shows who arrived.
  await expect(sandbox).toHaveURL(`${brandOrigin(BRAND)}${SANDBOX_PATH}`);
  await expect(sandbox.getByRole('heading', { level: 1, name: 'Welcome to Ally Health' })).toBeVisible();
  await expect(sandbox.locator('#member-name')).toHaveText('Morgan Lee');
  const subject = (await sandbox.locator('#member-subject').textContent())?.trim() ?? '';
  expect(subject).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // The pairwise id is opaque: neither the email nor anything of it.
  expect(subject).not.toContain('member');
  await expectNoSeriousAxeViolations(sandbox);
  await expectNoHorizontalOverflow(sandbox);
  // The portal's page is unchanged and ready for another sign-on.
  await expect(button).toBeEnabled();

  // Posting the same handoff again is refused: each opens Ally Health once.
  const replay = await repost(sandbox, idToken);
  expect(replay.status).toBe(409);
  expect(replay.text).toContain('This handoff was already used.');

  // Reloading the sandbox's tab re-posts the form: refused too, with a page that says why.
  await sandbox.reload();
  await expect(sandbox.getByRole('heading', { level: 1, name: 'This sign-on was refused' })).toBeVisible();
  await expect(sandbox.getByRole('alert')).toContainText('already used');
  await expectNoSeriousAxeViolations(sandbox);

  // A second press makes a new handoff, with the same pairwise id for this member.
  const [again] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await expect(again.getByRole('heading', { level: 1, name: 'Welcome to Ally Health' })).toBeVisible();
  await expect(again.locator('#member-subject')).toHaveText(subject);
});

test('the sandbox waits for a handoff and refuses a forged one', async ({ page }) => {
  await page.goto(`${brandOrigin(BRAND)}${SANDBOX_PATH}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for a sign-on' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const forged = await repost(page, 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
  expect(forged.status).toBe(401);
  expect(forged.text).toContain('This sign-on was refused');
  expect(forged.text).toContain('does not match the portal’s published keys');
});
