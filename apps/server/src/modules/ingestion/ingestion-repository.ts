import { and, desc, eq, gte } from 'drizzle-orm';
import type { AnalyticsDatabase } from '@portal/contracts/brands';
import type { Database } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

export interface NewEvent {
  tenantId: string;
  event: string;
  properties: Record<string, string | number | boolean | null>;
  userId: string | null;
  applicationType: string | null;
  occurredAt: Date;
}

export interface EventsFilter {
  event?: string | undefined;
  since?: Date | undefined;
  limit: number;
}

export function createIngestionRepository(db: Database) {
  return {
    async insertEvent(database: AnalyticsDatabase, event: NewEvent): Promise<string> {
      const [row] = await db
        .insert(analyticsEvents[database])
        .values(event)
        .returning({ id: analyticsEvents[database].id });
      if (!row) throw new Error('The event insert returned no row.');
      return row.id;
    },
    /** The tenant's events only, newest first. */
    async selectEvents(database: AnalyticsDatabase, tenantId: string, filter: EventsFilter) {
      const events = analyticsEvents[database];
      return db
        .select({
          id: events.id,
          event: events.event,
          properties: events.properties,
          userId: events.userId,
          applicationType: events.applicationType,
          occurredAt: events.occurredAt,
        })
        .from(events)
        .where(
          and(
            eq(events.tenantId, tenantId),
            filter.event ? eq(events.event, filter.event) : undefined,
            filter.since ? gte(events.occurredAt, filter.since) : undefined,
          ),
        )
        .orderBy(desc(events.occurredAt), desc(events.receivedAt))
        .limit(filter.limit);
    },
  };
}
export type IngestionRepository = ReturnType<typeof createIngestionRepository>;
