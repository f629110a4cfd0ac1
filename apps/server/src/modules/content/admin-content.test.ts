/**
 * The admin console's Content section on the server: editors upload programme videos
 * (MP4, WebM; shared; members refused), lists filter by status, and every article and video save is
 * audited with the editor who made it, in the transaction that makes it.
 */
import { readFile } from 'node:fs/promises';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZArticle, ZListArticlesResponse } from '@portal/contracts/articles';
import { MEDIA_MESSAGES, VIDEO_MAX_BYTES, ZMediaObject } from '@portal/contracts/media';
import { ZListVideosResponse, ZVideo } from '@portal/contracts/videos';
import { accounts, auditEvents, mediaObjects } from '../../db/schema';
import { api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['member', 'editor', 'admin']) tokens[name] = await signIn(t.app, `${name}@swift.test`);
  tokens.oakEditor = await signIn(t.app, 'editor@oakmore.test');
});
afterAll(async () => {
  await t?.close();
});

/** A real (16-second, H.264) MP4: the demo media. */
const MP4 = await readFile(new URL('../../../demo-media/desk-stretch-break.mp4', import.meta.url));
/** The start of a WebM file (the EBML header with its `webm` doc type); the server checks the signature only. */
const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
  Buffer.alloc(64, 0),
]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function upload(token: string, body: Buffer, contentType: string, query = '?title=Clip&shared=true', headers = {}) {
  return api(t.app)
    .as(token)
    .post(`/api/authorization/media${query}`, body, { headers: { 'content-type': contentType, ...headers } });
}

/** The API as the session whose token this is, on swift unless `host` is given, from a named user agent. */
const as = (token: string, host?: string) =>
  api(t.app, { host, prefix: '/api/authorization', headers: { 'user-agent': 'admin-content-test' } }).as(token);

async function accountId(email: string): Promise<string> {
  const [row] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return row!.id;
}

async function countMedia() {
  return (await t.db.select({ id: mediaObjects.id }).from(mediaObjects)).length;
}

describe('video uploads', () => {
  it('stores an editor’s MP4 and WebM as shared programme videos, served back as uploaded', async () => {
    const mp4 = await upload(tokens.editor!, MP4, 'video/mp4');
    expect(mp4.statusCode).toBe(201);
    const stored = ZMediaObject.parse(mp4.json());
    expect(stored).toMatchObject({ kind: 'video', content_type: 'video/mp4', size: MP4.length, is_shared: true });
    const bytes = await api(t.app).as(tokens.member!).get(stored.content_url);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('video/mp4');
    expect(bytes.rawPayload.equals(MP4)).toBe(true);

    const webm = await upload(tokens.admin!, WEBM, 'video/webm');
    expect(webm.statusCode).toBe(201);
    expect(webm.json()).toMatchObject({ kind: 'video', content_type: 'video/webm', is_shared: true });
  });

  it('refuses a member’s video with 403 and stores nothing', async () => {
    const before = await countMedia();
    const shared = await upload(tokens.member!, MP4, 'video/mp4');
    expect(shared.statusCode).toBe(403);
    expect(shared.json()).toMatchObject({ code: 'FORBIDDEN', message: MEDIA_MESSAGES.videoEditorsOnly });
    const own = await upload(tokens.member!, MP4, 'video/mp4', '?title=Mine');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(MEDIA_MESSAGES.videoEditorsOnly);
    expect(await countMedia()).toBe(before);
  });

  it('refuses a wrong type, a mismatched file, an unshared video and one too large, storing nothing', async () => {
    const before = await countMedia();
    const quicktime = await upload(tokens.editor!, MP4, 'video/quicktime');
    expect(quicktime.statusCode).toBe(415);
    expect(quicktime.json().code).toBe('MEDIA_UNSUPPORTED_TYPE');
    const renamed = await upload(tokens.editor!, PNG, 'video/mp4');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ code: 'MEDIA_CONTENT_MISMATCH', message: MEDIA_MESSAGES.contentMismatch });
    const webmAsMp4 = await upload(tokens.editor!, WEBM, 'video/mp4');
    expect(webmAsMp4.statusCode).toBe(400);
    const unshared = await upload(tokens.editor!, MP4, 'video/mp4', '?title=Clip');
    expect(unshared.statusCode).toBe(400);
    expect(unshared.json()).toMatchObject({ field: 'shared', message: MEDIA_MESSAGES.videoNotShared });
    // The declared length is checked before a byte is read.
    const tooLarge = await upload(tokens.editor!, MP4, 'video/mp4', undefined, {
      'content-length': String(VIDEO_MAX_BYTES + 1),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: MEDIA_MESSAGES.videoTooLarge });
    expect(await countMedia()).toBe(before);
  });
});

