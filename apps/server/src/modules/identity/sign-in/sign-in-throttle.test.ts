/**
 * The per-account sign-in throttle: a guessing attack spread over many client
 * addresses is slowed down, without letting anyone lock a member out for long.
 * The throttle runs on its own clock here (advanced by hand, never slept
 * through); the rest of the app is the real one on the same database.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLoginResponse } from '@portal/contracts/auth';
import { DEMO_AUTHENTICATOR_SECRET, DEMO_PASSWORD } from '@portal/contracts/demo';
import { ZErrorResponse } from '@portal/contracts/errors';
import { SIGN_IN_SECURITY_ERROR_CODES, ZLoginAnswer, isSecondStepRequired } from '@portal/contracts/sign-in-security';
import { buildApp } from '../../../app';
import {
  accounts,
  auditEvents,
  authenticatorApps,
  signInCodeFailures,
  signInThrottles,
  tenants,
} from '../../../db/schema';
import { createTestApp } from '../../../test/create-test-app';
import type { TestApp } from '../../../test/create-test-app';
import { getLinkToken, listEmails, readEmail, waitForEmail } from '../../../test/outbox';
import { getTenantPublicUrl } from '../../email/public-url';
import { authenticatorCodeAt } from '../second-factors/authenticator-codes';
import {
  SECOND_STEP_TICKET_MAX_FAILURES,
  createSignInRepository,
  purgeStaleSignInThrottles,
} from './sign-in-repository';
import { createSignInService } from './sign-in-service';
import { createDeviceProofs } from './device-proofs';
import {
  SIGN_IN_CODE_FREE_FAILURES,
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
  const signInService = createSignInService({
    repository: createSignInRepository(t.db),
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
    { ...t.services, signInService, close: async () => {} },
    { checkResponses: true },
  );
  await app.ready();
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

/**
 * The demo's `secure@<brand>.test` signs in with a second step. Its codes are checked on the real clock
 * (only the throttle's is advanced), each accepted once and never one older than the last: a test signs
 * one account in at most twice, with the current code and then the next one.
 */
const STEP_MS = 30_000;
function codeAt(steps: number) {
  return authenticatorCodeAt(DEMO_AUTHENTICATOR_SECRET, Date.now() + steps * STEP_MS);
}
/** A code the app shows at none of the steps the server might accept. */
function wrongCode() {
  const right = new Set([-2, -1, 0, 1, 2].map(codeAt));
  return ['000000', '111111', '222222', '333333', '444444', '555555'].find((code) => !right.has(code))!;
}

/** The ticket of a password step that asked for the second one. */
function ticketOf(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBe(200);
  const answer = ZLoginAnswer.parse(response.json());
  if (!isSecondStepRequired(answer)) throw new Error('signed in without a second step');
  return answer.second_step.ticket;
}

function secondStep(email: string, ticket: string, code: string, remoteAddress = nextAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login/second-step',
    headers: { host: `${email.split('@')[1]?.split('.')[0]}.localhost` },
    payload: { ticket, code },
    remoteAddress,
  });
}

function expectSignedIn(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  expect(ZLoginResponse.parse(response.json()).access_token).toMatch(/^ey/);
}

/** The account's run of wrong codes, if any. */
async function codeRow(email: string) {
  const [row] = await t.db
    .select({ failures: signInCodeFailures.failures, blockedUntil: signInCodeFailures.blockedUntil })
    .from(signInCodeFailures)
    .innerJoin(accounts, eq(accounts.id, signInCodeFailures.accountId))
    .where(eq(accounts.email, email));
  return row;
}

function expectCodesThrottled(response: LightMyRequestResponse, seconds: number) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.headers['retry-after']).toBe(String(seconds));
  const body = ZErrorResponse.parse(response.json());
  expect(body.code).toBe('RATE_LIMITED');
  expect(body.message).toBe(
    seconds === 1
      ? 'Too many wrong codes for this account. Try again in 1 second.'
      : `Too many wrong codes for this account. Try again in ${seconds} seconds.`,
  );
  expect(body.details).toEqual({ retry_after_seconds: seconds });
}

