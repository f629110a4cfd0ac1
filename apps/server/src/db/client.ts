import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { PgliteThreadClient } from './pglite-thread';

/** One type for both drivers: every repository takes this. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** How many connections a PostgreSQL pool holds and how long it waits (DATABASE_POOL_MAX and the time-outs). */
export interface PoolSettings {
  max: number;
  connectTimeoutSeconds: number;
  /** 0: no limit. */
  statementTimeoutMs: number;
}

export const DEFAULT_POOL: PoolSettings = { max: 10, connectTimeoutSeconds: 5, statementTimeoutMs: 30_000 };

/** Where the data lives: embedded PGlite (on disk, or in memory when `dataDir` is absent) or a PostgreSQL server. */
export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir?: string;
      /** A dump (dumpDataDir) to start from instead of an empty database. */ loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string; pool?: PoolSettings };

/** What the metrics report of a database's use. */
export interface DatabaseStats {
  /** The most connections the pool opens (PGlite: one). */
  readonly poolMax: number;
  /** Queries and transactions sent and not yet answered. */
  readonly inFlight: number;
}

const statsByDatabase = new WeakMap<object, DatabaseStats>();

/** The use of a database opened by openDatabase (undefined for any other). */
export function getDatabaseStats(db: Database): DatabaseStats | undefined {
  return statsByDatabase.get(db);
}

export interface DatabaseHandle {
  db: Database;
  /** For logs and errors; never contains a password. */
  description: string;
  migrate(migrationsFolder: string): Promise<void>;
  /** PGlite only: the whole data folder as a tar file, which `loadDataDir` opens again. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export class DatabaseUnreachableError extends Error {}

/** `postgres://user:secret@host/db` → `postgres://user:***@host/db`. */
export function maskDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured DATABASE_URL';
  }
}

/** Opens the database and checks that it answers; throws DatabaseUnreachableError with a one-line reason otherwise. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'pglite'
    ? openPglite(target.dataDir, target.loadDataDir)
    : openPostgres(target.url, target.pool ?? DEFAULT_POOL);
}

/**
 * PGlite runs in a worker thread of its own (pglite-thread.ts): its queries never hold the thread that
 * answers requests. Drizzle's PGlite driver uses the thread's client as it would PGlite itself.
 */
async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  const description = dataDir ? `PGlite at ${dataDir}` : 'PGlite in memory';
  let client: PgliteThreadClient;
  try {
    if (dataDir) await mkdir(dataDir, { recursive: true });
    // pg_trgm (the clinic library's misspelling-tolerant search) is loaded there: migration 0006 creates
    // it. On PostgreSQL 13+ it is a trusted extension the database's owner may create.
    client = await PgliteThreadClient.open({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  } catch (error) {
    throw new DatabaseUnreachableError(`Cannot open the database (${description}): ${reasonOf(error)}`);
  }
  // Drizzle's driver calls `query` (rowMode, parsers) and `transaction` only, which the client offers.
  const db = drizzlePglite({ client: client as unknown as PGlite });
  statsByDatabase.set(db, {
    poolMax: 1,
    get inFlight() {
      return client.inFlight;
    },
  });
  return {
    db,
    description,
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    dumpDataDir: () => client.dumpDataDir(),
    close: () => client.close(),
  };
}

/**
 * postgres.js reconnects by itself: a connection that broke (the server restarted, a fail-over) is
 * opened again for the next query, so the pool heals without a restart; the queries that were on it
 * fail with a connection error, which the error handler answers as 503.
 */
async function openPostgres(url: string, pool: PoolSettings): Promise<DatabaseHandle> {
  const description = maskDatabaseUrl(url);
  const counted = countInFlight(
    postgres(url, {
      max: pool.max,
      connect_timeout: pool.connectTimeoutSeconds,
      ...(pool.statementTimeoutMs > 0 ? { connection: { statement_timeout: pool.statementTimeoutMs } } : {}),
      onnotice: () => {},
    }),
  );
  const client = counted.client;
  try {
    await client`select 1`;
  } catch (error) {
    await client.end({ timeout: 1 }).catch(() => {});
    throw new DatabaseUnreachableError(`Cannot reach the database at ${description}: ${reasonOf(error)}`);
  }
  const db = drizzlePostgres({ client });
  statsByDatabase.set(db, {
    poolMax: pool.max,
    get inFlight() {
      return counted.inFlight;
    },
  });
  return {
    db,
    description,
    migrate: (migrationsFolder) => migratePostgres(db, { migrationsFolder }),
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * postgres.js keeps its pool's queues to itself, so the queries in flight are counted here: each query
 * Drizzle sends (`unsafe`, awaited once) and each transaction (`begin`) from when it is awaited until it
 * settles.
 */
function countInFlight(client: postgres.Sql): { client: postgres.Sql; readonly inFlight: number } {
  let inFlight = 0;
  const track = <T>(settle: Promise<T>): Promise<T> => {
    inFlight += 1;
    return settle.finally(() => {
      inFlight -= 1;
    });
  };
  const unsafe = client.unsafe.bind(client);
  const begin = client.begin.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const counted = Object.assign(client, {
    unsafe: ((...args: Parameters<typeof client.unsafe>) => {
      const query = unsafe(...args);
      const then = query.then.bind(query);
      // A query runs when it is awaited (`.values()` returns the same query): count from then.
      Object.defineProperty(query, 'then', {
        value: (onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) =>
          track(new Promise((resolve, reject) => void then(resolve, reject))).then(onFulfilled, onRejected),
      });
      return query;
    }) as typeof client.unsafe,
    begin: ((...args: unknown[]) => track(begin(...args))) as typeof client.begin,
  });
  return {
    client: counted,
    get inFlight() {
      return inFlight;
    },
  };
}

function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reasonOf(error.errors[0]);
  const message = error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code : String(error);
  return (message ?? 'unknown error').split('\n')[0] ?? 'unknown error';
}
