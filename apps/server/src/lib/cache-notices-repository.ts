/**
 * PostgreSQL's LISTEN/NOTIFY on one channel, for the instances sharing the database: a notice sent by
 * one reaches every listening one (itself included). Embedded PGlite has its own listen and notify, so
 * the same code runs in one process too.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export const CACHE_NOTICES_CHANNEL = 'portal_cache_notices';

/** The drivers' own listen: postgres.js's `sql.listen` (it listens again after a reconnection) or PGlite's. */
type ListeningClient =
  | { listen(channel: string, fn: (payload: string) => void): Promise<{ unlisten(): Promise<void> }> }
  | { listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>> };

export interface CacheNoticesRepository {
  notify(payload: string): Promise<void>;
  /** Resolves once listening; the answer stops it. */
  listen(onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export function createCacheNoticesRepository(db: Database): CacheNoticesRepository {
  return {
    async notify(payload) {
      await db.execute(sql`select pg_notify(${CACHE_NOTICES_CHANNEL}, ${payload})`);
    },
    async listen(onPayload) {
      // Both drizzle drivers keep their client there; the Database type (one for both) does not say so.
      const client = (db as unknown as { $client: ListeningClient }).$client;
      const listening = await client.listen(CACHE_NOTICES_CHANNEL, onPayload);
      return typeof listening === 'function' ? listening : () => listening.unlisten();
    },
  };
}
