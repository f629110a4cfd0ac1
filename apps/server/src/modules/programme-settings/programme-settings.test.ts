/**
 * The admin console's Programme section: programme pages, news announcements, the privacy
 * policy and thank-you texts, the support line. Each change is the tenant's alone, is refused with a clear
 * 400 when invalid, writes `programme_changed` with the admin and what changed, and reaches members where
 * they read it.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contracts/brands';
import { ZTenantDocumentResponse } from '@portal/contracts/documents';
import { ERROR_CODES } from '@portal/contracts/errors';
import { ZListNewsResponse } from '@portal/contracts/news';
import { ZGetProgrammePageResponse } from '@portal/contracts/partner-programmes';
import type { TUpdateProgrammePageRequest } from '@portal/contracts/partner-programmes';
import {
  PROGRAMME_SETTINGS_MESSAGES,
  ZAdminAnnouncement,
  ZAdminAnnouncementsResponse,
  ZAdminProgrammePagesResponse,
  ZAdminSupportLineResponse,
} from '@portal/contracts/programme-settings';
import { ZQuestionnaireResult } from '@portal/contracts/questionnaire';
import { ZRuntimeConfig } from '@portal/contracts/runtime-config';
import { accounts, auditEvents, tenants } from '../../db/schema';
import { api } from '../../test/api';
import { createTestApp, signIn as signInAnew } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><!--runtime-config--><title>Portal</title></head>' +
  '<body><div id="root"></div></body></html>';

let t: TestApp;
let webDist: string;
const tokens = new Map<string, string>();

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'portal-programme-web-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await mkdir(path.join(webDist, '.vite'));
  await writeFile(path.join(webDist, '.vite', 'manifest.json'), '{}');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

/** One session per account for the whole file: sign-in is rate limited. */
async function tokenOf(email: string): Promise<string> {
  const token = tokens.get(email) ?? (await signInAnew(t.app, email));
  tokens.set(email, token);
  return token;
}

const hostOf = (email: string) => `${email.split('@')[1]?.split('.')[0]}.localhost`;

/** The API as the demo account with this email, on its brand's host, in `language` when it is given. */
function as(email: string, language?: string) {
  const headers = { 'accept-language': language };
  return api(t.app, { host: hostOf(email), prefix: '/api/authorization', headers }).as(tokenOf(email));
}

async function accountId(email: string): Promise<string> {
  const [row] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return row!.id;
}

async function tenantId(key: string): Promise<string> {
  const [row] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, key));
  return row!.id;
}

/** The tenant's `programme_changed` rows, newest first. */
async function programmeChanges(key: string) {
  return t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.tenantId, await tenantId(key)), eq(auditEvents.event, 'programme_changed')))
    .orderBy(desc(auditEvents.createdAt));
}

function expectValidation(response: LightMyRequestResponse, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ code: ERROR_CODES.validation, field });
}

const ADMIN = 'admin@swift.test';
const OAK_ADMIN = 'admin@oakmore.test';

