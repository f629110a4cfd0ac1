import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_FEED_SIZE, ZListNewsResponse } from '@portal/contracts/news';
import type { TListNewsResponse } from '@portal/contracts/news';
import { newsAnnouncements, newsFeedCache, tenants } from '../../db/schema';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';

const NEWS_KEY = 'news-key-that-must-stay-on-the-server';

/** The fake remote news API: answers in the public news APIs' `articles` shape, or fails as told. */
type Mode = 'ok' | 'error' | 'slow' | 'garbage' | 'not-json';
const fake = {
  mode: 'ok' as Mode,
  /** A word the titles carry, changed to tell one fetch's answer from the next. */
  edition: 'first',
  requests: [] as { url: URL; headers: IncomingHttpHeaders }[],
};

function remoteArticles(url: URL) {
  const tenant = url.searchParams.get('tenant');
  const language = url.searchParams.get('language');
  return {
    status: 'ok',
    totalResults: 5,
    articles: [
      {
        source: { id: null, name: 'Health Daily' },
        author: 'A. Writer',
        title: `${tenant} ${language} ${fake.edition} older`,
        description: 'An <b>older</b> story.',
        url: 'https://news.example/older',
        publishedAt: '2026-11-01T09:00:00Z',
      },
      {
        source: { id: null, name: 'Health Daily' },
        title: `${tenant} ${language} ${fake.edition} newest`,
        description: 'The newest story.',
        url: 'https://news.example/newest',
        publishedAt: '2026-11-20T09:00:00Z',
      },
      // Taken down, unsafe, or not an article at all: dropped or defused, never a failed feed.
      {
        source: { name: 'Gone' },
        title: '[Removed]',
        url: 'https://removed.example',
        publishedAt: '2026-11-19T00:00:00Z',
      },
      { source: null, title: `${tenant} unsafe link`, url: 'javascript:alert(1)', publishedAt: '2026-11-10T00:00:00Z' },
      { title: 42, publishedAt: 'yesterday' },
    ],
  };
}

const NEWS_TIMEOUT_MS = 2_000;

let remote: Server;
let t: TestApp;
let local: TestApp;

beforeAll(async () => {
  remote = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    fake.requests.push({ url, headers: request.headers });
    if (fake.mode === 'error') return void response.writeHead(503).end('down');
    // Never answers: the app gives up after NEWS_API_TIMEOUT_MS; afterAll closes whatever is still open.
    if (fake.mode === 'slow') return;
    response.writeHead(200, { 'content-type': 'application/json' });
    if (fake.mode === 'garbage') return void response.end(JSON.stringify({ news: ['not', 'articles'] }));
    if (fake.mode === 'not-json') return void response.end('<html>Service unavailable</html>');
    response.end(JSON.stringify(remoteArticles(url)));
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  const { port } = remote.address() as AddressInfo;
  [t, local] = await Promise.all([
    createTestApp({
      NEWS_API_URL: `http://127.0.0.1:${port}/v2/everything`,
      NEWS_API_KEY: NEWS_KEY,
      // Long enough that a busy test machine's stall never gives up on a remote that answers; the remote
      // that never answers costs this much, twice.
      NEWS_API_TIMEOUT_MS: String(NEWS_TIMEOUT_MS),
    }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), local?.close()]);
  remote?.closeAllConnections();
  await new Promise((resolve) => remote?.close(resolve));
});

