import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLoginResponse } from '@portal/contracts/auth';
import { DEMO_PASSWORD } from '@portal/contracts/demo';
import { ZErrorResponse } from '@portal/contracts/errors';
import {
  ZPasskey,
  ZPasskeyCreationOptions,
  ZPasskeyRequestOptions,
  ZPasskeysResponse,
} from '@portal/contracts/passkeys';
import type { TPasskeyAuthenticationResponse } from '@portal/contracts/passkeys';
import { ZSecondStepRequired } from '@portal/contracts/sign-in-security';
import { accounts, auditEvents, passkeys, sessions, webauthnChallenges } from '../../../db/schema';
import { api } from '../../../test/api';
import { createTestApp, signIn } from '../../../test/create-test-app';
import type { TestApp } from '../../../test/create-test-app';
import { createPasskey, signWithPasskey } from '../../../test/software-authenticator';
import type { SoftwarePasskey } from '../../../test/software-authenticator';
import { setUpAuthenticator } from '../../../test/two-step';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SWIFT = 'swift.localhost';
const SWIFT_ORIGIN = `http://${SWIFT}`;

const onHost = (host: string) => api(t.app, { host, prefix: '/api' });
const swift = () => onHost(SWIFT);

/** One password sign-in per account, made before it has a passkey (after, `/login` asks for a second step). */
const tokens = new Map<string, Promise<string>>();
function tokenOf(email: string, host = `${email.split('@')[1]?.split('.')[0]}.localhost`): Promise<string> {
  let token = tokens.get(email);
  if (!token) {
    token = signIn(t.app, email, host);
    tokens.set(email, token);
  }
  return token;
}
/** The passkeys the tests made, by account. */
const madePasskeys = new Map<string, SoftwarePasskey>();

function sessionIdOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { jti: string }).jti;
}

async function accountIdOf(email: string): Promise<string> {
  const [row] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  if (!row) throw new Error(`No account ${email}`);
  return row.id;
}

/** Adds a passkey to the signed-in account on `host`, as Profile → Security does. */
async function addPasskey(token: string, { host = SWIFT, name = 'My phone' } = {}) {
  const client = onHost(host).as(token);
  const options = await client.post('/authorization/accounts/me/passkeys/options');
  expect(options.statusCode, options.body).toBe(200);
  const created = createPasskey(ZPasskeyCreationOptions.parse(options.json()), { origin: `http://${host}` });
  const added = await client.post('/authorization/accounts/me/passkeys', { name, response: created.response });
  expect(added.statusCode, added.body).toBe(201);
  return { passkey: created.passkey, record: ZPasskey.parse(added.json()) };
}

async function signInOptions(host = SWIFT) {
  const response = await onHost(host).post('/auth/login/passkey/options');
  expect(response.statusCode, response.body).toBe(200);
  return ZPasskeyRequestOptions.parse(response.json());
}

function signInWith(response: TPasskeyAuthenticationResponse, host = SWIFT) {
  return onHost(host).post('/auth/login/passkey', { response });
}

async function countSessions(accountId: string) {
  return (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.accountId, accountId))).length;
}

function expectRefusal(
  response: { statusCode: number; json(): unknown; body: string },
  status: number,
  message: RegExp,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(ZErrorResponse.parse(response.json()).message).toMatch(message);
}