describe('content audit', () => {
  const article = {
    title: 'Stretch at your desk',
    summary: 'Small moves, often.',
    body: 'Stand up every hour.',
    category: 'movement',
    tags: ['desk'],
  };

  async function auditRows(event: 'article_changed' | 'video_changed', id: string) {
    const key = event === 'article_changed' ? 'article_id' : 'video_id';
    const rows = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, event))
      .orderBy(desc(auditEvents.createdAt));
    return rows.filter((row) => row.details?.[key] === id).reverse();
  }

  it('records article creation, update and publication with the editor as actor; a stale save records nothing', async () => {
    const editorId = await accountId('editor@swift.test');
    const adminId = await accountId('admin@swift.test');
    const created = ZArticle.parse((await as(tokens.editor!).post('/articles', article)).json());
    const updated = await as(tokens.editor!).put(`/articles/${created.id}`, { ...article, version: 1 });
    expect(updated.statusCode).toBe(200);
    const published = await as(tokens.admin!).put(`/articles/${created.id}`, {
      ...article,
      status: 'published',
      version: 2,
    });
    expect(published.statusCode).toBe(200);
    const stale = await as(tokens.editor!).put(`/articles/${created.id}`, { ...article, version: 2 });
    expect(stale.statusCode).toBe(409);

    const rows = await auditRows('article_changed', created.id);
    expect(rows.map((row) => [row.details?.action, row.details?.status, row.actorAccountId])).toEqual([
      ['created', 'draft', editorId],
      ['updated', 'draft', editorId],
      ['published', 'published', adminId],
    ]);
    expect(rows[0]).toMatchObject({ accountId: null, tenantId: expect.any(String), userAgent: 'admin-content-test' });
  });

  it('records video creation and publication; another tenant’s editor changes nothing and records nothing', async () => {
    const editorId = await accountId('editor@swift.test');
    const media = ZMediaObject.parse((await upload(tokens.editor!, MP4, 'video/mp4')).json());
    const video = {
      title: 'Desk stretches',
      description: 'Two minutes.',
      duration_seconds: 16,
      source: { media_id: media.id },
      captions: 'WEBVTT\n\n00:00.000 --> 00:02.000\nStand up.\n',
      category: 'movement',
    };
    const created = await as(tokens.editor!).post('/videos', video);
    expect(created.statusCode).toBe(201);
    const { id } = ZVideo.parse(created.json());
    const published = await as(tokens.editor!).put(`/videos/${id}`, { ...video, status: 'published', version: 1 });
    expect(published.statusCode).toBe(200);
    const again = await as(tokens.editor!).put(`/videos/${id}`, { ...video, status: 'published', version: 2 });
    expect(again.statusCode).toBe(200);
    const foreign = await as(tokens.oakEditor!, 'oakmore.localhost').put(`/videos/${id}`, { ...video, version: 3 });
    expect(foreign.statusCode).toBe(404);

    const rows = await auditRows('video_changed', id);
    expect(rows.map((row) => [row.details?.action, row.details?.status, row.actorAccountId])).toEqual([
      ['created', 'draft', editorId],
      ['published', 'published', editorId],
      ['updated', 'published', editorId],
    ]);
    const member = ZListVideosResponse.parse((await as(tokens.member!).get('/videos')).json());
    expect(member.items.map((item) => item.id)).toContain(id);
  });

  it('filters editors’ lists by status; members see published items whatever they ask for', async () => {
    const draft = ZArticle.parse(
      (await as(tokens.editor!).post('/articles', { ...article, title: 'A draft to find' })).json(),
    );
    const drafts = ZListArticlesResponse.parse(
      (await as(tokens.editor!).get('/articles?status=draft&limit=50')).json(),
    );
    expect(drafts.items.length).toBeGreaterThan(0);
    expect(drafts.items.every((item) => item.status === 'draft')).toBe(true);
    expect(drafts.items.map((item) => item.id)).toContain(draft.id);
    const published = ZListArticlesResponse.parse(
      (await as(tokens.editor!).get('/articles?status=published&limit=50')).json(),
    );
    expect(published.items.every((item) => item.status === 'published')).toBe(true);
    const memberDrafts = ZListArticlesResponse.parse((await as(tokens.member!).get('/articles?status=draft')).json());
    expect(memberDrafts.items).toEqual([]);
    const videoDrafts = ZListVideosResponse.parse((await as(tokens.editor!).get('/videos?status=draft')).json());
    expect(videoDrafts.items.every((item) => item.status === 'draft')).toBe(true);
    expect((await as(tokens.editor!).get('/articles?status=archived')).statusCode).toBe(400);
  });
});
