import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE, PASSWORD_RESET_DONE_MESSAGE } from '@portal/contracts/account-lifecycle';
import { DEMO_PASSWORD } from '@portal/contracts/demo';
import { accounts, auditEvents, passwordResetTokens } from '../../../db/schema';
import { api } from '../../../test/api';
import { createTestApp, signIn } from '../../../test/create-test-app';
import type { TestApp } from '../../../test/create-test-app';
import { getLinkToken, listEmails, waitForEmail } from '../../../test/outbox';
import { createPasswordRecoveryRepository } from './password-recovery-repository';
import { FORGOT_PASSWORD_RATE_LIMITS } from './password-recovery-routes';
import { createPasswordRecoveryService } from './password-recovery-service';

const NEW_PASSWORD = 'quiet harbour lamplight 7';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let addressCounter = 0;
function nextAddress() {
  addressCounter += 1;
  return `10.2.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

function forgot(email: string, host = 'swift.localhost', remoteAddress = nextAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers: { host },
    payload: { email },
    remoteAddress,
  });
}

function reset(token: string, password: string, host = 'swift.localhost') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: { host },
    payload: { token, password },
    remoteAddress: nextAddress(),
  });
}

function login(email: string, password: string, host = 'swift.localhost') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host },
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
}

function getMe(accessToken: string, host = 'swift.localhost') {
  return api(t.app, { host }).as(accessToken).get('/api/authorization/accounts/me');
}

async function passwordHashOf(email: string) {
  const [row] = await t.db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.email, email));
  return row?.hash;
}

/** Asks for a reset and returns the token from the email. */
async function requestResetToken(email: string, host = 'swift.localhost') {
  const before = (await listEmails(t.outboxDir, 'password-reset', email)).length;
  expect((await forgot(email, host)).statusCode).toBe(200);
  return getLinkToken(await waitForEmail(t.outboxDir, 'password-reset', email, before + 1));
}

describe('POST /api/auth/forgot-password', () => {
  it('answers known and unknown addresses alike; only the known one gets an email', async () => {
    const known = await forgot('member@swift.test');
    const unknown = await forgot('stranger@swift.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown.body).toBe(known.body);

    const email = await waitForEmail(t.outboxDir, 'password-reset', 'member@swift.test');
    expect(email.headers.get('subject')).toBe('Reset your SwiftCare password');
    expect(email.link?.origin).toBe(`http://swift.localhost:${t.config.PORT}`);
    expect(email.link?.pathname).toBe('/reset-password');
    await t.services.mail.drain();
    expect(await listEmails(t.outboxDir, 'password-reset', 'stranger@swift.test')).toEqual([]);

    const [token] = await t.db
      .select()
      .from(passwordResetTokens)
      .innerJoin(accounts, eq(accounts.id, passwordResetTokens.accountId))
      .where(eq(accounts.email, 'member@swift.test'));
    const minutes = (token!.password_reset_tokens.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
    expect(token!.password_reset_tokens.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const requests = await t.db.select().from(auditEvents).where(eq(auditEvents.event, 'reset_requested'));
    expect(requests.map((row) => row.accountId === null).sort()).toEqual([false, true]);
  });

  it('answers before looking the address up, so known and unknown ones cost the request the same', async () => {
    const tasks: (() => Promise<unknown>)[] = [];
    const service = createPasswordRecoveryService({
      repository: createPasswordRecoveryRepository(t.db),
      passwords: t.services.passwords,
      mail: t.services.mail,
      getPublicUrl: () => 'http://swift.localhost:8080',
      onSessionsRevoked: () => undefined,
      background: { run: (task) => tasks.push(task) },
    });
    const tenant = await t.services.tenants.getTenant('swift');
    const context = { clientAddress: null, userAgent: null };
    const tokensBefore = (await t.db.select().from(passwordResetTokens)).length;
    const auditBefore = (await t.db.select().from(auditEvents)).length;

    const known = await service.requestPasswordReset({ tenant, email: 'member@swift.test', context });
    const unknown = await service.requestPasswordReset({ tenant, email: 'nobody-at-all@swift.test', context });
    expect(unknown).toEqual(known);
    // Nothing was read or written for either while the request waited: all of it is in the tasks.
    expect(tasks).toHaveLength(2);
    expect((await t.db.select().from(passwordResetTokens)).length).toBe(tokensBefore);
    expect((await t.db.select().from(auditEvents)).length).toBe(auditBefore);

    await Promise.all(tasks.map((task) => task()));
    expect((await t.db.select().from(passwordResetTokens)).length).toBe(tokensBefore + 1);
    expect((await t.db.select().from(auditEvents)).length).toBe(auditBefore + 2);
  });

  it('sends nothing to an invited account (it confirms its invitation instead) or to another tenant', async () => {
    await t.services.invitationsService.inviteMember({
      tenant: await t.services.tenants.getTenant('swift'),
      company: { name: 'SwiftCare Demo Company' },
      email: 'pending@example.com',
      inviter: null,
      context: { clientAddress: null, userAgent: null },
    });
    expect((await forgot('pending@example.com')).json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect((await forgot('member@oakmore.test')).json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    await t.services.mail.drain();
    expect(await listEmails(t.outboxDir, 'password-reset', 'pending@example.com')).toEqual([]);
    expect(await listEmails(t.outboxDir, 'password-reset', 'member@oakmore.test')).toEqual([]);
  });

  it('answers the same past the per-address-and-email ceiling, and only stops sending', async () => {
    expect(FORGOT_PASSWORD_RATE_LIMITS.perAddressAndEmail.max).toBe(5);
    const address = nextAddress();
    const email = 'member@incent.test';
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push(await forgot(email, 'incent.localhost', address));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['retry-after']).toBeUndefined();
      expect(answer.body).toBe(answers[0]!.body);
    }
    await t.services.mail.drain();
    expect(await listEmails(t.outboxDir, 'password-reset', email)).toHaveLength(5);
  });

  it('answers the member the same after strangers reach the per-email ceiling, and the newest emailed link works', async () => {
    expect(FORGOT_PASSWORD_RATE_LIMITS.perEmail.max).toBe(10);
    const email = 'who5@incent.test';
    // Ten requests for the member's address, each from another address: ten emails.
    for (let i = 1; i <= 10; i += 1) {
      expect((await forgot(email, 'incent.localhost')).statusCode).toBe(200);
      await waitForEmail(t.outboxDir, 'password-reset', email, i);
    }
    const newest = getLinkToken(await waitForEmail(t.outboxDir, 'password-reset', email, 10));
    // The member's own request: the same answer as anyone's, not a 429 a stranger caused…
    const own = await forgot(email, 'incent.localhost');
    const unknown = await forgot('nobody-at-all@incent.test', 'incent.localhost');
    expect(own.statusCode).toBe(200);
    expect(own.headers['retry-after']).toBeUndefined();
    expect(own.body).toBe(unknown.body);
    // …and no eleventh email, nor a new link that would take the place of the emailed ones.
    await t.services.mail.drain();
    expect(await listEmails(t.outboxDir, 'password-reset', email)).toHaveLength(10);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { host: 'incent.localhost' },
      payload: { token: newest, password: NEW_PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('still answers 429 with Retry-After to one client address asking for too many', async () => {
    const address = nextAddress();
    const { max } = FORGOT_PASSWORD_RATE_LIMITS.perAddress;
    for (let i = 0; i < max; i += 1) {
      expect((await forgot(`person${i}@attentive.test`, 'attentive.localhost', address)).statusCode).toBe(200);
    }
    const limited = await forgot('one-more@attentive.test', 'attentive.localhost', address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many password reset requests. Try again in 15 minutes.',
    });
    // Another address is not held up.
    expect((await forgot('one-more@attentive.test', 'attentive.localhost')).statusCode).toBe(200);
  });

  it('refuses a malformed body', async () => {
    const response = await forgot('not-an-email');
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', field: 'email' });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the password, ends every session, tells the member, and works once', async () => {
    const email = 'editor@swift.test';
    const sessionA = await signIn(t.app, email);
    const sessionB = await signIn(t.app, email);
    // Both sessions are now in the per-process memo: the reset must evict them.
    expect((await getMe(sessionA)).statusCode).toBe(200);
    expect((await getMe(sessionB)).statusCode).toBe(200);

    const token = await requestResetToken(email);
    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_DONE_MESSAGE });
    expect(response.headers['cache-control']).toBe('no-store');

    expect((await getMe(sessionA)).statusCode).toBe(401);
    expect((await getMe(sessionB)).statusCode).toBe(401);
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);

    const notice = await waitForEmail(t.outboxDir, 'password-changed', email);
    expect(notice.headers.get('subject')).toBe('Your SwiftCare password was changed');
    expect(notice.link).toBeUndefined();

    const replay = await reset(token, 'another different passphrase');
    expect(replay.statusCode).toBe(410);
    expect(replay.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect(replay.json().message).toMatch(/not valid or has already been used/);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);

    const [account] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.accountId, account!.id));
    expect(events.map((row) => row.event)).toContain('password_changed');
    const everything = JSON.stringify(await t.db.select().from(auditEvents));
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(NEW_PASSWORD);
  });

  it('a newer link never kills the emailed ones (emails may arrive out of order); using one ends the rest', async () => {
    const first = await requestResetToken('new@swift.test');
    const second = await requestResetToken('new@swift.test');
    expect((await reset(second, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await reset(first, 'another different passphrase')).json()).toMatchObject({ code: 'TOKEN_INVALID' });

    const third = await requestResetToken('new@swift.test');
    const fourth = await requestResetToken('new@swift.test');
    expect((await reset(third, 'lantern orchard meadow 42')).statusCode).toBe(200);
    expect((await reset(fourth, NEW_PASSWORD)).json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('refuses an expired link with TOKEN_EXPIRED and an unknown one with TOKEN_INVALID', async () => {
    const token = await requestResetToken('member@attentive.test', 'attentive.localhost');
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(passwordResetTokens.tenantId, (await t.services.tenants.getTenant('attentive')).id));
    const expired = await reset(token, NEW_PASSWORD, 'attentive.localhost');
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(expired.json().message).toMatch(/expired/);
    const unknown = await reset('Z'.repeat(43), NEW_PASSWORD);
    expect(unknown.json()).toMatchObject({ statusCode: 410, code: 'TOKEN_INVALID' });
    expect((await login('member@attentive.test', DEMO_PASSWORD, 'attentive.localhost')).statusCode).toBe(200);
  });

  it('refuses weak, name-bearing and common passwords and changes nothing', async () => {
    const email = 'admin@swift.test';
    const before = await passwordHashOf(email);
    const token = await requestResetToken(email);
    const cases = [
      { password: 'tooshort', code: 'VALIDATION_FAILED' },
      { password: 'averystone-forever-1', code: 'PASSWORD_REJECTED' },
      { password: 'my-admin-password-99', code: 'PASSWORD_REJECTED' },
      { password: 'iloveyouiloveyou', code: 'PASSWORD_REJECTED' },
    ];
    for (const { password, code } of cases) {
      const response = await reset(token, password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toMatchObject({ code, field: 'password' });
    }
    expect(await passwordHashOf(email)).toBe(before);
    // The link still works for a good password.
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("a swift reset link does nothing on oakmore's host", async () => {
    const token = await requestResetToken('member@swift.test');
    const before = await passwordHashOf('member@swift.test');
    const response = await reset(token, NEW_PASSWORD, 'oakmore.localhost');
    expect(response.json()).toMatchObject({ statusCode: 410, code: 'TOKEN_INVALID' });
    expect(await passwordHashOf('member@swift.test')).toBe(before);
  });

  it('limits attempts per token with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await reset('Y'.repeat(43), NEW_PASSWORD)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 410)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses malformed and oversized bodies', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { host: 'swift.localhost', 'content-type': 'application/json' },
      payload: '{"token":',
      remoteAddress: nextAddress(),
    });
    expect(malformed.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    const oversized = await reset('Q'.repeat(43), 'x'.repeat(70 * 1024));
    expect(oversized.statusCode).toBe(413);
    const badToken = await reset('short!', NEW_PASSWORD);
    expect(badToken.json()).toMatchObject({ statusCode: 400, field: 'token' });
  });
});
