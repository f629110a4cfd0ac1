import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZArticle, ZListArticlesResponse } from '@portal/contracts/articles';
import { getReadingTimeMinutes } from '@portal/contracts/reading-time';
import type { TArticle, TArticleSummary } from '@portal/contracts/articles';
import { ZListVideosResponse, ZVideo, ZVideoProgressResponse } from '@portal/contracts/videos';
import type { TVideo } from '@portal/contracts/videos';
import { articles, videos } from '../../db/schema';
import { api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { DEMO_VIDEOS } from './demo-videos';
import { loadDemoArticles } from './demo-content';
import { parseFrontMatter } from './front-matter';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  // Seeded once for the file: the demo content of two brands.
  t = await createTestApp({}, { seedContent: ['swift', 'oakmore'] });
  for (const name of ['member', 'new', 'editor', 'admin']) tokens[name] = await signIn(t.app, `${name}@swift.test`);
  tokens.oakEditor = await signIn(t.app, 'editor@oakmore.test');
  tokens.oakMember = await signIn(t.app, 'member@oakmore.test');
});
afterAll(async () => {
  await t?.close();
});

/** The member API as the session whose token this is, on swift unless `host` is given. */
const as = (token: string, host?: string) => api(t.app, { host, prefix: '/api/authorization' }).as(token);

