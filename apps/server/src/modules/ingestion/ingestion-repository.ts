import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { TAnalyticsEventName, TAnalyticsPlatform } from '@portal/contracts/analytics';
import type { AnalyticsDatabase } from '@portal/contracts/brands';
import type { Database } from '../../db/client';
import { accounts, analyticsEvents } from '../../db/schema';
import { attestedMember } from './attested-members';
import type { PartitionKeeper } from './partitions';
import { createPartitionKeeper } from './partitions';

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

export function createIngestionRepository(db: Database, options: { partitions?: PartitionKeeper } = {}) {
  const partitions = options.partitions ?? createPartitionKeeper(db);

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
      const stored = await db
        .insert(events)
        .values([...batch])
        .onConflictDoNothing()
        .returning({ id: events.id });
      return stored.length;
    },

    /**
     * The tenant's events in `[from, to)`, counted by period (day, or ISO week from Monday, in UTC) and
     * event name: events and distinct attested members (events before sign-in, and any member the
     * server did not attest, count towards none). At most 400 days × 10 names of rows.
     */
    async countEvents(database: AnalyticsDatabase, query: CountQuery): Promise<CountRow[]> {
      const events = analyticsEvents[database];
      // The unit is one of two literals (the contract's enum), never the request's text.
      const unit = sql.raw(query.groupBy === 'week' ? `'week'` : `'day'`);
      const period = sql<string>`to_char(date_trunc(${unit}, ${events.occurredAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          period,
          event: events.event,
          events: sql<number>`count(*)::int`,
          members: sql<number>`count(distinct ${attestedMember(events.memberId)})::int`,
        })
        .from(events)
        .where(
          and(
            eq(events.tenantId, query.tenantId),
            gte(events.occurredAt, query.from),
            lt(events.occurredAt, query.to),
            query.events ? inArray(events.event, [...query.events]) : undefined,
          ),
        )
        .groupBy(sql`1`, events.event)
        .orderBy(sql`1`, events.event);
      return rows.map((row) => ({ ...row, events: Number(row.events), members: Number(row.members) }));
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
