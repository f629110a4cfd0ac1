import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DATA_EXPORT_FILES,
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_MESSAGES,
  DATA_EXPORT_REQUESTS_PER_HOUR,
  ZListDataExportsResponse,
  ZRequestDataExportResponse,
} from '@portal/contracts/data-export';
import type { TDataExport } from '@portal/contracts/data-export';
import { ZGetQuestionnaireResponse, listQuestions } from '@portal/contracts/questionnaire';
import { SIGN_IN_SECURITY_ERROR_CODES } from '@portal/contracts/sign-in-security';
import { accounts, auditEvents, dataExports, sessions, tenants } from '../../db/schema';
import { api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { waitFor } from '../../test/wait-for';
import type { MemberDataDocument } from './data-export-document';

/** Everything the app logged while the tests ran (at the most detailed level). */
const logLines: string[] = [];
const logDestination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

let t: TestApp;
let member: string;
let other: string;
let memberAccountId: string;
let otherAccountId: string;
let swiftTenantId: string;

/** The member API as the session whose token this is. */
const as = (token: string) => api(t.app, { prefix: '/api/authorization' }).as(token);

const sessionIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { jti: string }).jti;

async function accountIdOf(email: string) {
  const [row] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return row!.id;
}

/** Asks for an export and waits until it is prepared: the ready export as the list shows it. */
async function prepareExport(token: string): Promise<TDataExport> {
  const response = await as(token).post('/accounts/me/data-exports');
  expect(response.statusCode, response.body).toBe(202);
  const { id } = ZRequestDataExportResponse.parse(response.json());
  await t.services.dataExportService.idle();
  const list = ZListDataExportsResponse.parse((await as(token).get('/accounts/me/data-exports')).json());
  const ready = list.items.find((item) => item.id === id);
  expect(ready?.status).toBe('ready');
  return ready!;
}

async function download(token: string, item: Pick<TDataExport, 'id'>) {
  return as(token).get(`/accounts/me/data-exports/${item.id}/download`);
}

function openZip(body: Buffer) {
  const files = unzipSync(new Uint8Array(body));
  return {
    names: Object.keys(files).sort(),
    files,
    data: JSON.parse(strFromU8(files[DATA_EXPORT_FILES.data]!)) as MemberDataDocument,
    summary: strFromU8(files[DATA_EXPORT_FILES.summary]!),
  };
}

async function answerQuestionnaire(token: string) {
  const questionnaire = ZGetQuestionnaireResponse.parse((await as(token).get('/companies/questionnaire')).json());
  const answers = Object.fromEntries(listQuestions(questionnaire).map((q) => [q.id, q.options[0]!.value]));
  const response = await as(token).post('/companies/questionnaire/responses', {
    questionnaire_id: questionnaire.id,
    version: questionnaire.version,
    answers,
  });
  expect(response.statusCode, response.body).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { logDestination });
  [member, other] = await Promise.all([signIn(t.app, 'member@swift.test'), signIn(t.app, 'new@swift.test')]);
  memberAccountId = await accountIdOf('member@swift.test');
  otherAccountId = await accountIdOf('new@swift.test');
  const [swift] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, 'swift'));
  swiftTenantId = swift!.id;
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2080c8' } })
    .png()
    .toBuffer();

  // The member: Spanish, a dependent, a profile picture (and two questionnaire results from the demo seed).
  expect((await as(member).patch('/accounts/me/profile', { preferred_language: 'es' })).statusCode).toBe(200);
  const dependent = await as(member).post('/dependents', {
    first_name: 'Robin',
    last_name: 'Memberkin',
    relationship: 'spouse-or-partner',
    date_of_birth: '1988-04-02',
  });
  expect(dependent.statusCode, dependent.body).toBe(201);
  const picture = await as(member).put('/accounts/me/profile-picture', png, {
    headers: { 'content-type': 'image/png' },
  });
  expect(picture.statusCode, picture.body).toBe(200);

  // Another member of the same programme, with answers, a dependent and a file of their own.
  await answerQuestionnaire(other);
  const theirs = await as(other).post('/dependents', {
    first_name: 'Zed',
    last_name: 'Otherperson',
    relationship: 'spouse-or-partner',
    date_of_birth: '1990-01-01',
  });
  expect(theirs.statusCode, theirs.body).toBe(201);
  const upload = await as(other).post('/media?title=Their%20scan', png, { headers: { 'content-type': 'image/png' } });
  expect(upload.statusCode, upload.body).toBe(201);
});

afterAll(async () => {
  await t?.close();
});

