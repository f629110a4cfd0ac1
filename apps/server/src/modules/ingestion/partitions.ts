/**
 * The month partitions of the analytics `events` tables (migration 0010 made the tables partitioned by
 * range of `occurred_at`). A month's partition, `events_YYYY_MM` (UTC), is created before the first
 * insert into it, and the current and next months' ahead of time at first use. Each process remembers
 * the partitions it has seen, so the DDL runs once per month and process; another process (or
 * instance) creating the same partition at the same moment is tolerated.
 */
import { sql } from 'drizzle-orm';
import type { AnalyticsDatabase } from '@portal/contracts/brand-fields';
import type { Database } from '../../db/client';

export interface MonthPartition {
  /** `events_2026_11` */
  name: string;
  /** The month's first instant (UTC), included. */
  start: Date;
  /** The next month's first instant, excluded. */
  end: Date;
}

export function monthPartitionOf(date: Date): MonthPartition {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const start = new Date(Date.UTC(year, month, 1));
  const end = new Date(Date.UTC(year, month + 1, 1));
  const name = `events_${String(year).padStart(4, '0')}_${String(month + 1).padStart(2, '0')}`;
  return { name, start, end };
}

/** PostgreSQL's codes for "that table already exists", as a concurrent creator leaves them. */
const ALREADY_EXISTS_CODES = new Set(['42P07', '23505']);

function errorCode(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export function createPartitionKeeper(db: Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const known = new Set<string>();

  async function create(database: AnalyticsDatabase, partition: MonthPartition): Promise<void> {
    const key = `${database}.${partition.name}`;
    if (known.has(key)) return;
    try {
      // Identifiers come from the AnalyticsDatabase enum and the date, never from a request's text.
      await db.execute(
        sql.raw(
          `CREATE TABLE IF NOT EXISTS "${database}"."${partition.name}" PARTITION OF "${database}"."events" ` +
            `FOR VALUES FROM ('${partition.start.toISOString()}') TO ('${partition.end.toISOString()}')`,
        ),
      );
    } catch (error) {
      if (!ALREADY_EXISTS_CODES.has(errorCode(error) ?? '')) throw error;
    }
    known.add(key);
  }

  return {
    /** Makes sure every month these instants fall in has its partition (and this month and the next). */
    async ensure(database: AnalyticsDatabase, instants: readonly Date[]): Promise<void> {
      const current = now();
      const months = new Map<string, MonthPartition>();
      for (const instant of [
        current,
        new Date(Date.UTC(current.getUTCFullYear(), current.getUTCMonth() + 1, 1)),
        ...instants,
      ]) {
        const partition = monthPartitionOf(instant);
        months.set(partition.name, partition);
      }
      for (const partition of months.values()) await create(database, partition);
    },
  };
}
export type PartitionKeeper = ReturnType<typeof createPartitionKeeper>;
