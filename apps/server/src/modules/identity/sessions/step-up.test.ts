import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLoginResponse } from '@portal/contracts/auth';
import type { BrandKey } from '@portal/contracts/brands';
import { DEMO_PASSWORD, demoEmail } from '@portal/contracts/demo';
import { ZPasskey, ZPasskeyCreationOptions, ZPasskeyRequestOptions } from '@portal/contracts/passkeys';
import { SIGN_IN_SECURITY_ERROR_CODES } from '@portal/contracts/sign-in-security';
import { sessions } from '../../../db/schema';
import { api } from '../../../test/api';
import { createTestApp, signIn } from '../../../test/create-test-app';
import type { TestApp } from '../../../test/create-test-app';
import { createPasskey, signWithPasskey } from '../../../test/software-authenticator';
import { STEP_UP_PROOF_GRACE_SECONDS } from './step-up';

// The step-up window at 0 (STEP_UP_MINUTES=0), as a stricter programme's operator sets it: the sign-in
// never counts, every sensitive change asks, and the proof given for it lets that change through. The
// default window (a sign-in counts for five minutes) is held by two-step-step-up.test.ts and passkeys.test.ts.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STEP_UP_MINUTES: '0' });
});
afterAll(async () => {
  await t?.close();
});

const BRAND: BrandKey = 'swift';
const HOST = `${BRAND}.localhost`;
const ORIGIN = `http://${HOST}`;
const member = (token: string) => api(t.app, { host: HOST, prefix: '/api/authorization' }).as(token);

function sessionIdOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { jti: string }).jti;
}

function expectStepUpRequired(response: { statusCode: number; json(): unknown; body: string }) {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json()).toMatchObject({ code: SIGN_IN_SECURITY_ERROR_CODES.stepUpRequired });
}

async function proveWithPassword(token: string) {
  const verified = await member(token).post('/accounts/me/verify', { password: DEMO_PASSWORD });
  expect(verified.statusCode, verified.body).toBe(204);
}

/** Moves the session's opening and its last proof into the past, by seconds before now. */
async function backdate(token: string, { openedSecondsAgo, provedSecondsAgo }: Record<string, number>) {
  await t.db
    .update(sessions)
    .set({
      createdAt: sql`now() - make_interval(secs => ${openedSecondsAgo})`,
      verifiedAt: sql`now() - make_interval(secs => ${provedSecondsAgo})`,
    })
    .where(eq(sessions.id, sessionIdOf(token)));
}

describe('a step-up window of 0 minutes', () => {
  const email = demoEmail('member', BRAND);
  let token: string;
  let passkeyId: string;

  beforeAll(async () => {
    token = await signIn(t.app, email);
  });

  it('does not count the sign-in: adding a passkey right after it asks for a proof', async () => {
    expectStepUpRequired(await member(token).post('/accounts/me/passkeys/options'));
    expectStepUpRequired(await member(token).post('/accounts/me/two-step/recovery-codes'));
  });

  it('lets the change through once proved at /verify, its options and its new passkey both', async () => {
    await proveWithPassword(token);
    const client = member(token);
    const options = await client.post('/accounts/me/passkeys/options');
    expect(options.statusCode, options.body).toBe(200);
    const { response } = createPasskey(ZPasskeyCreationOptions.parse(options.json()), { origin: ORIGIN });
    const added = await client.post('/accounts/me/passkeys', { name: 'Strict phone', response });
    expect(added.statusCode, added.body).toBe(201);
    passkeyId = ZPasskey.parse(added.json()).id;
  });

  it(`counts a proof for ${STEP_UP_PROOF_GRACE_SECONDS} seconds after it, then asks again`, async () => {
    await backdate(token, { openedSecondsAgo: 600, provedSecondsAgo: STEP_UP_PROOF_GRACE_SECONDS - 20 });
    const options = await member(token).post('/accounts/me/passkeys/options');
    expect(options.statusCode, options.body).toBe(200);
    await backdate(token, { openedSecondsAgo: 600, provedSecondsAgo: STEP_UP_PROOF_GRACE_SECONDS + 1 });
    expectStepUpRequired(await member(token).delete(`/accounts/me/passkeys/${passkeyId}`));
    await proveWithPassword(token);
    const removed = await member(token).delete(`/accounts/me/passkeys/${passkeyId}`);
    expect(removed.statusCode, removed.body).toBe(204);
  });

  it('does not count a passkey sign-in either: the proof is asked for what follows it', async () => {
    const who5 = await signIn(t.app, demoEmail('who5', BRAND));
    await proveWithPassword(who5);
    const setUp = await member(who5).post('/accounts/me/passkeys/options');
    expect(setUp.statusCode, setUp.body).toBe(200);
    const { passkey, response } = createPasskey(ZPasskeyCreationOptions.parse(setUp.json()), { origin: ORIGIN });
    expect((await member(who5).post('/accounts/me/passkeys', { name: 'Laptop', response })).statusCode).toBe(201);

    const signInOptions = await api(t.app, { host: HOST, prefix: '/api' }).post('/auth/login/passkey/options');
    const signedIn = await api(t.app, { host: HOST, prefix: '/api' }).post('/auth/login/passkey', {
      response: signWithPasskey(passkey, ZPasskeyRequestOptions.parse(signInOptions.json()), { origin: ORIGIN }),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { access_token: passkeyToken } = ZLoginResponse.parse(signedIn.json());
    expectStepUpRequired(await member(passkeyToken).post('/accounts/me/passkeys/options'));
  });
});
