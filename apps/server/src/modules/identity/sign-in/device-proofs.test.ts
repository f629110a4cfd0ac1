/**
 * Device proofs: a member's own browser or phone, where they signed in before, keeps working while
 * their account is under attack from elsewhere; unknown devices stay throttled. The throttle runs on
 * its own clock (advanced by hand, never slept through); the attack comes over real HTTP from other
 * loopback addresses, so the server sees each as its own client.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListAuditResponse, ZListSignInAttacksResponse } from '@portal/contracts/audit-log';
import { ZLoginResponse } from '@portal/contracts/auth';
import { DEMO_AUTHENTICATOR_SECRET, DEMO_PASSWORD } from '@portal/contracts/demo';
import { ZLoginAnswer, isSecondStepRequired } from '@portal/contracts/sign-in-security';
import { APPLICATION_TYPES, APPLICATION_TYPE_HEADER } from '@portal/contracts/headers';
import { buildApp } from '../../../app';
import { accounts, auditEvents, authenticatorApps, tenants } from '../../../db/schema';
import { createTestApp, signIn } from '../../../test/create-test-app';
import type { TestApp } from '../../../test/create-test-app';
import { getTenantPublicUrl } from '../../email/public-url';
import { authenticatorCodeAt } from '../second-factors/authenticator-codes';
import { ADDRESS_ROWS_PER_HOUR, recordThrottledSignIn } from './sign-in-attacks-repository';
import { createSignInRepository } from './sign-in-repository';
import { createSignInService } from './sign-in-service';
import { DEVICE_COOKIE_PATH, DEVICE_FAILURE_BUDGET, DEVICE_LOCKOUT_MINUTES, createDeviceProofs } from './device-proofs';
import { SIGN_IN_FREE_FAILURES } from './sign-in-throttle';

let t: TestApp;
/** The app with the throttle on `clock`, also listening on loopback for the attacks over HTTP. */
let app: FastifyInstance;
let port = 0;
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  const signInService = createSignInService({
    repository: createSignInRepository(t.db),
    deviceProofs: createDeviceProofs(t.authSecret),
    secondFactors: t.services.twoStepService,
    tokens: t.services.tokens,
    passwords: t.services.passwords,
    mail: t.services.mail,
    getPublicUrl: (brandKey) => getTenantPublicUrl(brandKey, { publicUrls: t.config.PUBLIC_URLS, port: t.config.PORT }),
    now: () => new Date(clock),
    log: { warn: () => {} },
  });
  // The server sees the socket's address: no proxy is trusted.
  expect(t.config.TRUST_PROXY).toBe(false);
  app = buildApp(
    t.config,
    { db: t.db, authSecret: t.authSecret },
    { ...t.services, signInService, close: async () => {} },
    { checkResponses: true },
  );
  await app.listen({ host: '0.0.0.0', port: 0 });
  port = (app.server.address() as AddressInfo).port;
  // The template database sealed the demo's authenticator apps under another AUTH_SECRET: seal them again.
  await t.db
    .delete(authenticatorApps)
    .where(
      sql`${authenticatorApps.accountId} in (select ${accounts.id} from ${accounts} where ${like(accounts.email, 'secure@%')})`,
    );
  await t.services.twoStepService.seedDemoAuthenticators();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

