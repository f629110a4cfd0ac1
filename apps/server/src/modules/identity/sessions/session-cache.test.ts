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

  it('ends every token text of a session when the session is evicted', () => {
    const cache = setUp();
    const notAfterMs = Date.now() + 3_600_000;
    cache.set({ token: 'a1-other-spelling', sessionId: 's1', accountId: 'a', tenantId: 't', value: 'A', notAfterMs });
    expect(cache.get('a1', 't')).toBe('A');
    expect(cache.get('a1-other-spelling', 't')).toBe('A');
    cache.evict('s1');
    expect(cache.get('a1', 't')).toBeUndefined();
    expect(cache.get('a1-other-spelling', 't')).toBeUndefined();
    expect(cache.get('a2', 't')).toBe('A');
  });

  it('forgets the oldest session when full', () => {
    const cache = createSessionCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    const notAfterMs = Date.now() + 3_600_000;
    for (const id of ['1', '2', '3']) {
      cache.set({ token: `t${id}`, sessionId: `s${id}`, accountId: `a${id}`, tenantId: 't', value: id, notAfterMs });
    }
    expect(cache.get('t1', 't')).toBeUndefined();
    expect(cache.get('t2', 't')).toBe('2');
    expect(cache.get('t3', 't')).toBe('3');
  });

  it('forgets an entry once its time is up', () => {
    let clock = 0;
    const cache = createSessionCache<string>({ ttlMs: 1_000, maxEntries: 10, now: () => clock });
    cache.set({ token: 't', sessionId: 's', accountId: 'a', tenantId: 't', value: 'A', notAfterMs: 10_000 });
    clock = 999;
    expect(cache.get('t', 't')).toBe('A');
    clock = 1_000;
    expect(cache.get('t', 't')).toBeUndefined();
  });
});
