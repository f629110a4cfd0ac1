import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NEW_INVITATION_SENT_MESSAGE,
  ZGenerateNewTokenResponse,
  ZInviteMemberResponse,
  ZValidateTokenResponse,
} from '@portal/contracts/account-lifecycle';
import { ZLoginResponse } from '@portal/contracts/auth';
import { ZErrorResponse } from '@portal/contracts/errors';
import { UsageError, parseInviteOptions, runInvite } from '../../../commands';
import { accounts, auditEvents, companies, invitations, members, tenants } from '../../../db/schema';
import { createTestApp, signIn } from '../../../test/create-test-app';
import type { TestApp } from '../../../test/create-test-app';
import { getLinkToken, listEmails, waitForEmail } from '../../../test/outbox';

const GOOD_PASSWORD = 'lantern orchard velvet 42';
const SWIFT_URL = 'https://care.swift.example';

let t: TestApp;
let swiftAdmin: string;
let swiftCompanyId: string;
let oakmoreCompanyId: string;

/** Each test its own client address, so the per-address limits of one never touch another. */
let addressCounter = 0;
function nextAddress() {
  addressCounter += 1;
  return `10.1.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

async function companyIdOf(brand: string) {
  const [row] = await t.db
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(tenants, eq(tenants.id, companies.tenantId))
    .where(eq(tenants.key, brand));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URLS: `swift=${SWIFT_URL}` });
  swiftAdmin = await signIn(t.app, 'admin@swift.test');
  swiftCompanyId = await companyIdOf('swift');
  oakmoreCompanyId = await companyIdOf('oakmore');
});
afterAll(async () => {
  await t?.close();
});

function invite(payload: unknown, token: string | null = swiftAdmin, host = 'swift.localhost') {
  return t.app.inject({
    method: 'POST',
    url: '/api/authorization/accounts/invitations',
    headers: token ? { host, authorization: `Bearer ${token}` } : { host },
    payload: payload as object,
    remoteAddress: nextAddress(),
  });
}

function validate(token: string, host = 'swift.localhost', remoteAddress = nextAddress()) {
  return t.app.inject({
    method: 'GET',
    url: `/api/authorization/token/validate-token/${token}?timestamp=${Date.now()}`,
    headers: { host },
    remoteAddress,
  });
}

function confirm(payload: Record<string, unknown>, host = 'swift.localhost') {
  return t.app.inject({
    method: 'POST',
    url: '/api/authorization/accounts/confirm-invitation',
    headers: { host, 'user-agent': 'vitest-browser/1.0' },
    payload: { password: GOOD_PASSWORD, accept_privacy_policy: true, ...payload },
    remoteAddress: nextAddress(),
  });
}

function renew(token: string, host = 'swift.localhost') {
  return t.app.inject({
    method: 'GET',
    url: `/api/authorization/accounts/invitation/generate-new-token/${token}?timestamp=${Date.now()}`,
    headers: { host },
    remoteAddress: nextAddress(),
  });
}

function getMe(accessToken: string, host = 'swift.localhost') {
  return t.app.inject({
    method: 'GET',
    url: '/api/authorization/accounts/me?get_member=true',
    headers: { host, authorization: `Bearer ${accessToken}` },
  });
}

async function inviteAndGetToken(email: string, extra: Record<string, unknown> = {}) {
  const before = (await listEmails(t.outboxDir, 'invitation', email)).length;
  const response = await invite({ email, company: swiftCompanyId, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return getLinkToken(await waitForEmail(t.outboxDir, 'invitation', email, before + 1));
}

async function accountOf(email: string) {
  const [row] = await t.db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}

async function expireInvitationsOf(email: string) {
  const account = await accountOf(email);
  await t.db
    .update(invitations)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(invitations.accountId, account!.id));
}

describe('inviting, validating and confirming', () => {
  it('runs the whole journey: invite → email → validate → confirm → signed in → no replay', async () => {
    const response = await invite({
      email: ' Jane.Doe@Example.com ',
      company: swiftCompanyId,
      first_name: 'Jane',
      last_name: 'Doe',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = ZInviteMemberResponse.parse(response.json());
    expect(body.email).toBe('jane.doe@example.com');
    const days = (Date.parse(body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const email = await waitForEmail(t.outboxDir, 'invitation', 'jane.doe@example.com');
    expect(email.headers.get('to')).toBe('jane.doe@example.com');
    expect(email.headers.get('subject')).toBe("You're invited to join SwiftCare");
    expect(email.text).toContain('Avery Stone has invited you to join SwiftCare Demo Company');
    // The configured public address, never the request's host.
    expect(email.link?.origin).toBe(SWIFT_URL);
    expect(email.link?.pathname).toBe('/confirm-invitation');
    const token = getLinkToken(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const account = await accountOf('jane.doe@example.com');
    expect(account).toMatchObject({ status: 'invited', passwordHash: null, role: 'member' });
    const [stored] = await t.db.select().from(invitations).where(eq(invitations.accountId, account!.id));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);

    const validated = await validate(token);
    expect(validated.statusCode).toBe(200);
    expect(validated.headers['cache-control']).toBe('no-store');
    expect(ZValidateTokenResponse.parse(validated.json())).toEqual({
      email: 'jane.doe@example.com',
      first_name: 'Jane',
      last_name: 'Doe',
      company_name: 'SwiftCare Demo Company',
      brand_title: 'SwiftCare',
      invited_by: 'Avery Stone',
      expires_at: body.expires_at,
    });

    const confirmed = await confirm({ token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    const login = ZLoginResponse.parse(confirmed.json());
    const me = await getMe(login.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      account: { email: 'jane.doe@example.com', role: 'member', tenant: 'swift' },
      member: { first_name: 'Jane', last_name: 'Doe', company: { name: 'SwiftCare Demo Company' } },
    });
    expect(await accountOf('jane.doe@example.com')).toMatchObject({ status: 'active' });
    expect((await accountOf('jane.doe@example.com'))?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    // She can sign in with the password she chose.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'swift.localhost' },
      payload: { email: 'jane.doe@example.com', password: GOOD_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);

    const replay = await confirm({ token, password: 'another long passphrase here' });
    expect(replay.statusCode).toBe(410);
    expect(replay.json()).toMatchObject({ error: 'Gone', code: 'TOKEN_INVALID' });
    expect((await validate(token)).json()).toMatchObject({ statusCode: 410, code: 'TOKEN_INVALID' });

    // Inviting her again now is a clear conflict.
    const again = await invite({ email: 'jane.doe@example.com', company: swiftCompanyId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'Conflict', code: 'CONFLICT', field: 'email' });
    expect(again.json().message).toMatch(/already active/);

    const events = await t.db
      .select({ event: auditEvents.event, clientAddress: auditEvents.clientAddress, userAgent: auditEvents.userAgent })
      .from(auditEvents)
      .where(eq(auditEvents.accountId, account!.id));
    expect(events.map((row) => row.event).sort()).toEqual(['activated', 'invited', 'signed_in']);
    expect(events.find((row) => row.event === 'activated')).toMatchObject({ userAgent: 'vitest-browser/1.0' });
    expect(events.every((row) => row.clientAddress?.startsWith('10.1.') || row.clientAddress === '127.0.0.1')).toBe(
      true,
    );
    const everything = JSON.stringify(await t.db.select().from(auditEvents));
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(stored!.tokenHash);
    expect(everything).not.toContain(GOOD_PASSWORD);
  });

  it('lets the member give the names the invitation lacked, and requires them', async () => {
    const token = await inviteAndGetToken('nameless@example.com');
    const validated = ZValidateTokenResponse.parse((await validate(token)).json());
    expect(validated).toMatchObject({ first_name: null, last_name: null });

    const withoutNames = await confirm({ token });
    expect(withoutNames.statusCode).toBe(400);
    expect(withoutNames.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'first_name' });

    const confirmed = await confirm({ token, first_name: ' Robin ', last_name: 'Quay' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const me = await getMe(confirmed.json().access_token as string);
    expect(me.json().member).toMatchObject({ first_name: 'Robin', last_name: 'Quay' });
  });

  it('confirms exactly once when two submits race', async () => {
    const token = await inviteAndGetToken('racer@example.com', { first_name: 'Ray', last_name: 'Cer' });
    const [first, second] = await Promise.all([confirm({ token }), confirm({ token })]);
    const statuses = [first!.statusCode, second!.statusCode].sort();
    expect(statuses).toEqual([200, 410]);
    const account = await accountOf('racer@example.com');
    const activated = await t.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.accountId} = ${account!.id} and ${auditEvents.event} = 'activated'`);
    expect(activated).toHaveLength(1);
  });

  it('re-invites an invited address: the earlier link stops working', async () => {
    const first = await inviteAndGetToken('twice@example.com', { first_name: 'Tw', last_name: 'Ice' });
    const second = await inviteAndGetToken('twice@example.com', { role: 'editor' });
    expect(second).not.toBe(first);
    expect((await validate(first)).json()).toMatchObject({ code: 'TOKEN_INVALID' });
    // Names given the first time are kept when the second invitation leaves them out.
    expect((await validate(second)).json()).toMatchObject({ first_name: 'Tw', last_name: 'Ice' });
    expect(await accountOf('twice@example.com')).toMatchObject({ role: 'editor', status: 'invited' });
  });
});

