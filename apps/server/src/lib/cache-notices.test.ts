/**
 * Cache notices on the test's database: two notice hubs stand in for two instances (PGlite has its own
 * listen and notify; the `instances` project checks them across real connections).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/create-test-app';
import type { TestApp } from '../test/create-test-app';
import { waitFor } from '../test/wait-for';
import { createCacheNotices } from './cache-notices';
import { createCacheNoticesRepository } from './cache-notices-repository';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function hub(log = { warn: vi.fn() }) {
  return createCacheNotices({ repository: createCacheNoticesRepository(t.db), log });
}

describe('cache notices', () => {
  it('forget at once where published, and on every listening instance after', async () => {
    const here = hub();
    const there = hub();
    const forgottenHere: string[] = [];
    const forgottenThere: string[] = [];
    here.subscribe('session', (id) => forgottenHere.push(id));
    there.subscribe('session', (id) => forgottenThere.push(id));
    await there.listen();
    here.publish('session', 'session-1');
    expect(forgottenHere).toEqual(['session-1']);
    await waitFor(() => forgottenThere.includes('session-1'), 'the other instance forgets the session');
    await Promise.all([here.close(), there.close()]);
  });

  it('keep topics apart and ignore notices they do not know', async () => {
    const listening = hub();
    const accounts: string[] = [];
    const lines: string[] = [];
    listening.subscribe('account', (id) => accounts.push(id));
    listening.subscribe('support-line', (id) => lines.push(id));
    await listening.listen();
    await createCacheNoticesRepository(t.db).notify('unknown-topic:x');
    await createCacheNoticesRepository(t.db).notify('no separator');
    hub().publish('support-line', 'tenant-1');
    await waitFor(() => lines.includes('tenant-1'), 'the support line is forgotten');
    expect(accounts).toEqual([]);
    await listening.close();
  });

  it('log a notice that could not be sent, and still forget here', async () => {
    const log = { warn: vi.fn() };
    const broken = createCacheNotices({
      repository: { notify: () => Promise.reject(new Error('connection lost')), listen: async () => async () => {} },
      log,
    });
    const forgotten: string[] = [];
    broken.subscribe('account', (id) => forgotten.push(id));
    broken.publish('account', 'account-1');
    expect(forgotten).toEqual(['account-1']);
    await broken.close();
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ topic: 'account' }), expect.any(String));
  });
});
