/**
 * The embedded database in its own thread: Drizzle works on it as on PGlite itself (types, transactions,
 * errors, dumps), and its queries no longer hold the thread that answers requests. These tests open
 * PGlite whatever engine the pass runs the other server tests on: it is the embedded path they check.
 */
import { Worker } from 'node:worker_threads';
import { TransactionAbortedError } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { bigint, date, integer, interval, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from '../lib/database-errors';
import { getDatabaseStats, openDatabase } from './client';
import type { DatabaseHandle } from './client';
import { EmbeddedDatabaseStoppedError } from './pglite-thread';

const visits = pgTable('visits', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  localAt: timestamp('local_at', { mode: 'string' }),
  day: date('day'),
  length: interval('length'),
  big: bigint('big', { mode: 'bigint' }),
  details: jsonb('details').$type<{ tags: string[] }>(),
  tags: text('tags').array(),
});

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
  await handle.db.execute(sql`
    create table visits (
      id integer primary key, at timestamptz not null, local_at timestamp, day date, length interval,
      big bigint, details jsonb, tags text[]
    )`);
});
afterAll(async () => {
  await handle?.close();
});

/** A query that keeps PGlite busy for about a second. */
const slowCount = () => handle.db.execute(sql`select count(*) from generate_series(1, 3000000)`);

