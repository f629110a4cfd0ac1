import { expect, test } from '@playwright/test';
import { getBrand, type BrandKey } from '@portal/contracts/brands';
import { brandOrigin } from '../support/environment';
import { expectSignedOut, fetchCurrentUserStatus, readStorage, signIn } from '../support/session';

for (const brandKey of ['swift', 'oakmore'] as const satisfies readonly BrandKey[]) {
  const brand = getBrand(brandKey);

  test(`a ${brand.title} member signs in, sees their brand and dashboard, and signs out`, async ({ page }) => {
    await page.goto(`${brandOrigin(brandKey)}/login`);
    await expect(page).toHaveTitle(brand.title);
    // The brand's own favicon, served under its content's hash (a new one is a new address).
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
      'href',
      new RegExp(`^/brands/${brandKey}/favicon\\.[0-9a-f]{16}\\.svg$`),
    );
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim().toLowerCase(),
    );
    expect(primary).toBe(brand.themeColor);
    const logo = page.getByRole('img', { name: brand.title }).first();
    await expect(logo).toBeVisible();
    // The artwork is the server's (the web build holds no brand): it loads.
    await expect
      .poll(() =>
        logo.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
      )
      .toBe(true);

    await signIn(page, brandKey);
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Morgan Lee').first()).toBeVisible();

    const storage = await readStorage(page);
    expect(JSON.parse(storage.auth_token ?? '{}')).toEqual({ access_token: expect.any(String) });
    const details = JSON.parse(storage.user_details ?? '{}');
    expect(details.account.email).toBe(`member@${brandKey}.test`);
    expect(storage.user_id).toBe(details.account.user_id);
    expect(storage.questionnaireAnswered).toBe('true');
    const token = JSON.parse(storage.auth_token ?? '{}').access_token as string;

    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expectSignedOut(page);

    // The token was revoked on the server, not just forgotten by the browser.
    expect(await fetchCurrentUserStatus(page, token)).toBe(401);
  });
}

test('a wrong password shows a clear message in the form and keeps what was typed', async ({ page }) => {
  await signIn(page, 'swift', 'member', 'not-the-password');
  await expect(page.getByRole('alert')).toContainText("That email and password don't match");
  await expect(page.getByLabel('Email')).toHaveValue('member@swift.test');
  await expect(page).toHaveURL(/\/login$/);
});

test('a member of one brand cannot sign in on another brand', async ({ page }) => {
  await page.goto(`${brandOrigin('oakmore')}/login`);
  await page.getByLabel('Email').fill('member@swift.test');
  await page.getByLabel('Password', { exact: true }).fill('wellness-demo-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText("That email and password don't match");
});

test('a token of one brand is refused on another brand', async ({ page }) => {
  await signIn(page, 'swift');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  const token = JSON.parse((await readStorage(page)).auth_token ?? '{}').access_token as string;
  expect(await fetchCurrentUserStatus(page, token)).toBe(200);

  await page.goto(`${brandOrigin('oakmore')}/login`);
  expect(await fetchCurrentUserStatus(page, token)).toBe(401);
});

test('a member who has not answered the questionnaire is taken to it after signing in', async ({ page }) => {
  await signIn(page, 'attentive', 'new');
  await expect(page).toHaveURL(/\/questionnaire$/);
  expect((await readStorage(page)).questionnaireAnswered).not.toBe('true');
});

test('a 401 while fetching the user signs the member out', async ({ page }) => {
  await signIn(page, 'incent');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page.evaluate(() => localStorage.setItem('auth_token', JSON.stringify({ access_token: 'revoked-or-forged' })));
  await page.reload();
  await expectSignedOut(page);
});

test('every call to the services carries the web application type', async ({ page }) => {
  const apiHeaders: Array<string | undefined> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiHeaders.push(request.headers()['x-application-type']);
  });
  await signIn(page, 'swift');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  expect(apiHeaders.length).toBeGreaterThanOrEqual(2);
  expect(new Set(apiHeaders)).toEqual(new Set(['HEALTHCARE_PORTAL']));
});
