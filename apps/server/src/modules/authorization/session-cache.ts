/**
 * A short-lived, per-process memo of verified access tokens and their live
 * sessions, so a burst of signed-in calls costs one signature check and one
 * query per token every few seconds instead of one per call. Keyed by the
 * exact token string, so a hit is as trustworthy as the verification it
 * remembers. Logout in this process evicts at once; another instance of the
 * server may accept a revoked session for at most `ttlMs` (a documented
 * trade-off; set SESSION_CACHE_TTL_MS=0 to turn the memo off).
 */
export interface SessionCache<T> {
  get(token: string, tenantId: string): T | undefined;
  /** `notAfterMs`: the token's own expiry; the entry never outlives it. */
  set(entry: { token: string; sessionId: string; tenantId: string; value: T; notAfterMs: number }): void;
  evict(sessionId: string): void;
}

interface Entry<T> {
  sessionId: string;
  tenantId: string;
  value: T;
  expiresAt: number;
}

export function createSessionCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): SessionCache<T> {
  const now = options.now ?? Date.now;
  const byToken = new Map<string, Entry<T>>();
  const tokenBySession = new Map<string, string>();

  function remove(token: string, entry: Entry<T>) {
    byToken.delete(token);
    tokenBySession.delete(entry.sessionId);
  }

  return {
    get(token, tenantId) {
      const entry = byToken.get(token);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        remove(token, entry);
        return undefined;
      }
      return entry.tenantId === tenantId ? entry.value : undefined;
    },
    set({ token, sessionId, tenantId, value, notAfterMs }) {
      if (options.ttlMs <= 0) return;
      if (byToken.size >= options.maxEntries) {
        // Maps iterate in insertion order: drop the oldest entry.
        const oldest = byToken.entries().next();
        if (!oldest.done) remove(oldest.value[0], oldest.value[1]);
      }
      byToken.set(token, { sessionId, tenantId, value, expiresAt: Math.min(now() + options.ttlMs, notAfterMs) });
      tokenBySession.set(sessionId, token);
    },
    evict(sessionId) {
      const token = tokenBySession.get(sessionId);
      const entry = token === undefined ? undefined : byToken.get(token);
      if (token !== undefined && entry) remove(token, entry);
      tokenBySession.delete(sessionId);
    },
  };
}
