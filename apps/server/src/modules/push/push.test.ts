/**
 * What the portal pushes, end to end on the default sender (the push outbox): a published article to the
 * tenant's members with a phone and the preference on, the yearly questionnaire reminder, and nothing to
 * whoever signed out, removed the phone or turned the preference off.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrandKey } from '@portal/contracts/brands';
import { demoEmail } from '@portal/contracts/demo';
import { ZPushOutboxEntry } from '@portal/contracts/devices';
import type { TPushOutboxEntry } from '@portal/contracts/devices';
import { runSendQuestionnaireReminders } from '../../commands';
import { accounts, pushSends, questionnaireResponses, tenants } from '../../db/schema';
import { api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { fullYearsBetween } from './push-service';

let t: TestApp;
let outboxDir: string;

beforeAll(async () => {
  t = await createTestApp();
  outboxDir = path.join(t.config.DATA_DIR, 'push-outbox');
});
afterAll(async () => {
  await t?.close();
});

/** What the outbox holds, oldest first. */
async function readOutbox(): Promise<TPushOutboxEntry[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir)).filter((file) => file.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => ZPushOutboxEntry.parse(JSON.parse(await readFile(path.join(outboxDir, file), 'utf8')))),
  );
}

/** Empties the outbox, so each test reads only what it caused. */
async function clearOutbox() {
  await rm(outboxDir, { recursive: true, force: true });
}

const hostOf = (brand: BrandKey) => `${brand}.localhost`;
const sessions = new Map<string, string>();

async function sessionOf(localPart: string, brand: BrandKey = 'swift', fresh = false): Promise<string> {
  const key = `${localPart}@${brand}`;
  let session = fresh ? undefined : sessions.get(key);
  if (!session) {
    session = await signIn(t.app, demoEmail(localPart, brand), hostOf(brand));
    if (!fresh) sessions.set(key, session);
  }
  return session;
}

/** The API as the session whose token this is, on its brand's host (swift's unless `brand` is given). */
const as = (session: string, brand: BrandKey = 'swift') => api(t.app, { host: hostOf(brand) }).as(session);

let tokenCounter = 0;
const newDeviceToken = (label: string) => `${label}-${(tokenCounter += 1)}-${'d'.repeat(40)}`;

async function registerPhone(session: string, label: string, brand: BrandKey = 'swift', platform = 'android') {
  const token = newDeviceToken(label);
  const response = await as(session, brand).post('/api/authorization/devices', { token, platform });
  expect(response.statusCode, response.body).toBe(201);
  return token;
}

