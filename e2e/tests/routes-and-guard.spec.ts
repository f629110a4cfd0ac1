import { expect, test } from '@playwright/test';
import { brandOrigin } from '../support/environment';
import { signInByApi } from '../support/session';

test.describe('without a stored token', () => {
  test('/ goes to Login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  for (const path of ['/dashboard', '/dashboard/home', '/dashboard/articles/42', '/media']) {
    test(`${path} goes to Login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  for (const path of ['/forgot-password', '/privacy-policy', '/thankyou', '/invitation-expired']) {
    test(`public page ${path} opens`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('an unknown route shows the branded not-found page', async ({ page }) => {
    const response = await page.goto(`${brandOrigin('swift')}/no-such-page`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText("We couldn't find that page");
    await expect(page).toHaveTitle('SwiftCare');
  });
});

test.describe('with a stored token', () => {
  // The stored token lives in the brand origin's local storage, so every visit below stays on that origin.
  test.use({ baseURL: brandOrigin('attentive') });

  // Signed in already (the sign-in itself is sign-in.spec.ts's); each journey opens its own address.
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, 'attentive');
  });

  test('/login goes to Home', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard\/home$/);
  });

  test('/dashboard goes to its home child', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/home$/);
  });

  test('mobile-only routes are blocked in the browser', async ({ page }) => {
    for (const path of ['/dashboard/attentive-health-scan-questionnaire', '/dashboard/attentive-health-scan-result']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard\/home$/);
    }
  });

  test('the sidebar reaches Articles and Videos', async ({ page }) => {
    await page.goto('/dashboard/home');
    const sidebar = page.getByRole('navigation', { name: 'Main navigation', exact: true });
    await sidebar.getByRole('link', { name: 'Articles' }).click();
    await expect(page).toHaveURL(/\/dashboard\/articles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Videos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
  });

  // Every dashboard child and /media, opened by its address: a few journeys rather than one, so each
  // stays well inside its time on a busy machine (every visit is a full page load).
  const childrenByArea = {
    'content and the member’s own pages': [
      'articles/7',
      'articles/7/edit',
      'videos/3',
      'profile',
      'profile/security',
      'dependent',
    ],
    'programme pages': ['ucm', 'attentive-health-scan', 'corpcare', 'ourrelationship', 'vrsfreedom365'],
    'the clinic library': [
      'mayo-clinic',
      'mayo-clinic/diseases-and-conditions',
      'mayo-clinic/diseases-and-conditions/asthma',
    ],
  };
  for (const [area, paths] of Object.entries(childrenByArea)) {
    test(`every dashboard child renders its screen: ${area}`, async ({ page }) => {
      for (const path of paths) {
        await page.goto(`/dashboard/${path}`);
        await expect(page).toHaveURL(new RegExp(`/dashboard/${path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
    });
  }

  test('/media renders its screen', async ({ page }) => {
    await page.goto('/media');
    await expect(page).toHaveURL(/\/media$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
