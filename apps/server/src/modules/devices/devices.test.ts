import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandKey } from '@portal/contracts/brands';
import { CONTRACT_MESSAGES_ES } from '@portal/contracts/contract-messages-es';
import { demoEmail } from '@portal/contracts/demo';
import { DEVICE_MESSAGES, DEVICE_TOKEN_MAX, ZDeviceResponse } from '@portal/contracts/devices';
import { accounts, devices } from '../../db/schema';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { DEVICES_PER_ACCOUNT_MAX, hashDeviceToken } from './devices-repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DEVICES = '/api/authorization/devices';
/** Shaped like an FCM registration token: longer than Fastify's default limit on a path parameter (100). */
const fcmToken = (label: string) => `${label}:APA91b${'x'.repeat(150)}`;
const apnsToken = (digit: string) => digit.repeat(64);

let counter = 0;
const unique = (label: string) => `${label}-${(counter += 1)}-${Date.now()}`;

const hostOf = (brand: BrandKey) => `${brand}.localhost`;

const sessions = new Map<string, string>();

/** A session of the demo account, reused (sign-ins are rate limited); `fresh` signs in anew. */
async function tokenOf(localPart: string, brand: BrandKey = 'swift', fresh = false) {
  const key = `${localPart}@${brand}`;
  let session = fresh ? undefined : sessions.get(key);
  if (!session) {
    session = await signIn(t.app, demoEmail(localPart, brand), hostOf(brand));
    if (!fresh) sessions.set(key, session);
  }
  return session;
}

function register(token: string, body: unknown, options: { brand?: BrandKey; language?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: DEVICES,
    headers: {
      host: hostOf(options.brand ?? 'swift'),
      authorization: `Bearer ${token}`,
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: body as object,
  });
}

function remove(token: string, deviceToken: string, brand: BrandKey = 'swift') {
  return t.app.inject({
    method: 'DELETE',
    url: `${DEVICES}/${encodeURIComponent(deviceToken)}`,
    headers: { host: hostOf(brand), authorization: `Bearer ${token}` },
  });
}

async function rowsOf(deviceToken: string) {
  return t.db
    .select({ accountId: devices.accountId, tenantId: devices.tenantId, platform: devices.platform })
    .from(devices)
    .where(eq(devices.tokenHash, hashDeviceToken(deviceToken)));
}

async function accountIdOf(localPart: string, brand: BrandKey = 'swift') {
  const [row] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, demoEmail(localPart, brand)));
  return row!.id;
}

