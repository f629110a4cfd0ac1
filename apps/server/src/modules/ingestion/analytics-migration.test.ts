/**
 * Migration 0010 on a database that already holds events of the single-event shape: the rows move into
 * the partitioned table, each in its month's partition, with `user_id` as `member_id` and the
 * application type as the platform.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openDatabase } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { findMigrationsFolder, migrateDatabase } from '../../db/migrate';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A fresh database, as the server tests make them: PGlite, or one on TEST_DATABASE_URL's server. */
async function openFreshDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ kind: 'pglite' });
  const name = `portal_migration_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  cleanups.push(async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openDatabase({ kind: 'postgres', url: url.toString() });
}

/** The migrations up to 0009 only: a copy of the folder with the journal cut before 0010. */
async function migrationsBefore0010(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-migrations-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  await cp(findMigrationsFolder(), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < '0010');
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

// Migrating twice (to 0009, then 0010) takes a while on PGlite, more on a busy machine.
const MIGRATIONS_TIMEOUT_MS = 180_000;

it(
  'moves the old events into month partitions of the new table',
  async () => {
    const handle = await openFreshDatabase();
    cleanups.push(() => handle.close());
    await handle.migrate(await migrationsBefore0010());
    const tenant = '00000000-0000-4000-8000-000000000001';
    await handle.db.execute(
      sql`insert into tenants (id, key, name, ingestion_write_key) values (${tenant}, 'swift', 'Swift', 'iwk_test')`,
    );
    await handle.db.execute(sql`
    insert into amm_c0nj.events (id, tenant_id, event, properties, user_id, application_type, occurred_at) values
      ('00000000-0000-4000-8000-00000000000a', ${tenant}, 'dashboard.viewed', '{"screen":"home"}', 'u-1', 'HEALTHCARE_MOBILE', '2024-03-31T23:30:00Z'),
      ('00000000-0000-4000-8000-00000000000b', ${tenant}, 'first', '{}', null, 'HEALTHCARE_PORTAL', '2024-04-01T00:00:00Z'),
      ('00000000-0000-4000-8000-00000000000c', ${tenant}, 'second', '{}', null, null, '2024-04-15T12:00:00Z')`);

    await migrateDatabase(handle);

    const rows = rowsOf<{ id: string; event: string; member_id: string | null; platform: string; part: string }>(
      await handle.db.execute(sql`
      select id, event, member_id, platform, tableoid::regclass::text as part
      from amm_c0nj.events order by occurred_at`),
    );
    expect(rows).toEqual([
      {
        id: '00000000-0000-4000-8000-00000000000a',
        event: 'dashboard.viewed',
        member_id: 'u-1',
        platform: 'android',
        part: 'amm_c0nj.events_2024_03',
      },
      {
        id: '00000000-0000-4000-8000-00000000000b',
        event: 'first',
        member_id: null,
        platform: 'web',
        part: 'amm_c0nj.events_2024_04',
      },
      {
        id: '00000000-0000-4000-8000-00000000000c',
        event: 'second',
        member_id: null,
        platform: 'web',
        part: 'amm_c0nj.events_2024_04',
      },
    ]);

    // Partitioned, with this month's and the next month's partitions, and the old table gone.
    const [kind] = rowsOf<{ relkind: string }>(
      await handle.db.execute(sql`select relkind from pg_class where oid = 'amm_c0nj.events'::regclass`),
    );
    expect(kind?.relkind).toBe('p');
    const partitions = rowsOf<{ name: string }>(
      await handle.db.execute(sql`
      select child.relname as name from pg_inherits
      join pg_class child on child.oid = pg_inherits.inhrelid
      where pg_inherits.inhparent = 'oakmorelabs_mm.events'::regclass`),
    ).map((row) => row.name);
    const now = new Date();
    const month = (offset: number) => {
      const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
      return `events_${date.toISOString().slice(0, 7).replace('-', '_')}`;
    };
    expect(partitions).toEqual(expect.arrayContaining([month(-12), month(0), month(1)]));
    const old = rowsOf(
      await handle.db.execute(
        sql`select 1 from information_schema.tables where table_name = 'events_before_partitioning'`,
      ),
    );
    expect(old).toEqual([]);
  },
  MIGRATIONS_TIMEOUT_MS,
);
