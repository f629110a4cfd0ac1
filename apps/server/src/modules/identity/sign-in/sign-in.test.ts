import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from '@portal/contracts/brands';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@portal/contracts/demo';
import { ZErrorResponse } from '@portal/contracts/errors';
import { ZLoginResponse } from '@portal/contracts/auth';
import { accounts, auditEvents, companies, members, sessions, tenants } from '../../../db/schema';
import { createTestApp } from '../../../test/create-test-app';
import type { TestApp } from '../../../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function login(payload: unknown, headers: Record<string, string> = { host: 'swift.localhost' }) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: payload as object });
}

async function countSessions() {
  return (await t.db.select({ id: sessions.id }).from(sessions)).length;
}

describe('POST /api/auth/login', () => {
  it('signs a demo member in and stores the session', async () => {
    const response = await login(
      { email: '  Member@Swift.TEST ', password: DEMO_PASSWORD },
      { host: 'swift.localhost', 'x-application-type': 'HEALTHCARE_PORTAL' },
    );
    expect(response.statusCode).toBe(200);
    // The answer carries a token: no browser or proxy may keep it.
    expect(response.headers['cache-control']).toBe('no-store');
    const body = ZLoginResponse.parse(response.json());
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 28_800 });

    const [, payload] = body.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(claims.tid).toBe('swift');
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(claims.jti)));
    expect(session).toMatchObject({ accountId: claims.sub, applicationType: 'HEALTHCARE_PORTAL', revokedAt: null });
    expect(Math.round((session!.expiresAt.getTime() - Date.now()) / 1000)).toBeGreaterThan(28_700);
  });

  it('answers a wrong password and an unknown email with the same 401 body', async () => {
    const wrongPassword = await login({ email: 'member@swift.test', password: 'not-the-password' });
    const unknownEmail = await login({ email: 'nobody@swift.test', password: DEMO_PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: "That email and password don't match an account on this programme.",
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('refuses bad input with a 4xx, a message and nothing written', async () => {
    const before = await countSessions();
    const cases = [
      { response: await login({ email: 'not-an-email', password: 'x' }), status: 400, field: 'email' },
      { response: await login({ email: 'member@swift.test' }), status: 400, field: 'password' },
      { response: await login({ email: 'member@swift.test', password: '' }), status: 400, field: 'password' },
      {
        response: await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { host: 'swift.localhost', 'content-type': 'application/json' },
          payload: '{"email": "member@swift.test", "password": ',
        }),
        status: 400,
        message: 'The request body is not valid JSON.',
      },
      {
        response: await login({ email: 'member@swift.test', password: 'x'.repeat(70 * 1024) }),
        status: 413,
        message: 'The request body is too large.',
      },
      { response: await login([1, 2, 3]), status: 400 },
    ];
    for (const { response, status, field, message } of cases) {
      expect(response.statusCode, response.body).toBe(status);
      const body = ZErrorResponse.parse(response.json());
      expect(body.message.length).toBeGreaterThan(5);
      if (field) expect(body).toMatchObject({ code: 'VALIDATION_FAILED', field });
      if (message) expect(body.message).toBe(message);
    }
    expect((await login({ email: 'not-an-email', password: 'x' })).json().message).toBe('Enter a valid email address.');
    expect(await countSessions()).toBe(before);
  });

  it('keeps tenants apart: a swift member cannot sign in on oakmore', async () => {
    const response = await login(
      { email: 'member@swift.test', password: DEMO_PASSWORD },
      { host: 'oakmore.localhost' },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('lets the X-Portal-Brand header choose the tenant', async () => {
    const onSwift = await login(
      { email: 'member@oakmore.test', password: DEMO_PASSWORD },
      { host: '127.0.0.1:8080', 'x-portal-brand': 'oakmore' },
    );
    expect(onSwift.statusCode).toBe(200);
    const unknownBrand = await login(
      { email: 'member@oakmore.test', password: DEMO_PASSWORD },
      { host: '127.0.0.1:8080', 'x-portal-brand': 'nope' },
    );
    expect(unknownBrand.statusCode).toBe(400);
  });

  it('resolves 127.0.0.1 to the default tenant', async () => {
    const response = await login({ email: 'admin@default.test', password: DEMO_PASSWORD }, { host: '127.0.0.1:8080' });
    expect(response.statusCode).toBe(200);
  });

  // The per-address limits are tested in sign-in-throttle.test.ts, beside the per-account throttle
  // (which now answers first for one email, unless its waits are let pass on the throttle's clock).

  it('slows down guesses at one account from many addresses (the app as wired, on the real clock)', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 10; i += 1) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: 'incent.localhost' },
        payload: { email: 'editor@incent.test', password: 'wrong' },
        remoteAddress: `10.7.0.${i + 1}`,
      });
      statuses.push(last.statusCode);
    }
    // Five free failures and a counted sixth; then the waits (1 s, 2 s, 4 s…) outlast this loop.
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(last?.statusCode).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json().message).toMatch(/^Too many sign-in attempts for this account\. Try again in/);
  });

  it('stores argon2id hashes with the OWASP parameters', async () => {
    const rows = await t.db.select({ hash: accounts.passwordHash }).from(accounts);
    // Every demo account of every brand, and the demo operator.
    expect(rows.length).toBe(BRANDS.length * DEMO_ACCOUNTS.length + 1);
    for (const { hash } of rows) expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: 204, then 401', async () => {
    const token = (await login({ email: 'new@swift.test', password: DEMO_PASSWORD })).json().access_token as string;
    const headers = { host: 'swift.localhost', authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { host: 'swift.localhost' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('hardening', () => {
  it('rehashes a weaker stored hash with the OWASP parameters at sign-in', async () => {
    const [company] = await t.db
      .select({ id: companies.id, tenantId: companies.tenantId })
      .from(companies)
      .innerJoin(tenants, eq(tenants.id, companies.tenantId))
      .where(eq(tenants.key, 'swift'));
    const weakHash = await hash('legacy password phrase', {
      algorithm: 2,
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
    });
    const [legacy] = await t.db
      .insert(accounts)
      .values({
        tenantId: company!.tenantId,
        companyId: company!.id,
        email: 'legacy@swift.test',
        passwordHash: weakHash,
      })
      .returning({ id: accounts.id });
    await t.db.insert(members).values({ accountId: legacy!.id, firstName: 'Lee', lastName: 'Gacy' });

    const response = await login({ email: 'legacy@swift.test', password: 'legacy password phrase' });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, legacy!.id));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.hash).not.toBe(weakHash);
    // The new hash still takes the same password; a wrong one still fails.
    expect((await login({ email: 'legacy@swift.test', password: 'legacy password phrase' })).statusCode).toBe(200);
    expect((await login({ email: 'legacy@swift.test', password: 'wrong' })).statusCode).toBe(401);
  });

  it('records sign-ins, failures and sign-outs without any secret', async () => {
    const headers = { host: 'attentive.localhost', 'user-agent': `agent ${'x'.repeat(400)}` };
    const ok = await login({ email: 'member@attentive.test', password: DEMO_PASSWORD }, headers);
    await login({ email: 'member@attentive.test', password: 'a wrong password' }, headers);
    await login({ email: 'ghost@attentive.test', password: 'a wrong password' }, headers);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...headers, authorization: `Bearer ${ok.json().access_token}` },
    });
    const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, 'attentive'));
    const rows = await t.db.select().from(auditEvents).where(eq(auditEvents.tenantId, tenant!.id));
    const [account] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.email, 'member@attentive.test'), eq(accounts.tenantId, tenant!.id)));
    expect(rows.map((row) => [row.event, row.accountId === account!.id])).toEqual([
      ['signed_in', true],
      ['sign_in_failed', true],
      ['sign_in_failed', false],
      ['signed_out', true],
    ]);
    expect(rows.find((row) => row.accountId === null)?.accountId).toBeNull();
    for (const row of rows) {
      expect(row.clientAddress).toBe('127.0.0.1');
      expect(row.userAgent?.length).toBe(200);
    }
    const text = JSON.stringify(rows);
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain('a wrong password');
    expect(text).not.toContain(ok.json().access_token);
  });

  it('hashes through the configured concurrency cap', async () => {
    expect(t.config.HASH_CONCURRENCY).toBe(4);
    const attempts = Array.from({ length: 8 }, (_, i) =>
      login({ email: `burst${i}@oakmore.test`, password: 'whatever it is' }, { host: 'oakmore.localhost' }),
    );
    let mostAtOnce = 0;
    const watching = setInterval(() => {
      mostAtOnce = Math.max(mostAtOnce, t.services.passwords.stats.active);
    }, 1);
    const responses = await Promise.all(attempts);
    clearInterval(watching);
    expect(responses.every((response) => response.statusCode === 401)).toBe(true);
    expect(mostAtOnce).toBeGreaterThan(0);
    expect(mostAtOnce).toBeLessThanOrEqual(4);
  });
});