/** The rows of `db.execute` (the Database type, one for both drivers, leaves its answer unknown). */
async function rowsOf<T>(query: PromiseLike<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

/** The cause Drizzle wraps the driver's error in. */
function causeOf(error: unknown): Record<string, unknown> {
  return ((error as { cause?: unknown }).cause ?? error) as Record<string, unknown>;
}

describe('the embedded database in its own thread', () => {
  it('keeps the event loop turning while a long query runs there', async () => {
    const order: string[] = [];
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        order.push('timer');
        resolve();
      }, 10),
    );
    await slowCount().then(() => order.push('query'));
    await timer;
    // In this thread PGlite's WASM ran the whole query before the timer's turn came.
    expect(order).toEqual(['timer', 'query']);
  });

  it('answers in the types Drizzle asks for', async () => {
    const at = new Date('2026-03-01T12:34:56.789Z');
    await handle.db.insert(visits).values({
      id: 1,
      at,
      localAt: '2026-03-01 08:00:00',
      day: '2026-02-28',
      length: '1 day 02:00:00',
      big: 9007199254740993n,
      details: { tags: ['a'] },
      tags: ['x', 'y'],
    });
    const [row] = await handle.db.select().from(visits).where(eq(visits.id, 1));
    expect(row).toEqual({
      id: 1,
      at,
      localAt: '2026-03-01 08:00:00',
      day: '2026-02-28',
      length: '1 day 02:00:00',
      big: 9007199254740993n,
      details: { tags: ['a'] },
      tags: ['x', 'y'],
    });
    const raw = await rowsOf(handle.db.execute(sql`select at, day from visits where id = 1`));
    expect(raw[0]).toEqual({ at: '2026-03-01 12:34:56.789+00', day: '2026-02-28' });
  });

  it('commits a transaction, and rolls back one whose callback throws and a nested one alone', async () => {
    const base = { at: new Date() };
    await handle.db.transaction(async (tx) => {
      await tx.insert(visits).values({ id: 10, ...base });
      await tx
        .transaction(async (nested) => {
          await nested.insert(visits).values({ id: 11, ...base });
          throw new Error('nested failed');
        })
        .catch(() => {});
      await tx.insert(visits).values({ id: 12, ...base });
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(visits).values({ id: 13, ...base });
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
    const ids = await handle.db
      .select({ id: visits.id })
      .from(visits)
      .where(sql`${visits.id} between 10 and 13`);
    expect(ids.map(({ id }) => id).sort()).toEqual([10, 12]);
  });

  it('gives errors the SQLSTATE and fields PostgreSQL gave', async () => {
    await handle.db.insert(visits).values({ id: 20, at: new Date() });
    const duplicate = await handle.db
      .insert(visits)
      .values({ id: 20, at: new Date() })
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(causeOf(duplicate)).toMatchObject({ code: '23505', constraint: 'visits_pkey', table: 'visits' });
    expect(causeOf(duplicate)).toBeInstanceOf(Error);
    const syntax = await handle.db.execute(sql`selec 1`).catch((error: unknown) => error);
    expect(causeOf(syntax)).toMatchObject({ code: '42601' });
    // A transaction whose statement failed is rolled back as a whole.
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(visits).values({ id: 21, at: new Date() });
        await tx.insert(visits).values({ id: 20, at: new Date() });
      }),
    ).rejects.toSatisfy((error) => causeOf(error).code === '23505');
    expect(await handle.db.select().from(visits).where(eq(visits.id, 21))).toEqual([]);
    // One whose failed statement was swallowed cannot commit: PostgreSQL rolls it back, and it says so.
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(visits).values({ id: 22, at: new Date() });
        await tx.execute(sql`selec 1`).catch(() => {});
      }),
    ).rejects.toBeInstanceOf(TransactionAbortedError);
    expect(await handle.db.select().from(visits).where(eq(visits.id, 22))).toEqual([]);
  });

  it('makes a query sent during a transaction wait until the transaction ends', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.insert(visits).values({ id: 30, at: new Date() });
      outside = handle.db
        .select({ id: visits.id })
        .from(visits)
        .where(eq(visits.id, 30))
        .then((rows) => order.push(`outside saw ${rows.length}`));
      // A round trip of the transaction's own: the outside query had every chance to run meanwhile.
      await tx.execute(sql`select 1`);
      expect(getDatabaseStats(handle.db)?.inFlight).toBe(2);
      await tx.update(visits).set({ day: '2026-01-01' }).where(eq(visits.id, 30));
      order.push('transaction done');
    });
    await outside;
    expect(order).toEqual(['transaction done', 'outside saw 1']);
    expect(getDatabaseStats(handle.db)).toEqual({ poolMax: 1, inFlight: 0 });
  });

  it('dumps its data folder, which a new database loads', async () => {
    await handle.db.insert(visits).values({ id: 40, at: new Date(), tags: ['dumped'] });
    const dump = await handle.dumpDataDir!();
    const copy = await openDatabase({ kind: 'pglite', loadDataDir: dump });
    try {
      const rows = await copy.db.select({ tags: visits.tags }).from(visits).where(eq(visits.id, 40));
      expect(rows).toEqual([{ tags: ['dumped'] }]);
      // The trigram extension loads in the copy too.
      await copy.db.execute(sql`create extension if not exists pg_trgm`);
      const similar = await rowsOf<{ s: number }>(copy.db.execute(sql`select similarity('wellness', 'welness') as s`));
      expect(similar[0]?.s).toBeGreaterThan(0.5);
    } finally {
      await copy.close();
    }
  });

  it('fails every query with an unreachable-database error once its thread stopped', async () => {
    const copy = await openDatabase({ kind: 'pglite', loadDataDir: await handle.dumpDataDir!() });
    const postMessage = vi.spyOn(Worker.prototype, 'postMessage');
    await copy.db.execute(sql`select 1`);
    const thread = postMessage.mock.contexts[0] as Worker;
    postMessage.mockRestore();
    const pending = copy.db.execute(sql`select count(*) from generate_series(1, 3000000)`).catch((e: unknown) => e);
    await thread.terminate();
    for (const error of [await pending, await copy.db.execute(sql`select 1`).catch((e: unknown) => e)]) {
      expect(causeOf(error)).toBeInstanceOf(EmbeddedDatabaseStoppedError);
      // The error handler answers it 503 with Retry-After.
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
    await copy.close();
  });
});
