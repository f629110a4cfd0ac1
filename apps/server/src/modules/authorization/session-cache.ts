/**
 * A short-lived, per-process memo of verified access tokens and their live
 * sessions, so a burst of signed-in calls costs one signature check and one
 * query per token every few seconds instead of one per call. Keyed by the
 * exact token string, so a hit is as trustworthy as the verification it
 * remembers. Logout in this process evicts at once; another instance of the
 * server may accept a revoked session for at most `ttlMs` (a documented
 * trade-off; set SESSION_CACHE_TTL_MS=0 to turn the memo off). A password
 * change evicts every session of the account.
 */
export interface SessionCache<T> {
  get(token: string, tenantId: string): T | undefined;
  /** `notAfterMs`: the token's own expiry; the entry never outlives it. */
  set(entry: {
    token: string;
    sessionId: string;
    accountId: string;
    tenantId: string;
    value: T;
    notAfterMs: number;
  }): void;
  evict(sessionId: string): void;
  /** Drops every cached session of the account (its password changed, so all of them were revoked). */
  evictAccount(accountId: string): void;
}

interface Entry<T> {
  sessionId: string;
  accountId: string;
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
  const sessionsByAccount = new Map<string, Set<string>>();

  function remove(token: string, entry: Entry<T>) {
    byToken.delete(token);
    tokenBySession.delete(entry.sessionId);
    const sessionIds = sessionsByAccount.get(entry.accountId);
    sessionIds?.delete(entry.sessionId);
    if (sessionIds?.size === 0) sessionsByAccount.delete(entry.accountId);
  }

  function evict(sessionId: string) {
    const token = tokenBySession.get(sessionId);
    const entry = token === undefined ? undefined : byToken.get(token);
    if (token !== undefined && entry) remove(token, entry);
    tokenBySession.delete(sessionId);
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
    set({ token, sessionId, accountId, tenantId, value, notAfterMs }) {
      if (options.ttlMs <= 0) return;
      if (byToken.size >= options.maxEntries) {
        // Maps iterate in insertion order: drop the oldest entry.
        const oldest = byToken.entries().next();
        if (!oldest.done) remove(oldest.value[0], oldest.value[1]);
      }
      byToken.set(token, {
        sessionId,
        accountId,
        tenantId,
        value,
        expiresAt: Math.min(now() + options.ttlMs, notAfterMs),
      });
      tokenBySession.set(sessionId, token);
      const sessionIds = sessionsByAccount.get(accountId) ?? new Set<string>();
      sessionIds.add(sessionId);
      sessionsByAccount.set(accountId, sessionIds);
    },
    evict,
    evictAccount(accountId) {
      for (const sessionId of [...(sessionsByAccount.get(accountId) ?? [])]) evict(sessionId);
      sessionsByAccount.delete(accountId);
    },
  };
}
