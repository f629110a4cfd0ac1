import type { FastifyInstance } from 'fastify';
import type { TIngestEventResponse, TSelectEventsResponse } from '@portal/contracts/ingestion';
import { ZAnalyticsDatabaseQuery, ZIngestEventRequest, ZSelectEventsRequest } from '@portal/contracts/ingestion';
import { readBearerToken } from '../../lib/access-tokens';
import { readApplicationType } from '../../lib/request';
import { parseInput } from '../../lib/validation';
import type { IngestionService } from './ingestion-service';

export async function ingestionRoutes(app: FastifyInstance, options: { ingestionService: IngestionService }) {
  const { ingestionService } = options;

  app.post('/crud', async (request, reply): Promise<TIngestEventResponse> => {
    const { db } = parseInput(ZAnalyticsDatabaseQuery, request.query);
    const event = parseInput(ZIngestEventRequest, request.body);
    const created = await ingestionService.ingestEvent({
      tenant: request.tenant,
      writeKey: readBearerToken(request.headers.authorization),
      database: db,
      applicationType: readApplicationType(request),
      event,
    });
    reply.code(201);
    return created;
  });

  app.post('/select', async (request): Promise<TSelectEventsResponse> => {
    const { db } = parseInput(ZAnalyticsDatabaseQuery, request.query);
    // An empty body means "no filter".
    const filter = parseInput(ZSelectEventsRequest, request.body ?? {});
    return ingestionService.selectEvents({
      tenant: request.tenant,
      token: readBearerToken(request.headers.authorization),
      database: db,
      filter,
    });
  });
}