describe('the support line', () => {
  it('is the brand’s until the admin sets one; members then see it in the runtime config and with a low result', async () => {
    const initial = ZAdminSupportLineResponse.parse((await as(ADMIN).get('/admin/support-line')).json());
    expect(initial).toEqual({
      support_line: getBrand('swift').support,
      default_line: getBrand('swift').support,
      is_default: true,
    });

    const line = {
      phone: '+1 (800) 555-0142',
      hours: { en: 'Every day, 7 am to 11 pm', es: 'Todos los días, de 7 a 23 h' },
    };
    const saved = await as(ADMIN).put('/admin/support-line', { support_line: line });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ZAdminSupportLineResponse.parse(saved.json())).toMatchObject({ support_line: line, is_default: false });

    const [audit] = await programmeChanges('swift');
    expect(audit).toMatchObject({
      accountId: null,
      actorAccountId: await accountId(ADMIN),
      details: { area: 'support_line', action: 'set' },
    });

    // The page members load carries it (the web app reads it from the runtime config).
    const page = await t.app.inject({ url: '/dashboard', headers: { host: 'swift.localhost', accept: 'text/html' } });
    const json = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(page.body)?.[1];
    expect(ZRuntimeConfig.parse(JSON.parse(json ?? 'null')).support).toEqual(line);
    // Another tenant's page keeps its brand's.
    const oakPage = await t.app.inject({
      url: '/dashboard',
      headers: { host: 'oakmore.localhost', accept: 'text/html' },
    });
    const oakJson = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(oakPage.body)?.[1];
    expect(ZRuntimeConfig.parse(JSON.parse(oakJson ?? 'null')).support).toEqual(getBrand('oakmore').support);

    // A low well-being result's support block, in each language.
    const member = 'who5@swift.test';
    const submitted = await as(member, 'es').post('/companies/questionnaire/responses', {
      questionnaire_id: 'who-5',
      version: 1,
      answers: { q1: 5, q2: 5, q3: 5, q4: 5, q5: 1 },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(ZQuestionnaireResult.parse(submitted.json()).support).toMatchObject({
      phone: line.phone,
      hours: line.hours.es,
    });
    const latest = await as(member, 'en').get('/companies/questionnaire/results/latest');
    expect(ZQuestionnaireResult.parse(latest.json()).support).toMatchObject({
      phone: line.phone,
      hours: line.hours.en,
    });

    // Back to the brand's.
    const reset = await as(ADMIN).put('/admin/support-line', { support_line: null });
    expect(ZAdminSupportLineResponse.parse(reset.json())).toMatchObject({
      support_line: getBrand('swift').support,
      is_default: true,
    });
    const after = await as(member, 'en').get('/companies/questionnaire/results/latest');
    expect(ZQuestionnaireResult.parse(after.json()).support?.phone).toBe(getBrand('swift').support.phone);
    expect((await programmeChanges('swift'))[0]?.details).toEqual({ area: 'support_line', action: 'reset_to_brand' });
  });

  it('refuses a number that cannot be dialled and empty hours, and changes nothing', async () => {
    const before = (await programmeChanges('swift')).length;
    expectValidation(
      await as(ADMIN).put('/admin/support-line', {
        support_line: { phone: 'call us', hours: { en: 'Always', es: 'Siempre' } },
      }),
      'support_line.phone',
    );
    const spanish = await as(ADMIN, 'es').put('/admin/support-line', {
      support_line: { phone: '+1 555 0100', hours: { en: 'Always', es: '  ' } },
    });
    expectValidation(spanish, 'support_line.hours.es');
    expect(spanish.json().message).toBe('Diga cuándo atiende la línea de ayuda.');
    expect((await programmeChanges('swift')).length).toBe(before);
  });

  it('is the admin’s own tenant’s: another tenant’s setting is untouched', async () => {
    const line = { phone: '+44 20 7946 0958', hours: { en: 'Weekdays', es: 'Entre semana' } };
    expect((await as(OAK_ADMIN).put('/admin/support-line', { support_line: line })).statusCode).toBe(200);
    const swift = ZAdminSupportLineResponse.parse((await as(ADMIN).get('/admin/support-line')).json());
    expect(swift.support_line.phone).not.toBe(line.phone);
    await as(OAK_ADMIN).put('/admin/support-line', { support_line: null });
  });

  it('is refused to an editor and a member with the console’s message', async () => {
    for (const email of ['editor@swift.test', 'member@swift.test']) {
      const response = await as(email).put('/admin/support-line', { support_line: null });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(PROGRAMME_SETTINGS_MESSAGES.adminsOnly);
    }
  });
});

describe('the privacy policy and the thank-you page', () => {
  it('an admin replaces the text; members (and visitors) read the new one', async () => {
    const body = {
      title: 'How Swift looks after your data',
      body_markdown: '## In short\n\nWe keep **only** what we need.',
    };
    const saved = await as(ADMIN).put('/admin/documents/privacy-policy', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ZTenantDocumentResponse.parse(saved.json())).toMatchObject(body);

    for (const language of ['en', 'es']) {
      const read = await api(t.app).get('/api/authorization/content/privacy-policy', {
        headers: { 'accept-language': language },
      });
      expect(read.json()).toMatchObject(body);
    }
    // The thank-you page and another tenant's policy are unchanged.
    expect((await api(t.app).get('/api/authorization/content/thank-you')).json().title).not.toBe(body.title);
    expect(
      (await api(t.app, { host: 'oakmore.localhost' }).get('/api/authorization/content/privacy-policy')).json().title,
    ).not.toBe(body.title);

    const [audit] = await programmeChanges('swift');
    expect(audit).toMatchObject({
      actorAccountId: await accountId(ADMIN),
      details: { area: 'document', kind: 'privacy-policy', characters: body.body_markdown.length },
    });

    const thanks = await as(ADMIN).put('/admin/documents/thank-you', {
      title: 'Thank you',
      body_markdown: 'You are all set.',
    });
    expect(thanks.statusCode).toBe(200);
    expect((await api(t.app).get('/api/authorization/content/thank-you')).json().body_markdown).toBe(
      'You are all set.',
    );
  });

  it('refuses an empty title or body and a body too long, and keeps the text', async () => {
    const before = (await api(t.app).get('/api/authorization/content/privacy-policy')).json();
    expectValidation(
      await as(ADMIN).put('/admin/documents/privacy-policy', { title: ' ', body_markdown: 'x' }),
      'title',
    );
    expectValidation(
      await as(ADMIN).put('/admin/documents/privacy-policy', { title: 'T', body_markdown: '' }),
      'body_markdown',
    );
    const tooLong = await as(ADMIN).put('/admin/documents/privacy-policy', {
      title: 'T',
      body_markdown: 'x'.repeat(100_001),
    });
    // Read whole and refused by the contract, naming the field: the body limit holds what the contract allows.
    expectValidation(tooLong, 'body_markdown');
    expect((await api(t.app).get('/api/authorization/content/privacy-policy')).json()).toEqual(before);
  });

  it('takes the longest policy its contract allows, accented text and line breaks included', async () => {
    const paragraph = 'Guardamos sólo lo necesario, con cuidado.\n\n';
    const body_markdown = paragraph.repeat(Math.floor(100_000 / paragraph.length)).trimEnd();
    expect(Buffer.byteLength(JSON.stringify({ body_markdown }))).toBeGreaterThan(100 * 1024);
    const saved = await as(ADMIN).put('/admin/documents/privacy-policy', { title: 'Privacy policy', body_markdown });
    expect(saved.statusCode, saved.body.slice(0, 200)).toBe(200);
    expect((await api(t.app).get('/api/authorization/content/privacy-policy')).json().body_markdown).toBe(
      body_markdown,
    );
  });
});

describe('news announcements', () => {
  it('an admin lists, adds, edits and deletes; members’ news follows', async () => {
    const listed = ZAdminAnnouncementsResponse.parse((await as(ADMIN).get('/admin/news?locale=es')).json());
    expect(listed.items.length).toBeGreaterThan(0);
    expect(listed.items.every((item) => item.locale === 'es')).toBe(true);

    const created = await as(ADMIN).post('/admin/news', {
      locale: 'en',
      title: 'Flu shots on Friday',
      summary: 'Walk in between 9 and 5.',
      url: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    const announcement = ZAdminAnnouncement.parse(created.json());
    expect((await programmeChanges('swift'))[0]?.details).toEqual({
      area: 'news',
      action: 'created',
      announcement_id: announcement.id,
      locale: 'en',
    });

    const memberNews = async (language: string) =>
      ZListNewsResponse.parse((await as('member@swift.test', language).get('/news')).json()).items;
    expect((await memberNews('en'))[0]).toMatchObject({ id: announcement.id, title: 'Flu shots on Friday' });
    expect((await memberNews('es')).map((item) => item.id)).not.toContain(announcement.id);

    const updated = await as(ADMIN).put(`/admin/news/${announcement.id}`, {
      title: 'Flu shots on Monday',
      summary: 'Walk in between 9 and 5.',
      url: 'https://swift.example/flu',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(ZAdminAnnouncement.parse(updated.json())).toMatchObject({
      locale: 'en',
      title: 'Flu shots on Monday',
      url: 'https://swift.example/flu',
      published_at: announcement.published_at,
    });
    expect((await memberNews('en'))[0]).toMatchObject({
      title: 'Flu shots on Monday',
      url: 'https://swift.example/flu',
    });

    // Another tenant's admin cannot see, edit or delete it.
    expect((await as(OAK_ADMIN).get('/admin/news?locale=en')).json().items).not.toContainEqual(
      expect.objectContaining({ id: announcement.id }),
    );
    const foreign = await as(OAK_ADMIN).put(`/admin/news/${announcement.id}`, { title: 'Hijacked', summary: 'No.' });
    expect(foreign.statusCode).toBe(404);
    expect((await as(OAK_ADMIN).delete(`/admin/news/${announcement.id}`)).statusCode).toBe(404);

    const deleted = await as(ADMIN).delete(`/admin/news/${announcement.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await memberNews('en')).map((item) => item.id)).not.toContain(announcement.id);
    expect((await programmeChanges('swift'))[0]?.details).toMatchObject({ area: 'news', action: 'deleted' });
    expect((await as(ADMIN).delete(`/admin/news/${announcement.id}`)).statusCode).toBe(404);
  });

  it('refuses an empty title, an unsafe link and an unknown language', async () => {
    const before = (await programmeChanges('swift')).length;
    expectValidation(await as(ADMIN).post('/admin/news', { locale: 'en', title: '', summary: 'Text.' }), 'title');
    expectValidation(
      await as(ADMIN).post('/admin/news', { locale: 'en', title: 'T', summary: 'S', url: 'javascript:alert(1)' }),
      'url',
    );
    expectValidation(await as(ADMIN).post('/admin/news', { locale: 'fr', title: 'T', summary: 'S' }), 'locale');
    expectValidation(await as(ADMIN).get('/admin/news?locale=de'), 'locale');
    expect((await programmeChanges('swift')).length).toBe(before);
  });
});

describe('partner programme pages', () => {
  const page = {
    locale: 'es',
    name: 'CorpCare en Swift',
    summary: 'Apoyo confidencial.',
    offers: ['Seis sesiones'],
    eligibility: { text: 'Todos los empleados.', includes_dependents: true },
    contact: { kind: 'phone', phone: '+1 800 555 0199' },
    hours: 'A cualquier hora.',
    call_to_action: 'Llamar a CorpCare',
  } satisfies TUpdateProgrammePageRequest;

  it('lists every offered page programme in each language; a saved page shows there and to members', async () => {
    const before = ZAdminProgrammePagesResponse.parse((await as(ADMIN).get('/admin/programme-pages')).json());
    // Swift offers CorpCare and OurRelationship among the page programmes.
    expect(before.programmes.map((entry) => entry.programme)).toEqual(['corpcare', 'ourrelationship']);

    const saved = await as(ADMIN).put('/programmes/corpcare', page);
    expect(saved.statusCode, saved.body).toBe(200);
    const [audit] = await programmeChanges('swift');
    expect(audit).toMatchObject({
      actorAccountId: await accountId(ADMIN),
      details: { area: 'programme_page', programme: 'corpcare', locale: 'es' },
    });

    const after = ZAdminProgrammePagesResponse.parse((await as(ADMIN).get('/admin/programme-pages')).json());
    expect(after.programmes[0]?.pages.es).toMatchObject({ name: 'CorpCare en Swift', locale: 'es' });
    expect(after.programmes[0]?.pages.en?.name).toBe(before.programmes[0]?.pages.en?.name);

    const member = await as('member@swift.test', 'es').get('/programmes/corpcare');
    expect(ZGetProgrammePageResponse.parse(member.json()).page?.name).toBe('CorpCare en Swift');

    // Oakmore's admin sees oakmore's programmes only.
    const oak = ZAdminProgrammePagesResponse.parse((await as(OAK_ADMIN).get('/admin/programme-pages')).json());
    for (const entry of oak.programmes) expect(entry.pages.es?.name).not.toBe('CorpCare en Swift');
  });

  it('refuses an invalid page and writes no audit row', async () => {
    const before = (await programmeChanges('swift')).length;
    expectValidation(await as(ADMIN).put('/programmes/corpcare', { ...page, name: '' }), 'name');
    expect((await programmeChanges('swift')).length).toBe(before);
  });
});
