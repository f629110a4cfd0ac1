/**
 * Rate-limit counters in PostgreSQL (`rate_limit_counters`), shared by every instance on the database:
 * one atomic upsert per counted request, the window restarting in SQL once it has passed, so
 * concurrent hits from several instances never lose a count.
 */
import { lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';

export interface CounterHit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Until the window ends. */
  ttlMs: number;
}

export interface RateLimitCountersRepository {
  /** Counts `amount` hits (1 unless said: a batch of events counts each event). */
  hit(key: string, windowMs: number, amount?: number): Promise<CounterHit>;
  /** Deletes the counters whose window has passed; returns how many. */
  purgeExpired(): Promise<number>;
}

export function createRateLimitCountersRepository(db: Database): RateLimitCountersRepository {
  return {
    async hit(key, windowMs, amount = 1) {
      // The database's clock decides, so instances with skewed clocks agree on every window.
      const windowEnd = sql`now() + ${Math.max(1, Math.trunc(windowMs))} * interval '1 millisecond'`;
      const passed = sql`${rateLimitCounters.expiresAt} <= now()`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, hits: amount, expiresAt: windowEnd })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${passed} then ${amount}::int else ${rateLimitCounters.hits} + ${amount}::int end`,
            expiresAt: sql`case when ${passed} then excluded.expires_at else ${rateLimitCounters.expiresAt} end`,
          },
        })
        .returning({
          hits: rateLimitCounters.hits,
          ttlMs: sql<string>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.expiresAt} - now())) * 1000))`,
        });
      if (!row) throw new Error('The rate-limit counter upsert returned no row.');
      return { hits: row.hits, ttlMs: Number(row.ttlMs) };
    },

    async purgeExpired() {
      const deleted = await db
        .delete(rateLimitCounters)
        .where(lte(rateLimitCounters.expiresAt, sql`now()`))
        .returning({ key: rateLimitCounters.key });
      return deleted.length;
    },
  };
}
