import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { createOwnMember } from '../support/members';
import { signInByApi, storeSession } from '../support/session';

// The console's Engagement section on the default brand: the demo seed's made-up members have
// read its newest article 6 times (so its count shows), a member of the journey's own (readers are counted
// once each, so every attempt needs a new one) reads it in the browser, and the admin sees one more reader.

const BRAND = 'default';

function url(path: string) {
  return `${brandOrigin(BRAND)}${path}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function openEngagement(page: Page) {
  await signInByApi(page, BRAND, 'admin');
  await page.goto(url('/admin/engagement'));
  await expect(page.getByRole('heading', { level: 1, name: 'Engagement' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Most-read articles' })).toBeVisible();
}

test('a member reads an article and an admin sees it counted on the engagement screen', async ({ page, browser }) => {
  // Two people, one reads, the other reloads until the count moves: on a busy machine, over a minute.
  test.slow();
  await openEngagement(page);
  const articles = page.getByRole('table', { name: 'Most-read articles' });
  // The most-read article comes first: its readers are counted (5 or more), not "fewer than 5".
  const top = articles.getByRole('row').nth(1);
  const title = (await top.getByRole('rowheader').textContent()) ?? '';
  const readers = Number(await top.getByRole('cell').first().textContent());
  expect(readers).toBeGreaterThanOrEqual(5);
  // Smaller groups read "fewer than 5", in the table and the chart alike.
  await expect(articles.getByRole('cell', { name: 'fewer than 5' }).first()).toBeVisible();

  const member = await (await browser.newContext()).newPage();
  const reader = await createOwnMember(member, BRAND, { prefix: 'reader' });
  await storeSession(member, BRAND, reader.token);
  await member.goto(url('/dashboard/articles'));
  const sent = member.waitForRequest(
    (request) => request.url().includes('/api/ingestion/crud') && (request.postData() ?? '').includes('article_read'),
  );
  await member
    .getByRole('link', { name: new RegExp(escapeRegExp(title)) })
    .first()
    .click();
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The app's queue sends within a few seconds (or when the page is hidden).
  const request = await sent;
  expect((await request.response())?.status()).toBeLessThan(300);
  await member.context().close();

  await expect(async () => {
    await page.reload();
    const row = page
      .getByRole('table', { name: 'Most-read articles' })
      .getByRole('row', { name: new RegExp(escapeRegExp(title)) });
    await expect(row.getByRole('cell').first()).toHaveText(String(readers + 1), { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
});

test('the CSV export downloads the same figures', async ({ page }) => {
  await openEngagement(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^engagement-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
});

for (const width of [360, 1280]) {
  test(`the engagement screen has no serious axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openEngagement(page);
    await expect(page.getByRole('table', { name: 'Sign-ins and active members by week' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    if (width === 360) await expectNoHorizontalOverflow(page);
  });
}
