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
import type { AnalyticsIdOf } from './analytics-ids';
import type { AnalyticsReadGate } from './analytics-read-gate';
import { attestedMemberId } from './attested-members';
import type { MembersRepository } from '../members/members-repository';
import type { EventQuota } from './event-ceilings';
import type { IngestionRepository, NewEvent } from './ingestion-repository';

interface IngestionTenant {
  id: string;
  key: string;
  brand: Pick<Brand, 'analyticsDatabase'>;
}

export const ANALYTICS_ADMIN_ONLY_MESSAGE = 'Only an administrator can read analytics.';

export interface IngestionService {
  /**
   * Stores a batch of the app's events (already checked against the catalogue by the route): every event
   * in the time window or none stored, within the tenant's event ceilings (EventCeilingError beyond).
   * The route admits the tenant's write key only; the key itself never reaches the service. `member` is
   * the signed-in account whose access token came with the batch (verified at the edge), or null: an
   * event keeps its member only when it names this member, else it is stored without one.
   */
  ingestBatch(input: {
    tenant: IngestionTenant;
    database: string;
    events: readonly TAnalyticsEventInput[];
    member: Caller | null;
  }): Promise<TIngestBatchResponse>;
  /**
   * An admin's constrained query (the route admits admins only): counts, small groups suppressed; at
   * most ANALYTICS_QUERIES_PER_TENANT at once per tenant (AnalyticsBusyError beyond).
   */
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

export function createIngestionService(deps: {
  repository: IngestionRepository;
  analyticsIdOf: AnalyticsIdOf;
  /** Whether the batch's member lets the app send usage events: one lookup per batch, never per event. */
  members: Pick<MembersRepository, 'isAnalyticsEnabled'>;
  quota: EventQuota;
  reads: AnalyticsReadGate;
  now?: () => Date;
}): IngestionService {
  const { repository, analyticsIdOf, members, quota, reads } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The analytics id the batch's member token attests, or null: none without a token, and none for a
   * member who turned analytics off (their app sends nothing; a stale queue must not count them either).
   */
  async function attestedAnalyticsId(tenant: IngestionTenant, member: Caller | null) {
    if (!member || member.tenant.id !== tenant.id) return null;
    if (!(await members.isAnalyticsEnabled(tenant.id, member.account.id))) return null;
    return analyticsIdOf({ tenantId: tenant.id, accountId: member.account.id });
  }

  return {
    async ingestBatch({ tenant, database, events, member }) {
      const analyticsDatabase = assertTenantDatabase(tenant, database);
      const current = now().getTime();
      const earliest = current - EVENT_TIME_WINDOW.maxAgeDays * 86_400_000;
      const latest = current + EVENT_TIME_WINDOW.maxAheadMinutes * 60_000;
      // Looked up once per batch, and only when an event claims a member.
      const attested = events.some((event) => event.member_id !== null)
        ? await attestedAnalyticsId(tenant, member)
        : null;
      let unattested = 0;
      // The whole batch is checked before anything is written.
      const rows: NewEvent[] = events.map((event, index) => {
        const occurredAt = new Date(event.occurred_at);
        const time = occurredAt.getTime();
        if (Number.isNaN(time) || time < earliest || time > latest) {
          throw validationFailed(INGESTION_MESSAGES.eventTime, `events.${index}.occurred_at`);
        }
        // The body only claims a member; the token decides.
        const isMembers = event.member_id !== null && event.member_id === attested;
        if (event.member_id !== null && !isMembers) unattested += 1;
        return {
          id: event.id.toLowerCase(),
          tenantId: tenant.id,
          event: event.name,
          properties: event.properties,
          memberId: isMembers && attested ? attestedMemberId(attested) : null,
          platform: event.platform,
          occurredAt,
        };
      });
      await quota.take(tenant.id, rows.length);
      const accepted = await repository.insertEvents(analyticsDatabase, rows);
      return { accepted, duplicates: rows.length - accepted, unattested };
    },

    async selectEvents({ tenant }, { database, query }) {
      const analyticsDatabase = assertTenantDatabase(tenant, database);
      const from = new Date(query.from);
      const to = new Date(query.to);
      const measures = new Set(query.measures ?? SELECT_MEASURES);
      const counted = await reads.run(tenant.id, () =>
        repository.countEvents(analyticsDatabase, {
          tenantId: tenant.id,
          events: query.events,
          from,
          to,
          groupBy: query.group_by,
        }),
      );
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
