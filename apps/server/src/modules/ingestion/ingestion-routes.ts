import type { FastifyInstance } from 'fastify';
import type { TIngestEventResponse, TSelectEventsResponse } from '@portal/contracts/ingestion';
import { ZAnalyticsDatabaseQuery, ZIngestEventRequest, ZSelectEventsRequest } from '@portal/contracts/ingestion';
import { readApplicationType } from '../../lib/request';
import { parseInput } from '../../lib/validation';
import { requireCaller } from '../../plugins/authentication';
import type { IngestionService } from './ingestion-service';
import { ANALYTICS_ADMIN_ONLY_MESSAGE } from './ingestion-service';

export async function ingestionRoutes(app: FastifyInstance, options: { ingestionService: IngestionService }) {
  const { ingestionService } = options;

  app.post('/crud', { config: { auth: 'ingestion-key' } }, async (request, reply): Promise<TIngestEventResponse> => {
    const { db } = parseInput(ZAnalyticsDatabaseQuery, request.query);
    const event = parseInput(ZIngestEventRequest, request.body);
    const created = await ingestionService.ingestEvent({
      tenant: request.tenant,
      database: db,
      applicationType: readApplicationType(request),
      event,
    });
    reply.code(201);
    return created;
  });

  app.post(
    '/select',
    { config: { auth: 'admin', forbiddenMessage: ANALYTICS_ADMIN_ONLY_MESSAGE } },
    async (request): Promise<TSelectEventsResponse> => {
    const { db } = parseInput(ZAnalyticsDatabaseQuery, request.query);
    // An empty body means "no filter".
    const filter = parseInput(ZSelectEventsRequest, request.body ?? {});
    return ingestionService.selectEvents(requireCaller(request), { database: db, filter });
  },
  );
}