describe('password policy on confirmation', () => {
  it('refuses short, name-bearing and common passwords and writes nothing', async () => {
    const token = await inviteAndGetToken('policy.person@example.com', { first_name: 'Marigold', last_name: 'Finch' });
    const cases = [
      { password: 'short', status: 400, code: 'VALIDATION_FAILED', message: 'Use at least 15 characters.' },
      {
        password: 'marigold-loves-the-sea',
        status: 400,
        code: 'PASSWORD_REJECTED',
        message: "Your password can't contain your name or email.",
      },
      {
        password: 'policy.person-2024!!',
        status: 400,
        code: 'PASSWORD_REJECTED',
        message: "Your password can't contain your name or email.",
      },
      {
        password: 'password1234567',
        status: 400,
        code: 'PASSWORD_REJECTED',
        message: 'This password is too common; choose something less predictable.',
      },
      { password: 'x'.repeat(300), status: 400, code: 'VALIDATION_FAILED', message: 'Use at most 256 characters.' },
    ];
    for (const { password, status, code, message } of cases) {
      const response = await confirm({ token, password });
      expect(response.statusCode, password).toBe(status);
      expect(ZErrorResponse.parse(response.json())).toMatchObject({ code, message, field: 'password' });
    }
    const noConsent = await confirm({ token, accept_privacy_policy: false });
    expect(noConsent.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'accept_privacy_policy' });

    const account = await accountOf('policy.person@example.com');
    expect(account).toMatchObject({ status: 'invited', passwordHash: null });
    expect((await validate(token)).statusCode).toBe(200);
  });
});

