import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAppHandoffResponse } from '@portal/contracts/app-sign-in';
import { ZLoginResponse } from '@portal/contracts/auth';
import { APPLICATION_TYPE_HEADER, APPLICATION_TYPES } from '@portal/contracts/headers';
import { appHandoffs, sessions } from '../../../db/schema';
import { api } from '../../../test/api';
import { createTestApp, signIn } from '../../../test/create-test-app';
import type { TestApp } from '../../../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SWIFT = 'swift.localhost';
const NATIVE = { [APPLICATION_TYPE_HEADER]: APPLICATION_TYPES.native };

/** A PKCE pair, as the app makes it: the verifier it keeps, the challenge it gives the website. */
function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const sessionIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { jti: string }).jti;

async function handoff(token: string, challenge: string, host = SWIFT) {
  const response = await api(t.app, { host })
    .as(token)
    .post('/api/authorization/accounts/me/app-handoff', { challenge });
  expect(response.statusCode, response.body).toBe(200);
  return ZAppHandoffResponse.parse(response.json()).code;
}

const redeem = (body: object, host = SWIFT) =>
  api(t.app, { host, headers: NATIVE }).post('/api/auth/login/app-handoff', body);

describe('signing the app in through the website', () => {
  it('gives the app a session of its own for the code and the verifier, with the website sign-in’s factors', async () => {
    const website = await signIn(t.app, 'member@swift.test', SWIFT);
    await t.db
      .update(sessions)
      .set({ factors: 2 })
      .where(eq(sessions.id, sessionIdOf(website)));
    const { verifier, challenge } = pkce();
    const code = await handoff(website, challenge);

    const response = await redeem({ code, verifier });
    expect(response.statusCode, response.body).toBe(200);
    const record = ZLoginResponse.parse(response.json());
    // The native app keeps its device proof itself.
    expect(record.device_proof).toEqual(expect.any(String));
    const [session] = await t.db
      .select({ factors: sessions.factors, applicationType: sessions.applicationType })
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(record.access_token)));
    expect(session).toEqual({ factors: 2, applicationType: APPLICATION_TYPES.native });
    const me = await api(t.app, { host: SWIFT }).as(record.access_token).get('/api/authorization/accounts/me');
    expect(me.json()).toMatchObject({ account: { email: 'member@swift.test' } });
  });

  it('takes a code once, only with its verifier, only on its brand', async () => {
    const website = await signIn(t.app, 'new@swift.test', SWIFT);
    const { verifier, challenge } = pkce();

    const wrongVerifier = await redeem({ code: await handoff(website, challenge), verifier: pkce().verifier });
    expect(wrongVerifier.statusCode).toBe(401);

    const code = await handoff(website, challenge);
    expect((await redeem({ code, verifier }, 'oakmore.localhost')).statusCode).toBe(401);
    expect((await redeem({ code, verifier })).statusCode).toBe(200);
    expect((await redeem({ code, verifier })).statusCode).toBe(401);
  });

  it('refuses a challenge that is not one, and a caller without a session', async () => {
    const website = await signIn(t.app, 'editor@swift.test', SWIFT);
    const bad = await api(t.app, { host: SWIFT })
      .as(website)
      .post('/api/authorization/accounts/me/app-handoff', { challenge: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await api(t.app, { host: SWIFT }).post('/api/authorization/accounts/me/app-handoff', {
          challenge: pkce().challenge,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('continues the website session in the app: its end, its last proof and its factors, never a new lifetime', async () => {
    const website = await signIn(t.app, 'who5@swift.test', SWIFT);
    const websiteId = sessionIdOf(website);
    // A website session signed in long ago whose last proof is past the step-up window.
    await t.db
      .update(sessions)
      .set({
        verifiedAt: sql`now() - interval '6 minutes'`,
        expiresAt: sql`date_trunc('second', now()) + interval '10 minutes'`,
      })
      .where(eq(sessions.id, websiteId));
    const [original] = await t.db
      .select({ expiresAt: sessions.expiresAt, verifiedAt: sessions.verifiedAt })
      .from(sessions)
      .where(eq(sessions.id, websiteId));
    const refusedOnWebsite = await api(t.app, { host: SWIFT })
      .as(website)
      .post('/api/authorization/accounts/me/data-exports');
    expect(refusedOnWebsite.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });

    let token = website;
    // A hand-over of a hand-over gains nothing either.
    for (let round = 0; round < 2; round += 1) {
      const { verifier, challenge } = pkce();
      const response = await redeem({ code: await handoff(token, challenge), verifier });
      expect(response.statusCode, response.body).toBe(200);
      const record = ZLoginResponse.parse(response.json());
      expect(record.expires_in).toBeLessThanOrEqual(600);
      token = record.access_token;
      const [session] = await t.db
        .select({ expiresAt: sessions.expiresAt, verifiedAt: sessions.verifiedAt, factors: sessions.factors })
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(token)));
      expect(session).toEqual({ ...original, factors: 1 });
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number };
      expect(claims.exp * 1000).toBe(original?.expiresAt.getTime());
      const refused = await api(t.app, { host: SWIFT }).as(token).post('/api/authorization/accounts/me/data-exports');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    }
  });

  it('redeems after the website has signed itself out, and never past the website session’s end', async () => {
    const website = await signIn(t.app, 'member@swift.test', SWIFT);
    const websiteExp = (JSON.parse(Buffer.from(website.split('.')[1] ?? '', 'base64url').toString()) as { exp: number })
      .exp;
    const first = pkce();
    const code = await handoff(website, first.challenge);
    const late = pkce();
    const lateCode = await handoff(website, late.challenge);
    // The website ends its own session once it has the code (session/app-handoff.ts).
    expect((await api(t.app, { host: SWIFT }).as(website).post('/api/auth/logout')).statusCode).toBe(204);

    const redeemed = await redeem({ code, verifier: first.verifier });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const appToken = ZLoginResponse.parse(redeemed.json()).access_token;
    const appExp = (JSON.parse(Buffer.from(appToken.split('.')[1] ?? '', 'base64url').toString()) as { exp: number })
      .exp;
    expect(appExp).toBe(websiteExp);

    // A code whose website session has reached its end opens nothing.
    await t.db.update(appHandoffs).set({ sessionExpiresAt: sql`now() - interval '1 second'` });
    expect((await redeem({ code: lateCode, verifier: late.verifier })).statusCode).toBe(401);
  });

  it('forgets codes a day after they ended (the maintenance job)', async () => {
    const website = await signIn(t.app, 'admin@swift.test', SWIFT);
    await handoff(website, pkce().challenge);
    await t.db.update(appHandoffs).set({ expiresAt: sql`now() - interval '2 days'` });
    expect((await t.services.maintenance.run()).signInSteps).toBeGreaterThanOrEqual(1);
    expect(await t.db.select({ id: appHandoffs.id }).from(appHandoffs)).toEqual([]);
  });
});
