import type { Brand } from '@portal/contracts/brands';
import type {
  TIngestEventRequest,
  TIngestEventResponse,
  TSelectEventsRequest,
  TSelectEventsResponse,
} from '@portal/contracts/ingestion';
import type { Caller } from '../../lib/caller';
import { validationFailed } from '../../lib/errors';
import type { IngestionRepository } from './ingestion-repository';

interface IngestionTenant {
  id: string;
  key: Brand['key'];
  brand: Pick<Brand, 'analyticsDatabase'>;
}

export const DEFAULT_SELECT_LIMIT = 100;
export const ANALYTICS_ADMIN_ONLY_MESSAGE = 'Only an administrator can read analytics.';

export interface IngestionService {
  /** The route admits the tenant's write key only; the key itself never reaches the service. */
  ingestEvent(input: {
    tenant: IngestionTenant;
    database: string;
    applicationType: string | null;
    event: TIngestEventRequest;
  }): Promise<TIngestEventResponse>;
  /** An admin's call (the route admits admins only). */
  selectEvents(
    caller: Caller,
    input: { database: string; filter: TSelectEventsRequest },
  ): Promise<TSelectEventsResponse>;
}

function assertTenantDatabase(tenant: Pick<IngestionTenant, 'brand'>, database: string) {
  if (database !== tenant.brand.analyticsDatabase) {
    throw validationFailed(`This programme's analytics database is "${tenant.brand.analyticsDatabase}".`, 'db');
  }
  return tenant.brand.analyticsDatabase;
}

export function createIngestionService(deps: { repository: IngestionRepository }): IngestionService {
  const { repository } = deps;

  return {
    async ingestEvent({ tenant, database, applicationType, event }) {
      const analyticsDatabase = assertTenantDatabase(tenant, database);
      const id = await repository.insertEvent(analyticsDatabase, {
        tenantId: tenant.id,
        event: event.event,
        properties: event.properties ?? {},
        userId: event.user_id ?? null,
        applicationType,
        occurredAt: event.occurred_at ? new Date(event.occurred_at) : new Date(),
      });
      return { id };
    },

    async selectEvents({ tenant }, { database, filter }) {
      const analyticsDatabase = assertTenantDatabase(tenant, database);
      const rows = await repository.selectEvents(analyticsDatabase, tenant.id, {
        event: filter.event,
        since: filter.since ? new Date(filter.since) : undefined,
        limit: filter.limit ?? DEFAULT_SELECT_LIMIT,
      });
      return {
        events: rows.map((row) => ({
          id: row.id,
          event: row.event,
          properties: row.properties,
          user_id: row.userId,
          application_type: row.applicationType,
          occurred_at: row.occurredAt.toISOString(),
        })),
      };
    },
  };
}