async function listAllArticles(token: string, query = '', host = 'swift.localhost'): Promise<TArticleSummary[]> {
  const items: TArticleSummary[] = [];
  let cursor: string | null = null;
  do {
    const separator = query ? '&' : '';
    const url: string = `/articles?${query}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await as(token, host).get(url);
    expect(response.statusCode).toBe(200);
    const page = ZListArticlesResponse.parse(response.json());
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}

const newArticle = {
  title: 'Hydration on hot days',
  summary: 'Small habits that keep you drinking enough.',
  body: '# Hydration\n\nKeep a bottle in sight.\n\n- Sip often\n- Eat fruit',
  category: 'nutrition',
  tags: ['water', 'summer'],
  status: 'published',
};

async function uploadImage(token: string, host = 'swift.localhost', shared = true): Promise<string> {
  // A real image: uploads are decoded and stored re-encoded.
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2080c8' } })
    .png()
    .toBuffer();
  const response = await as(token, host).post(`/media?title=Cover${shared ? '&shared=true' : ''}`, png, {
    headers: { 'content-type': 'image/png' },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: string }).id;
}

describe('demo content', () => {
  it('parses front matter', () => {
    expect(parseFrontMatter('---\ntitle: "A: b"\ntags: [x, y]\n---\n\n# Body\n')).toEqual({
      attributes: { title: 'A: b', tags: ['x', 'y'] },
      body: '# Body\n',
    });
  });

  it('ships at least 12 published articles across all six categories, and a draft', async () => {
    const demo = await loadDemoArticles();
    const published = demo.filter((article) => article.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(12);
    expect(new Set(published.map((article) => article.category)).size).toBe(6);
    expect(demo.filter((article) => article.status === 'draft')).toHaveLength(1);
    for (const article of published) {
      const words = article.body.split(/\s+/).filter(Boolean).length;
      expect(words, article.slug).toBeGreaterThanOrEqual(250);
      expect(words, article.slug).toBeLessThanOrEqual(560);
      expect(article.body, article.slug).toMatch(/^## /m);
      expect(article.body, article.slug).toMatch(/^- /m);
    }
  });

  it('seeds idempotently, also after editors saved a demo article without its slug', async () => {
    const listed = (await listAllArticles(tokens.editor!)).find((item) => item.slug === 'starting-to-walk-more');
    const seeded = ZArticle.parse((await as(tokens.editor!).get(`/articles/${listed!.id}`)).json());
    const saved = await as(tokens.editor!).put(`/articles/${seeded.id}`, {
      title: 'Walking more, edited',
      body: seeded.body,
      category: seeded.category,
      status: 'published',
      version: seeded.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ slug: 'starting-to-walk-more', title: 'Walking more, edited' });
    expect(await t.services.demoContent.seedDemoContent(['swift'])).toEqual({ articlesCreated: 0, videosCreated: 0 });
  });
});

describe('articles', () => {
  it('lists published articles for members and drafts too for editors, newest first, without bodies', async () => {
    const memberItems = await listAllArticles(tokens.member!);
    expect(memberItems.length).toBeGreaterThanOrEqual(12);
    expect(memberItems.every((item) => item.status === 'published')).toBe(true);
    expect(memberItems[0]).not.toHaveProperty('body');
    const editorItems = await listAllArticles(tokens.editor!);
    expect(editorItems.some((item) => item.status === 'draft')).toBe(true);
    expect(editorItems.length).toBe(memberItems.length + editorItems.filter((i) => i.status === 'draft').length);
  });

  it('pages with cursors without duplicates or gaps', async () => {
    const all = await listAllArticles(tokens.editor!);
    const paged: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/articles?limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = ZListArticlesResponse.parse((await as(tokens.editor!).get(url)).json());
      expect(page.items.length).toBeLessThanOrEqual(5);
      paged.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(Math.ceil(all.length / 5));
    expect(paged).toEqual(all.map((item) => item.id));
    expect(new Set(paged).size).toBe(paged.length);

    const bad = await as(tokens.member!).get('/articles?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'cursor' });
    expect((await as(tokens.member!).get('/articles?limit=0')).statusCode).toBe(400);
    expect((await as(tokens.member!).get('/articles?limit=51')).statusCode).toBe(400);
  });

  it('searches title, summary and body case-insensitively, and filters by category', async () => {
    const found = await listAllArticles(tokens.member!, 'search=BOX%20BREATHING');
    expect(found.map((item) => item.slug)).toContain('box-breathing-for-stressful-moments');
    const inBody = await listAllArticles(tokens.member!, 'search=wind-down');
    expect(inBody.length).toBeGreaterThan(0);
    expect(await listAllArticles(tokens.member!, 'search=%25%25zzqq')).toEqual([]);

    const sleep = await listAllArticles(tokens.member!, 'category=sleep');
    expect(sleep.length).toBeGreaterThanOrEqual(2);
    expect(sleep.every((item) => item.category === 'sleep')).toBe(true);
    const both = await listAllArticles(tokens.member!, 'category=stress&search=breath');
    expect(both.every((item) => item.category === 'stress')).toBe(true);

    const unknown = await as(tokens.member!).get('/articles?category=astrology');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Choose one of the categories.');
  });

  it('answers 404 for unknown ids, drafts (to members) and other tenants', async () => {
    const draft = (await listAllArticles(tokens.editor!)).find((item) => item.status === 'draft');
    if (!draft) throw new Error('no draft');
    expect((await as(tokens.editor!).get(`/articles/${draft.id}`)).statusCode).toBe(200);
    for (const id of [draft.id, '0b9c5f8e-5b7a-4c1e-9d62-4a4f1c1d2e3f', 'nope']) {
      const response = await as(tokens.member!).get(`/articles/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'That article was not found.' });
    }
    const [oakItem] = await listAllArticles(tokens.oakMember!, '', 'oakmore.localhost');
    expect((await as(tokens.editor!).get(`/articles/${oakItem!.id}`)).statusCode).toBe(404);
    expect((await as(tokens.oakMember!).get('/articles')).statusCode).toBe(401);
  });

  it('lets editors create and save, computes reading time, stores Markdown as written (never HTML)', async () => {
    const unsafe = `${'word '.repeat(450)}\n\n<script>alert(1)</script> [x](javascript:alert(1))`;
    const created = await as(tokens.editor!).post('/articles', { ...newArticle, body: unsafe });
    expect(created.statusCode).toBe(201);
    expect(created.headers['content-type']).toMatch(/^application\/json/);
    const article = ZArticle.parse(created.json());
    expect(article).toMatchObject({
      title: 'Hydration on hot days',
      version: 1,
      reading_time_minutes: 3,
      status: 'published',
      author: { display_name: 'Eden Brooks' },
      tags: ['water', 'summer'],
    });
    expect(article.body).toBe(unsafe);
    expect(article.published_at).not.toBeNull();
    expect(getReadingTimeMinutes('one two')).toBe(1);

    const read = await as(tokens.member!).get(`/articles/${article.id}`);
    expect(read.json().body).toBe(unsafe);
    const admin = await as(tokens.admin!).put(`/articles/${article.id}`, {
      ...newArticle,
      body: 'Short.',
      status: 'draft',
      version: 1,
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ version: 2, reading_time_minutes: 1, status: 'draft', published_at: null });
    expect((await as(tokens.member!).get(`/articles/${article.id}`)).statusCode).toBe(404);
  });

  it('refuses members (403) and changes nothing', async () => {
    const [item] = await listAllArticles(tokens.member!);
    const before = await t.db.select().from(articles).where(eq(articles.id, item!.id));
    const put = await as(tokens.member!).put(`/articles/${item!.id}`, { ...newArticle, version: item!.version });
    expect(put.statusCode).toBe(403);
    expect(put.json().code).toBe('FORBIDDEN');
    const post = await as(tokens.member!).post('/articles', newArticle);
    expect(post.statusCode).toBe(403);
    expect(await t.db.select().from(articles).where(eq(articles.id, item!.id))).toEqual(before);
    expect((await listAllArticles(tokens.editor!, 'search=Hydration on hot days')).length).toBe(1);
  });

  it.each([
    [{ ...newArticle, title: '   ' }, 'title', 'Give the article a title.'],
    [{ ...newArticle, title: 'x'.repeat(161) }, 'title', 'Use at most 160 characters for the title.'],
    [{ ...newArticle, body: 'x'.repeat(100_001) }, 'body', 'The article is too long.'],
    [{ ...newArticle, category: 'astrology' }, 'category', 'Choose one of the categories.'],
    [{ ...newArticle, summary: 'x'.repeat(401) }, 'summary', 'Use at most 400 characters for the summary.'],
    [{ ...newArticle, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', 'Use at most 10 tags.'],
    [{ ...newArticle, tags: ['x'.repeat(33)] }, 'tags.0', 'Use at most 32 characters per tag.'],
  ])('refuses %# with 400 and a message', async (payload, field, message) => {
    const response = await as(tokens.editor!).post('/articles', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
  });

  it('accepts a shared image of the tenant as cover, and refuses anything else', async () => {
    const cover = await uploadImage(tokens.editor!);
    const created = await as(tokens.editor!).post('/articles', { ...newArticle, cover_media_id: cover });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      cover_media_id: cover,
      cover_url: `/api/authorization/media/${cover}/content`,
    });

    const [video] = await t.db.select().from(videos).limit(1);
    const otherTenant = await uploadImage(tokens.oakEditor!, 'oakmore.localhost');
    const privateImage = await uploadImage(tokens.editor!, 'swift.localhost', false);
    for (const id of [video!.sourceMediaId!, otherTenant, privateImage, '0b9c5f8e-5b7a-4c1e-9d62-4a4f1c1d2e3f']) {
      const response = await as(tokens.editor!).post('/articles', { ...newArticle, cover_media_id: id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'cover_media_id', message: 'Choose an image for the cover.' });
    }
  });

  it('refuses a save from a stale version (409) and keeps the first edit', async () => {
    const created = ZArticle.parse((await as(tokens.editor!).post('/articles', newArticle)).json());
    const first = await as(tokens.editor!).put(`/articles/${created.id}`, {
      ...newArticle,
      title: 'First edit',
      version: created.version,
    });
    expect(first.statusCode).toBe(200);
    const second = await as(tokens.admin!).put(`/articles/${created.id}`, {
      ...newArticle,
      title: 'Second edit',
      version: created.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Someone else saved this article since you opened it.',
      details: { current_version: 2 },
    });
    const stored: TArticle = ZArticle.parse((await as(tokens.member!).get(`/articles/${created.id}`)).json());
    expect(stored).toMatchObject({ title: 'First edit', version: 2 });
    expect(
      (
        await as(tokens.editor!).put('/articles/0b9c5f8e-5b7a-4c1e-9d62-4a4f1c1d2e3f', {
          ...newArticle,
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
    const oakPut = await as(tokens.oakEditor!, 'oakmore.localhost').put(`/articles/${created.id}`, {
      ...newArticle,
      version: 2,
    });
    expect(oakPut.statusCode).toBe(404);
  });
});

describe('videos', () => {
  let items: TVideo[] = [];
  beforeAll(async () => {
    items = ZListVideosResponse.parse((await as(tokens.member!).get('/videos?limit=50')).json()).items;
  });

  it('lists the demo videos, playable from the media storage, with posters and captions', async () => {
    expect(items.length).toBeGreaterThanOrEqual(DEMO_VIDEOS.length);
    const video = items[0]!;
    expect(video.source.kind).toBe('media');
    const bytes = await api(t.app).as(tokens.member!).get(video.source.url);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('video/mp4');
    expect(bytes.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const poster = await api(t.app).as(tokens.member!).get(video.poster_url!);
    expect(poster.headers['content-type']).toBe('image/jpeg');

    const captions = await api(t.app).as(tokens.member!).get(video.captions_url!);
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.body).toMatch(/^WEBVTT/);
    const categories = ZListVideosResponse.parse((await as(tokens.member!).get('/videos?category=stress')).json());
    expect(categories.items.every((item) => item.category === 'stress')).toBe(true);
    const search = ZListVideosResponse.parse((await as(tokens.member!).get('/videos?search=BOX')).json());
    expect(search.items.map((item) => item.slug)).toEqual(['box-breathing-in-one-minute']);
  });

  it('lets editors save a video with a version check; members get 403; captions 404 when none', async () => {
    const video = items[0]!;
    const body = {
      title: 'Edited title',
      description: video.description,
      duration_seconds: video.duration_seconds,
      poster_media_id: video.poster_media_id,
      source: { media_id: video.source.kind === 'media' ? video.source.media_id : '' },
      captions: null,
      category: video.category,
      status: 'published',
      version: video.version,
    };
    expect((await as(tokens.member!).put(`/videos/${video.id}`, body)).statusCode).toBe(403);
    const saved = await as(tokens.editor!).put(`/videos/${video.id}`, body);
    expect(saved.statusCode).toBe(200);
    expect(ZVideo.parse(saved.json())).toMatchObject({
      title: 'Edited title',
      version: video.version + 1,
      has_captions: false,
      captions_url: null,
    });
    const stale = await as(tokens.admin!).put(`/videos/${video.id}`, { ...body, title: 'Lost' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: 'Someone else saved this video since you opened it.',
      details: { current_version: video.version + 1 },
    });
    expect((await as(tokens.member!).get(`/videos/${video.id}/captions`)).statusCode).toBe(404);

    const external = await as(tokens.editor!).post('/videos', {
      ...body,
      title: 'External draft',
      source: { url: 'https://videos.example.com/clip.mp4' },
      captions: 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n',
      status: 'draft',
    });
    expect(external.statusCode).toBe(201);
    expect(external.json()).toMatchObject({ source: { kind: 'external', url: 'https://videos.example.com/clip.mp4' } });
    expect((await as(tokens.member!).get(`/videos/${external.json().id}`)).statusCode).toBe(404);
    for (const [change, field] of [
      [{ source: { url: 'http://insecure.example.com/a.mp4' } }, 'source'],
      [{ source: { media_id: video.poster_media_id } }, 'source'],
      [{ poster_media_id: video.source.kind === 'media' ? video.source.media_id : '' }, 'poster_media_id'],
      [{ captions: '1\n00:00:00,000 --> 00:00:01,000\nSRT' }, 'captions'],
      [{ category: 'astrology' }, 'category'],
    ] as const) {
      const response = await as(tokens.editor!).post('/videos', { ...body, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().field).toMatch(new RegExp(`^${field}`));
    }
  });

  it('keeps each member’s resume position', async () => {
    const video = items[1]!;
    const empty = ZVideoProgressResponse.parse((await as(tokens.member!).get(`/videos/${video.id}/progress`)).json());
    expect(empty).toEqual({ video_id: video.id, position_seconds: 0, updated_at: null });
    expect((await as(tokens.member!).put(`/videos/${video.id}/progress`, { position_seconds: 7.5 })).statusCode).toBe(
      200,
    );
    expect((await as(tokens.member!).put(`/videos/${video.id}/progress`, { position_seconds: 9 })).statusCode).toBe(
      200,
    );
    expect((await as(tokens.new!).put(`/videos/${video.id}/progress`, { position_seconds: 2 })).statusCode).toBe(200);
    expect((await as(tokens.member!).get(`/videos/${video.id}/progress`)).json().position_seconds).toBe(9);
    expect((await as(tokens.new!).get(`/videos/${video.id}/progress`)).json().position_seconds).toBe(2);
    expect((await as(tokens.member!).put(`/videos/${video.id}/progress`, { position_seconds: -1 })).statusCode).toBe(
      400,
    );
    expect((await as(tokens.oakMember!, 'oakmore.localhost').get(`/videos/${video.id}/progress`)).statusCode).toBe(404);
  });

  it('keeps tenants apart', async () => {
    const oakMember = api(t.app, { host: 'oakmore.localhost' }).as(tokens.oakMember!);
    const oakVideos = ZListVideosResponse.parse((await oakMember.get('/api/authorization/videos')).json()).items;
    const swiftIds = new Set(items.map((item) => item.id));
    expect(oakVideos.length).toBeGreaterThan(0);
    expect(oakVideos.some((item) => swiftIds.has(item.id))).toBe(false);
    expect((await oakMember.get(`/api/authorization/videos/${items[0]!.id}`)).statusCode).toBe(404);
    expect((await oakMember.get(`/api/authorization/videos/${items[0]!.id}/captions`)).statusCode).toBe(404);
    const media = items[0]!.source;
    expect((await oakMember.get(media.url)).statusCode).toBe(404);
  });
});
