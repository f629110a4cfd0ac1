import { expect, test, type Route } from '@playwright/test';
import { brandOrigin } from '../support/environment';
import { signInByApi } from '../support/session';

// What Home's first load carries, as the bench budgets it (docs/benchmarks.md): Home is usable before the
// onboarding tour's code and its points and challenge cards' code have loaded. An import that pulled either
// in front of Home fails here before it costs the budget. swift's member has a rewards plan and a running
// challenge, so Home has its cards.

const BRAND = 'swift';
/** The chunks Home asks for once it is usable and idle: the tour, and the cards (their own imports follow). */
const AFTER_HOME_IS_USABLE = /\/assets\/(home-tour|home-incentives)-[\w-]{8}\.js$/;

test('Home is usable while the tour’s and the cards’ code is held back, and both come once it arrives', async ({
  page,
}) => {
  const held: Route[] = [];
  let isHolding = true;
  await page.route(AFTER_HOME_IS_USABLE, async (route) => {
    if (isHolding) held.push(route);
    else await route.continue();
  });
  await signInByApi(page, BRAND, 'member', { withTour: true });
  await page.goto(`${brandOrigin(BRAND)}/dashboard/home`);

  await expect(page.getByRole('heading', { level: 1, name: /^Welcome\b/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your programme' })).toBeVisible();
  // Home asks for both once it is idle, and stays whole while they wait.
  await expect
    .poll(() => held.map((route) => new URL(route.request().url()).pathname.split('/').pop()))
    .toEqual(
      expect.arrayContaining([expect.stringMatching(/^home-tour-/), expect.stringMatching(/^home-incentives-/)]),
    );
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome\b/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Find your way around' })).toHaveCount(0);

  isHolding = false;
  for (const route of held.splice(0)) await route.continue();
  await expect(page.getByRole('dialog', { name: 'Find your way around' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your rewards', includeHidden: true })).toBeAttached();
});
