import { expect, test, type Page, type Request } from '@playwright/test';
import { getBrand } from '@portal/contracts/brands';
import { demoEmail } from '@portal/contracts/demo';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { brandOrigin } from '../support/environment';
import { apiSignIn, callPortalApi, signInByApi } from '../support/session';

// The app's usage events reach the real server: a signed-in member reads an article, the
// batch is stored, and the brand's admin reads it back through /select; with the profile's switch off,
// reading another article sends nothing. The oakmore member's switch is put back at the end.

const BRAND = 'oakmore';
const CRUD = '/api/ingestion/crud';

interface SentEvent {
  name: string;
  member_id: string | null;
  properties: Record<string, unknown>;
}

function sentEvents(request: Request): SentEvent[] {
  return (request.postDataJSON() as { events: SentEvent[] }).events;
}

function isCrud(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === CRUD;
}

async function openArticle(page: Page, title: RegExp) {
  await page.goto(`${brandOrigin(BRAND)}/dashboard/articles`);
  const link = page.getByRole('link', { name: title }).first();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** The analytics switch on the profile, turned to `on`, saved (the toast says so). */
async function setAnalyticsSwitch(page: Page, on: boolean) {
  await page.goto(`${brandOrigin(BRAND)}/dashboard/profile`);
  const toggle = page.getByRole('switch', { name: 'Share anonymous usage statistics' });
  await expect(toggle).toBeVisible();
  if ((await toggle.isChecked()) !== on) {
    await toggle.click();
    await expect(
      page.getByText(on ? 'Usage statistics turned on' : 'Usage statistics turned off', { exact: true }),
    ).toBeVisible();
  }
  await expect(toggle).toBeChecked({ checked: on });
}

test('a member’s article read reaches the server, and with analytics off the next one sends nothing', async ({
  page,
}) => {
  // Five screens and axe: more than the default minute on a busy 2-core machine.
  test.slow();
  await signInByApi(page, BRAND);
  await setAnalyticsSwitch(page, true);
  await expectNoSeriousAxeViolations(page);

  // The article is shown; the batch carrying its article_read is stored by the real server.
  const stored = page.waitForResponse(
    (response) => isCrud(response.request()) && sentEvents(response.request()).some((e) => e.name === 'article_read'),
  );
  const articleId = await openArticle(page, /Box breathing for stressful moments/);
  const response = await stored;
  expect(response.ok()).toBe(true);
  const request = response.request();
  expect(new URL(request.url()).searchParams.get('db')).toBe(getBrand(BRAND).analyticsDatabase);
  const events = sentEvents(request);
  const read = events.find((event) => event.name === 'article_read');
  expect(read?.properties).toEqual({ article_id: articleId });
  expect(read?.member_id).toMatch(/^m_[0-9a-f]{32}$/);
  // Page views name the route's pattern, never the address with the article's id.
  const routes = events.filter((event) => event.name === 'page_view').map((event) => event.properties.route);
  expect(routes).toContain('/dashboard/articles/:id');
  expect(JSON.stringify(events)).not.toContain(`/dashboard/articles/${articleId}`);
  expect(JSON.stringify(events)).not.toMatch(/@oakmore\.test|Morgan|Lee/);

  // The brand's admin reads it back through /select (counts only: one member is "fewer than 5").
  const adminToken = await apiSignIn(page, BRAND, demoEmail('admin', BRAND));
  const now = Date.now();
  const answer = await callPortalApi<{ rows: { event: string }[] }>(
    page,
    BRAND,
    'POST',
    `/api/ingestion/select?db=${getBrand(BRAND).analyticsDatabase}`,
    {
      token: adminToken,
      body: {
        events: ['article_read'],
        from: new Date(now - 86_400_000).toISOString(),
        to: new Date(now + 86_400_000).toISOString(),
        group_by: 'day',
      },
    },
  );
  expect(answer.status).toBe(200);
  expect(answer.data.rows.map((row) => row.event)).toContain('article_read');

  // Off: the switch clears what waits, and reading another article sends nothing, even as the page hides.
  await setAnalyticsSwitch(page, false);
  const sentAfterOff: Request[] = [];
  page.on('request', (sent) => {
    if (isCrud(sent)) sentAfterOff.push(sent);
  });
  await openArticle(page, /Walking more, one step at a time/);
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  expect(await page.evaluate(() => localStorage.getItem('analytics_queue'))).toBeNull();
  // After a reload the device still remembers the choice before /accounts/me answers.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Walking more/);
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await setAnalyticsSwitch(page, false);
  expect(sentAfterOff).toEqual([]);

  // Put the member's switch back for the other journeys.
  await setAnalyticsSwitch(page, true);
});