describe('expired invitations', () => {
  it('reports expiry, renews once with a fresh email, and the new link works', async () => {
    const old = await inviteAndGetToken('late@example.com', { first_name: 'Lee', last_name: 'Tardy' });
    await expireInvitationsOf('late@example.com');

    const validated = await validate(old);
    expect(validated.statusCode).toBe(410);
    expect(validated.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect((await confirm({ token: old })).json()).toMatchObject({ code: 'TOKEN_EXPIRED' });

    const renewed = await renew(old);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(ZGenerateNewTokenResponse.parse(renewed.json())).toEqual({ message: NEW_INVITATION_SENT_MESSAGE });
    const email = await waitForEmail(t.outboxDir, 'invitation', 'late@example.com', 2);
    expect(email.link?.origin).toBe(SWIFT_URL);
    expect(email.text).toContain('Avery Stone has invited you');
    const fresh = getLinkToken(email);
    expect(fresh).not.toBe(old);

    // The old link is void now: neither valid nor renewable again.
    expect((await validate(old)).json()).toMatchObject({ statusCode: 410, code: 'TOKEN_INVALID' });
    expect((await renew(old)).json()).toMatchObject({ statusCode: 410, code: 'TOKEN_INVALID' });
    // A link that still works is not renewed.
    const stillValid = await renew(fresh);
    expect(stillValid.statusCode).toBe(409);
    expect(stillValid.json().message).toMatch(/still valid/);

    expect((await validate(fresh)).statusCode).toBe(200);
    expect((await confirm({ token: fresh })).statusCode).toBe(200);
    expect((await renew(fresh)).json()).toMatchObject({ statusCode: 410, code: 'TOKEN_INVALID' });

    const account = await accountOf('late@example.com');
    const events = await t.db
      .select({ event: auditEvents.event })
      .from(auditEvents)
      .where(eq(auditEvents.accountId, account!.id));
    expect(events.map((row) => row.event).sort()).toEqual(['activated', 'invitation_renewed', 'invited']);
  });

  it('answers unknown tokens like used ones', async () => {
    const unknown = 'A'.repeat(43);
    expect((await validate(unknown)).json()).toMatchObject({ statusCode: 410, code: 'TOKEN_INVALID' });
    expect((await renew(unknown)).json()).toMatchObject({ statusCode: 410, code: 'TOKEN_INVALID' });
    expect((await confirm({ token: unknown, first_name: 'A', last_name: 'B' })).json()).toMatchObject({
      statusCode: 410,
      code: 'TOKEN_INVALID',
    });
  });
});

describe('tenancy', () => {
  it('a swift invitation does nothing on the oakmore host or with another brand header', async () => {
    const token = await inviteAndGetToken('cross@example.com', { first_name: 'Cro', last_name: 'Ss' });
    expect((await validate(token, 'oakmore.localhost')).json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect((await confirm({ token }, 'oakmore.localhost')).json()).toMatchObject({ code: 'TOKEN_INVALID' });
    const viaHeader = await t.app.inject({
      method: 'GET',
      url: `/api/authorization/token/validate-token/${token}`,
      headers: { host: 'swift.localhost', 'x-portal-brand': 'incent' },
      remoteAddress: nextAddress(),
    });
    expect(viaHeader.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    await expireInvitationsOf('cross@example.com');
    expect((await renew(token, 'oakmore.localhost')).json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect(await accountOf('cross@example.com')).toMatchObject({ status: 'invited' });
    expect(await listEmails(t.outboxDir, 'invitation', 'cross@example.com')).toHaveLength(1);
  });

  it("an admin cannot invite into another tenant's company, nor with a token of another tenant", async () => {
    const otherCompany = await invite({ email: 'x1@example.com', company: oakmoreCompanyId });
    expect(otherCompany.statusCode).toBe(400);
    expect(otherCompany.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'company' });
    const notUuid = await invite({ email: 'x2@example.com', company: 'not-a-uuid' });
    expect(notUuid.json()).toMatchObject({ statusCode: 400, field: 'company' });
    const onOakmore = await invite(
      { email: 'x3@example.com', company: oakmoreCompanyId },
      swiftAdmin,
      'oakmore.localhost',
    );
    expect(onOakmore.statusCode).toBe(401);
    expect(await accountOf('x1@example.com')).toBeUndefined();
  });
});

describe('who may invite', () => {
  it('refuses members, editors and anonymous callers', async () => {
    const payload = { email: 'nobody-new@example.com', company: swiftCompanyId };
    for (const email of ['member@swift.test', 'editor@swift.test']) {
      const response = await invite(payload, await signIn(t.app, email));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await invite(payload, null)).statusCode).toBe(401);
    expect(await accountOf('nobody-new@example.com')).toBeUndefined();
  });

  it('refuses bad input with a 4xx and a message', async () => {
    const cases = [
      { response: await invite({ email: 'not-an-email', company: swiftCompanyId }), status: 400, field: 'email' },
      { response: await invite({ email: 'ok@example.com' }), status: 400, field: 'company' },
      { response: await invite({ email: 'ok@example.com', company: swiftCompanyId, role: 'owner' }), status: 400 },
      { response: await invite([1, 2]), status: 400 },
      {
        response: await invite({ email: 'ok@example.com', company: swiftCompanyId, first_name: 'x'.repeat(70_000) }),
        status: 413,
      },
    ];
    for (const { response, status, field } of cases) {
      expect(response.statusCode, response.body).toBe(status);
      const body = ZErrorResponse.parse(response.json());
      if (field) expect(body.field).toBe(field);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/authorization/accounts/confirm-invitation',
      headers: { host: 'swift.localhost', 'content-type': 'application/json' },
      payload: '{"token": ',
      remoteAddress: nextAddress(),
    });
    expect(malformed.json()).toMatchObject({ statusCode: 400, message: 'The request body is not valid JSON.' });
    const badToken = await validate('short');
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json().message).toBe('This link is not valid. Ask for a new one.');
    expect(await accountOf('ok@example.com')).toBeUndefined();
  });
});

