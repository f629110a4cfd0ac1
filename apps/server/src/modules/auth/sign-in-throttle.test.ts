/**
 * The per-account sign-in throttle: a guessing attack spread over many client
 * addresses is slowed down, without letting anyone lock a member out for long.
 * The throttle runs on its own clock here (advanced by hand, never slept
 * through); the rest of the app is the real one on the same database.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@portal/contracts/demo';
import { ZErrorResponse } from '@portal/contracts/errors';
import { buildApp } from '../../app';
import { accounts, auditEvents, signInThrottles, tenants } from '../../db/schema';
import { createTestApp } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { getLinkToken, listEmails, readEmail, waitForEmail } from '../../test/outbox';
import { getTenantPublicUrl } from '../email/public-url';
import { createAuthRepository } from './auth-repository';
import { createAuthService } from './auth-service';
import { createDeviceProofs } from './device-proofs';
import {
  SIGN_IN_FREE_FAILURES,
  SIGN_IN_MAX_DELAY_SECONDS,
  SIGN_IN_NOTIFY_AFTER_FAILURES,
  SIGN_IN_THROTTLE_STALE_HOURS,
} from './sign-in-throttle';

let t: TestApp;
/** The app with the throttle on `clock`. */
let app: FastifyInstance;
let clock = Date.now();
let verifications = 0;

function advanceSeconds(seconds: number) {
  clock += seconds * 1000;
}