async function getNews(app: TestApp, brand: string, language = 'en') {
  const token = await signIn(app.app, `member@${brand}.test`);
  const response = await app.app.inject({
    method: 'GET',
    url: '/api/authorization/news',
    headers: { host: `${brand}.localhost`, authorization: `Bearer ${token}`, 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  expect(response.body).not.toContain(NEWS_KEY);
  expect(JSON.stringify(response.headers)).not.toContain(NEWS_KEY);
  return { body: ZListNewsResponse.parse(response.json()), raw: response.body };
}

const titles = (news: TListNewsResponse) => news.items.map((item) => item.title);

/** Moves a tenant's cached feed back in time, as if fetched `minutes` ago. */
async function ageCache(brand: string, minutes: number) {
  const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, brand));
  await t.db
    .update(newsFeedCache)
    .set({ fetchedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(newsFeedCache.tenantId, tenant!.id));
}

describe('news from the remote news API (NEWS_API_URL)', () => {
  it('fetches fresh news with the key in a header, newest first, unsafe links and removed articles left out', async () => {
    fake.mode = 'ok';
    fake.edition = 'first';
    const before = fake.requests.length;
    const { body } = await getNews(t, 'swift');
    expect(fake.requests.length).toBe(before + 1);
    const request = fake.requests.at(-1)!;
    expect(request.url.pathname).toBe('/v2/everything');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      language: 'en',
      tenant: 'swift',
      pageSize: String(NEWS_FEED_SIZE),
    });
    expect(request.headers['x-api-key']).toBe(NEWS_KEY);
    expect(request.url.search).not.toContain(NEWS_KEY);

    expect(titles(body)).toEqual(['swift en first newest', 'swift unsafe link', 'swift en first older']);
    expect(body.items[0]).toMatchObject({
      summary: 'The newest story.',
      url: 'https://news.example/newest',
      published_at: '2026-11-20T09:00:00.000Z',
      source: 'Health Daily',
    });
    expect(body.items[1]).not.toHaveProperty('url');
    expect(body.items[1]!.source).toBe('SwiftCare');
    expect(body.items[2]!.summary).toBe('An older story.');
  });

  it('serves the cached feed within 15 minutes, without calling the remote', async () => {
    fake.edition = 'second';
    const before = fake.requests.length;
    await ageCache('swift', 14);
    const { body } = await getNews(t, 'swift');
    expect(fake.requests.length).toBe(before);
    expect(titles(body)[0]).toBe('swift en first newest');
  });

  it('fetches again once the cache is 15 minutes old', async () => {
    await ageCache('swift', 16);
    const before = fake.requests.length;
    const { body } = await getNews(t, 'swift');
    expect(fake.requests.length).toBe(before + 1);
    expect(titles(body)[0]).toBe('swift en second newest');
  });

  it.each(['error', 'slow', 'garbage', 'not-json'] as const)(
    'serves the stale feed when the remote fails (%s)',
    async (mode) => {
      fake.mode = mode;
      fake.edition = 'third';
      await ageCache('swift', 20);
      const before = fake.requests.length;
      const started = Date.now();
      const { body } = await getNews(t, 'swift');
      expect(fake.requests.length).toBe(before + 1);
      expect(titles(body)[0]).toBe('swift en second newest');
      // A remote that does not answer is given up on after NEWS_API_TIMEOUT_MS, not waited for.
      expect(Date.now() - started).toBeLessThan(NEWS_TIMEOUT_MS + 3_000);
    },
  );

  it.each(['error', 'slow', 'garbage', 'not-json'] as const)(
    'answers an empty list when the remote fails with nothing cached (%s)',
    async (mode) => {
      fake.mode = mode;
      const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, 'incent'));
      await t.db.delete(newsFeedCache).where(eq(newsFeedCache.tenantId, tenant!.id));
      const { body } = await getNews(t, 'incent', 'es');
      expect(body).toEqual({ items: [] });
    },
  );

  it('keeps each tenant’s and each language’s feed apart', async () => {
    fake.mode = 'ok';
    fake.edition = 'fourth';
    const oakmore = await getNews(t, 'oakmore');
    expect(titles(oakmore.body)[0]).toBe('oakmore en fourth newest');
    expect(oakmore.raw).not.toContain('swift');
    const spanish = await getNews(t, 'swift', 'es-ES,es;q=0.9');
    expect(titles(spanish.body)[0]).toBe('swift es fourth newest');
    // Swift's English feed is still its own cached one, untouched by oakmore's or the Spanish fetch.
    fake.mode = 'error';
    expect(titles((await getNews(t, 'swift')).body)[0]).toBe('swift en second newest');
  });

  it('shares one remote call between requests arriving together', async () => {
    fake.mode = 'ok';
    await ageCache('evergreen', 30);
    const token = await signIn(t.app, 'member@evergreen.test');
    const before = fake.requests.length;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({
          method: 'GET',
          url: '/api/authorization/news',
          headers: { host: 'evergreen.localhost', authorization: `Bearer ${token}`, 'accept-language': 'en' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(fake.requests.length).toBe(before + 1);
  });

  it('is for signed-in members only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/authorization/news',
      headers: { host: 'swift.localhost' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the tenant’s own announcements (no NEWS_API_URL)', () => {
  it('answers the seeded announcements, newest first, dated in the recent past, in English and Spanish', async () => {
    const { body: english } = await getNews(local, 'evergreen');
    expect(english.items).toHaveLength(4);
    expect(english.items[0]).toMatchObject({
      title: 'Flu vaccines are available now',
      source: 'Evergreen Wellbeing',
      url: 'https://www.cdc.gov/flu/prevent/index.html',
    });
    const dates = english.items.map((item) => Date.parse(item.published_at));
    expect(dates).toEqual(dates.toSorted((a, b) => b - a));
    for (const date of dates) {
      expect(date).toBeLessThan(Date.now());
      expect(date).toBeGreaterThan(Date.now() - 60 * 24 * 60 * 60 * 1000);
    }
    expect(english.items.filter((item) => item.url === undefined)).toHaveLength(3);

    const { body: spanish } = await getNews(local, 'evergreen', 'es');
    expect(spanish.items[0]!.title).toBe('Ya puede vacunarse contra la gripe');
    expect(spanish.items.map((item) => item.published_at)).toEqual(english.items.map((item) => item.published_at));
  });

  it('fits each brand’s programmes: the clinic library where it is offered, CorpCare where it is not', async () => {
    expect(titles((await getNews(local, 'default')).body)).toContain('New: a health library in plain language');
    expect(titles((await getNews(local, 'incent')).body)).toContain(
      'Confidential counselling, for you and your family',
    );
  });

  it('keeps each tenant’s announcements to its own members', async () => {
    const [swift] = await local.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, 'swift'));
    await local.db.insert(newsAnnouncements).values({
      tenantId: swift!.id,
      locale: 'en',
      title: 'Swift-only news',
      summary: 'For SwiftCare members.',
      publishedAt: new Date(),
    });
    const { body: swiftNews } = await getNews(local, 'swift');
    expect(swiftNews.items[0]).toMatchObject({ title: 'Swift-only news', source: 'SwiftCare' });
    expect(swiftNews.items[0]).not.toHaveProperty('url');
    const { raw } = await getNews(local, 'oakmore');
    expect(raw).not.toContain('Swift-only news');
    const swiftIds = new Set(swiftNews.items.map((item) => item.id));
    const { body: oakNews } = await getNews(local, 'oakmore');
    expect(oakNews.items.some((item) => swiftIds.has(item.id))).toBe(false);
    await local.db
      .delete(newsAnnouncements)
      .where(and(eq(newsAnnouncements.tenantId, swift!.id), eq(newsAnnouncements.title, 'Swift-only news')));
  });

  it('seeds the demo announcements once: a tenant that has some is left as it is', async () => {
    expect(await local.services.newsService.seedDemoAnnouncements()).toBe(0);
    const [row] = await local.db.select({ count: sql<number>`count(*)::int` }).from(newsAnnouncements);
    expect(row!.count).toBe(6 * 4 * 2);
  });
});