describe('the invite command', () => {
  it('invites from the command line with the default public address of the brand', async () => {
    const lines: string[] = [];
    const options = parseInviteOptions([
      '--tenant',
      'oakmore',
      '--company',
      'Oakmore Labs Employees',
      '--email',
      'Cli.Person@Example.com',
      '--first-name',
      'Cli',
      '--last-name',
      'Person',
      '--role',
      'admin',
    ]);
    await runInvite(t.services, options, (line) => lines.push(line));
    expect(lines[0]).toMatch(/^Invited cli\.person@example\.com as admin to Oakmore Labs Employees on Oakmore Health/);
    const email = await waitForEmail(t.outboxDir, 'invitation', 'cli.person@example.com');
    expect(email.link?.origin).toBe(`http://oakmore.localhost:${t.config.PORT}`);
    expect(email.text).toContain("You've been invited to join Oakmore Labs Employees");

    const token = getLinkToken(email);
    const validated = await validate(token, 'oakmore.localhost');
    expect(validated.json()).toMatchObject({ invited_by: null, company_name: 'Oakmore Labs Employees' });
    const confirmed = await confirm({ token }, 'oakmore.localhost');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const me = await getMe(confirmed.json().access_token as string, 'oakmore.localhost');
    expect(me.json().account).toMatchObject({ role: 'admin', tenant: 'oakmore' });

    const [event] = await t.db
      .select()
      .from(auditEvents)
      .innerJoin(accounts, eq(accounts.id, auditEvents.accountId))
      .where(sql`${accounts.email} = 'cli.person@example.com' and ${auditEvents.event} = 'invited'`);
    expect(event?.audit_events).toMatchObject({ clientAddress: null, userAgent: 'command line' });
  });

  it("invites in the member's language with --language, and refuses one the portal does not know", async () => {
    const options = parseInviteOptions([
      '--tenant',
      'oakmore',
      '--company',
      'Oakmore Labs Employees',
      '--email',
      'cli.espanol@example.com',
      '--language',
      'es',
    ]);
    expect(options.preferredLanguage).toBe('es');
    await runInvite(t.services, options, () => undefined);
    const email = await waitForEmail(t.outboxDir, 'invitation', 'cli.espanol@example.com');
    expect(email.subject).toBe('Le invitamos a unirse a Oakmore Health');
    expect(() =>
      parseInviteOptions(['--tenant', 'swift', '--company', 'X', '--email', 'a@b.co', '--language', 'klingon']),
    ).toThrow(/--language/);
  });

  it('refuses a wrong command line and an unknown company', async () => {
    expect(() => parseInviteOptions(['--tenant', 'swift', '--company', 'X'])).toThrow(UsageError);
    expect(() => parseInviteOptions(['--tenant', 'nope', '--company', 'X', '--email', 'a@b.co'])).toThrow(
      /Unknown tenant/,
    );
    expect(() =>
      parseInviteOptions(['--tenant', 'swift', '--company', 'X', '--email', 'a@b.co', '--role', 'boss']),
    ).toThrow(/--role/);
    expect(() => parseInviteOptions(['--tenant', 'swift', '--bogus', 'x'])).toThrow(UsageError);
    await expect(
      runInvite(
        t.services,
        parseInviteOptions(['--tenant', 'swift', '--company', 'No Such Co', '--email', 'a@example.com']),
        () => undefined,
      ),
    ).rejects.toThrow('That company is not part of this programme.');
    await expect(
      runInvite(
        t.services,
        parseInviteOptions([
          '--tenant',
          'swift',
          '--company',
          'SwiftCare Demo Company',
          '--email',
          'member@swift.test',
        ]),
        () => undefined,
      ),
    ).rejects.toThrow(/already active/);
  });
});

