import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@portal/contracts/demo';
import type { TestInstances } from '../../../test/create-test-instances';
import { createTestInstances } from '../../../test/create-test-instances';
import { signIn } from '../../../test/create-test-app';
import type { TestApp } from '../../../test/create-test-app';
import { waitFor } from '../../../test/wait-for';

const HOST = 'swift.localhost';

function me(instance: TestApp, token: string) {
  return instance.app.inject({
    method: 'GET',
    url: '/api/authorization/accounts/me',
    headers: { host: HOST, authorization: `Bearer ${token}` },
  });
}

describe('session revocation across instances', () => {
  let instances: TestInstances;
  beforeAll(async () => {
    // A memo (a minute) far longer than the waits below: B refuses in time only because A's notice reached it.
    instances = await createTestInstances({ SESSION_CACHE_TTL_MS: '60000' });
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('a logout on A is refused on B at once (NOTIFY), though B had the session memoised', async () => {
    const { a, b } = instances;
    const token = await signIn(a.app, 'member@swift.test', HOST);
    expect((await me(b, token)).statusCode).toBe(200);
    expect((await me(b, token)).statusCode).toBe(200);
    const logout = await a.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: HOST, authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(204);
    await waitFor(async () => (await me(b, token)).statusCode === 401, 'B refuses the logged-out session');
    expect((await me(a, token)).statusCode).toBe(401);
  });

  it('ending another session on A is refused on B at once, and so are those ended by "end the others"', async () => {
    const { a, b } = instances;
    const current = await signIn(a.app, 'admin@swift.test', HOST);
    const ended = await signIn(b.app, 'admin@swift.test', HOST);
    const others = [await signIn(b.app, 'admin@swift.test', HOST), await signIn(b.app, 'admin@swift.test', HOST)];
    for (const token of [ended, ...others]) expect((await me(b, token)).statusCode).toBe(200);
    const { jti } = JSON.parse(Buffer.from(ended.split('.')[1]!, 'base64url').toString()) as { jti: string };
    const endOne = await a.app.inject({
      method: 'DELETE',
      url: `/api/authorization/accounts/me/sessions/${jti}`,
      headers: { host: HOST, authorization: `Bearer ${current}` },
    });
    expect(endOne.statusCode, endOne.body).toBe(204);
    await waitFor(async () => (await me(b, ended)).statusCode === 401, 'B refuses the ended session');
    for (const token of others) expect((await me(b, token)).statusCode).toBe(200);

    const endOthers = await a.app.inject({
      method: 'POST',
      url: '/api/authorization/accounts/me/sessions/end-others',
      headers: { host: HOST, authorization: `Bearer ${current}` },
    });
    expect(endOthers.statusCode, endOthers.body).toBe(200);
    for (const token of others) {
      await waitFor(async () => (await me(b, token)).statusCode === 401, 'B refuses the other sessions');
    }
    expect((await me(b, current)).statusCode).toBe(200);
  });

  it('a password change on A ends the account’s other sessions on B too', async () => {
    const { a, b } = instances;
    const kept = await signIn(a.app, 'new@swift.test', HOST);
    const other = await signIn(b.app, 'new@swift.test', HOST);
    expect((await me(b, other)).statusCode).toBe(200);
    const changed = await a.app.inject({
      method: 'POST',
      url: '/api/authorization/accounts/me/password',
      headers: { host: HOST, authorization: `Bearer ${kept}` },
      payload: { current_password: DEMO_PASSWORD, new_password: 'a quite different passphrase 42' },
    });
    expect(changed.statusCode).toBe(200);
    await waitFor(async () => (await me(b, other)).statusCode === 401, 'B refuses the other session');
    expect((await me(b, kept)).statusCode).toBe(200);
  });

  it("a member's profile edit on A shows in B's /accounts/me at once, though B had it memoised", async () => {
    const { a, b } = instances;
    const token = await signIn(a.app, 'editor@swift.test', HOST);
    const memberOf = async (instance: TestApp) =>
      (
        await instance.app.inject({
          method: 'GET',
          url: '/api/authorization/accounts/me?get_member=true',
          headers: { host: HOST, authorization: `Bearer ${token}` },
        })
      ).json().member as { preferred_name: string | null };
    expect((await memberOf(b)).preferred_name).toBeNull();
    const saved = await a.app.inject({
      method: 'PATCH',
      url: '/api/authorization/accounts/me/profile',
      headers: { host: HOST, authorization: `Bearer ${token}` },
      payload: { preferred_name: 'Sunny' },
    });
    expect(saved.statusCode).toBe(200);
    await waitFor(async () => (await memberOf(b)).preferred_name === 'Sunny', "B shows the member's new name");
  });
});
