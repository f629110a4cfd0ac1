import { SMALL_GROUP_MIN } from '@portal/contracts/analytics';
import type { TAnalyticsEventInput } from '@portal/contracts/analytics';
import type { Brand } from '@portal/contracts/brands';
import { EVENT_TIME_WINDOW, INGESTION_MESSAGES, SELECT_MEASURES } from '@portal/contracts/ingestion';
import type {
  TIngestBatchResponse,
  TSelectEventsRequest,
  TSelectEventsResponse,
  TSelectEventsRow,
} from '@portal/contracts/ingestion';
import type { Caller } from '../../lib/caller';
import { validationFailed } from '../../lib/errors';
import type { IngestionRepository, NewEvent } from './ingestion-repository';

interface IngestionTenant {
  id: string;
  key: Brand['key'];
  brand: Pick<Brand, 'analyticsDatabase'>;
}

export const ANALYTICS_ADMIN_ONLY_MESSAGE = 'Only an administrator can read analytics.';

export interface IngestionService {
  /**
   * Stores a batch of the app's events (already checked against the catalogue by the route): every event
   * in the time window or none stored. The route admits the tenant's write key only; the key itself
   * never reaches the service.
   */
  ingestBatch(input: {
    tenant: IngestionTenant;
    database: string;
    events: readonly TAnalyticsEventInput[];
  }): Promise<TIngestBatchResponse>;
  /** An admin's constrained query (the route admits admins only): counts, small groups suppressed. */
  selectEvents(
    caller: Caller,
    input: { database: string; query: TSelectEventsRequest },
  ): Promise<TSelectEventsResponse>;
}

function assertTenantDatabase(tenant: Pick<IngestionTenant, 'brand'>, database: string) {
  if (database !== tenant.brand.analyticsDatabase) {
    throw validationFailed(`This programme's analytics database is "${tenant.brand.analyticsDatabase}".`, 'db');
  }
  return tenant.brand.analyticsDatabase;
}

export function createIngestionService(deps: { repository: IngestionRepository; now?: () => Date }): IngestionService {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async ingestBatch({ tenant, database, events }) {
      const analyticsDatabase = assertTenantDatabase(tenant, database);
      const current = now().getTime();
      const earliest = current - EVENT_TIME_WINDOW.maxAgeDays * 86_400_000;
      const latest = current + EVENT_TIME_WINDOW.maxAheadMinutes * 60_000;
      // The whole batch is checked before anything is written.
      const rows: NewEvent[] = events.map((event, index) => {
        const occurredAt = new Date(event.occurred_at);
        const time = occurredAt.getTime();
        if (Number.isNaN(time) || time < earliest || time > latest) {
          throw validationFailed(INGESTION_MESSAGES.eventTime, `events.${index}.occurred_at`);
        }
        return {
          id: event.id.toLowerCase(),
          tenantId: tenant.id,
          event: event.name,
          properties: event.properties,
          memberId: event.member_id,
          platform: event.platform,
          occurredAt,
        };
      });
      const accepted = await repository.insertEvents(analyticsDatabase, rows);
      return { accepted, duplicates: rows.length - accepted };
    },

    async selectEvents({ tenant }, { database, query }) {
      const analyticsDatabase = assertTenantDatabase(tenant, database);
      const from = new Date(query.from);
      const to = new Date(query.to);
      const measures = new Set(query.measures ?? SELECT_MEASURES);
      const counted = await repository.countEvents(analyticsDatabase, {
        tenantId: tenant.id,
        events: query.events,
        from,
        to,
        groupBy: query.group_by,
      });
      const rows = counted.map((row): TSelectEventsRow => {
        // Too few people behind a count could name them: neither figure is shown.
        const small = row.members < SMALL_GROUP_MIN;
        return {
          period: row.period,
          event: row.event as TSelectEventsRow['event'],
          ...(measures.has('events') ? { events: small ? null : row.events } : {}),
          ...(measures.has('members') ? { members: small ? null : row.members } : {}),
          fewer_than_5: small,
        };
      });
      return {
        group_by: query.group_by,
        from: from.toISOString(),
        to: to.toISOString(),
        min_group_size: SMALL_GROUP_MIN,
        rows,
      };
    },
  };
}
