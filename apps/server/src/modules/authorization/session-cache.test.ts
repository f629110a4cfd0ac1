import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';

describe('createSessionCache', () => {
  function setUp() {
    const cache = createSessionCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    const notAfterMs = Date.now() + 3_600_000;
    cache.set({ token: 'a1', sessionId: 's1', accountId: 'a', tenantId: 't', value: 'A', notAfterMs });
    cache.set({ token: 'a2', sessionId: 's2', accountId: 'a', tenantId: 't', value: 'A', notAfterMs });
    cache.set({ token: 'b1', sessionId: 's3', accountId: 'b', tenantId: 't', value: 'B', notAfterMs });
    return cache;
  }

  it('evicts one session', () => {
    const cache = setUp();
    cache.evict('s1');
    expect(cache.get('a1', 't')).toBeUndefined();
    expect(cache.get('a2', 't')).toBe('A');
  });

  it("evicts every session of an account and no one else's", () => {
    const cache = setUp();
    cache.evictAccount('a');
    expect(cache.get('a1', 't')).toBeUndefined();
    expect(cache.get('a2', 't')).toBeUndefined();
    expect(cache.get('b1', 't')).toBe('B');
    cache.evictAccount('nobody');
    expect(cache.get('b1', 't')).toBe('B');
  });

  it('never answers for another tenant', () => {
    expect(setUp().get('a1', 'other')).toBeUndefined();
  });
});