describe('asking for an export', () => {
  it('needs a recent proof that it is the member: 403 STEP_UP_REQUIRED, and nothing is recorded', async () => {
    const token = await signIn(t.app, 'member@swift.test');
    await t.db
      .update(sessions)
      .set({ verifiedAt: sql`now() - interval '6 minutes'` })
      .where(eq(sessions.id, sessionIdOf(token)));
    const before = await t.db.select().from(dataExports).where(eq(dataExports.accountId, memberAccountId));
    const response = await as(token).post('/accounts/me/data-exports');
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toMatchObject({ code: SIGN_IN_SECURITY_ERROR_CODES.stepUpRequired });
    expect(await t.db.select().from(dataExports).where(eq(dataExports.accountId, memberAccountId))).toEqual(before);
    // Signing in counts as a proof: a fresh session may.
    expect((await as(member).get('/accounts/me/data-exports')).statusCode).toBe(200);
  });

  it('answers at once, prepares in the background, and lists the export ready for 24 hours', async () => {
    const response = await as(member).post('/accounts/me/data-exports');
    expect(response.statusCode, response.body).toBe(202);
    const asked = ZRequestDataExportResponse.parse(response.json());
    expect(asked).toMatchObject({ status: 'preparing', locale: 'es', download_url: null });
    await t.services.dataExportService.idle();
    const list = ZListDataExportsResponse.parse((await as(member).get('/accounts/me/data-exports')).json());
    const [ready] = list.items;
    expect(ready).toMatchObject({ id: asked.id, status: 'ready', locale: 'es' });
    expect(ready!.size_bytes).toBeGreaterThan(0);
    expect(ready!.download_url).toBe(`/api/authorization/accounts/me/data-exports/${asked.id}/download`);
    const hours = (Date.parse(ready!.expires_at) - Date.parse(ready!.ready_at!)) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
    const requested = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.accountId, memberAccountId), eq(auditEvents.event, 'data_export_requested')));
    expect(requested.map((row) => row.details)).toContainEqual({ export_id: asked.id });
  });

  it('answers the export already preparing rather than starting a second', async () => {
    const [row] = await t.db
      .insert(dataExports)
      .values({
        tenantId: swiftTenantId,
        accountId: otherAccountId,
        locale: 'en',
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const response = await as(other).post('/accounts/me/data-exports');
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ id: row!.id, status: 'preparing' });
    expect(await t.db.select().from(dataExports).where(eq(dataExports.accountId, otherAccountId))).toHaveLength(1);
    await t.db.delete(dataExports).where(eq(dataExports.id, row!.id));
  });

  it('fails one a stopped server left preparing, in the list and in the maintenance, and then starts anew', async () => {
    const [row] = await t.db
      .insert(dataExports)
      .values({
        tenantId: swiftTenantId,
        accountId: otherAccountId,
        locale: 'en',
        createdAt: new Date(Date.now() - 11 * 60_000),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const list = ZListDataExportsResponse.parse((await as(other).get('/accounts/me/data-exports')).json());
    expect(list.items.find((item) => item.id === row!.id)?.status).toBe('failed');

    await t.db.update(dataExports).set({ status: 'preparing' }).where(eq(dataExports.id, row!.id));
    const swept = await t.services.maintenance.run();
    expect(swept.dataExports.interrupted).toBeGreaterThanOrEqual(1);

    await t.db.update(dataExports).set({ status: 'preparing' }).where(eq(dataExports.id, row!.id));
    const fresh = await prepareExport(other);
    expect(fresh.id).not.toBe(row!.id);
  });

  it('replaces the member’s earlier export, whose file goes', async () => {
    const first = await prepareExport(member);
    const [stored] = await t.db.select().from(dataExports).where(eq(dataExports.id, first.id));
    const [tenantKey, owner, objectId] = stored!.fileKey!.split('/');
    const key = { tenantKey: tenantKey!, ownerAccountId: owner!, objectId: objectId! };
    const second = await prepareExport(member);
    expect(second.id).not.toBe(first.id);
    expect((await download(member, first)).statusCode).toBe(404);
    // The storage the export went to is the media storage the services were built with.
    const { createStorage } = await import('../media/storage/create-storage');
    expect(await createStorage(t.config).stat(key)).toBeUndefined();
  });
});