describe('adding a passkey', () => {
  it('offers creation options bound to the brand’s host, with a user id that is not the email', async () => {
    const token = await tokenOf('member@swift.test');
    const response = await swift().as(token).post('/authorization/accounts/me/passkeys/options');
    expect(response.statusCode, response.body).toBe(200);
    const options = ZPasskeyCreationOptions.parse(response.json());
    expect(options.rp).toEqual({ id: SWIFT, name: 'SwiftCare' });
    expect(options.user.name).toBe('member@swift.test');
    // The account's id as 16 bytes: stable across the member's passkeys, and no email in the authenticator.
    const accountId = await accountIdOf('member@swift.test');
    expect(Buffer.from(options.user.id, 'base64url').toString('hex')).toBe(accountId.replaceAll('-', ''));
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'preferred' });
    const [challenge] = await t.db
      .select()
      .from(webauthnChallenges)
      .where(eq(webauthnChallenges.challenge, options.challenge));
    expect(challenge).toMatchObject({ purpose: 'registration', rpId: SWIFT, usedAt: null });
    expect(challenge!.expiresAt.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(challenge!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  });

  it('stores a verified passkey, lists it, audits it and leaves it out of the next options', async () => {
    const token = await tokenOf('member@swift.test');
    const accountId = await accountIdOf('member@swift.test');
    const { passkey, record } = await addPasskey(token, { name: '  Work laptop  ' });
    madePasskeys.set('member@swift.test', passkey);
    expect(record).toMatchObject({ name: 'Work laptop', last_used_at: null, backed_up: true });

    const list = ZPasskeysResponse.parse((await swift().as(token).get('/authorization/accounts/me/passkeys')).json());
    expect(list.items.map((item) => item.id)).toContain(record.id);
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, record.id));
    expect(row).toMatchObject({
      accountId,
      rpId: SWIFT,
      credentialId: passkey.credentialId,
      transports: ['internal', 'hybrid'],
    });
    const events = await t.db
      .select({ event: auditEvents.event, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.accountId, accountId), eq(auditEvents.event, 'passkey_added')));
    expect(events).toContainEqual({ event: 'passkey_added', details: { passkey_id: record.id } });

    const next = ZPasskeyCreationOptions.parse(
      (await swift().as(token).post('/authorization/accounts/me/passkeys/options')).json(),
    );
    expect(next.excludeCredentials?.map((credential) => credential.id)).toContain(passkey.credentialId);
  });

  it('refuses an answer for another origin, a replayed challenge and a malformed answer, storing nothing', async () => {
    const token = await tokenOf('new@swift.test');
    const accountId = await accountIdOf('new@swift.test');
    const client = swift().as(token);
    const options = ZPasskeyCreationOptions.parse(
      (await client.post('/authorization/accounts/me/passkeys/options')).json(),
    );

    const elsewhere = createPasskey(options, { origin: 'http://evil.localhost' });
    expectRefusal(
      await client.post('/authorization/accounts/me/passkeys', { name: 'Phone', response: elsewhere.response }),
      400,
      /could not be checked/,
    );
    // The challenge was spent by that attempt: a second answer to it is a replay.
    const replay = createPasskey(options, { origin: SWIFT_ORIGIN });
    expectRefusal(
      await client.post('/authorization/accounts/me/passkeys', { name: 'Phone', response: replay.response }),
      400,
      /already used/,
    );
    const malformed = await client.post('/authorization/accounts/me/passkeys', {
      name: 'Phone',
      response: { ...replay.response, response: { ...replay.response.response, clientDataJSON: 'not json!' } },
    });
    expect(malformed.statusCode).toBe(400);
    const unnamed = await client.post('/authorization/accounts/me/passkeys', {
      name: '   ',
      response: replay.response,
    });
    expect(unnamed.statusCode).toBe(400);
    expect(ZErrorResponse.parse(unnamed.json()).field).toBe('name');

    expect(await t.db.select().from(passkeys).where(eq(passkeys.accountId, accountId))).toEqual([]);
  });

  it('renames a passkey of the member’s, and not another member’s', async () => {
    const token = await tokenOf('editor@swift.test');
    const { passkey, record } = await addPasskey(token);
    madePasskeys.set('editor@swift.test', passkey);
    const renamed = await swift()
      .as(token)
      .patch(`/authorization/accounts/me/passkeys/${record.id}`, { name: 'Tablet' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(ZPasskey.parse(renamed.json()).name).toBe('Tablet');

    const other = await tokenOf('admin@swift.test');
    expectRefusal(
      await swift().as(other).patch(`/authorization/accounts/me/passkeys/${record.id}`, { name: 'Mine now' }),
      404,
      /not found/,
    );
    const [row] = await t.db.select({ name: passkeys.name }).from(passkeys).where(eq(passkeys.id, record.id));
    expect(row?.name).toBe('Tablet');
  });
});