beforeAll(async () => {
  t = await createTestApp();
  const authService = createAuthService({
    repository: createAuthRepository(t.db),
    deviceProofs: createDeviceProofs(t.authSecret),
    secondFactors: t.services.twoStepService,
    tokens: t.services.tokens,
    passwords: {
      hash: (password) => t.services.passwords.hash(password),
      verify: (hash, password) => {
        verifications += 1;
        return t.services.passwords.verify(hash, password);
      },
    },
    mail: t.services.mail,
    getPublicUrl: (brandKey) => getTenantPublicUrl(brandKey, { publicUrls: t.config.PUBLIC_URLS, port: t.config.PORT }),
    now: () => new Date(clock),
    log: { warn: () => {} },
  });
  // The test app's own services, but this auth service; closing this app leaves them to `t`.
  app = buildApp(
    t.config,
    { db: t.db, authSecret: t.authSecret },
    { ...t.services, authService, close: async () => {} },
    { checkResponses: true },
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

let addressCounter = 0;
/** A new client address for every attempt, as a botnet would spread them. */
function nextAddress() {
  addressCounter += 1;
  return `10.9.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

function login(email: string, password: string, options: { host?: string; remoteAddress?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: options.host ?? `${email.split('@')[1]?.split('.')[0]}.localhost` },
    payload: { email, password },
    remoteAddress: options.remoteAddress ?? nextAddress(),
  });
}

async function fail(email: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await login(email, 'a wrong guess')).statusCode);
  return statuses;
}

/** Fails until the address is blocked, waiting out each block: `failures` failures in all. */
async function failWaitingOutBlocks(email: string, failures: number) {
  for (let i = 0; i < failures; i += 1) {
    const response = await login(email, 'a wrong guess');
    expect(response.statusCode, response.body).toBe(401);
    advanceSeconds(SIGN_IN_MAX_DELAY_SECONDS);
  }
}

function expectThrottled(response: LightMyRequestResponse, seconds: number) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.headers['retry-after']).toBe(String(seconds));
  const body = ZErrorResponse.parse(response.json());
  expect(body.code).toBe('RATE_LIMITED');
  expect(body.message).toMatch(/^Too many sign-in attempts for this account\. Try again in \d+ (second|minute)s?/);
  expect(body.message).toContain('reset your password');
  expect(body.details).toEqual({ retry_after_seconds: seconds });
}

async function throttleRow(tenantKey: string, email: string) {
  const [row] = await t.db
    .select({ failures: signInThrottles.consecutiveFailures, notifiedAt: signInThrottles.notifiedAt })
    .from(signInThrottles)
    .innerJoin(tenants, eq(tenants.id, signInThrottles.tenantId))
    .where(and(eq(tenants.key, tenantKey), eq(signInThrottles.email, email)));
  return row;
}

describe('the per-account sign-in throttle', () => {
  it('allows five failures, counts the sixth, then answers 429 with Retry-After whatever the password', async () => {
    expect(SIGN_IN_FREE_FAILURES).toBe(5);
    const email = 'member@swift.test';
    expect(await fail(email, SIGN_IN_FREE_FAILURES)).toEqual([401, 401, 401, 401, 401]);
    expect(await fail(email, 1)).toEqual([401]);

    const before = verifications;
    expectThrottled(await login(email, 'another guess'), 1);
    expectThrottled(await login(email, DEMO_PASSWORD), 1);
    // Answered without checking the password, and not counted as failures.
    expect(verifications).toBe(before);
    expect((await throttleRow('swift', email))?.failures).toBe(SIGN_IN_FREE_FAILURES + 1);

    advanceSeconds(1);
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect(await throttleRow('swift', email)).toBeUndefined();
  });

  it('throttles attempts from many client addresses, and concurrent ones all count', async () => {
    const email = 'new@swift.test';
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => login(email, 'a wrong guess', { remoteAddress: nextAddress() })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(SIGN_IN_FREE_FAILURES + 1).fill(401), ...Array(14).fill(429)]);
    const failedEvents = await t.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .innerJoin(accounts, eq(accounts.id, auditEvents.accountId))
      .where(and(eq(accounts.email, email), eq(auditEvents.event, 'sign_in_failed')));
    expect(failedEvents.length).toBe(SIGN_IN_FREE_FAILURES + 1);
  });

  it('doubles the delay after each further failure, up to five minutes, and a blocked attempt never extends it', async () => {
    expect(SIGN_IN_MAX_DELAY_SECONDS).toBe(300);
    const email = 'editor@swift.test';
    await fail(email, SIGN_IN_FREE_FAILURES);
    const delays: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      expect((await login(email, 'a wrong guess')).statusCode).toBe(401);
      const blocked = await login(email, 'a wrong guess');
      const seconds = Number(blocked.headers['retry-after']);
      expectThrottled(blocked, seconds);
      delays.push(seconds);
      // Halfway through, the wait is shorter, not longer.
      if (seconds >= 2) {
        advanceSeconds(seconds / 2);
        expectThrottled(await login(email, DEMO_PASSWORD), seconds / 2);
        advanceSeconds(seconds / 2);
      } else {
        advanceSeconds(seconds);
      }
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
    expect(verifications).toBeGreaterThan(0);
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('says how long to wait in minutes once it is a minute or more', async () => {
    const email = 'admin@swift.test';
    await fail(email, SIGN_IN_FREE_FAILURES);
    for (let i = 0; i < 7; i += 1) {
      expect((await login(email, 'a wrong guess')).statusCode).toBe(401);
      if (i < 6) advanceSeconds(2 ** i);
    }
    const blocked = await login(email, 'a wrong guess');
    expectThrottled(blocked, 64);
    expect(blocked.json().message).toBe(
      'Too many sign-in attempts for this account. Try again in 2 minutes, or reset your password if you have forgotten it.',
    );
    advanceSeconds(63);
    expect((await login(email, 'a wrong guess')).json().message).toBe(
      'Too many sign-in attempts for this account. Try again in 1 second, or reset your password if you have forgotten it.',
    );
  });

  it('treats an unknown address exactly like a known one', async () => {
    const run = async (email: string) => {
      const bodies: unknown[] = [];
      for (let i = 0; i < SIGN_IN_FREE_FAILURES + 3; i += 1) {
        const response = await login(email, 'a wrong guess', { host: 'oakmore.localhost' });
        bodies.push([response.statusCode, response.headers['retry-after'], response.json()]);
      }
      return bodies;
    };
    const known = await run('member@oakmore.test');
    const unknown = await run('nobody@oakmore.test');
    expect(unknown).toEqual(known);
    expect(known.map((entry) => (entry as unknown[])[0])).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });

  it('keeps each tenant and each address apart', async () => {
    await fail('who5@swift.test', SIGN_IN_FREE_FAILURES + 1);
    expect((await login('who5@swift.test', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await login('who5@oakmore.test', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login('member@incent.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('clears the count at a successful sign-in', async () => {
    const email = 'member@attentive.test';
    await fail(email, SIGN_IN_FREE_FAILURES);
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect(await fail(email, SIGN_IN_FREE_FAILURES + 1)).toEqual([401, 401, 401, 401, 401, 401]);
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('clears the block when the member resets the password', async () => {
    const email = 'new@attentive.test';
    await fail(email, SIGN_IN_FREE_FAILURES + 1);
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(429);

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: 'attentive.localhost' },
      payload: { email },
      remoteAddress: nextAddress(),
    });
    expect(forgot.statusCode).toBe(200);
    const token = getLinkToken(await waitForEmail(t.outboxDir, 'password-reset', email));
    const newPassword = 'quiet harbour lamplight 7';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { host: 'attentive.localhost' },
      payload: { token, password: newPassword },
      remoteAddress: nextAddress(),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await throttleRow('attentive', email)).toBeUndefined();
    expect((await login(email, newPassword)).statusCode).toBe(200);
  });

  it('emails the member once per run of failures, at the tenth in a row', async () => {
    expect(SIGN_IN_NOTIFY_AFTER_FAILURES).toBe(10);
    const email = 'editor@attentive.test';
    const kind = 'sign-in-failures';
    await failWaitingOutBlocks(email, SIGN_IN_NOTIFY_AFTER_FAILURES - 1);
    await t.services.mail.drain();
    expect(await listEmails(t.outboxDir, kind, email)).toEqual([]);

    await failWaitingOutBlocks(email, 1);
    const warning = await waitForEmail(t.outboxDir, kind, email);
    expect(warning.headers.get('subject')).toBe('Several attempts to sign in to your Attentive Health account failed');
    expect(warning.text).toContain('Hello Eden,');
    expect(warning.text).toContain("If this wasn't you, reset your password");
    expect(warning.text.split(/\r?\n/)).toContain(`http://attentive.localhost:${t.config.PORT}/forgot-password`);
    expect(warning.text).not.toContain('a wrong guess');

    await failWaitingOutBlocks(email, 5);
    await t.services.mail.drain();
    expect(await listEmails(t.outboxDir, kind, email)).toHaveLength(1);
    expect((await throttleRow('attentive', email))?.notifiedAt).toBeInstanceOf(Date);

    // A new run after a successful sign-in warns again.
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(200);
    await failWaitingOutBlocks(email, SIGN_IN_NOTIFY_AFTER_FAILURES);
    await waitForEmail(t.outboxDir, kind, email, 2);
    const files = await listEmails(t.outboxDir, kind, email);
    expect(files).toHaveLength(2);
    expect((await readEmail(files[1]!)).headers.get('subject')).toBe(warning.headers.get('subject'));
  });

  it('emails nobody for an unknown address or an account that is not active', async () => {
    const [disabled] = await t.db
      .update(accounts)
      .set({ status: 'disabled' })
      .where(eq(accounts.email, 'admin@attentive.test'))
      .returning({ id: accounts.id });
    expect(disabled).toBeDefined();
    await failWaitingOutBlocks('admin@attentive.test', SIGN_IN_NOTIFY_AFTER_FAILURES + 1);
    await failWaitingOutBlocks('ghost@attentive.test', SIGN_IN_NOTIFY_AFTER_FAILURES + 1);
    await t.services.mail.drain();
    expect(await listEmails(t.outboxDir, 'sign-in-failures', 'admin@attentive.test')).toEqual([]);
    expect(await listEmails(t.outboxDir, 'sign-in-failures', 'ghost@attentive.test')).toEqual([]);
  });

  it('forgets a run after a day without failures, and deletes such stale rows', async () => {
    expect(SIGN_IN_THROTTLE_STALE_HOURS).toBe(24);
    const email = 'member@evergreen.test';
    await fail(email, SIGN_IN_FREE_FAILURES + 1);
    expect((await login(email, 'a wrong guess')).statusCode).toBe(429);

    advanceSeconds(SIGN_IN_THROTTLE_STALE_HOURS * 3600 + 1);
    // A new run for another address of the tenant sweeps the stale row away.
    expect((await fail('new@evergreen.test', 1))[0]).toBe(401);
    expect(await throttleRow('evergreen', email)).toBeUndefined();
    expect((await throttleRow('evergreen', 'new@evergreen.test'))?.failures).toBe(1);

    // A stale row that is still there starts a new run too.
    await fail('editor@evergreen.test', SIGN_IN_FREE_FAILURES + 1);
    advanceSeconds(SIGN_IN_THROTTLE_STALE_HOURS * 3600 + 1);
    expect(await fail('editor@evergreen.test', SIGN_IN_FREE_FAILURES + 1)).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it('still limits one client address per email with the per-address limit', async () => {
    const remoteAddress = '10.99.0.1';
    const attempt = () => login('editor@incent.test', 'wrong', { remoteAddress });
    // Waiting out each per-account block, so only the per-address limit is left.
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt()).statusCode).toBe(401);
      advanceSeconds(SIGN_IN_MAX_DELAY_SECONDS);
    }
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many sign-in attempts. Try again in a minute.',
    });
    // Another email from the same address is not locked out.
    const other = await login('admin@incent.test', DEMO_PASSWORD, { remoteAddress });
    expect(other.statusCode).toBe(200);
  });
});