describe('requests racing each other', () => {
  const exportsOf = (accountId: string) => t.db.select().from(dataExports).where(eq(dataExports.accountId, accountId));
  const requestedBy = (accountId: string) =>
    t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.accountId, accountId), eq(auditEvents.event, 'data_export_requested')));

  it('make one export, even when it is ready before the last of them is served, and leave the hourly budget', async () => {
    const email = 'who5@swift.test';
    const token = await signIn(t.app, email);
    const accountId = await accountIdOf(email);
    // Every request but the first waits after it has arrived until the first one's file is ready.
    const { stepUp } = t.services;
    const check = stepUp.requireRecent.bind(stepUp);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = 0;
    const spy = vi.spyOn(stepUp, 'requireRecent').mockImplementation(async (caller) => {
      arrived += 1;
      const isFirst = arrived === 1;
      await check(caller);
      if (!isFirst) await held;
    });
    try {
      const racing = Array.from({ length: 10 }, () => as(token).post('/accounts/me/data-exports'));
      await waitFor(async () => (await exportsOf(accountId)).some((row) => row.status === 'ready'), 'one is ready');
      release();
      const answers = await Promise.all(racing);
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 202));
      const ids = new Set(answers.map((answer) => ZRequestDataExportResponse.parse(answer.json()).id));
      expect(ids.size).toBe(1);
    } finally {
      release();
      spy.mockRestore();
    }
    await t.services.dataExportService.idle();
    const [raced] = await exportsOf(accountId);
    expect(await exportsOf(accountId)).toHaveLength(1);
    expect(raced).toMatchObject({ status: 'ready' });
    expect(await requestedBy(accountId)).toHaveLength(1);

    // Asked again once it is ready: a new file, within the budget, which only exports made count against.
    const again = await as(token).post('/accounts/me/data-exports');
    expect(again.statusCode, again.body).toBe(202);
    const asked = ZRequestDataExportResponse.parse(again.json());
    expect(asked).toMatchObject({ status: 'preparing' });
    expect(asked.id).not.toBe(raced!.id);
    expect(await requestedBy(accountId)).toHaveLength(2);
    await t.services.dataExportService.idle();
  });

  it('answer at once with the one under way, all ten, without using up the hour', async () => {
    const email = 'editor@swift.test';
    const token = await signIn(t.app, email);
    const accountId = await accountIdOf(email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => as(token).post('/accounts/me/data-exports')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 202));
    expect(new Set(answers.map((answer) => ZRequestDataExportResponse.parse(answer.json()).id)).size).toBe(1);
    await t.services.dataExportService.idle();
    expect(await requestedBy(accountId)).toHaveLength(1);
    for (let asked = 2; asked <= DATA_EXPORT_REQUESTS_PER_HOUR; asked += 1) {
      const next = await as(token).post('/accounts/me/data-exports');
      expect(next.statusCode, `export ${asked}: ${next.body}`).toBe(202);
      await t.services.dataExportService.idle();
    }
    // The eleventh export of the hour is refused, and says when to ask again.
    const refused = await as(token).post('/accounts/me/data-exports');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: DATA_EXPORT_MESSAGES.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_000);
    expect(await requestedBy(accountId)).toHaveLength(DATA_EXPORT_REQUESTS_PER_HOUR);
    // An hour after the first, the budget has room again.
    const [oldest] = (await requestedBy(accountId)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    await t.db
      .update(auditEvents)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(auditEvents.id, oldest!.id));
    const later = await as(token).post('/accounts/me/data-exports');
    expect(later.statusCode, later.body).toBe(202);
    await t.services.dataExportService.idle();
  });
});