describe('signing in with a passkey', () => {
  let passkey: SoftwarePasskey;
  let accountId: string;

  beforeAll(async () => {
    accountId = await accountIdOf('who5@swift.test');
    ({ passkey } = await addPasskey(await tokenOf('who5@swift.test')));
  });

  it('signs in without a password: a two-factor session whose token works', async () => {
    const options = await signInOptions();
    // Discoverable credentials: the page does not say whose passkeys it wants.
    expect(options.allowCredentials).toBeUndefined();
    expect(options.rpId).toBe(SWIFT);
    const response = await signInWith(signWithPasskey(passkey, options, { origin: SWIFT_ORIGIN }));
    expect(response.statusCode, response.body).toBe(200);
    const { access_token: token } = ZLoginResponse.parse(response.json());

    const me = await swift().as(token).get('/authorization/accounts/me');
    expect(me.statusCode, me.body).toBe(200);
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)));
    expect(session).toMatchObject({ accountId, factors: 2 });
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.credentialId, passkey.credentialId));
    expect(row?.signCount).toBe(passkey.counter);
    expect(row?.lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed signature and an expired challenge, opening no session', async () => {
    const before = await countSessions(accountId);
    const options = await signInOptions();
    const signed = signWithPasskey(passkey, options, { origin: SWIFT_ORIGIN });
    expect((await signInWith(signed)).statusCode).toBe(200);
    expectRefusal(await signInWith(signed), 400, /already used/);

    const stale = await signInOptions();
    await t.db
      .update(webauthnChallenges)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(webauthnChallenges.challenge, stale.challenge));
    expectRefusal(await signInWith(signWithPasskey(passkey, stale, { origin: SWIFT_ORIGIN })), 400, /expired/);
    // A challenge this programme never made.
    expectRefusal(
      await signInWith(signWithPasskey(passkey, stale, { origin: SWIFT_ORIGIN, challenge: 'bm90LW91cnM' })),
      400,
      /not one this programme made/,
    );
    expect(await countSessions(accountId)).toBe(before + 1);
  });

  it('refuses a signature without the member’s fingerprint or PIN (it must count as two factors)', async () => {
    const options = await signInOptions();
    const response = await signInWith(signWithPasskey(passkey, options, { origin: SWIFT_ORIGIN, userVerified: false }));
    expectRefusal(response, 400, /could not be checked/);
  });

  it('never signs in with a passkey made on another brand, nor on another host of the same brand', async () => {
    const oakmore = await addPasskey(await tokenOf('member@oakmore.test'), { host: 'oakmore.localhost' });
    const oakAccount = await accountIdOf('member@oakmore.test');
    const before = await countSessions(oakAccount);
    // Signed for swift's challenge and host (as a forged browser could): still not a passkey of swift's.
    const forged = signWithPasskey(oakmore.passkey, await signInOptions(), { origin: SWIFT_ORIGIN, rpId: SWIFT });
    expectRefusal(await signInWith(forged), 401, /not one of this programme’s/);
    // On its own brand it works.
    const own = signWithPasskey(oakmore.passkey, await signInOptions('oakmore.localhost'), {
      origin: 'http://oakmore.localhost',
    });
    expect((await signInWith(own, 'oakmore.localhost')).statusCode).toBe(200);
    expect(await countSessions(oakAccount)).toBe(before + 1);

    // swift.example.com is swift's tenant, but another relying party than swift.localhost.
    const otherHost = 'swift.example.com';
    const options = await signInOptions(otherHost);
    expect(options.rpId).toBe(otherHost);
    const elsewhere = signWithPasskey(passkey, options, { origin: `http://${otherHost}`, rpId: otherHost });
    expectRefusal(await signInWith(elsewhere, otherHost), 401, /not one of this programme’s/);
  });

  it('refuses a signature for another origin', async () => {
    const options = await signInOptions();
    const response = await signInWith(signWithPasskey(passkey, options, { origin: 'http://evil.localhost' }));
    expectRefusal(response, 400, /could not be checked/);
  });
});

