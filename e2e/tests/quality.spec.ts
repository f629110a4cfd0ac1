import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { E2E_PORT, brandOrigin } from '../support/environment';
import { signIn, signInByApi } from '../support/session';

test('the app is served with strict security headers', async ({ request }) => {
  const response = await request.get('/login');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
});

test('the app runs under its Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await signIn(page, 'evergreen');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  expect(violations).toEqual([]);
});

for (const width of [360, 1280]) {
  test(`Login and Home have no serious accessibility violations at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${brandOrigin('default')}/login`);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    // Signing in is not what this checks (the CSP journey above signs in through the form).
    await signInByApi(page, 'default');
    await page.goto(`${brandOrigin('default')}/dashboard/home`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalOverflow(page);
  });
}

test('the sign-in form works from the keyboard alone', async ({ page }) => {
  await page.goto(`${brandOrigin('swift')}/login`);
  await page.getByLabel('Email').focus();
  await page.keyboard.type('member@swift.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type('wellness-demo-2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
});

test('127.0.0.1 shows the default brand and localhost the attentive brand', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${E2E_PORT}/login`);
  await expect(page).toHaveTitle('Default Logo');
  await page.goto(`${brandOrigin('attentive-dev')}/login`);
  await expect(page).toHaveTitle('Attentive Health');
});
