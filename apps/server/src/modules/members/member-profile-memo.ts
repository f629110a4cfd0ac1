import type { MembersRepository, StoredMemberProfile } from './members-repository';

/**
 * A short-lived, per-process memo of members' stored profiles for `GET /accounts/me?get_member=true`,
 * which every app start and page load asks: without it each call costs a query of its own, which on the
 * embedded database keeps the route far below the throughput bar. A change to the member (their profile,
 * picture or answered questionnaire) forgets the entry at once in this process and, through the cache
 * notices, in the others; one that misses a notice shows the old profile for at most `ttlMs` (the
 * session memo's lifetime, SESSION_CACHE_TTL_MS; 0 turns both off).
 */
export interface MemberProfileMemo {
  /** The stored profile, from the memo while it is fresh, else read (and kept). */
  findProfile(tenantId: string, accountId: string): Promise<StoredMemberProfile | undefined>;
  /** The member changed: the next read goes to the database. */
  forget(accountId: string): void;
}

interface Entry {
  tenantId: string;
  profile: StoredMemberProfile | undefined;
  expiresAt: number;
}

export function createMemberProfileMemo(options: {
  repository: Pick<MembersRepository, 'findProfile'>;
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): MemberProfileMemo {
  const now = options.now ?? Date.now;
  const byAccount = new Map<string, Entry>();
  // A read that began before a change must not keep what it read once the change forgot the entry: a
  // read keeps its answer only when no member changed while it ran (rare enough to cost nothing).
  let changes = 0;

  return {
    async findProfile(tenantId, accountId) {
      const entry = byAccount.get(accountId);
      if (entry && entry.tenantId === tenantId && entry.expiresAt > now()) return entry.profile;
      const changesBefore = changes;
      const profile = await options.repository.findProfile(tenantId, accountId);
      if (options.ttlMs > 0 && changes === changesBefore) {
        // Oldest first: a full memo drops the entry stored longest ago.
        byAccount.delete(accountId);
        if (byAccount.size >= options.maxEntries) byAccount.delete(byAccount.keys().next().value as string);
        byAccount.set(accountId, { tenantId, profile, expiresAt: now() + options.ttlMs });
      }
      return profile;
    },
    forget(accountId) {
      byAccount.delete(accountId);
      changes += 1;
    },
  };
}