describe('POST /api/authorization/devices', () => {
  it('registers a phone (201), and again refreshes the same row (200), never a second one', async () => {
    const session = await tokenOf('member');
    const deviceToken = fcmToken(unique('register'));
    const first = await register(session, { token: deviceToken, platform: 'android' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['cache-control']).toBe('no-store');
    const firstBody = ZDeviceResponse.parse(first.json());
    expect(firstBody.platform).toBe('android');
    expect(Date.parse(firstBody.registered_at)).not.toBeNaN();

    const again = await register(session, { token: deviceToken, platform: 'android' });
    expect(again.statusCode, again.body).toBe(200);
    expect(Date.parse(ZDeviceResponse.parse(again.json()).registered_at)).toBeGreaterThanOrEqual(
      Date.parse(firstBody.registered_at),
    );
    expect(await rowsOf(deviceToken)).toEqual([
      { accountId: await accountIdOf('member'), tenantId: expect.any(String), platform: 'android' },
    ]);
  });

  it('moves a token to the next member of the programme who registers it', async () => {
    const deviceToken = apnsToken('a');
    expect((await register(await tokenOf('member'), { token: deviceToken, platform: 'ios' })).statusCode).toBe(201);
    // The same phone, now signed in as another member of the tenant.
    const moved = await register(await tokenOf('new'), { token: deviceToken, platform: 'ios' });
    expect(moved.statusCode, moved.body).toBe(201);
    expect((await rowsOf(deviceToken)).map((row) => row.accountId)).toEqual([await accountIdOf('new')]);
  });

  it('leaves a programme’s registration alone when a member of another programme registers the token', async () => {
    const deviceToken = apnsToken('c');
    expect((await register(await tokenOf('member'), { token: deviceToken, platform: 'ios' })).statusCode).toBe(201);
    const oakmore = await register(
      await tokenOf('member', 'oakmore'),
      { token: deviceToken, platform: 'ios' },
      { brand: 'oakmore' },
    );
    expect(oakmore.statusCode, oakmore.body).toBe(201);
    const owners = (await rowsOf(deviceToken)).map((row) => row.accountId).sort();
    expect(owners).toEqual([await accountIdOf('member'), await accountIdOf('member', 'oakmore')].sort());
    // Each programme's member removes only their own registration.
    expect((await remove(await tokenOf('member', 'oakmore'), deviceToken, 'oakmore')).statusCode).toBe(204);
    expect((await rowsOf(deviceToken)).map((row) => row.accountId)).toEqual([await accountIdOf('member')]);
  });

  it('takes a token of the longest length', async () => {
    const deviceToken = `${unique('long')}${'t'.repeat(DEVICE_TOKEN_MAX)}`.slice(0, DEVICE_TOKEN_MAX);
    const response = await register(await tokenOf('member'), { token: deviceToken, platform: 'android' });
    expect(response.statusCode, response.body).toBe(201);
    expect(await rowsOf(deviceToken)).toHaveLength(1);
    expect((await remove(await tokenOf('member'), deviceToken)).statusCode).toBe(204);
    expect(await rowsOf(deviceToken)).toEqual([]);
  });

  const refusals: [string, unknown, string, string][] = [
    ['an empty token', { token: '', platform: 'android' }, 'token', DEVICE_MESSAGES.token],
    ['a missing token', { platform: 'android' }, 'token', 'The field "token" is required.'],
    [
      'an oversized token',
      { token: 'x'.repeat(DEVICE_TOKEN_MAX + 1), platform: 'android' },
      'token',
      DEVICE_MESSAGES.tokenTooLong,
    ],
    ['a token with a space', { token: 'abc def', platform: 'android' }, 'token', DEVICE_MESSAGES.token],
    [
      'a token with a control character',
      { token: 'abc\u0007def', platform: 'android' },
      'token',
      DEVICE_MESSAGES.token,
    ],
    ['a token beyond ASCII', { token: 'abcé', platform: 'ios' }, 'token', DEVICE_MESSAGES.token],
    ['a token that is not text', { token: 42, platform: 'ios' }, 'token', 'The field "token" must be a string.'],
    ['an unknown platform', { token: 'abc', platform: 'windows-phone' }, 'platform', DEVICE_MESSAGES.platform],
    ['no platform', { token: 'abc' }, 'platform', DEVICE_MESSAGES.platform],
  ];
  for (const [name, body, field, message] of refusals) {
    it(`refuses ${name} with 400, the field and the contracts' message, and stores nothing`, async () => {
      const before = await t.db.$count(devices);
      const response = await register(await tokenOf('editor'), body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
      expect(await t.db.$count(devices)).toBe(before);
    });
  }

  it('words the refusal in Spanish for a Spanish request', async () => {
    const response = await register(await tokenOf('editor'), { token: '', platform: 'android' }, { language: 'es' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CONTRACT_MESSAGES_ES[DEVICE_MESSAGES.token]);
  });

  it(`keeps a member's ${DEVICES_PER_ACCOUNT_MAX} most recently registered phones`, async () => {
    const session = await tokenOf('who5');
    const prefix = unique('cap');
    const tokens = Array.from({ length: DEVICES_PER_ACCOUNT_MAX + 2 }, (_, index) => `${prefix}-${index}`);
    for (const deviceToken of tokens) {
      const response = await register(session, { token: deviceToken, platform: 'android' });
      expect(response.statusCode, response.body).toBe(201);
    }
    const kept = await t.db
      .select({ token: devices.token })
      .from(devices)
      .where(eq(devices.accountId, await accountIdOf('who5')));
    expect(kept.map((row) => row.token).sort()).toEqual(tokens.slice(2).sort());
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: DEVICES,
      headers: { host: hostOf('swift') },
      payload: { token: 'abc', platform: 'ios' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/authorization/devices/:token', () => {
  it('removes the caller’s phone (204), an FCM-length token in the path included', async () => {
    const session = await tokenOf('member');
    const deviceToken = fcmToken(unique('remove'));
    expect((await register(session, { token: deviceToken, platform: 'android' })).statusCode).toBe(201);
    const response = await remove(session, deviceToken);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect(await rowsOf(deviceToken)).toEqual([]);
  });

  it('answers 204 for a token never registered (sign-out never fails on it)', async () => {
    const response = await remove(await tokenOf('member'), fcmToken(unique('unknown')));
    expect(response.statusCode, response.body).toBe(204);
  });

  it('leaves another member’s phone alone, and another tenant’s', async () => {
    const deviceToken = fcmToken(unique('others'));
    expect((await register(await tokenOf('new'), { token: deviceToken, platform: 'android' })).statusCode).toBe(201);
    expect((await remove(await tokenOf('member'), deviceToken)).statusCode).toBe(204);
    expect((await remove(await tokenOf('new', 'oakmore'), deviceToken, 'oakmore')).statusCode).toBe(204);
    expect((await rowsOf(deviceToken)).map((row) => row.accountId)).toEqual([await accountIdOf('new')]);
  });

  it('refuses a token the contract does not take with 400', async () => {
    const response = await remove(await tokenOf('member'), 'has space');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'token', message: DEVICE_MESSAGES.token });
  });
});

describe('phones and the account’s sessions', () => {
  it('signing out removes the phone that session registered, not the member’s others', async () => {
    const phoneSession = await tokenOf('editor', 'swift', true);
    const otherSession = await tokenOf('editor');
    const phone = fcmToken(unique('signed-out'));
    const tablet = fcmToken(unique('still-signed-in'));
    expect((await register(phoneSession, { token: phone, platform: 'android' })).statusCode).toBe(201);
    expect((await register(otherSession, { token: tablet, platform: 'android' })).statusCode).toBe(201);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: hostOf('swift'), authorization: `Bearer ${phoneSession}` },
    });
    expect(logout.statusCode).toBe(204);
    expect(await rowsOf(phone)).toEqual([]);
    expect(await rowsOf(tablet)).toHaveLength(1);
  });

  it('a deletion request removes every phone of the account', async () => {
    const first = await tokenOf('member', 'incent');
    const second = await tokenOf('member', 'incent', true);
    const phones = [fcmToken(unique('deleted-a')), apnsToken('b')];
    expect((await register(first, { token: phones[0], platform: 'android' }, { brand: 'incent' })).statusCode).toBe(
      201,
    );
    expect((await register(second, { token: phones[1], platform: 'ios' }, { brand: 'incent' })).statusCode).toBe(201);
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/authorization/accounts/me/deletion-request',
      headers: { host: hostOf('incent'), authorization: `Bearer ${first}` },
      payload: {},
    });
    expect(request.statusCode, request.body).toBe(202);
    expect(await t.db.$count(devices, eq(devices.accountId, await accountIdOf('member', 'incent')))).toBe(0);
  });

  it('deleting the account deletes its phones', async () => {
    const session = await tokenOf('new', 'evergreen');
    const deviceToken = fcmToken(unique('account-deleted'));
    expect(
      (await register(session, { token: deviceToken, platform: 'android' }, { brand: 'evergreen' })).statusCode,
    ).toBe(201);
    const accountId = await accountIdOf('new', 'evergreen');
    await t.db.delete(accounts).where(eq(accounts.id, accountId));
    expect(await rowsOf(deviceToken)).toEqual([]);
  });
});