describe('rate limits', () => {
  it('limits validate-token per client address with 429, Retry-After and a message', async () => {
    const address = nextAddress();
    // A different token each time, so only the per-address limit counts.
    const tokenNumber = (i: number) => `${'B'.repeat(40)}${String(i).padStart(3, '0')}`;
    for (let i = 0; i < 20; i += 1) {
      expect((await validate(tokenNumber(i), 'swift.localhost', address)).statusCode).toBe(410);
    }
    const limited = await validate(tokenNumber(20), 'swift.localhost', address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(/Try again/);
    // Another address is not affected.
    expect((await validate(tokenNumber(21))).statusCode).toBe(410);
  });

  it('limits validate-token per token across addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await validate('E'.repeat(43))).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 10).every((status) => status === 410)).toBe(true);
  });

  it('limits renewals of one token across addresses', async () => {
    const token = 'C'.repeat(43);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await renew(token)).statusCode);
    expect(statuses).toEqual([410, 410, 410, 429]);
  });

  it('limits confirmations of one token across addresses', async () => {
    const token = 'D'.repeat(43);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await confirm({ token, first_name: 'A', last_name: 'B' })).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 410)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('data at rest', () => {
  it('stores names of invited members only in members', async () => {
    const rows = await t.db.select().from(members).innerJoin(accounts, eq(accounts.id, members.accountId));
    expect(rows.length).toBeGreaterThan(24);
  });
});

