import { and, count, eq } from 'drizzle-orm';
import type { TAnalyticsEventName, TAnalyticsPlatform } from '@portal/contracts/analytics';
import type { AnalyticsDatabase } from '@portal/contracts/brand-fields';
import type { Database } from '../../db/client';
import { accounts, analyticsEvents } from '../../db/schema';
import type { PartitionKeeper } from './partitions';
import { createPartitionKeeper } from './partitions';
import { createRollupReader } from './rollups/rollup-reader';
import type { RollupReader } from './rollups/rollup-reader';
import { countChanges } from './rollups/rollup-writer';

export interface NewEvent {
  id: string;
  tenantId: string;
  event: TAnalyticsEventName;
  properties: Record<string, string | number | boolean | null>;
  /** The attested member's stored id (`attestedMemberId`), or null: never a body's claim. */
  memberId: string | null;
  platform: TAnalyticsPlatform;
  occurredAt: Date;
}

export interface CountQuery {
  tenantId: string;
  events: readonly TAnalyticsEventName[] | undefined;
  from: Date;
  to: Date;
  groupBy: 'day' | 'week';
}

export interface CountRow {
  period: string;
  event: string;
  events: number;
  members: number;
}

export function createIngestionRepository(
  db: Database,
  options: { partitions?: PartitionKeeper; rollups?: RollupReader } = {},
) {
  const partitions = options.partitions ?? createPartitionKeeper(db);
  const rollups = options.rollups ?? createRollupReader(db);

  return {
    partitions,

    /**
     * Stores the batch in one statement (all or nothing), each month's partition made first; an event
     * already stored (same tenant, id and time) is skipped. Returns how many were new.
     */
    async insertEvents(database: AnalyticsDatabase, batch: readonly NewEvent[]): Promise<number> {
      if (batch.length === 0) return 0;
      await partitions.ensure(
        database,
        batch.map((event) => event.occurredAt),
      );
      const events = analyticsEvents[database];
      // The batch and its count against the roll-ups' periods commit together.
      return db.transaction(async (tx) => {
        const stored = await tx
          .insert(events)
          .values([...batch])
          .onConflictDoNothing()
          .returning({ tenantId: events.tenantId, occurredAt: events.occurredAt });
        await countChanges(tx, database, stored);
        return stored.length;
      });
    },

    /**
     * The tenant's events in `[from, to)`, counted by period (day, or ISO week from Monday, in UTC) and
     * event name: events and distinct attested members (events before sign-in, and any member the
     * server did not attest, count towards none). At most 400 days × 10 names of rows. Finished days
     * and weeks come from the roll-ups (rollups/rollup-reader.ts).
     */
    async countEvents(database: AnalyticsDatabase, query: CountQuery): Promise<CountRow[]> {
      return rollups.countByPeriod(database, query);
    },

    /** The tenant's active member accounts (the write key's ceilings grow with them). */
    async countMembers(tenantId: string): Promise<number> {
      const [row] = await db
        .select({ members: count() })
        .from(accounts)
        .where(and(eq(accounts.tenantId, tenantId), eq(accounts.role, 'member'), eq(accounts.status, 'active')));
      return row?.members ?? 0;
    },
  };
}
export type IngestionRepository = ReturnType<typeof createIngestionRepository>;