async function setPreferences(session: string, preferences: { push_news?: boolean; push_reminders?: boolean }) {
  const response = await as(session).put('/api/authorization/accounts/me/notification-preferences', {
    email_news: false,
    email_reminders: true,
    push_reminders: true,
    push_news: true,
    ...preferences,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function publishArticle(title: string, options: { brand?: BrandKey; status?: string; summary?: string } = {}) {
  const brand = options.brand ?? 'swift';
  const response = await as(await sessionOf('editor', brand), brand).post('/api/authorization/articles', {
    title,
    summary: options.summary ?? '',
    body: 'Short and useful.',
    category: 'nutrition',
    status: options.status ?? 'published',
  });
  expect(response.statusCode, response.body).toBe(201);
  // The notifications go out after the answer, in the background.
  await t.services.mail.drain();
  return response.json() as { id: string; version: number; title: string; body: string; category: string };
}

async function saveArticle(
  article: { id: string; version: number; title: string; body: string; category: string },
  status: 'draft' | 'published',
) {
  const response = await as(await sessionOf('editor')).put(`/api/authorization/articles/${article.id}`, {
    title: article.title,
    body: article.body,
    category: article.category,
    status,
    version: article.version,
  });
  expect(response.statusCode, response.body).toBe(200);
  await t.services.mail.drain();
  return response.json() as typeof article;
}

describe('a published article', () => {
  let memberPhone: string;
  let spanishPhone: string;

  beforeAll(async () => {
    memberPhone = await registerPhone(await sessionOf('member'), 'member');
    // `new` reads the portal in Spanish, on an iPhone.
    const spanish = await sessionOf('new');
    const language = await as(spanish).patch('/api/authorization/accounts/me/profile', {
      preferred_language: 'es',
    });
    expect(language.statusCode, language.body).toBe(200);
    spanishPhone = await registerPhone(spanish, 'new', 'swift', 'ios');
  });
  beforeEach(clearOutbox);

  it('reaches every member of the tenant with a phone, in their language, opening the article', async () => {
    const article = await publishArticle('Eating for energy', { summary: 'Small changes, steady days.' });
    const entries = await readOutbox();
    const toMember = entries.find((entry) => entry.token === memberPhone);
    expect(toMember).toEqual({
      provider: 'outbox',
      platform: 'android',
      token: memberPhone,
      title: 'New article: Eating for energy',
      body: 'Small changes, steady days.',
      data: { kind: 'article-published', path: `/dashboard/articles/${article.id}` },
      tenant: 'swift',
      locale: 'en',
      created_at: expect.any(String),
    });
    expect(entries.find((entry) => entry.token === spanishPhone)).toMatchObject({
      platform: 'ios',
      title: 'Nuevo artículo: Eating for energy',
      locale: 'es',
      data: { kind: 'article-published', path: `/dashboard/articles/${article.id}` },
    });
    // Nobody of another tenant.
    expect(entries.every((entry) => entry.tenant === 'swift')).toBe(true);
  });

  it('says "Tap to read it" when the article has no summary', async () => {
    await publishArticle('Hydration basics');
    expect((await readOutbox()).find((entry) => entry.token === memberPhone)?.body).toBe('Tap to read it.');
  });

  it('is sent when a draft is published, once: not for drafts, later saves, or publishing it again', async () => {
    const draft = await publishArticle('Planning meals', { status: 'draft' });
    expect(await readOutbox()).toEqual([]);
    const published = await saveArticle(draft, 'published');
    expect((await readOutbox()).filter((entry) => entry.token === memberPhone)).toHaveLength(1);
    await clearOutbox();
    const saved = await saveArticle(published, 'published');
    const unpublished = await saveArticle(saved, 'draft');
    await saveArticle(unpublished, 'published');
    expect(await readOutbox()).toEqual([]);
  });

  it('is not sent to a member who turned it off, removed the phone, signed out, or whose account is disabled', async () => {
    // push_news off.
    const editorSession = await sessionOf('editor');
    const editorPhone = await registerPhone(editorSession, 'editor');
    await setPreferences(editorSession, { push_news: false });
    // A phone removed (the app's sign-out).
    const adminSession = await sessionOf('admin');
    const adminPhone = await registerPhone(adminSession, 'admin');
    expect((await as(adminSession).delete(`/api/authorization/devices/${adminPhone}`)).statusCode).toBe(204);
    // Signed out on the phone, the app offline when it tried to remove it.
    const who5Phone = await registerPhone(await sessionOf('who5'), 'who5');
    const signOutSession = await sessionOf('who5', 'swift', true);
    const signOutPhone = await registerPhone(signOutSession, 'who5-signed-out');
    expect((await as(signOutSession).post('/api/auth/logout')).statusCode).toBe(204);

    await publishArticle('Fibre and you');
    const tokens = (await readOutbox()).map((entry) => entry.token);
    expect(tokens).toContain(memberPhone);
    expect(tokens).toContain(who5Phone);
    expect(tokens).not.toContain(editorPhone);
    expect(tokens).not.toContain(adminPhone);
    expect(tokens).not.toContain(signOutPhone);

    // A disabled account hears nothing either.
    await t.db
      .update(accounts)
      .set({ status: 'disabled' })
      .where(eq(accounts.email, demoEmail('who5', 'swift')));
    await clearOutbox();
    await publishArticle('Whole grains');
    expect((await readOutbox()).map((entry) => entry.token)).not.toContain(who5Phone);
    await t.db
      .update(accounts)
      .set({ status: 'active' })
      .where(eq(accounts.email, demoEmail('who5', 'swift')));
    await setPreferences(editorSession, { push_news: true });
  });

  it('never fails or slows the publishing when sending fails', async () => {
    // The outbox folder's place is taken by a file: every notification fails.
    await mkdir(path.dirname(outboxDir), { recursive: true });
    await writeFile(outboxDir, 'not a folder');
    try {
      const article = await publishArticle('Snacks that help');
      const read = await as(await sessionOf('member')).get(`/api/authorization/articles/${article.id}`);
      expect(read.statusCode).toBe(200);
      const [swift] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, 'swift'));
      // Recorded as sent to nobody's phone, and not tried again.
      const claims = await t.db
        .select({ delivered: pushSends.deliveredDevices })
        .from(pushSends)
        .where(and(eq(pushSends.tenantId, swift!.id), eq(pushSends.subject, article.id)));
      expect(claims.length).toBeGreaterThan(0);
      expect(claims.every((claim) => claim.delivered === 0)).toBe(true);
    } finally {
      await rm(outboxDir, { force: true });
    }
  });
});

describe('the yearly questionnaire reminder', () => {
  const DAY = 86_400_000;
  let oakMemberPhone: string;
  let oakNewPhone: string;

  async function accountId(localPart: string, brand: BrandKey) {
    const [row] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, demoEmail(localPart, brand)));
    return row!.id;
  }

  /** Moves all of the member's results back by `days`. */
  async function ageResults(localPart: string, brand: BrandKey, days: number) {
    const rows = await t.db
      .select({ id: questionnaireResponses.id, answeredAt: questionnaireResponses.answeredAt })
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.accountId, await accountId(localPart, brand)));
    for (const row of rows) {
      await t.db
        .update(questionnaireResponses)
        .set({ answeredAt: new Date(row.answeredAt.getTime() - days * DAY) })
        .where(eq(questionnaireResponses.id, row.id));
    }
    return rows.length;
  }

  async function setPreferencesOf(
    localPart: string,
    brand: BrandKey,
    preferences: { push_news?: boolean; push_reminders?: boolean },
  ) {
    const response = await as(await sessionOf(localPart, brand), brand).put(
      '/api/authorization/accounts/me/notification-preferences',
      { email_news: false, email_reminders: true, push_reminders: true, push_news: true, ...preferences },
    );
    expect(response.statusCode, response.body).toBe(200);
  }

  async function runReminders() {
    const lines: string[] = [];
    await runSendQuestionnaireReminders(t.services, { tenant: 'oakmore' }, (line) => lines.push(line));
    return lines;
  }

  beforeAll(async () => {
    oakMemberPhone = await registerPhone(await sessionOf('member', 'oakmore'), 'oak-member', 'oakmore', 'ios');
    // `new` of oakmore: a result 14 months old, but reminders turned off.
    const oakNew = await sessionOf('new', 'oakmore');
    oakNewPhone = await registerPhone(oakNew, 'oak-new', 'oakmore');
    const [memberResult] = await t.db
      .select()
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.accountId, await accountId('member', 'oakmore')))
      .limit(1);
    const { id: _id, ...copy } = memberResult!;
    await t.db.insert(questionnaireResponses).values({
      ...copy,
      accountId: await accountId('new', 'oakmore'),
      answeredAt: new Date(Date.now() - 425 * DAY),
    });
    await setPreferencesOf('new', 'oakmore', { push_reminders: false });
  });
  beforeEach(clearOutbox);

  it('is not sent while the last result is less than a year old', async () => {
    // The demo member's last result is 12 days old (an older one is 102 days old).
    const lines = await runReminders();
    expect(lines.join('\n')).toMatch(/^Questionnaire reminders: 0 member\(s\) due/);
    expect((await readOutbox()).map((entry) => entry.token)).not.toContain(oakMemberPhone);
  });

  it('is sent once the last result is a year old, once per member however often it runs, also side by side', async () => {
    expect(await ageResults('member', 'oakmore', 360)).toBeGreaterThan(0);
    const [first, second] = await Promise.all([runReminders(), runReminders()]);
    const entries = await readOutbox();
    expect(entries).toEqual([
      {
        provider: 'outbox',
        platform: 'ios',
        token: oakMemberPhone,
        title: 'Time for your yearly check-in',
        body: 'It has been a year since your health questionnaire. Take it again to see what has changed.',
        data: { kind: 'questionnaire-reminder', path: '/questionnaire' },
        tenant: 'oakmore',
        locale: 'en',
        created_at: expect.any(String),
      },
    ]);
    expect([...first!, ...second!].join('\n')).toContain('1 of 1 notification(s) delivered');
    await clearOutbox();
    await runReminders();
    expect(await readOutbox()).toEqual([]);
  });

  it('comes again a year later if the member has not answered since, though not while the programme is suspended', async () => {
    await ageResults('member', 'oakmore', 366);
    await t.db.update(tenants).set({ status: 'suspended' }).where(eq(tenants.key, 'oakmore'));
    try {
      await runReminders();
      expect(await readOutbox()).toEqual([]);
    } finally {
      await t.db.update(tenants).set({ status: 'active' }).where(eq(tenants.key, 'oakmore'));
    }
    await runReminders();
    expect((await readOutbox()).map((entry) => entry.token)).toEqual([oakMemberPhone]);
  });

  it('goes to whoever turns reminders back on, in their language', async () => {
    await setPreferencesOf('new', 'oakmore', { push_reminders: true });
    const session = await sessionOf('new', 'oakmore');
    expect(
      (await as(session, 'oakmore').patch('/api/authorization/accounts/me/profile', { preferred_language: 'es' }))
        .statusCode,
    ).toBe(200);
    await runReminders();
    expect(await readOutbox()).toEqual([
      expect.objectContaining({ token: oakNewPhone, title: 'Es hora de su revisión anual', locale: 'es' }),
    ]);
  });

  it('is recorded per member, kind and subject', async () => {
    const claims = await t.db
      .select({ kind: pushSends.kind, subject: pushSends.subject, delivered: pushSends.deliveredDevices })
      .from(pushSends)
      .where(inArray(pushSends.accountId, [await accountId('member', 'oakmore')]));
    claims.sort((a, b) => a.subject.slice(-1).localeCompare(b.subject.slice(-1)));
    expect(claims).toEqual([
      { kind: 'questionnaire-reminder', subject: expect.stringMatching(/^[0-9a-f-]{36}:1$/), delivered: 1 },
      { kind: 'questionnaire-reminder', subject: expect.stringMatching(/^[0-9a-f-]{36}:2$/), delivered: 1 },
    ]);
  });
});

describe('fullYearsBetween', () => {
  it('counts whole years as anniversaries do', () => {
    const from = new Date('2024-02-29T10:00:00Z');
    expect(fullYearsBetween(from, new Date('2025-02-28T10:00:00Z'))).toBe(0);
    expect(fullYearsBetween(from, new Date('2025-03-01T10:00:00Z'))).toBe(1);
    expect(fullYearsBetween(new Date('2024-06-01T00:00:00Z'), new Date('2026-06-01T00:00:00Z'))).toBe(2);
    expect(fullYearsBetween(new Date('2024-06-01T00:00:01Z'), new Date('2025-06-01T00:00:00Z'))).toBe(0);
  });
});