describe('the invited member’s language', () => {
  it('writes the invitation in Spanish when the admin says so, keeps the link, and the member starts in Spanish', async () => {
    const address = 'lucia.es@example.com';
    const response = await invite({
      email: address,
      company: swiftCompanyId,
      first_name: 'Lucía',
      preferred_language: 'es',
    });
    expect(response.statusCode, response.body).toBe(201);
    const email = await waitForEmail(t.outboxDir, 'invitation', address);
    expect(email.subject).toBe('Le invitamos a unirse a SwiftCare');
    expect(email.text).toContain('Hola, Lucía:');
    expect(email.text).toContain(
      'Avery Stone le invitó a unirse al programa de salud y bienestar de SwiftCare Demo Company en SwiftCare.',
    );
    expect(email.text).toContain('Aceptar la invitación:');
    expect(email.text).toMatch(/Esta invitación vence el \d{1,2} de \w+ de \d{4}/);
    expect(email.text).toContain('¿Preguntas? Escriba a support@swift.test.');
    expect(email.html).toContain('<html lang="es">');
    expect(email.html).toContain('Aceptar la invitación</a>');
    expect(email.html).toContain('Si el botón no funciona, copie esta dirección en su navegador:');
    expect(email.text).not.toMatch(/invited|Accept the invitation|Questions\?/);
    // The link is the same in every language.
    expect(email.link?.origin).toBe(SWIFT_URL);
    expect(email.link?.pathname).toBe('/confirm-invitation');
    expect(email.html).toContain(`href="${email.link?.toString()}"`);

    const [member] = await t.db
      .select({ preferredLanguage: members.preferredLanguage })
      .from(members)
      .innerJoin(accounts, eq(accounts.id, members.accountId))
      .where(eq(accounts.email, address));
    expect(member?.preferredLanguage).toBe('es');

    // A renewal without a language keeps the stored one.
    await expireInvitationsOf(address);
    expect((await renew(getLinkToken(email))).statusCode).toBe(200);
    const renewed = await waitForEmail(t.outboxDir, 'invitation', address, 2);
    expect(renewed.subject).toBe('Le invitamos a unirse a SwiftCare');

    const confirmed = await confirm({ token: getLinkToken(renewed), last_name: 'Prieto' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const me = await getMe(ZLoginResponse.parse(confirmed.json()).access_token);
    expect((me.json() as { member: { preferred_language: string } }).member.preferred_language).toBe('es');
  });

  it('writes it in English without a language, or for one the portal does not speak yet', async () => {
    for (const [address, language] of [
      ['no.language@example.com', undefined],
      ['french@example.com', 'fr'],
    ] as const) {
      const response = await invite({ email: address, company: swiftCompanyId, preferred_language: language });
      expect(response.statusCode, response.body).toBe(201);
      const email = await waitForEmail(t.outboxDir, 'invitation', address);
      expect(email.subject).toBe("You're invited to join SwiftCare");
      expect(email.text).toContain(
        "Avery Stone has invited you to join SwiftCare Demo Company's health and wellness programme on SwiftCare.",
      );
      expect(email.text).toContain('Accept the invitation:');
      expect(email.html).toContain('<html lang="en">');
      expect(email.html).toContain("If the button doesn't work, copy this address into your browser:");
    }
  });

  it('refuses a language that is not one of the offered ones', async () => {
    const response = await invite({ email: 'klingon@example.com', company: swiftCompanyId, preferred_language: 'tlh' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'preferred_language',
      message: 'Choose one of the offered languages.',
    });
  });
});
