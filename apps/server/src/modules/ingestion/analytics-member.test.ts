/**
 * The member's side of analytics: the pseudonymous `account.analytics_id` of
 * `GET /accounts/me`, and the `analytics_enabled` switch of the profile.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCurrentUserResponse } from '@portal/contracts/accounts';
import { ZMemberProfile } from '@portal/contracts/profile';
import { accounts } from '../../db/schema';
import { api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { createAnalyticsIds } from './analytics-ids';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The member API as the session whose token this is, on the brand's `host`. */
const as = (token: string, host: string) => api(t.app, { host, prefix: '/api/authorization' }).as(token);

async function me(token: string, host = 'swift.localhost') {
  return ZCurrentUserResponse.parse((await as(token, host).get('/accounts/me?get_member=true')).json());
}

describe('the member’s analytics id', () => {
  it('is m_ and 32 hex digits, the same on every sign-in, different per account and never the account id', async () => {
    const first = await me(await signIn(t.app, 'member@swift.test'));
    const again = await me(await signIn(t.app, 'member@swift.test'));
    const admin = await me(await signIn(t.app, 'admin@swift.test'));
    const oakmore = await me(await signIn(t.app, 'member@oakmore.test'), 'oakmore.localhost');

    expect(first.account.analytics_id).toMatch(/^m_[0-9a-f]{32}$/);
    expect(again.account.analytics_id).toBe(first.account.analytics_id);
    const ids = new Set([first, admin, oakmore].map((answer) => answer.account.analytics_id));
    expect(ids.size).toBe(3);
    for (const answer of [first, admin, oakmore]) {
      const hex = answer.account.user_id.replaceAll('-', '');
      expect(answer.account.analytics_id).not.toContain(hex.slice(0, 8));
    }

    // An HMAC under the server's secret: another secret gives other ids.
    const [account] = await t.db.select().from(accounts).where(eq(accounts.email, 'member@swift.test'));
    const input = { tenantId: account!.tenantId, accountId: account!.id };
    expect(createAnalyticsIds(t.authSecret)(input)).toBe(first.account.analytics_id);
    expect(createAnalyticsIds(`${t.authSecret}-other`)(input)).not.toBe(first.account.analytics_id);
  });
});

describe('the analytics switch', () => {
  it('is on by default, and the member turns it off and on in the profile', async () => {
    const token = await signIn(t.app, 'member@oakmore.test');
    const host = 'oakmore.localhost';
    const profile = ZMemberProfile.parse((await as(token, host).get('/accounts/me/profile')).json());
    expect(profile.analytics_enabled).toBe(true);
    expect((await me(token, host)).member?.analytics_enabled).toBe(true);

    const off = await as(token, host).patch('/accounts/me/profile', { analytics_enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(ZMemberProfile.parse(off.json()).analytics_enabled).toBe(false);
    const reread = ZMemberProfile.parse((await as(token, host).get('/accounts/me/profile')).json());
    expect(reread.analytics_enabled).toBe(false);
    // /accounts/me reads the stored profile, so it follows at once.
    expect((await me(token, host)).member?.analytics_enabled).toBe(false);

    // Other changes leave it as it is.
    const renamed = await as(token, host).patch('/accounts/me/profile', { preferred_name: 'Sam' });
    expect(ZMemberProfile.parse(renamed.json()).analytics_enabled).toBe(false);

    const on = await as(token, host).patch('/accounts/me/profile', { analytics_enabled: true });
    expect(ZMemberProfile.parse(on.json()).analytics_enabled).toBe(true);
    expect((await me(token, host)).member?.analytics_enabled).toBe(true);
  });

  it('refuses anything but on or off', async () => {
    const token = await signIn(t.app, 'member@swift.test');
    const response = await as(token, 'swift.localhost').patch('/accounts/me/profile', { analytics_enabled: 'no' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'analytics_enabled' });
  });
});
