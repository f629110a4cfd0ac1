import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

/** One type for both drivers: every repository takes this. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** Where the data lives: embedded PGlite (on disk, or in memory when `dataDir` is absent) or a PostgreSQL server. */
export type DatabaseTarget = { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Database;
  /** For logs and errors; never contains a password. */
  description: string;
  migrate(migrationsFolder: string): Promise<void>;
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
  return target.kind === 'pglite' ? openPglite(target.dataDir) : openPostgres(target.url);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const description = dataDir ? `PGlite at ${dataDir}` : 'PGlite in memory';
  let client: PGlite;
  try {
    if (dataDir) await mkdir(dataDir, { recursive: true });
    // pg_trgm (the clinic library's misspelling-tolerant search): migration 0006 creates it; PGlite
    // needs its build loaded. On PostgreSQL 13+ it is a trusted extension the database's owner may create.
    client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  } catch (error) {
    throw new DatabaseUnreachableError(`Cannot open the database (${description}): ${reasonOf(error)}`);
  }
  const db = drizzlePglite({ client });
  return {
    db,
    description,
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const description = maskDatabaseUrl(url);
  const client = postgres(url, {
    max: 10,
    connect_timeout: 10,
    onnotice: () => {},
  });
  try {
    await client`select 1`;
  } catch (error) {
    await client.end({ timeout: 1 }).catch(() => {});
    throw new DatabaseUnreachableError(`Cannot reach the database at ${description}: ${reasonOf(error)}`);
  }
  const db = drizzlePostgres({ client });
  return {
    db,
    description,
    migrate: (migrationsFolder) => migratePostgres(db, { migrationsFolder }),
    close: () => client.end({ timeout: 5 }),
  };
}

function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reasonOf(error.errors[0]);
  const message = error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code : String(error);
  return (message ?? 'unknown error').split('\n')[0] ?? 'unknown error';
}
