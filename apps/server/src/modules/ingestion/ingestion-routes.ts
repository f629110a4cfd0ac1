import type { FastifyInstance } from 'fastify';
import {
  ZAnalyticsDatabaseQuery,
  ZIngestEventRequest,
  ZIngestEventResponse,
  ZSelectEventsRequest,
  ZSelectEventsResponse,
} from '@portal/contracts/ingestion';
import { defineRoute } from '../../lib/define-route';
import { readApplicationType } from '../../lib/request';
import type { IngestionService } from './ingestion-service';
import { ANALYTICS_ADMIN_ONLY_MESSAGE } from './ingestion-service';

export async function ingestionRoutes(app: FastifyInstance, options: { ingestionService: IngestionService }) {
  const { ingestionService } = options;

  defineRoute(app, {
    method: 'POST',
    url: '/crud',
    auth: 'ingestion-key',
    summary: 'Record one analytics event (insert only)',
    description: 'Authorised by the tenant’s public write key; `db` must be the tenant’s own analytics database.',
    tags: ['ingestion'],
    querystring: ZAnalyticsDatabaseQuery,
    body: ZIngestEventRequest,
    response: { 201: ZIngestEventResponse },
    handler: ({ tenant, query, body }, request) =>
      ingestionService.ingestEvent({
        tenant,
        database: query.db,
        applicationType: readApplicationType(request),
        event: body,
      }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/select',
    auth: 'admin',
    forbiddenMessage: ANALYTICS_ADMIN_ONLY_MESSAGE,
    summary: 'Read the tenant’s analytics events back',
    description: 'An empty body means no filter.',
    tags: ['ingestion'],
    querystring: ZAnalyticsDatabaseQuery,
    body: ZSelectEventsRequest,
    optionalBody: true,
    response: { 200: ZSelectEventsResponse },
    handler: ({ caller, query, body }) => ingestionService.selectEvents(caller, { database: query.db, filter: body }),
  });
}
