import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '@portal/contracts/demo';
import { ZLoginResponse } from '@portal/contracts/auth';
import { ZCurrentUserResponse } from '@portal/contracts/accounts';
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  SIGN_IN_SECURITY_ERROR_CODES,
  ZAuthenticatorSetup,
  ZLoginAnswer,
  ZRecoveryCodes,
  ZTwoStepStatus,
  isSecondStepRequired,
} from '@portal/contracts/sign-in-security';
import type { BrandKey } from '@portal/contracts/brands';
import {
  accounts,
  auditEvents,
  sessions,
  signInCodeFailures,
  signInThrottles,
  signInTickets,
} from '../../../db/schema';
import { api } from '../../../test/api';
import { createTestApp } from '../../../test/create-test-app';
import type { TestApp } from '../../../test/create-test-app';
import { listEmails, waitForEmail } from '../../../test/outbox';
import { waitFor } from '../../../test/wait-for';
import { setUpAuthenticator as setUpAuthenticatorFor } from '../../../test/two-step';
import { authenticatorCodeAt } from './authenticator-codes';
import { SECOND_STEP_TICKET_MAX_FAILURES } from '../sign-in/sign-in-repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const STEP_MS = 30_000;
const on = (brand: BrandKey, token?: string) => {
  const client = api(t.app, { host: `${brand}.localhost`, prefix: '/api' });
  return token ? client.as(token) : client;
};

async function passwordStep(brand: BrandKey, email: string, password = DEMO_PASSWORD) {
  const response = await on(brand).post('/auth/login', { email, password });
  expect(response.statusCode, response.body).toBe(200);
  return ZLoginAnswer.parse(response.json());
}

async function signIn(brand: BrandKey, email: string): Promise<string> {
  const answer = await passwordStep(brand, email);
  if (isSecondStepRequired(answer)) throw new Error(`${email} asks for a second step`);
  return answer.access_token;
}

async function ticketFor(brand: BrandKey, email: string): Promise<string> {
  const answer = await passwordStep(brand, email);
  if (!isSecondStepRequired(answer)) throw new Error(`${email} signed in without a second step`);
  return answer.second_step.ticket;
}

const secondStep = (brand: BrandKey, ticket: string, code: string) =>
  on(brand).post('/auth/login/second-step', { ticket, code });

const setUpAuthenticator = (brand: BrandKey, token: string) =>
  setUpAuthenticatorFor(t.app, { host: `${brand}.localhost`, token });

async function accountId(email: string): Promise<string> {
  const [row] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return row!.id;
}

async function auditCount(email: string, event: 'recovery_code_used' | 'two_step_enabled' | 'two_step_reset') {
  const rows = await t.db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.accountId, await accountId(email)), eq(auditEvents.event, event)));
  return rows.length;
}

/** Ages every session's last proof, as if the member signed in more than five minutes ago. */
async function ageProofs(email: string) {
  await t.db
    .update(sessions)
    .set({ verifiedAt: sql`now() - interval '10 minutes'` })
    .where(eq(sessions.accountId, await accountId(email)));
}

