import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCurrentUserResponse } from '@portal/contracts/accounts';
import { DEMO_PASSWORD } from '@portal/contracts/demo';
import type { TestInstances } from '../../../test/create-test-instances';
import { createTestInstances } from '../../../test/create-test-instances';
import { signIn } from '../../../test/create-test-app';
import type { TestApp } from '../../../test/create-test-app';
import { waitFor } from '../../../test/wait-for';

const HOST = 'oakmore.localhost';

async function sessionPolicy(instance: TestApp, token: string) {
  const response = await instance.app.inject({
    method: 'GET',
    url: '/api/authorization/accounts/me',
    headers: { host: HOST, authorization: `Bearer ${token}` },
  });
  return ZCurrentUserResponse.parse(response.json()).account.session;
}

describe('the programme’s sign-in rules across instances', () => {
  let instances: TestInstances;
  beforeAll(async () => {
    instances = await createTestInstances();
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('a requirement and idle minutes saved on A apply on B at once, though B had read the old ones', async () => {
    const { a, b } = instances;
    const admin = await signIn(a.app, 'admin@oakmore.test', HOST);
    // B reads (and keeps, for a minute) the rules as they are.
    const before = await signIn(b.app, 'new@oakmore.test', HOST);
    expect(await sessionPolicy(b, before)).toEqual({ idle_timeout_minutes: 30, two_step_setup_required: false });

    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/authorization/admin/sign-in-security',
      headers: { host: HOST, authorization: `Bearer ${admin}` },
      payload: { two_step_requirement: 'everyone', idle_timeout_minutes: 15 },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    await waitFor(async () => (await sessionPolicy(b, before))?.idle_timeout_minutes === 15, 'B reads 15 minutes');
    // A new sign-in on B is held to setting two-step sign-in up.
    const login = await b.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: HOST },
      payload: { email: 'who5@oakmore.test', password: DEMO_PASSWORD },
    });
    const token = (login.json() as { access_token: string }).access_token;
    expect(await sessionPolicy(b, token)).toEqual({ idle_timeout_minutes: 15, two_step_setup_required: true });
  });
});
