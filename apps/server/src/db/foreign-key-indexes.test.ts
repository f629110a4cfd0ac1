/**
 * Every foreign key to accounts or companies has an index led by its column. Deleting an account (a
 * member's account deletion, a programme's deletion job) makes PostgreSQL check each key that references
 * it, once per deleted row: without such an index, each check is a full scan of the referencing table.
 * Read from the migrated database's catalogue, so a table added later without its index fails here.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/create-test-app';
import type { TestApp } from '../test/create-test-app';
import { rowsOf } from './rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The tables whose rows are deleted one by one, many at a time: every key to them needs its index. */
const DELETED_ROW_BY_ROW = ['public.accounts', 'public.companies'];

interface ForeignKeyColumn {
  /** `audit_events.actor_account_id → accounts`: the referencing table and column, and the referenced table. */
  key: string;
  indexed: boolean;
}

/**
 * The single-column foreign keys to those tables, each with whether an index can serve its check: a
 * whole-table (not partial) btree or hash index whose first column (`indkey[0]`) is the key's column. A
 * partitioned table's key is checked on the table and on each partition, with their indexes.
 */
async function foreignKeyColumns(): Promise<ForeignKeyColumn[]> {
  const referenced = sql.join(
    DELETED_ROW_BY_ROW.map((name) => sql`${name}::regclass`),
    sql`, `,
  );
  return rowsOf<ForeignKeyColumn>(
    await t.db.execute(sql`
      select
        c.conrelid::regclass::text || '.' || a.attname || ' → ' || c.confrelid::regclass::text as key,
        exists (
          select 1
          from pg_index i
          join pg_class ic on ic.oid = i.indexrelid
          join pg_am am on am.oid = ic.relam
          where i.indrelid = c.conrelid
            and i.indkey[0] = c.conkey[1]
            and i.indpred is null
            and am.amname in ('btree', 'hash')
        ) as indexed
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f'
        and cardinality(c.conkey) = 1
        and c.confrelid in (${referenced})
      order by 1
    `),
  );
}

describe('foreign keys to accounts and companies', () => {
  it('each has an index led by its column', async () => {
    const keys = await foreignKeyColumns();
    // The query found the keys at all (a wrong table name would pass with none).
    expect(keys.map(({ key }) => key)).toEqual(
      expect.arrayContaining([
        'accounts.company_id → companies',
        'sessions.account_id → accounts',
        'audit_events.actor_account_id → accounts',
        'members.account_id → accounts',
      ]),
    );
    expect(keys.length).toBeGreaterThan(30);
    const unindexed = keys.filter(({ indexed }) => !indexed).map(({ key }) => key);
    expect(unindexed, 'foreign keys without an index led by their column').toEqual([]);
  });
});
