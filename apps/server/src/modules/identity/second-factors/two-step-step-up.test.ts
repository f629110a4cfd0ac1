import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPasskeyCreationOptions } from '@portal/contracts/passkeys';
import { DEMO_PASSWORD, demoEmail } from '@portal/contracts/demo';
import type { BrandKey } from '@portal/contracts/brands';
import { SIGN_IN_SECURITY_ERROR_CODES, ZAuthenticatorSetup, ZTwoStepStatus } from '@portal/contracts/sign-in-security';
import { accounts, auditEvents, sessions } from '../../../db/schema';
import { api } from '../../../test/api';
import { createTestApp, signIn } from '../../../test/create-test-app';
import type { TestApp } from '../../../test/create-test-app';
import { createPasskey } from '../../../test/software-authenticator';
import { setUpAuthenticator } from '../../../test/two-step';
import { authenticatorCodeAt } from './authenticator-codes';

// Which changes to an account's second factors need a proof within the step-up window, and which do not:
// a file (and an app) of its own, as its proofs and first codes would use up two-step.test.ts's budget of
// code checks per address.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const on = (brand: BrandKey, token: string) =>
  api(t.app, { host: `${brand}.localhost`, prefix: '/api/authorization' }).as(token);

async function accountId(email: string): Promise<string> {
  const [row] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return row!.id;
}

/** Ages the account's sessions' last proof, as if the member signed in more than five minutes ago. */
async function ageProofs(email: string) {
  await t.db
    .update(sessions)
    .set({ verifiedAt: sql`now() - interval '415 seconds'` })
    .where(eq(sessions.accountId, await accountId(email)));
}

async function appsTurnedOn(email: string) {
  const rows = await t.db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.accountId, await accountId(email)), eq(auditEvents.event, 'two_step_enabled')));
  return rows.length;
}

function expectStepUpRequired(response: { statusCode: number; json(): unknown; body: string }) {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json()).toMatchObject({ code: SIGN_IN_SECURITY_ERROR_CODES.stepUpRequired });
}

async function proveWithPassword(brand: BrandKey, token: string) {
  const verified = await on(brand, token).post('/accounts/me/verify', { password: DEMO_PASSWORD });
  expect(verified.statusCode, verified.body).toBe(204);
}

/** A passkey added while the sign-in is still a fresh proof. */
async function addPasskey(brand: BrandKey, token: string) {
  const client = on(brand, token);
  const options = await client.post('/accounts/me/passkeys/options');
  expect(options.statusCode, options.body).toBe(200);
  const { response } = createPasskey(ZPasskeyCreationOptions.parse(options.json()), {
    origin: `http://${brand}.localhost`,
  });
  const added = await client.post('/accounts/me/passkeys', { name: 'Phone', response });
  expect(added.statusCode, added.body).toBe(201);
}

describe('setting up an authenticator app', () => {
  const brand: BrandKey = 'swift';

  it('needs a recent proof on an account a passkey already guards, at the start and at the first code', async () => {
    const email = demoEmail('member', brand);
    const token = await signIn(t.app, email);
    await addPasskey(brand, token);
    await ageProofs(email);
    const client = on(brand, token);
    expectStepUpRequired(await client.post('/accounts/me/two-step/authenticator'));

    await proveWithPassword(brand, token);
    const begun = await client.post('/accounts/me/two-step/authenticator');
    expect(begun.statusCode, begun.body).toBe(200);
    const { secret } = ZAuthenticatorSetup.parse(begun.json());
    // Begun within the window, confirmed after it: refused too, and the app stays off.
    await ageProofs(email);
    expectStepUpRequired(
      await client.post('/accounts/me/two-step/authenticator/confirm', {
        code: authenticatorCodeAt(secret, Date.now()),
      }),
    );
    const status = ZTwoStepStatus.parse((await client.get('/accounts/me/two-step')).json());
    expect(status.authenticator_app).toBeNull();
    expect(await appsTurnedOn(email)).toBe(0);

    await proveWithPassword(brand, token);
    const confirmed = await client.post('/accounts/me/two-step/authenticator/confirm', {
      code: authenticatorCodeAt(secret, Date.now()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await appsTurnedOn(email)).toBe(1);
  });

  it('needs none for the first second factor of an account that has none, even on an old session', async () => {
    const email = demoEmail('who5', brand);
    const token = await signIn(t.app, email);
    await ageProofs(email);
    await setUpAuthenticator(t.app, { host: `${brand}.localhost`, token });
    const status = ZTwoStepStatus.parse((await on(brand, token).get('/accounts/me/two-step')).json());
    expect(status.authenticator_app).not.toBeNull();
    expect(await appsTurnedOn(email)).toBe(1);
  });
});

describe('new recovery codes', () => {
  it('need a recent proof', async () => {
    const brand: BrandKey = 'oakmore';
    const email = demoEmail('member', brand);
    const token = await signIn(t.app, email);
    // Turning the app on with its first code is itself a proof: once that is old, new codes need another.
    await setUpAuthenticator(t.app, { host: `${brand}.localhost`, token });
    await ageProofs(email);
    expectStepUpRequired(await on(brand, token).post('/accounts/me/two-step/recovery-codes'));
    await proveWithPassword(brand, token);
    expect((await on(brand, token).post('/accounts/me/two-step/recovery-codes')).statusCode).toBe(200);
  });
});

describe('when the programme requires two-step sign-in', () => {
  const brand: BrandKey = 'attentive';

  async function requireOfEveryone<T>(run: () => Promise<T>): Promise<T> {
    // Signed in before the requirement: a session it does not hold back.
    const admin = await signIn(t.app, demoEmail('admin', brand));
    const save = async (two_step_requirement: 'off' | 'everyone') => {
      const saved = await on(brand, admin).put('/admin/sign-in-security', {
        two_step_requirement,
        idle_timeout_minutes: 30,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await save('everyone');
    try {
      return await run();
    } finally {
      await save('off');
    }
  }

  it('lets a member held to the setup set up the app on a session older than the step-up window', async () => {
    await requireOfEveryone(async () => {
      const email = demoEmail('who5', brand);
      const token = await signIn(t.app, email);
      await ageProofs(email);
      const held = await on(brand, token).get('/accounts/me/profile');
      expect(held.json()).toMatchObject({ code: SIGN_IN_SECURITY_ERROR_CODES.twoStepSetupRequired });
      await setUpAuthenticator(t.app, { host: `${brand}.localhost`, token });
      expect((await on(brand, token).get('/accounts/me/profile')).statusCode).toBe(200);
    });
  });

  it('lets a member held to the setup prove it with the password, the one proof open to them', async () => {
    await requireOfEveryone(async () => {
      const email = demoEmail('new', brand);
      const token = await signIn(t.app, email);
      await ageProofs(email);
      await proveWithPassword(brand, token);
      // Still held: the proof opens nothing but what the setup itself may need.
      const held = await on(brand, token).get('/accounts/me/profile');
      expect(held.json()).toMatchObject({ code: SIGN_IN_SECURITY_ERROR_CODES.twoStepSetupRequired });
    });
  });
});
