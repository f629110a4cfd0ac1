import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { E2E_PORT, brandOrigin } from '../support/environment';
import { signInByApi } from '../support/session';

// Which programmes a tenant offers is configuration (packages/contracts/src/brands.ts, the README's matrix):
// evergreen offers every one, the default brand only the clinic library.
test.use({ viewport: { width: 360, height: 780 } });

const DEFAULT_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

/** The default brand answers on 127.0.0.1: its member, signed in there, on Home. */
async function openHomeOnDefault(page: Page) {
  await signInByApi(page, 'default', 'member', { origin: DEFAULT_ORIGIN });
  await page.goto(`${DEFAULT_ORIGIN}/dashboard/home`);
}

test('an evergreen member finds a tile for every programme on Home, and the programme’s news with dates', async ({
  page,
}) => {
  await signInByApi(page, 'evergreen');
  await page.goto(`${brandOrigin('evergreen')}/dashboard/home`);

  const programme = page.getByRole('region', { name: 'Your programme' });
  const tiles = programme.getByRole('link');
  await expect(tiles).toHaveCount(6);
  await expect(programme.getByRole('heading', { level: 3 })).toHaveText([
    'Health library',
    'Attentive health scan',
    'CorpCare',
    'OurRelationship',
    'VRS Freedom 365',
    'UCM',
  ]);
  await expect(programme.getByRole('link', { name: /^Health library/ })).toHaveAttribute(
    'href',
    '/dashboard/mayo-clinic',
  );
  await expect(programme.getByRole('link', { name: /^CorpCare/ })).toHaveAttribute('href', '/dashboard/corpcare');

  const news = page.getByRole('region', { name: 'Programme news' });
  await expect(news.getByRole('listitem')).toHaveCount(3);
  const dates = news.locator('time');
  await expect(dates).toHaveCount(3);
  const now = Date.now();
  for (const date of await dates.all()) {
    const stamp = Date.parse((await date.getAttribute('datetime')) ?? '');
    expect(stamp).toBeLessThanOrEqual(now);
    expect(stamp).toBeGreaterThan(now - 90 * 86_400_000);
    // As the language on screen writes it: "November 21, 2026".
    expect(await date.textContent()).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(stamp)),
    );
  }
  const story = news.getByRole('link', { name: /Flu vaccines are available now/ });
  await expect(story).toHaveAttribute('target', '_blank');
  await expect(story).toHaveAttribute('rel', 'noopener noreferrer');

  // The news comes last: Home's tiles are above it, laid out before it arrived.
  const programmeBox = await programme.boundingBox();
  const newsBox = await news.boundingBox();
  expect(programmeBox && newsBox && newsBox.y > programmeBox.y).toBe(true);

  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await programme.getByRole('link', { name: /^CorpCare/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/corpcare$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'This is not part of your programme' })).toHaveCount(0);
});

test('a default-brand member sees only the clinic library, and a programme it does not offer says so', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });
  await openHomeOnDefault(page);

  const programme = page.getByRole('region', { name: 'Your programme' });
  await expect(programme.getByRole('link')).toHaveCount(1);
  await expect(programme.getByRole('link', { name: /^Health library/ })).toHaveAttribute(
    'href',
    '/dashboard/mayo-clinic',
  );
  await expect(page.getByRole('link', { name: /^CorpCare/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Programme news' }).locator('time')).toHaveCount(3);

  // An old link, or an address typed in: the dashboard, and a clear page instead of CorpCare's.
  const before = apiCalls.length;
  await page.goto(`${DEFAULT_ORIGIN}/dashboard/corpcare`);
  await expect(page).toHaveURL(/\/dashboard\/corpcare$/);
  await expect(page.getByRole('heading', { level: 1, name: 'This is not part of your programme' })).toBeVisible();
  await expect(page.getByText(/being prepared/)).toHaveCount(0);
  // Inside the dashboard layout: its menu button (the phone-width sidebar) is there.
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  expect(apiCalls.slice(before).filter((path) => /corpcare/i.test(path))).toEqual([]);
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole('region', { name: 'Your programme' })).toBeVisible();

  // The same from inside the app (a link followed without reloading).
  await page.evaluate(() => {
    window.history.pushState({}, '', '/dashboard/ucm');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'This is not part of your programme' })).toBeVisible();
  expect(apiCalls.slice(before).filter((path) => /corpcare|ucm/i.test(path))).toEqual([]);
});