describe('setting up an authenticator app', () => {
  it('shows a secret and a QR code, refuses a wrong first code, then turns on with the right one', async () => {
    const email = demoEmail('new', 'swift');
    const token = await signIn('swift', email);
    const begun = ZAuthenticatorSetup.parse(
      (await on('swift', token).post('/authorization/accounts/me/two-step/authenticator')).json(),
    );
    expect(begun.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(begun.otpauth_uri).toContain(`secret=${begun.secret}`);
    expect(begun.qr_svg).toContain('<svg');

    const wrong = await on('swift', token).post('/authorization/accounts/me/two-step/authenticator/confirm', {
      code: authenticatorCodeAt(begun.secret, Date.now() - 5 * STEP_MS),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'code' });
    const off = ZTwoStepStatus.parse((await on('swift', token).get('/authorization/accounts/me/two-step')).json());
    expect(off.authenticator_app).toBeNull();

    const confirmed = await on('swift', token).post('/authorization/accounts/me/two-step/authenticator/confirm', {
      code: authenticatorCodeAt(begun.secret, Date.now()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes = ZRecoveryCodes.parse(confirmed.json()).recovery_codes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);

    const on2 = ZTwoStepStatus.parse((await on('swift', token).get('/authorization/accounts/me/two-step')).json());
    expect(on2).toMatchObject({ recovery_codes_left: RECOVERY_CODE_COUNT, passkeys: 0, required: false });
    expect(on2.authenticator_app).not.toBeNull();
    expect(await auditCount(email, 'two_step_enabled')).toBe(1);
    // Already on: a second setup is refused and leaves the app as it was.
    expect((await on('swift', token).post('/authorization/accounts/me/two-step/authenticator')).statusCode).toBe(409);
  });
});

describe('signing in with a second step', () => {
  const brand: BrandKey = 'oakmore';
  const email = demoEmail('new', brand);
  let secret = '';
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    ({ secret, recoveryCodes } = await setUpAuthenticator(brand, await signIn(brand, email)));
  });
  // Each case starts with no run of failures: the wrong codes of one would slow the next one down.
  beforeEach(async () => {
    await t.db.delete(signInThrottles);
    await t.db.delete(signInCodeFailures);
  });

  it('asks for a code after the right password, and signs in with a current one', async () => {
    const answer = await passwordStep(brand, email);
    expect(isSecondStepRequired(answer) && answer.second_step.methods).toEqual(['authenticator_app', 'recovery_code']);
    if (!isSecondStepRequired(answer)) return;
    // The password alone opens nothing.
    expect(answer).not.toHaveProperty('access_token');

    // The setup spent the current step: the next code an app shows is the one a member types.
    const response = await secondStep(
      brand,
      answer.second_step.ticket,
      authenticatorCodeAt(secret, Date.now() + STEP_MS),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { access_token } = ZLoginResponse.parse(response.json());
    const me = ZCurrentUserResponse.parse((await on(brand, access_token).get('/authorization/accounts/me')).json());
    expect(me.account.email).toBe(email);
    const [session] = await t.db
      .select({ factors: sessions.factors })
      .from(sessions)
      .where(eq(sessions.id, JSON.parse(Buffer.from(access_token.split('.')[1]!, 'base64url').toString()).jti));
    expect(session?.factors).toBe(2);
  });

  it('accepts each code once, and no code older than the last one accepted', async () => {
    // The step after next, then the one before it: used, and older than the last used.
    const later = authenticatorCodeAt(secret, Date.now() + STEP_MS);
    const ticket = await ticketFor(brand, email);
    const reused = await secondStep(brand, ticket, later);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: SIGN_IN_SECURITY_ERROR_CODES.secondStepFailed, field: 'code' });
    const earlier = await secondStep(brand, ticket, authenticatorCodeAt(secret, Date.now()));
    expect(earlier.statusCode).toBe(401);
  });

  it('refuses a code from outside the small window', async () => {
    const ticket = await ticketFor(brand, email);
    const old = await secondStep(brand, ticket, authenticatorCodeAt(secret, Date.now() - 4 * STEP_MS));
    expect(old.statusCode).toBe(401);
    const future = await secondStep(brand, ticket, authenticatorCodeAt(secret, Date.now() + 4 * STEP_MS));
    expect(future.statusCode).toBe(401);
  });

  it('takes each recovery code once, typed in any case and spacing', async () => {
    const [code] = recoveryCodes;
    const first = await secondStep(
      brand,
      await ticketFor(brand, email),
      ` ${code!.toUpperCase().replaceAll('-', ' ')} `,
    );
    expect(first.statusCode, first.body).toBe(200);
    const again = await secondStep(brand, await ticketFor(brand, email), code!);
    expect(again.statusCode).toBe(401);
    expect(await auditCount(email, 'recovery_code_used')).toBe(1);
    const me = ZTwoStepStatus.parse(
      (
        await on(brand, ZLoginResponse.parse(first.json()).access_token).get('/authorization/accounts/me/two-step')
      ).json(),
    );
    expect(me.recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 1);
  });

  it('ends a ticket after repeated wrong codes, and a ticket works once', async () => {
    const ticket = await ticketFor(brand, email);
    for (let attempt = 0; attempt < SECOND_STEP_TICKET_MAX_FAILURES; attempt += 1) {
      expect((await secondStep(brand, ticket, '000000')).statusCode).toBe(401);
    }
    const ended = await secondStep(brand, ticket, recoveryCodes[1]!);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 'UNAUTHENTICATED' });

    // Wrong codes count against the ticket and the account's code budget, never against the password.
    expect((await on(brand).post('/auth/login', { email, password: DEMO_PASSWORD })).statusCode).toBe(200);

    const good = await ticketFor(brand, email);
    expect((await secondStep(brand, good, recoveryCodes[2]!)).statusCode).toBe(200);
    expect((await secondStep(brand, good, recoveryCodes[3]!)).statusCode).toBe(401);
  });

  it('refuses an expired ticket, and another brand’s', async () => {
    const ticket = await ticketFor(brand, email);
    expect((await secondStep('swift', ticket, recoveryCodes[4]!)).statusCode).toBe(401);
    await t.db.update(signInTickets).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await secondStep(brand, ticket, recoveryCodes[4]!)).statusCode).toBe(401);
  });
});