describe('a passkey as the second step, and as step-up', () => {
  it('finishes /login with a passkey after the password, and refuses another account’s passkey', async () => {
    const email = 'new@swift.test';
    const { passkey } = await addPasskey(await tokenOf(email));
    const stranger = madePasskeys.get('member@swift.test')!;

    const ticketOf = async () => {
      const login = await swift().post('/auth/login', { email, password: DEMO_PASSWORD });
      expect(login.statusCode, login.body).toBe(200);
      const { second_step: step } = ZSecondStepRequired.parse(login.json());
      expect(step.methods).toContain('passkey');
      return step.ticket;
    };
    const optionsFor = async (ticket: string) => {
      const response = await swift().post('/auth/login/second-step/passkey/options', { ticket });
      expect(response.statusCode, response.body).toBe(200);
      return ZPasskeyRequestOptions.parse(response.json());
    };

    const ticket = await ticketOf();
    const options = await optionsFor(ticket);
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([passkey.credentialId]);
    const wrong = await swift().post('/auth/login/second-step/passkey', {
      ticket,
      response: signWithPasskey(stranger, options, { origin: SWIFT_ORIGIN }),
    });
    expectRefusal(wrong, 401, /not one of yours/);

    const response = await swift().post('/auth/login/second-step/passkey', {
      ticket,
      response: signWithPasskey(passkey, await optionsFor(ticket), { origin: SWIFT_ORIGIN }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const token = ZLoginResponse.parse(response.json()).access_token;
    expect((await swift().as(token).get('/authorization/accounts/me')).statusCode).toBe(200);
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)));
    expect(session?.factors).toBe(2);
    // The ticket is spent.
    expect((await swift().post('/auth/login/second-step/passkey/options', { ticket })).statusCode).toBe(401);
  });

  it('removing a passkey needs step-up, which a passkey gives; a removed passkey signs in no more', async () => {
    const email = 'member@swift.test';
    const token = await tokenOf(email);
    const { passkey, record } = await addPasskey(token, { name: 'Old phone' });
    const client = swift().as(token);
    // The sign-in's proof is older than five minutes.
    await t.db
      .update(sessions)
      .set({ verifiedAt: sql`now() - interval '10 minutes'` })
      .where(eq(sessions.id, sessionIdOf(token)));
    const refused = await client.delete(`/authorization/accounts/me/passkeys/${record.id}`);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(ZErrorResponse.parse(refused.json()).code).toBe('STEP_UP_REQUIRED');

    const options = ZPasskeyRequestOptions.parse(
      (await client.post('/authorization/accounts/me/verify/passkey/options')).json(),
    );
    expect(options.allowCredentials?.map((credential) => credential.id)).toContain(passkey.credentialId);
    const verified = await client.post('/authorization/accounts/me/verify/passkey', {
      response: signWithPasskey(passkey, options, { origin: SWIFT_ORIGIN }),
    });
    expect(verified.statusCode, verified.body).toBe(204);

    const removed = await client.delete(`/authorization/accounts/me/passkeys/${record.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    const events = await t.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.event, 'passkey_removed'));
    expect(events).toContainEqual({ details: { passkey_id: record.id } });

    expectRefusal(
      await signInWith(signWithPasskey(passkey, await signInOptions(), { origin: SWIFT_ORIGIN })),
      401,
      /removed/,
    );
    expectRefusal(await client.delete(`/authorization/accounts/me/passkeys/${record.id}`), 404, /not found/);
  });

  it('refuses step-up with another member’s passkey, and a replayed step-up', async () => {
    const token = await tokenOf('admin@swift.test');
    const own = (await addPasskey(token)).passkey;
    const stranger = madePasskeys.get('editor@swift.test')!;
    const client = swift().as(token);
    const options = ZPasskeyRequestOptions.parse(
      (await client.post('/authorization/accounts/me/verify/passkey/options')).json(),
    );
    expectRefusal(
      await client.post('/authorization/accounts/me/verify/passkey', {
        response: signWithPasskey(stranger, options, { origin: SWIFT_ORIGIN }),
      }),
      400,
      /not one of yours/,
    );
    const again = ZPasskeyRequestOptions.parse(
      (await client.post('/authorization/accounts/me/verify/passkey/options')).json(),
    );
    const signed = signWithPasskey(own, again, { origin: SWIFT_ORIGIN });
    expect((await client.post('/authorization/accounts/me/verify/passkey', { response: signed })).statusCode).toBe(204);
    expectRefusal(
      await client.post('/authorization/accounts/me/verify/passkey', { response: signed }),
      400,
      /already used/,
    );
  });
});

describe('when the programme requires two-step sign-in', () => {
  it('lets a member who must set it up add a passkey, which lifts the requirement; the last one stays', async () => {
    const admin = await tokenOf('admin@oakmore.test');
    const oak = onHost('oakmore.localhost');
    const policy = await oak.as(admin).put('/authorization/admin/sign-in-security', {
      two_step_requirement: 'everyone',
      idle_timeout_minutes: 30,
    });
    expect(policy.statusCode, policy.body).toBe(200);

    const token = await tokenOf('new@oakmore.test');
    const member = oak.as(token);
    expect((await member.get('/authorization/dependents')).statusCode).toBe(403);
    expect((await member.get('/authorization/accounts/me/passkeys')).statusCode).toBe(200);
    const { record } = await addPasskey(token, { host: 'oakmore.localhost' });
    expect((await member.get('/authorization/dependents')).statusCode).toBe(200);

    expectRefusal(await member.delete(`/authorization/accounts/me/passkeys/${record.id}`), 409, /requires two-step/);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.id, record.id))).toHaveLength(1);
  });
});

describe('adding a passkey needs a recent proof', () => {
  const EVERGREEN = 'evergreen.localhost';
  const evergreen = () => onHost(EVERGREEN);

  /** The session's last proof is older than the step-up window, as for a session left open. */
  async function ageProof(token: string) {
    await t.db
      .update(sessions)
      .set({ verifiedAt: sql`now() - interval '415 seconds'` })
      .where(eq(sessions.id, sessionIdOf(token)));
  }

  async function passkeysOf(email: string) {
    return t.db
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(eq(passkeys.accountId, await accountIdOf(email)));
  }

  function expectStepUpRequired(response: { statusCode: number; json(): unknown; body: string }) {
    expect(response.statusCode, response.body).toBe(403);
    expect(ZErrorResponse.parse(response.json()).code).toBe('STEP_UP_REQUIRED');
  }

  it('refuses the options and the registration on an old session, storing nothing, until the member proves it is them', async () => {
    // As the probe found it: an account with an authenticator app, whose session is 415 seconds old.
    const email = 'member@evergreen.test';
    const token = await tokenOf(email);
    await setUpAuthenticator(t.app, { host: EVERGREEN, token });
    const client = evergreen().as(token);
    await ageProof(token);
    expectStepUpRequired(await client.delete('/authorization/accounts/me/two-step/authenticator'));

    const refusedOptions = await client.post('/authorization/accounts/me/passkeys/options');
    expectStepUpRequired(refusedOptions);
    expect(refusedOptions.json()).not.toHaveProperty('challenge');
    // No ceremony was started: no registration challenge for the account.
    const challenges = await t.db
      .select({ id: webauthnChallenges.id })
      .from(webauthnChallenges)
      .where(
        and(eq(webauthnChallenges.accountId, await accountIdOf(email)), eq(webauthnChallenges.purpose, 'registration')),
      );
    expect(challenges).toEqual([]);

    const verified = await client.post('/authorization/accounts/me/verify', { password: DEMO_PASSWORD });
    expect(verified.statusCode, verified.body).toBe(204);
    await addPasskey(token, { host: EVERGREEN });
    expect(await passkeysOf(email)).toHaveLength(1);
  });

  it('refuses an answer sent after the window although its options came within it, and takes it after a proof', async () => {
    const email = 'editor@evergreen.test';
    const token = await tokenOf(email);
    const client = evergreen().as(token);
    const options = await client.post('/authorization/accounts/me/passkeys/options');
    expect(options.statusCode, options.body).toBe(200);
    const created = createPasskey(ZPasskeyCreationOptions.parse(options.json()), { origin: `http://${EVERGREEN}` });
    await ageProof(token);

    const body = { name: 'Late laptop', response: created.response };
    expectStepUpRequired(await client.post('/authorization/accounts/me/passkeys', body));
    expect(await passkeysOf(email)).toEqual([]);

    // The refusal spent nothing: once the member proves it is them, the same answer is taken.
    expect((await client.post('/authorization/accounts/me/verify', { password: DEMO_PASSWORD })).statusCode).toBe(204);
    const added = await client.post('/authorization/accounts/me/passkeys', body);
    expect(added.statusCode, added.body).toBe(201);
    expect(await passkeysOf(email)).toHaveLength(1);
  });

  it('asks for it even for a first passkey (it signs in on its own), and renaming one needs none', async () => {
    const email = 'who5@evergreen.test';
    const token = await tokenOf(email);
    const client = evergreen().as(token);
    await ageProof(token);
    expectStepUpRequired(await client.post('/authorization/accounts/me/passkeys/options'));
    expect(await passkeysOf(email)).toEqual([]);

    expect((await client.post('/authorization/accounts/me/verify', { password: DEMO_PASSWORD })).statusCode).toBe(204);
    const { record } = await addPasskey(token, { host: EVERGREEN });
    await ageProof(token);
    const renamed = await client.patch(`/authorization/accounts/me/passkeys/${record.id}`, { name: 'Old tablet' });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('lets a member the programme holds to setting up two-step sign-in prove it with the password, then add one', async () => {
    const ATTENTIVE = 'attentive.localhost';
    const admin = await tokenOf('admin@attentive.test');
    const setRequirement = async (two_step_requirement: 'off' | 'everyone') => {
      const saved = await onHost(ATTENTIVE).as(admin).put('/authorization/admin/sign-in-security', {
        two_step_requirement,
        idle_timeout_minutes: 30,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await setRequirement('everyone');
    try {
      const token = await tokenOf('new@attentive.test');
      const member = onHost(ATTENTIVE).as(token);
      expect((await member.get('/authorization/dependents')).statusCode).toBe(403);
      await ageProof(token);
      expectStepUpRequired(await member.post('/authorization/accounts/me/passkeys/options'));

      // The proof is open to a session held to the setup: without it, the member could never add one.
      const verified = await member.post('/authorization/accounts/me/verify', { password: DEMO_PASSWORD });
      expect(verified.statusCode, verified.body).toBe(204);
      await addPasskey(token, { host: ATTENTIVE });
      expect((await member.get('/authorization/dependents')).statusCode).toBe(200);
    } finally {
      await setRequirement('off');
    }
  });
});

describe('the maintenance', () => {
  it('deletes challenges past their five minutes, used or not, and keeps live ones', async () => {
    const live = await signInOptions();
    const stale = await signInOptions();
    await t.db
      .update(webauthnChallenges)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(webauthnChallenges.challenge, stale.challenge));
    const { passkeyChallenges } = await t.services.maintenance.run();
    expect(passkeyChallenges).toBeGreaterThanOrEqual(1);
    const left = await t.db.select({ challenge: webauthnChallenges.challenge }).from(webauthnChallenges);
    expect(left.map((row) => row.challenge)).toContain(live.challenge);
    expect(left.map((row) => row.challenge)).not.toContain(stale.challenge);
  });
});
