import { createHash, timingSafeEqual } from 'node:crypto';
import type { Brand } from '@portal/contracts/brands';
import type {
  TIngestEventRequest,
  TIngestEventResponse,
  TSelectEventsRequest,
  TSelectEventsResponse,
} from '@portal/contracts/ingestion';
import { forbidden, unauthenticated, validationFailed } from '../../lib/errors';
import type { AuthorizationService } from '../authorization/authorization-service';
import type { IngestionRepository } from './ingestion-repository';

interface IngestionTenant {
  id: string;
  key: Brand['key'];
  brand: Pick<Brand, 'analyticsDatabase'>;
  ingestionWriteKey: string;
}

export const DEFAULT_SELECT_LIMIT = 100;

export interface IngestionService {
  ingestEvent(input: {
    tenant: IngestionTenant;
    writeKey: string | undefined;
    database: string;
    applicationType: string | null;
    event: TIngestEventRequest;
  }): Promise<TIngestEventResponse>;
  selectEvents(input: {
    tenant: IngestionTenant;
    token: string | undefined;
    database: string;
    filter: TSelectEventsRequest;
  }): Promise<TSelectEventsResponse>;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Constant-time comparison of the presented write key with the tenant's. */
function isSameKey(presented: string, expected: string): boolean {
  return timingSafeEqual(digest(presented), digest(expected));
}

function assertTenantDatabase(tenant: IngestionTenant, database: string) {
  if (database !== tenant.brand.analyticsDatabase) {
    throw validationFailed(`This programme's analytics database is "${tenant.brand.analyticsDatabase}".`, 'db');
  }
  return tenant.brand.analyticsDatabase;
}

export function createIngestionService(deps: {
  repository: IngestionRepository;
  authenticate: AuthorizationService['authenticate'];
}): IngestionService {
  const { repository, authenticate } = deps;

  return {
    async ingestEvent({ tenant, writeKey, database, applicationType, event }) {
      if (!writeKey || !isSameKey(writeKey, tenant.ingestionWriteKey)) {
        throw unauthenticated('The ingestion key is missing or not valid for this programme.');
      }
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

    async selectEvents({ tenant, token, database, filter }) {
      const account = await authenticate({ tenant, token });
      if (account.role !== 'admin') throw forbidden('Only an administrator can read analytics.');
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