describe('the programme’s requirement', () => {
  const brand: BrandKey = 'attentive';
  // Signed in while nothing is required: a session the requirement does not hold back.
  let admin = '';
  beforeAll(async () => {
    admin = await signIn(brand, demoEmail('admin', brand));
  });
  const setRequirement = async (two_step_requirement: 'off' | 'staff' | 'everyone') => {
    const response = await on(brand, admin).put('/authorization/admin/sign-in-security', {
      two_step_requirement,
      idle_timeout_minutes: 30,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('holds a member without a second factor to setting one up, then lets them on', async () => {
    await setRequirement('everyone');
    const email = demoEmail('new', brand);
    const token = await signIn(brand, email);
    const me = ZCurrentUserResponse.parse((await on(brand, token).get('/authorization/accounts/me')).json());
    expect(me.account.session).toMatchObject({ two_step_setup_required: true, idle_timeout_minutes: 30 });
    const held = await on(brand, token).get('/authorization/accounts/me/profile');
    expect(held.statusCode).toBe(403);
    expect(held.json()).toMatchObject({ code: SIGN_IN_SECURITY_ERROR_CODES.twoStepSetupRequired });

    await setUpAuthenticator(brand, token);
    expect((await on(brand, token).get('/authorization/accounts/me/profile')).statusCode).toBe(200);
    await setRequirement('off');
  });

  it('covers admins and editors only when set so', async () => {
    await setRequirement('staff');
    const member = await signIn(brand, demoEmail('who5', brand));
    expect((await on(brand, member).get('/authorization/accounts/me/profile')).statusCode).toBe(200);
    const editor = await signIn(brand, demoEmail('editor', brand));
    expect((await on(brand, editor).get('/authorization/accounts/me/profile')).statusCode).toBe(403);
    await setRequirement('off');
  });

  it('takes only idle minutes between 5 and 120, and only from admins', async () => {
    const tooShort = await on(brand, admin).put('/authorization/admin/sign-in-security', {
      two_step_requirement: 'off',
      idle_timeout_minutes: 4,
    });
    expect(tooShort.statusCode).toBe(400);
    const member = await signIn(brand, demoEmail('member', brand));
    expect((await on(brand, member).get('/authorization/admin/sign-in-security')).statusCode).toBe(403);
  });
});

describe('idle sessions', () => {
  it('ends a session unused for longer than the programme’s idle minutes', async () => {
    const email = demoEmail('member', 'incent');
    const token = await signIn('incent', email);
    const id = await accountId(email);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.accountId, id));
    const response = await on('incent', token).get('/authorization/accounts/me');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/without activity/);
    await waitFor(async () => {
      const rows = await t.db
        .select({ revokedAt: sessions.revokedAt })
        .from(sessions)
        .where(eq(sessions.accountId, id));
      return rows.every((row) => row.revokedAt !== null);
    }, 'the idle session revoked');
  });

  it('keeps a session used within the idle minutes', async () => {
    const email = demoEmail('new', 'incent');
    const token = await signIn('incent', email);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(eq(sessions.accountId, await accountId(email)));
    expect((await on('incent', token).get('/authorization/accounts/me')).statusCode).toBe(200);
  });
});