describe('the file', () => {
  let zip: ReturnType<typeof openZip>;
  let item: TDataExport;

  beforeAll(async () => {
    item = await prepareExport(member);
    const response = await download(member, item);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="swift-my-data-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.byteLength);
    expect(response.rawPayload.byteLength).toBe(item.size_bytes);
    zip = openZip(response.rawPayload);
  });

  it('opens, with data.json, summary.html and the member’s files', () => {
    expect(zip.names).toContain(DATA_EXPORT_FILES.data);
    expect(zip.names).toContain(DATA_EXPORT_FILES.summary);
    const media = zip.names.filter((name) => name.startsWith(DATA_EXPORT_FILES.mediaFolder));
    expect(media).toHaveLength(1);
    const picture = zip.data.media.find((file) => file.is_profile_picture);
    expect(picture?.file).toBe(media[0]);
    // The picture's own bytes: a PNG (or the re-encoded copy the portal stored).
    expect(zip.files[media[0]!]!.byteLength).toBe(picture!.size_bytes);
  });

  it('holds the member’s profile, dependents, answers with their dates and results, sessions and activity', () => {
    const { data } = zip;
    expect(data.format).toBe(DATA_EXPORT_FORMAT);
    expect(data.profile).toMatchObject({ email: 'member@swift.test', first_name: 'Morgan', last_name: 'Lee' });
    expect(data.profile.preferred_language).toBe('es');
    expect(data.dependents.map((row) => row.last_name)).toEqual(['Memberkin']);
    expect(data.questionnaire_responses).toHaveLength(2);
    for (const response of data.questionnaire_responses) {
      expect(Date.parse(response.answered_at)).not.toBeNaN();
      expect(response.answers.length).toBeGreaterThan(0);
      // Named in the member's language, with the option chosen in words.
      expect(response.answers.every((answer) => answer.question && answer.answer)).toBe(true);
      expect(response.result.overall.band).toBeTruthy();
    }
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.account_activity.map((row) => row.event)).toEqual(
      expect.arrayContaining(['signed_in', 'data_export_requested']),
    );
    expect(data.sign_in_security).toMatchObject({ authenticator_app: null, passkeys: [] });
    expect(data.consents.notification_preferences).toBeDefined();
    // The demo's points: the questionnaire and an annual physical, and Bronze reached with them.
    expect(data.rewards.points.map((row) => [row.source, row.points])).toEqual([
      ['custom', 300],
      ['questionnaire', 250],
    ]);
    expect(data.rewards.levels_reached.map((row) => row.level)).toEqual(['Bronze']);
    expect(data.rewards.alternative_requests).toEqual([]);
    // The demo step challenge: their team, the name they show and the days they logged.
    expect(data.challenges).toHaveLength(1);
    expect(data.challenges[0]).toMatchObject({ team: 'Trailblazers', display_name: 'Morgan', phone_steps: false });
    expect(data.challenges[0]!.days.length).toBeGreaterThan(0);
  });

  it('holds nothing of another member’s and no secret', () => {
    const everything = [strFromU8(zip.files[DATA_EXPORT_FILES.data]!), zip.summary].join('\n');
    expect(everything).not.toContain('Otherperson');
    expect(everything).not.toContain('new@swift.test');
    expect(everything).not.toContain('Their scan');
    expect(everything).not.toContain(otherAccountId);
    expect(everything).not.toMatch(/argon2|password_hash|sealed|token_hash|code_hash|public_key/i);
  });

  it('has a summary in the member’s language, with their name and answers', () => {
    expect(zip.summary).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(zip.summary).toContain('Sus datos de');
    expect(zip.summary).toContain('Morgan Lee');
    expect(zip.summary).toContain('Memberkin');
    expect(zip.summary).toContain('Puntos y niveles');
    const firstAnswer = zip.data.questionnaire_responses[0]!.answers[0]!;
    expect(zip.summary).toContain(firstAnswer.question!.replace(/'/g, '&#39;').replace(/"/g, '&quot;'));
    // Self-contained: nothing is fetched from elsewhere.
    expect(zip.summary).not.toMatch(/<script|src=|https?:\/\//i);
  });

  it('is recorded in the audit trail when downloaded', async () => {
    const downloaded = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.accountId, memberAccountId), eq(auditEvents.event, 'data_export_downloaded')));
    expect(downloaded.map((row) => row.details)).toContainEqual({ export_id: item.id });
  });

  it('is another member’s to download never: 404, as an unknown id', async () => {
    const theirs = await download(other, item);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: DATA_EXPORT_MESSAGES.notFound });
    expect((await download(member, { id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await download(member, { id: 'not-an-id' })).statusCode).toBe(404);
  });

  it('expires after 24 hours: 404, gone from the list, and the maintenance deletes it with its file', async () => {
    const [stored] = await t.db.select().from(dataExports).where(eq(dataExports.id, item.id));
    await t.db
      .update(dataExports)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(dataExports.id, item.id));
    expect((await download(member, item)).statusCode).toBe(404);
    const list = ZListDataExportsResponse.parse((await as(member).get('/accounts/me/data-exports')).json());
    expect(list.items.map((entry) => entry.id)).not.toContain(item.id);
    const result = await t.services.maintenance.run();
    expect(result.dataExports.expired).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(dataExports).where(eq(dataExports.id, item.id))).toEqual([]);
    const [tenantKey, owner, objectId] = stored!.fileKey!.split('/');
    const { createStorage } = await import('../media/storage/create-storage');
    expect(
      await createStorage(t.config).stat({ tenantKey: tenantKey!, ownerAccountId: owner!, objectId: objectId! }),
    ).toBeUndefined();
  });
});

describe('the logs', () => {
  it('hold the requests, and nothing the file holds', async () => {
    const item = await prepareExport(member);
    const file = openZip((await download(member, item)).rawPayload);
    const logged = logLines.join('');
    expect(logged).toContain('/accounts/me/data-exports');
    const answers = file.data.questionnaire_responses.flatMap((response) =>
      response.answers.map((answer) => answer.question!),
    );
    for (const value of ['Memberkin', 'Morgan', ...answers]) expect(logged).not.toContain(value);
  });
});
