import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@portal/contracts/demo';
import { APPLICATION_TYPE_HEADER, APPLICATION_TYPES } from '@portal/contracts/headers';
import { ZEndOtherSessionsResponse, ZMemberSessionsResponse } from '@portal/contracts/sessions';
import type { TMemberSession } from '@portal/contracts/sessions';
import { auditEvents, sessions } from '../../../db/schema';
import { api } from '../../../test/api';
import { createTestApp } from '../../../test/create-test-app';
import type { TestApp } from '../../../test/create-test-app';
import { waitFor } from '../../../test/wait-for';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IPHONE_WEBVIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Signs in as a device would: its User-Agent, and the native shell's application type for the app. */
async function signInFrom(email: string, userAgent: string, options: { app?: boolean } = {}) {
  const headers: Record<string, string> = {
    host: `${email.split('@')[1]!.split('.')[0]}.localhost`,
    'user-agent': userAgent,
  };
  if (options.app) headers[APPLICATION_TYPE_HEADER.toLowerCase()] = APPLICATION_TYPES.native;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers,
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  const token = (response.json() as { access_token: string }).access_token;
  const { jti } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string };
  return { token, sessionId: jti };
}

const swift = (token: string) => api(t.app, { host: 'swift.localhost' }).as(token);

async function listSessions(token: string): Promise<TMemberSession[]> {
  const response = await swift(token).get('/api/authorization/accounts/me/sessions');
  expect(response.statusCode, response.body).toBe(200);
  return ZMemberSessionsResponse.parse(response.json()).items;
}

const meStatus = async (token: string) => (await swift(token).get('/api/authorization/accounts/me')).statusCode;

function setLastSeen(sessionId: string, minutesAgo: number) {
  return t.db
    .update(sessions)
    .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutesAgo})` })
    .where(eq(sessions.id, sessionId));
}

async function lastSeenOf(sessionId: string): Promise<Date> {
  const [row] = await t.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, sessionId));
  return row!.at;
}

describe('the member’s sessions', () => {
  it('lists the caller’s live sessions with their devices, most recently used first, the current one marked', async () => {
    const phone = await signInFrom('new@swift.test', CHROME_ANDROID);
    const laptop = await signInFrom('new@swift.test', SAFARI_MAC);
    const app = await signInFrom('new@swift.test', IPHONE_WEBVIEW, { app: true });
    const ended = await signInFrom('new@swift.test', CHROME_ANDROID);
    // Another member's, and another tenant's member of the same name: never listed.
    await signInFrom('member@swift.test', CHROME_ANDROID);
    await signInFrom('member@oakmore.test', CHROME_ANDROID);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: { host: 'swift.localhost', authorization: `Bearer ${ended.token}` },
        })
      ).statusCode,
    ).toBe(204);
    await setLastSeen(phone.sessionId, 25);
    await setLastSeen(laptop.sessionId, 10);
    await setLastSeen(app.sessionId, 20);

    const items = await listSessions(laptop.token);
    expect(items.map(({ id }) => id)).toEqual([laptop.sessionId, app.sessionId, phone.sessionId]);
    expect(items.map(({ device, is_current }) => ({ ...device, is_current }))).toEqual([
      { kind: 'browser', name: 'Safari on Mac', browser: 'Safari', system: 'Mac', is_current: true },
      { kind: 'app', name: 'App on iPhone', browser: null, system: 'iPhone', is_current: false },
      { kind: 'browser', name: 'Chrome on Android', browser: 'Chrome', system: 'Android', is_current: false },
    ]);
    for (const item of items) expect(Date.parse(item.created_at)).toBeLessThanOrEqual(Date.now());
  });

  it('marks a session used in the background, at most once a minute per process', async () => {
    const { token, sessionId } = await signInFrom('editor@swift.test', SAFARI_MAC);
    await setLastSeen(sessionId, 10);
    expect(await meStatus(token)).toBe(200);
    await waitFor(
      async () => Date.now() - (await lastSeenOf(sessionId)).getTime() < 60_000,
      'last_seen_at is refreshed',
    );
    await setLastSeen(sessionId, 10);
    expect(await meStatus(token)).toBe(200);
    expect(await listSessions(token)).toHaveLength(1);
    // Within the minute this process wrote it: no second write.
    expect(Date.now() - (await lastSeenOf(sessionId)).getTime()).toBeGreaterThan(5 * 60_000);
  });

  it('ends one of the caller’s sessions: its token is refused at once, the others go on', async () => {
    const kept = await signInFrom('member@swift.test', SAFARI_MAC);
    const other = await signInFrom('member@swift.test', CHROME_ANDROID);
    expect(await meStatus(other.token)).toBe(200);
    const response = await swift(kept.token).delete(`/api/authorization/accounts/me/sessions/${other.sessionId}`);
    expect(response.statusCode, response.body).toBe(204);
    expect(await meStatus(other.token)).toBe(401);
    expect(await meStatus(kept.token)).toBe(200);
    expect((await listSessions(kept.token)).map(({ id }) => id)).not.toContain(other.sessionId);
    const [audited] = await t.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.event, 'signed_out'), sql`${auditEvents.details}->>'session_id' = ${other.sessionId}`));
    expect(audited).toBeDefined();
    // Ended already: 404.
    expect(
      (await swift(kept.token).delete(`/api/authorization/accounts/me/sessions/${other.sessionId}`)).statusCode,
    ).toBe(404);
  });

  it('answers 404 for another account’s or another tenant’s session and ends nothing', async () => {
    const caller = await signInFrom('member@swift.test', SAFARI_MAC);
    const otherMembers = await signInFrom('new@swift.test', CHROME_ANDROID);
    const otherTenants = await signInFrom('member@oakmore.test', CHROME_ANDROID);
    for (const { sessionId } of [otherMembers, otherTenants]) {
      const response = await swift(caller.token).delete(`/api/authorization/accounts/me/sessions/${sessionId}`);
      expect(response.statusCode, response.body).toBe(404);
    }
    expect(await meStatus(otherMembers.token)).toBe(200);
    const oakmore = api(t.app, { host: 'oakmore.localhost' }).as(otherTenants.token);
    expect((await oakmore.get('/api/authorization/accounts/me')).statusCode).toBe(200);
  });

  it('ends every other session of the caller and keeps the current one', async () => {
    const first = await signInFrom('admin@swift.test', CHROME_ANDROID);
    const second = await signInFrom('admin@swift.test', IPHONE_WEBVIEW, { app: true });
    const current = await signInFrom('admin@swift.test', SAFARI_MAC);
    const bystander = await signInFrom('new@swift.test', SAFARI_MAC);
    expect(await meStatus(first.token)).toBe(200);
    const response = await swift(current.token).post('/api/authorization/accounts/me/sessions/end-others');
    expect(response.statusCode, response.body).toBe(200);
    expect(ZEndOtherSessionsResponse.parse(response.json()).ended).toBeGreaterThanOrEqual(2);
    expect(await meStatus(first.token)).toBe(401);
    expect(await meStatus(second.token)).toBe(401);
    expect(await meStatus(current.token)).toBe(200);
    expect(await meStatus(bystander.token)).toBe(200);
    expect((await listSessions(current.token)).map(({ id, is_current }) => ({ id, is_current }))).toEqual([
      { id: current.sessionId, is_current: true },
    ]);
  });
});
