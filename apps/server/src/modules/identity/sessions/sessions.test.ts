import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCurrentUserResponse } from '@portal/contracts/accounts';
import { accounts, members } from '../../../db/schema';
import { api } from '../../../test/api';
import { createTestApp, signIn } from '../../../test/create-test-app';
import type { TestApp } from '../../../test/create-test-app';
import { waitFor } from '../../../test/wait-for';
import { swiftDemoMemberProfile } from '../../../test/demo-member-profile';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function getMe(token: string | undefined, host = 'swift.localhost', query = '?get_member=true') {
  const client = api(t.app, { host });
  return (token === undefined ? client : client.as(token)).get(`/api/authorization/accounts/me${query}`);
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The same token with its signature's last character changed in bits that decoding drops. */
function respellSignature(token: string): string {
  const last = token.charAt(token.length - 1);
  return token.slice(0, -1) + BASE64URL.charAt(BASE64URL.indexOf(last) ^ 1);
}

describe('GET /api/authorization/accounts/me', () => {
  it('accepts a token only as it was written, and a logout ends it in every spelling', async () => {
    const token = await signIn(t.app, 'member@swift.test');
    const respelled = respellSignature(token);
    expect(Buffer.from(respelled.split('.')[2]!, 'base64url')).toEqual(Buffer.from(token.split('.')[2]!, 'base64url'));
    expect((await getMe(token)).statusCode).toBe(200);
    for (const spelling of [`${token}=`, respelled, `${token}==`, token.replace(/\./, '.=')]) {
      expect((await getMe(spelling)).statusCode, spelling).toBe(401);
    }
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: 'swift.localhost', authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(204);
    expect((await getMe(respelled)).statusCode).toBe(401);
    expect((await getMe(token)).statusCode).toBe(401);
  });

  it('returns the account and, with get_member=true, the member part', async () => {
    const token = await signIn(t.app, 'member@swift.test');
    const withMember = await getMe(token);
    expect(withMember.statusCode).toBe(200);
    const body = ZCurrentUserResponse.parse(withMember.json());
    expect(body.account).toMatchObject({ email: 'member@swift.test', role: 'member', tenant: 'swift' });
    expect(body.member).toEqual(swiftDemoMemberProfile(expect.any(String)));
    expect(body.account.analytics_id).toMatch(/^m_[0-9a-f]{32}$/);

    const withoutMember = await getMe(token, 'swift.localhost', '');
    expect(withoutMember.statusCode).toBe(200);
    expect(withoutMember.json()).toEqual({ account: body.account, member: null });
  });

  it("shows the member's own changes at once, and any other change once the profile memo's moment has passed", async () => {
    const token = await signIn(t.app, 'editor@oakmore.test', 'oakmore.localhost');
    const [account] = await t.db.select().from(accounts).where(eq(accounts.email, 'editor@oakmore.test'));
    const before = ZCurrentUserResponse.parse((await getMe(token, 'oakmore.localhost')).json());
    expect(before.member?.preferred_name).toBeNull();

    const saved = await api(t.app, { host: 'oakmore.localhost' })
      .as(token)
      .patch('/api/authorization/accounts/me/profile', { preferred_name: 'Sunny' });
    expect(saved.statusCode).toBe(200);
    const after = ZCurrentUserResponse.parse((await getMe(token, 'oakmore.localhost')).json());
    expect(after.member?.preferred_name).toBe('Sunny');

    // Names not known yet (an invitation may leave them to the member): no member part. Written straight
    // to the database, past the services, so it shows once the memo's short lifetime is over.
    await t.db.update(members).set({ lastName: null }).where(eq(members.accountId, account!.id));
    await waitFor(
      async () => (await getMe(token, 'oakmore.localhost')).json().member === null,
      '/accounts/me has no member part',
    );
    expect((await getMe(token, 'oakmore.localhost')).json()).toEqual({ account: before.account, member: null });
  });

  it('reports the questionnaire as not answered for the new member', async () => {
    const token = await signIn(t.app, 'new@swift.test');
    expect((await getMe(token)).json().member.questionnaire_answered).toBe(false);
  });

  it('answers 401 UNAUTHENTICATED for missing, garbage, forged and expired tokens', async () => {
    const expired = await new SignJWT({ tid: 'swift' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(randomUUID())
      .setJti(randomUUID())
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.authSecret));
    const forged = await new SignJWT({ tid: 'swift' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(randomUUID())
      .setJti(randomUUID())
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    for (const token of [undefined, 'garbage', 'a.b.c', expired, forged]) {
      const response = await getMe(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    }
  });

  it('refuses a token whose session was revoked by logout', async () => {
    const token = await signIn(t.app, 'editor@swift.test');
    expect((await getMe(token)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: 'swift.localhost', authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(204);
    expect((await getMe(token)).statusCode).toBe(401);
  });

  it('refuses a swift token on the oakmore host and with another brand header', async () => {
    const token = await signIn(t.app, 'member@swift.test');
    const onOakmore = await getMe(token, 'oakmore.localhost');
    expect(onOakmore.statusCode).toBe(401);
    expect(onOakmore.json().code).toBe('UNAUTHENTICATED');
    const withHeader = await t.app.inject({
      method: 'GET',
      url: '/api/authorization/accounts/me',
      headers: { host: 'swift.localhost', 'x-portal-brand': 'incent', authorization: `Bearer ${token}` },
    });
    expect(withHeader.statusCode).toBe(401);
  });

  it('accepts the brand header that matches the token', async () => {
    const token = await signIn(t.app, 'member@oakmore.test');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/authorization/accounts/me?get_member=true',
      headers: { host: '127.0.0.1', 'x-portal-brand': 'oakmore', authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().account.tenant).toBe('oakmore');
  });
});
