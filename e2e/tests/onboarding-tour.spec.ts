import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { HOME_TOUR_COOKIE, signInByApi } from '../support/session';

// incent's admin lands on Home in no other journey; incent has partner services, so the tour has 3 steps.
const BRAND = 'incent';

/** Home on a first visit: signed in (the tour is about Home, not the sign-in), the tour not seen yet. */
async function openHomeWithTour(page: Page) {
  await signInByApi(page, BRAND, 'admin', { withTour: true });
  await page.goto(`${brandOrigin(BRAND)}/dashboard/home`);
}

/**
 * Resolves once the browser has been idle after what the page was doing, twice: Home's tour starts at
 * the first idle moment after Home shows (at most 1.5 s late, apps/web's use-idle.ts), and the second
 * comes after the work that start would have queued (its render, the request for its code).
 */
async function afterTheTourWouldHaveStarted(page: Page) {
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1500 })));
  }
}

test('a first visit to Home shows the onboarding tour, worked from the keyboard; once ended it stays away', async ({
  page,
  context,
}) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await openHomeWithTour(page);

  const tour = page.getByRole('dialog', { name: 'Find your way around' });
  await expect(tour).toBeVisible();
  await expect(tour).toContainText('Step 1 of 3');
  await expect(tour).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Your health check' })).toContainText('Step 2 of 3');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: 'Find your way around' })).toContainText('Step 1 of 3');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const lastStep = page.getByRole('dialog', { name: 'What your programme offers' });
  await expect(lastStep).toContainText('Step 3 of 3');
  await expect(lastStep.getByRole('button', { name: 'Next step' })).toHaveCount(0);
  const terminate = lastStep.getByRole('button', { name: 'close', exact: true });
  await expect(terminate).toBeVisible();

  // Focus stays in the card: tabbing round never settles on the page behind (a native modal dialog may
  // hand it to the browser's own controls between rounds, where the page has no focused element).
  const focusedOnPage = () =>
    page.evaluate(() => {
      const focused = document.activeElement;
      return focused && focused !== document.body && !focused.closest('dialog') ? focused.outerHTML : null;
    });
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusedOnPage()).toBeNull();
  }

  await terminate.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const cookie = (await context.cookies(brandOrigin(BRAND))).find((entry) => entry.name === HOME_TOUR_COOKIE);
  expect(cookie?.value).toBe('true');
  // About a year (365 days) from now.
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);

  // After a reload the tour stays away: its code is not even asked for once Home has settled.
  const tourCode: string[] = [];
  page.on('request', (request) => {
    if (/\/onboarding-tour-[\w-]+\.js$/.test(new URL(request.url()).pathname)) tourCode.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-tour="questionnaire-result"]')).toBeVisible();
  await afterTheTourWouldHaveStarted(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(tourCode).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('the page behind the open tour takes no clicks; Escape ends the tour and the page is usable again', async ({
  page,
}) => {
  await openHomeWithTour(page);
  await expect(page.getByRole('dialog', { name: 'Find your way around' })).toBeVisible();
  // The page behind the card is inert, even the highlighted navigation: a click on its Videos link does nothing.
  const videos = page.getByRole('link', { name: 'Videos', includeHidden: true }).first();
  const box = await videos.boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
  await expect(page.getByRole('dialog', { name: 'Find your way around' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'Articles' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/articles$/);
});

test('the open tour has no serious accessibility violations at 360px and points at the menu button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openHomeWithTour(page);
  const tour = page.getByRole('dialog', { name: 'Find your way around' });
  await expect(tour).toBeVisible();
  await expect(tour).toBeInViewport();
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await tour.getByRole('button', { name: 'Go to step 3' }).click();
  const lastStep = page.getByRole('dialog', { name: 'What your programme offers' });
  await expect(lastStep).toBeInViewport();
  await expectNoSeriousAxeViolations(page);
  await lastStep.getByRole('button', { name: 'End tour' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
