/**
 * A short-lived, per-process memo of verified sessions, so a burst of
 * signed-in calls costs one signature check and one query per session every
 * few seconds instead of one per call. Entries are keyed by the session's id;
 * the token texts that were verified for it only point at the entry, so
 * evicting the session ends every one of them at once (a token has one
 * accepted spelling, but the memo does not rely on it). Logout evicts at once
 * in this process and, through PostgreSQL's NOTIFY (lib/cache-notices.ts), in
 * the other instances of the server; one that misses the notice may accept a
 * revoked session for at most `ttlMs` (a documented trade-off; set
 * SESSION_CACHE_TTL_MS=0 to turn the memo off). A password change evicts
 * every session of the account.
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
  accountId: string;
  tenantId: string;
  value: T;
  expiresAt: number;
  /** The token texts verified for this session. */
  tokens: Set<string>;
}

export function createSessionCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): SessionCache<T> {
  const now = options.now ?? Date.now;
  const bySession = new Map<string, Entry<T>>();
  const sessionByToken = new Map<string, string>();
  const sessionsByAccount = new Map<string, Set<string>>();

  function evict(sessionId: string) {
    const entry = bySession.get(sessionId);
    if (!entry) return;
    bySession.delete(sessionId);
    for (const token of entry.tokens) sessionByToken.delete(token);
    const sessionIds = sessionsByAccount.get(entry.accountId);
    sessionIds?.delete(sessionId);
    if (sessionIds?.size === 0) sessionsByAccount.delete(entry.accountId);
  }

  return {
    get(token, tenantId) {
      const sessionId = sessionByToken.get(token);
      if (sessionId === undefined) return undefined;
      const entry = bySession.get(sessionId);
      if (!entry || entry.expiresAt <= now()) {
        evict(sessionId);
        sessionByToken.delete(token);
        return undefined;
      }
      return entry.tenantId === tenantId ? entry.value : undefined;
    },
    set({ token, sessionId, accountId, tenantId, value, notAfterMs }) {
      if (options.ttlMs <= 0) return;
      const previous = bySession.get(sessionId);
      if (!previous && bySession.size >= options.maxEntries) {
        // Maps iterate in insertion order: drop the oldest session.
        const oldest = bySession.keys().next();
        if (!oldest.done) evict(oldest.value);
      }
      const tokens = previous?.tokens ?? new Set<string>();
      tokens.add(token);
      bySession.set(sessionId, {
        accountId,
        tenantId,
        value,
        expiresAt: Math.min(now() + options.ttlMs, notAfterMs),
        tokens,
      });
      sessionByToken.set(token, sessionId);
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