/** Wrong passwords from one address, each once the wait the one before set has passed (the last one's is left). */
async function failFrom(remoteAddress: string, email: string, failures: number) {
  for (let i = 1; i <= failures; i += 1) {
    expect((await login(email, 'a wrong guess', { remoteAddress })).statusCode).toBe(401);
    if (i > SIGN_IN_FREE_FAILURES && i < failures) advanceSeconds(2 ** (i - SIGN_IN_FREE_FAILURES - 1));
  }
}

describe('the throttle and the second step, from a browser without a device proof', () => {
  const stranger = '127.0.0.1';
  const member = '127.0.0.2';

  it('lets the member in with the right password and code at the end of the wait a stranger’s failures set', async () => {
    const email = 'secure@attentive.test';
    await failFrom(stranger, email, 7);
    const early = await login(email, DEMO_PASSWORD, { remoteAddress: member });
    expectThrottled(early, 2);
    advanceSeconds(Number(early.headers['retry-after']));

    const ticket = ticketOf(await login(email, DEMO_PASSWORD, { remoteAddress: member }));
    expectSignedIn(await secondStep(email, ticket, codeAt(0), member));
    // The finished sign-in ends the stranger's run and the account's codes alike.
    expect(await throttleRow('attentive', email)).toBeUndefined();
    expect(await codeRow(email)).toBeUndefined();
  });

  it('never lengthens the wait for the member’s own right passwords', async () => {
    const email = 'secure@swift.test';
    await failFrom(stranger, email, 7);
    expectThrottled(await login(email, DEMO_PASSWORD, { remoteAddress: member }), 2);
    advanceSeconds(2);
    // Tickets taken and left, one after another: none is a failure, and none makes the next try wait.
    const tickets: string[] = [];
    for (let i = 0; i < 4; i += 1) tickets.push(ticketOf(await login(email, DEMO_PASSWORD, { remoteAddress: member })));
    // The stranger's run is left as it was: a stolen password does not end it either.
    expect((await throttleRow('swift', email))?.failures).toBe(7);

    // The stranger's next failure waits as the eighth would have: 4 s, not more.
    expect((await login(email, 'a wrong guess', { remoteAddress: stranger })).statusCode).toBe(401);
    expectThrottled(await login(email, DEMO_PASSWORD, { remoteAddress: member }), 4);
    // A ticket the member already holds is not held up by the password's wait.
    expectSignedIn(await secondStep(email, tickets[3]!, codeAt(0), member));
    expect(await throttleRow('swift', email)).toBeUndefined();
  });

  it('counts wrong codes against the ticket and the account’s codes, never against the password', async () => {
    const email = 'secure@oakmore.test';
    const first = ticketOf(await login(email, DEMO_PASSWORD));
    for (let i = 0; i < SECOND_STEP_TICKET_MAX_FAILURES; i += 1) {
      const wrong = await secondStep(email, first, wrongCode());
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: SIGN_IN_SECURITY_ERROR_CODES.secondStepFailed, field: 'code' });
    }
    // The ticket has ended, even for the right code.
    const ended = await secondStep(email, first, codeAt(0));
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 'UNAUTHENTICATED' });

    const second = ticketOf(await login(email, DEMO_PASSWORD));
    for (let i = 0; i < SIGN_IN_CODE_FREE_FAILURES - SECOND_STEP_TICKET_MAX_FAILURES - 1; i += 1) {
      expect((await secondStep(email, second, wrongCode())).statusCode).toBe(401);
    }
    expect((await codeRow(email))?.failures).toBe(SIGN_IN_CODE_FREE_FAILURES - 1);
    // The password's run has none of them: the password step answers a ticket at once.
    expect(await throttleRow('oakmore', email)).toBeUndefined();
    const third = ticketOf(await login(email, DEMO_PASSWORD));
    expectSignedIn(await secondStep(email, third, codeAt(0)));
    expect(await codeRow(email)).toBeUndefined();
  });

  it('makes the account’s codes wait after ten wrong ones in a row; a right code after the wait signs in', async () => {
    expect(SIGN_IN_CODE_FREE_FAILURES).toBe(10);
    const email = 'secure@incent.test';
    let ticket = '';
    for (let i = 0; i < SIGN_IN_CODE_FREE_FAILURES; i += 1) {
      if (i % SECOND_STEP_TICKET_MAX_FAILURES === 0) ticket = ticketOf(await login(email, DEMO_PASSWORD));
      expect((await secondStep(email, ticket, wrongCode())).statusCode).toBe(401);
    }
    ticket = ticketOf(await login(email, DEMO_PASSWORD));
    expect((await secondStep(email, ticket, wrongCode())).statusCode).toBe(401);
    // Past the free ones: any code waits, unchecked, and the refusal is counted like the password's.
    expectCodesThrottled(await secondStep(email, ticket, codeAt(0)), 1);
    advanceSeconds(1);
    expect((await secondStep(email, ticket, wrongCode())).statusCode).toBe(401);
    expectCodesThrottled(await secondStep(email, ticket, codeAt(0)), 2);
    const refusals = await t.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .innerJoin(accounts, eq(accounts.id, auditEvents.accountId))
      .where(and(eq(accounts.email, email), eq(auditEvents.event, 'sign_in_throttled')));
    expect(refusals.reduce((sum, row) => sum + Number(row.details?.attempts), 0)).toBe(2);

    // The password is not held up meanwhile, and the ticket (two wrong codes) lives on.
    expect(ticketOf(await login(email, DEMO_PASSWORD))).not.toBe(ticket);
    expect(await throttleRow('incent', email)).toBeUndefined();
    advanceSeconds(2);
    expectSignedIn(await secondStep(email, ticket, codeAt(0)));
    expect(await codeRow(email)).toBeUndefined();
  });

  it('ends the codes’ wait when the member resets the password', async () => {
    const email = 'secure@evergreen.test';
    let ticket = '';
    for (let i = 0; i <= SIGN_IN_CODE_FREE_FAILURES; i += 1) {
      if (i % SECOND_STEP_TICKET_MAX_FAILURES === 0) ticket = ticketOf(await login(email, DEMO_PASSWORD));
      expect((await secondStep(email, ticket, wrongCode())).statusCode).toBe(401);
    }
    expect((await secondStep(email, ticket, codeAt(0))).statusCode).toBe(429);

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: 'evergreen.localhost' },
      payload: { email },
      remoteAddress: nextAddress(),
    });
    expect(forgot.statusCode).toBe(200);
    const token = getLinkToken(await waitForEmail(t.outboxDir, 'password-reset', email));
    const newPassword = 'lantern over the quiet bay 9';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { host: 'evergreen.localhost' },
      payload: { token, password: newPassword },
      remoteAddress: nextAddress(),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await codeRow(email)).toBeUndefined();
    expectSignedIn(await secondStep(email, ticketOf(await login(email, newPassword)), codeAt(0)));
  });

  it('forgets a run of wrong codes after a day without one, and the maintenance sweeps such runs', async () => {
    const email = 'secure@oakmore.test';
    const [account] = await t.db
      .select({ id: accounts.id, tenantId: accounts.tenantId })
      .from(accounts)
      .where(eq(accounts.email, email));
    const dayAgo = new Date(clock - SIGN_IN_THROTTLE_STALE_HOURS * 3_600_000 - 1_000);
    await t.db.insert(signInCodeFailures).values({
      tenantId: account!.tenantId,
      accountId: account!.id,
      failures: 40,
      blockedUntil: dayAgo,
      lastFailureAt: dayAgo,
    });
    expect((await secondStep(email, ticketOf(await login(email, DEMO_PASSWORD)), wrongCode())).statusCode).toBe(401);
    expect((await codeRow(email))?.failures).toBe(1);

    await purgeStaleSignInThrottles(t.db, new Date(clock));
    expect(await codeRow(email)).toBeDefined();
    await purgeStaleSignInThrottles(t.db, new Date(clock + SIGN_IN_THROTTLE_STALE_HOURS * 3_600_000 + 1_000));
    expect(await codeRow(email)).toBeUndefined();
  });
});