interface HttpOptions {
  localAddress?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

/** POST /api/auth/login over HTTP from `localAddress` (127.0.0.1 unless told). */
function loginOverHttp(email: string, password: string, options: HttpOptions = {}): Promise<HttpAnswer> {
  return postOverHttp('/api/auth/login', email, { email, password }, options);
}

/** POST a JSON body to the brand of `email` over HTTP from `localAddress` (127.0.0.1 unless told). */
function postOverHttp(path: string, email: string, body: object, options: HttpOptions = {}): Promise<HttpAnswer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        localAddress: options.localAddress ?? '127.0.0.1',
        agent: false,
        headers: {
          host: `${email.split('@')[1]?.split('.')[0]}.localhost`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...options.headers,
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

let addressCounter = 0;
/** Another client address for every attempt, as a botnet would spread them. */
function nextAddress() {
  addressCounter += 1;
  return `10.7.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

function login(
  email: string,
  password: string,
  options: { cookie?: string; remoteAddress?: string; headers?: Record<string, string>; proof?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: {
      host: `${email.split('@')[1]?.split('.')[0]}.localhost`,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    payload: { email, password, ...(options.proof === undefined ? {} : { device_proof: options.proof }) },
    remoteAddress: options.remoteAddress ?? nextAddress(),
  });
}

/** `name=value` of the device cookie a sign-in answer set. */
function deviceCookieOf(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((value) => value.startsWith('portal_device_'));
  expect(header, 'a device cookie').toBeDefined();
  return header!.split(';')[0]!;
}

/** Enough wrong passwords from as many addresses to keep the account throttled. */
async function attack(email: string, attempts = SIGN_IN_FREE_FAILURES + 3) {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i += 1) statuses.push((await login(email, 'a wrong guess')).statusCode);
  return statuses;
}

async function throttledRows(email: string) {
  return t.db
    .select({ attempts: auditEvents.details, clientAddress: auditEvents.clientAddress })
    .from(auditEvents)
    .innerJoin(accounts, eq(accounts.id, auditEvents.accountId))
    .where(and(eq(accounts.email, email), eq(auditEvents.event, 'sign_in_throttled')));
}

async function accountId(email: string) {
  const [row] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return row!.id;
}

describe('device proofs against a lock-out attack', () => {
  it('lets the member’s browser in while 39 other addresses keep the account throttled, over real HTTP', async () => {
    const email = 'who5@incent.test';
    const first = await loginOverHttp(email, DEMO_PASSWORD);
    expect(first.status, first.body).toBe(200);
    const cookie = deviceCookieOf(first.headers['set-cookie']);

    // Wrong passwords from 127.0.0.2 … 127.0.0.40, all at once, twice over.
    const attackers = Array.from({ length: 39 }, (_, index) => `127.0.0.${index + 2}`);
    const statuses: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      const answers = await Promise.all(
        attackers.map((localAddress) => loginOverHttp(email, 'a wrong guess', { localAddress })),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_FREE_FAILURES + 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(78 - SIGN_IN_FREE_FAILURES - 1);

    // An unknown device with the right password waits, as before.
    expect((await loginOverHttp(email, DEMO_PASSWORD, { localAddress: '127.0.0.41' })).status).toBe(429);
    // The member's browser does not, however many attackers are still at it.
    const during = await Promise.all([
      loginOverHttp(email, DEMO_PASSWORD, { cookie }),
      ...attackers.map((localAddress) => loginOverHttp(email, 'a wrong guess', { localAddress })),
    ]);
    expect(during[0]!.status, during[0]!.body).toBe(200);
    expect(during.slice(1).every((answer) => answer.status === 429)).toBe(true);
    // And the member's success did not end the attackers' wait.
    expect((await loginOverHttp(email, DEMO_PASSWORD, { localAddress: '127.0.0.41' })).status).toBe(429);

    // Every refusal is counted, one row per attacking address, not one per request.
    const rows = await throttledRows(email);
    const refused = statuses.filter((status) => status === 429).length + attackers.length + 2;
    expect(rows.reduce((sum, row) => sum + Number(row.attempts?.attempts), 0)).toBe(refused);
    expect(new Set(rows.map((row) => row.clientAddress)).size).toBe(rows.length);
    expect(rows.length).toBe(40);

    const admin = await signIn(t.app, 'admin@incent.test');
    const figures = await t.app.inject({
      method: 'GET',
      url: `/api/authorization/admin/sign-in-attacks?accounts=${await accountId(email)},${await accountId('admin@incent.test')}`,
      headers: { host: 'incent.localhost', authorization: `Bearer ${admin}` },
    });
    expect(figures.statusCode, figures.body).toBe(200);
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/authorization/admin/audit?event=sign_in_throttled&account=${await accountId(email)}&limit=100`,
      headers: { host: 'incent.localhost', authorization: `Bearer ${admin}` },
    });
    expect(log.statusCode, log.body).toBe(200);
    const logged = ZListAuditResponse.parse(log.json()).events;
    expect(logged).toHaveLength(40);
    expect(logged.reduce((sum, row) => sum + Number(row.details?.attempts), 0)).toBe(refused);
    expect(logged.every((row) => row.account?.email === email)).toBe(true);
    expect(ZListSignInAttacksResponse.parse(figures.json())).toEqual({
      window_hours: 24,
      members: [{ account_id: await accountId(email), blocked_attempts: refused, addresses: 40 }],
    });
  });

  it('sets the proof as an HttpOnly, SameSite cookie for the sign-in route only, never in the page’s reach', async () => {
    const response = await login('member@swift.test', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const header = [response.headers['set-cookie']].flat()[0]!;
    expect(header).toMatch(/^portal_device_[\w-]{16}=v1\.[\w-]+\.[\w-]+\.[0-9a-z]+\.[\w-]+; /);
    expect(header).toContain(`Path=${DEVICE_COOKIE_PATH}`);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toMatch(/Max-Age=\d+/);
    // Not behind TLS here, so not Secure (the browser would drop it on plain http).
    expect(header).not.toContain('Secure');
    expect(header).not.toContain('member@swift.test');
    expect(response.json()).not.toHaveProperty('device_proof');
  });

  it('gives the native app its proof in the answer, and takes it back in the body', async () => {
    const email = 'editor@swift.test';
    const native = { [APPLICATION_TYPE_HEADER]: APPLICATION_TYPES.native };
    const first = await login(email, DEMO_PASSWORD, { headers: native });
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    const proof = ZLoginResponse.parse(first.json()).device_proof;
    expect(proof).toMatch(/^v1\./);

    await attack(email);
    expect((await login(email, DEMO_PASSWORD, { headers: native })).statusCode).toBe(429);
    expect((await login(email, DEMO_PASSWORD, { headers: native, proof })).statusCode).toBe(200);
  });

  it('gives a forged, tampered, expired-format or another account’s proof nothing', async () => {
    const email = 'admin@swift.test';
    const own = deviceCookieOf((await login(email, DEMO_PASSWORD)).headers['set-cookie']);
    const other = deviceCookieOf((await login('new@swift.test', DEMO_PASSWORD)).headers['set-cookie']);
    const [ownName, ownValue] = own.split('=') as [string, string];
    const [, otherValue] = other.split('=') as [string, string];
    await attack(email);

    const parts = ownValue.split('.');
    const tampered = [...parts.slice(0, 2), 'A'.repeat(22), ...parts.slice(3)].join('.');
    const forged = createDeviceProofs('another secret of at least thirty-two characters').issue({
      tenantId: (await t.services.tenants.getTenant('swift')).id,
      email,
      now: new Date(clock),
    }).value;
    for (const value of [tampered, forged, otherValue, 'v1.x.y.z.w', '']) {
      expect((await login(email, DEMO_PASSWORD, { cookie: `${ownName}=${value}` })).statusCode, value).toBe(429);
      expect((await login(email, DEMO_PASSWORD, { proof: value })).statusCode, value).toBe(429);
    }
    // Another account's cookie under this account's name, or its own name: nothing either.
    expect((await login(email, DEMO_PASSWORD, { cookie: other })).statusCode).toBe(429);
    // The genuine one still works.
    expect((await login(email, DEMO_PASSWORD, { cookie: own })).statusCode).toBe(200);
  });

  it('counts for nothing once the password was set again after it was issued; a proof of the new one works', async () => {
    const email = 'member@incent.test';
    const first = await login(email, DEMO_PASSWORD);
    const cookie = deviceCookieOf(first.headers['set-cookie']);
    const token = ZLoginResponse.parse(first.json()).access_token;

    // Changing the password records when (the same holds for a reset and a confirmed invitation).
    const newPassword = 'a brand new passphrase 42';
    const changed = await app.inject({
      method: 'POST',
      url: '/api/authorization/accounts/me/password',
      headers: { host: 'incent.localhost', authorization: `Bearer ${token}` },
      payload: { current_password: DEMO_PASSWORD, new_password: newPassword },
      remoteAddress: nextAddress(),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [stored] = await t.db
      .select({ at: accounts.passwordChangedAt })
      .from(accounts)
      .where(eq(accounts.email, email));
    expect(stored?.at).toBeInstanceOf(Date);

    // On the throttle's clock: the change a second after the proof was issued.
    await t.db
      .update(accounts)
      .set({ passwordChangedAt: new Date(clock + 1_000) })
      .where(eq(accounts.email, email));
    clock += 2_000;
    await attack(email);
    // Whoever signed in with the old password holds a proof that now waits with everyone else.
    expect((await login(email, newPassword, { cookie })).statusCode).toBe(429);

    clock += DEVICE_LOCKOUT_MINUTES * 60_000;
    const fresh = deviceCookieOf((await login(email, newPassword)).headers['set-cookie']);
    await attack(email);
    expect((await login(email, newPassword, { cookie })).statusCode).toBe(429);
    expect((await login(email, newPassword, { cookie: fresh })).statusCode).toBe(200);
  });

  it('gives each proof its own small budget of failures, then treats it as an unknown device for a while', async () => {
    expect(DEVICE_FAILURE_BUDGET).toBe(5);
    const email = 'member@oakmore.test';
    const cookie = deviceCookieOf((await login(email, DEMO_PASSWORD)).headers['set-cookie']);
    await attack(email);

    // The member's own typos with the proof are 401s, not 429s, up to the budget.
    for (let i = 0; i < DEVICE_FAILURE_BUDGET - 1; i += 1) {
      expect((await login(email, 'my typo', { cookie })).statusCode).toBe(401);
    }
    // A success makes the budget whole again.
    expect((await login(email, DEMO_PASSWORD, { cookie })).statusCode).toBe(200);
    for (let i = 0; i < DEVICE_FAILURE_BUDGET; i += 1) {
      expect((await login(email, 'a stolen cookie’s guess', { cookie })).statusCode).toBe(401);
    }
    // Spent: the proof now waits with everyone else, right password or not.
    expect((await login(email, DEMO_PASSWORD, { cookie })).statusCode).toBe(429);
    clock += DEVICE_LOCKOUT_MINUTES * 60_000;
    expect((await login(email, DEMO_PASSWORD, { cookie })).statusCode).toBe(200);
  });

  it('answers a known email and an unknown one alike with a proof from elsewhere', async () => {
    const cookie = deviceCookieOf((await login('who5@oakmore.test', DEMO_PASSWORD)).headers['set-cookie']);
    const run = async (email: string) => {
      const answers: unknown[] = [];
      for (let i = 0; i < SIGN_IN_FREE_FAILURES + 2; i += 1) {
        const response = await login(email, 'a wrong guess', { cookie });
        answers.push([response.statusCode, response.headers['retry-after'], response.json()]);
      }
      return answers;
    };
    expect(await run('new@oakmore.test')).toEqual(await run('nobody-here@oakmore.test'));
  });

  it('counts refusals beyond the per-hour address rows together, so a botnet cannot grow the log a row a request', async () => {
    const tenantId = (await t.services.tenants.getTenant('evergreen')).id;
    const email = 'member@evergreen.test';
    const now = new Date(clock);
    for (let i = 0; i < ADDRESS_ROWS_PER_HOUR + 10; i += 1) {
      await recordThrottledSignIn(t.db, { tenantId, email, clientAddress: `10.8.0.${i}`, now });
    }
    await recordThrottledSignIn(t.db, { tenantId, email, clientAddress: '10.8.0.0', now });
    // An unknown email writes nothing.
    await recordThrottledSignIn(t.db, { tenantId, email: 'ghost@evergreen.test', clientAddress: '10.8.1.1', now });

    const rows = await throttledRows(email);
    expect(rows).toHaveLength(ADDRESS_ROWS_PER_HOUR + 1);
    expect(rows.reduce((sum, row) => sum + Number(row.attempts?.attempts), 0)).toBe(ADDRESS_ROWS_PER_HOUR + 11);
    expect(rows.filter((row) => row.clientAddress === null)).toHaveLength(1);
    const ghosts = await t.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .innerJoin(tenants, eq(tenants.id, auditEvents.tenantId))
      .where(
        and(
          eq(tenants.key, 'evergreen'),
          eq(auditEvents.event, 'sign_in_throttled'),
          eq(auditEvents.clientAddress, '10.8.1.1'),
        ),
      );
    expect(ghosts).toEqual([]);
  });
  it('lets a new browser at 127.0.0.2 in with the right password and code once the wait a stranger at 127.0.0.1 set is over, over real HTTP', async () => {
    const email = 'secure@evergreen.test';
    // The stranger, waiting out each wait: seven failures, the last one's wait left standing.
    for (let i = 1; i <= SIGN_IN_FREE_FAILURES + 2; i += 1) {
      const wrong = await loginOverHttp(email, 'a wrong guess', { localAddress: '127.0.0.1' });
      expect(wrong.status, wrong.body).toBe(401);
      if (i === SIGN_IN_FREE_FAILURES + 1) clock += 1_000;
    }
    const member = { localAddress: '127.0.0.2' };
    const early = await loginOverHttp(email, DEMO_PASSWORD, member);
    expect(early.status).toBe(429);
    expect(early.headers['retry-after']).toBe('2');
    const rows = await throttledRows(email);
    expect(rows.map((row) => row.clientAddress)).toEqual(['127.0.0.2']);

    clock += Number(early.headers['retry-after']) * 1000;
    const password = await loginOverHttp(email, DEMO_PASSWORD, member);
    expect(password.status, password.body).toBe(200);
    const answer = ZLoginAnswer.parse(JSON.parse(password.body));
    if (!isSecondStepRequired(answer)) throw new Error('signed in without a second step');
    const code = await postOverHttp(
      '/api/auth/login/second-step',
      email,
      { ticket: answer.second_step.ticket, code: authenticatorCodeAt(DEMO_AUTHENTICATOR_SECRET, Date.now()) },
      member,
    );
    expect(code.status, code.body).toBe(200);
    expect(ZLoginResponse.parse(JSON.parse(code.body)).access_token).toMatch(/^ey/);
    expect(deviceCookieOf(code.headers['set-cookie'])).toMatch(/^portal_device_/);
  });

  it('gives a known device’s right password back to its budget while the second step is pending', async () => {
    const email = 'secure@oakmore.test';
    const first = ZLoginAnswer.parse((await login(email, DEMO_PASSWORD)).json());
    if (!isSecondStepRequired(first)) throw new Error('signed in without a second step');
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login/second-step',
      headers: { host: 'oakmore.localhost' },
      payload: { ticket: first.second_step.ticket, code: authenticatorCodeAt(DEMO_AUTHENTICATOR_SECRET, Date.now()) },
      remoteAddress: nextAddress(),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = deviceCookieOf(signedIn.headers['set-cookie']);
    await attack(email);

    // More right passwords than the proof's budget of failures, none finished: none counted as one.
    let ticket = '';
    for (let i = 0; i < DEVICE_FAILURE_BUDGET + 2; i += 1) {
      const answer = ZLoginAnswer.parse((await login(email, DEMO_PASSWORD, { cookie })).json());
      if (!isSecondStepRequired(answer)) throw new Error('signed in without a second step');
      ticket = answer.second_step.ticket;
    }
    const finished = await app.inject({
      method: 'POST',
      url: '/api/auth/login/second-step',
      headers: { host: 'oakmore.localhost', cookie },
      payload: { ticket, code: authenticatorCodeAt(DEMO_AUTHENTICATOR_SECRET, Date.now() + 30_000) },
      remoteAddress: nextAddress(),
    });
    expect(finished.statusCode, finished.body).toBe(200);
    // The device's success does not end the others' run: an unknown device still waits.
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(429);
  });
});