describe('step-up', () => {
  const brand: BrandKey = 'evergreen';
  const email = demoEmail('new', brand);

  it('asks for a fresh proof before the app is turned off, and takes the password or a code', async () => {
    const token = await signIn(brand, email);
    const { secret } = await setUpAuthenticator(brand, token);
    await ageProofs(email);
    const refused = await on(brand, token).delete('/authorization/accounts/me/two-step/authenticator');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: SIGN_IN_SECURITY_ERROR_CODES.stepUpRequired });

    const wrong = await on(brand, token).post('/authorization/accounts/me/verify', { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(
      (await on(brand, token).post('/authorization/accounts/me/verify', { password: DEMO_PASSWORD })).statusCode,
    ).toBe(204);
    const renewed = await on(brand, token).post('/authorization/accounts/me/two-step/recovery-codes');
    expect(renewed.statusCode, renewed.body).toBe(200);

    await ageProofs(email);
    const withCode = await on(brand, token).post('/authorization/accounts/me/verify', {
      code: authenticatorCodeAt(secret, Date.now() + STEP_MS),
    });
    expect(withCode.statusCode, withCode.body).toBe(204);
    expect((await on(brand, token).delete('/authorization/accounts/me/two-step/authenticator')).statusCode).toBe(204);
    // Off: the password alone signs in again.
    await signIn(brand, email);
  });
});

describe('an admin’s reset', () => {
  const brand: BrandKey = 'default';

  it('turns a member’s two-step sign-in off, audited, and emails them', async () => {
    const email = demoEmail('who5', brand);
    await setUpAuthenticator(brand, await signIn(brand, email));
    const admin = await signIn(brand, demoEmail('admin', brand));
    const response = await on(brand, admin).post(
      `/authorization/admin/members/${await accountId(email)}/two-step/reset`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ reset: true });
    expect(await auditCount(email, 'two_step_reset')).toBe(1);
    await waitForEmail(t.outboxDir, 'two-step-reset', email);
    await signIn(brand, email);

    const member = await signIn(brand, demoEmail('member', brand));
    const byMember = await on(brand, member).post(
      `/authorization/admin/members/${await accountId(email)}/two-step/reset`,
    );
    expect(byMember.statusCode).toBe(403);
  });

  it('cannot reach another tenant’s member', async () => {
    const admin = await signIn(brand, demoEmail('admin', brand));
    const other = await accountId(demoEmail('new', 'swift'));
    expect((await on(brand, admin).post(`/authorization/admin/members/${other}/two-step/reset`)).statusCode).toBe(404);
  });
});

describe('a sign-in from a new device', () => {
  it('emails the member, and not again from a device that signed in before', async () => {
    const email = demoEmail('editor', 'swift');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'swift.localhost', 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0' },
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(first.statusCode).toBe(200);
    const notice = await waitForEmail(t.outboxDir, 'new-sign-in', email);
    expect(notice.text).toContain('Chrome on Windows');
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'swift.localhost', cookie },
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    // A third, cookieless sign-in is new again: two emails in all (the known device's was sent, if at
    // all, before the third sign-in began), so the known device sent none.
    await signIn('swift', email);
    await waitForEmail(t.outboxDir, 'new-sign-in', email, 2);
    expect(await listEmails(t.outboxDir, 'new-sign-in', email)).toHaveLength(2);
  });
});
