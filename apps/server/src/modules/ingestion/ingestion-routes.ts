import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ANALYTICS_LIMITS, SMALL_GROUP_MIN } from '@portal/contracts/analytics';
import { ERROR_CODES } from '@portal/contracts/errors';
import {
  INGESTION_MESSAGES,
  MEMBER_AUTHORIZATION_HEADER,
  SELECT_MAX_DAYS,
  ZAnalyticsDatabaseQuery,
  ZIngestBatchRequest,
  ZIngestBatchResponse,
  ZSelectEventsRequest,
  ZSelectEventsResponse,
} from '@portal/contracts/ingestion';
import { defineRoute } from '../../lib/define-route';
import { AppError } from '../../lib/errors';
import { byClientAddress, createRateLimitGuard } from '../../lib/rate-limits';
import { AnalyticsBusyError } from './analytics-read-gate';
import { EventCeilingError } from './event-ceilings';
import type { IngestionService } from './ingestion-service';
import { ANALYTICS_ADMIN_ONLY_MESSAGE } from './ingestion-service';

/**
 * Batches one app (one address) may send a minute: it flushes every 5 s or at 20 events (12 to a few
 * dozen a minute), so this leaves room for a retry storm and a shared office address.
 */
export const BATCHES_PER_ADDRESS_PER_MINUTE = 120;
/**
 * Batches one write key (every app of a tenant) may send a minute, counted across instances with the
 * shared store; the events in them have ceilings of their own (event-ceilings.ts).
 */
export const BATCHES_PER_KEY_PER_MINUTE = 30_000;

/**
 * `/select` queries one admin may run a minute: far above what a person clicks (the per-tenant gate is
 * what keeps heavy reads from crowding others out), a stop for a runaway script.
 */
export const SELECTS_PER_ADMIN_PER_MINUTE = 600;

/** The signed-in caller's account (the edge has verified it before the rate limits run). */
export function byCaller(request: FastifyRequest): string | undefined {
  return request.caller?.account.id;
}

export async function ingestionRoutes(app: FastifyInstance, options: { ingestionService: IngestionService }) {
  const { ingestionService } = options;

  // A batch over the limit gets a message that says what to do, a ceiling its Retry-After (the app's
  // handler keeps the header); every other error goes on to the app's handler.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request.routeOptions.url?.endsWith('/crud')) {
      throw new AppError(ERROR_CODES.payloadTooLarge, INGESTION_MESSAGES.batchTooLarge);
    }
    if (error instanceof EventCeilingError || error instanceof AnalyticsBusyError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    throw error;
  });

  // The write key is checked at the edge before this runs, so the tenant names the key.
  const batchRateLimit = createRateLimitGuard(
    app,
    [
      {
        name: 'ingestion-key-address',
        max: BATCHES_PER_ADDRESS_PER_MINUTE,
        timeWindowMs: 60_000,
        key: (request) => `${request.tenant.key}|${byClientAddress(request)}`,
      },
      {
        name: 'ingestion-key',
        max: BATCHES_PER_KEY_PER_MINUTE,
        timeWindowMs: 60_000,
        key: (request) => request.tenant.key,
      },
    ],
    INGESTION_MESSAGES.rateLimited,
  );

  defineRoute(app, {
    method: 'POST',
    url: '/crud',
    auth: 'ingestion-key',
    summary: 'Store a batch of analytics events (insert only)',
    description: `Authorised by the tenant’s public write key; \`db\` must be the tenant’s own analytics database. 1 to ${ANALYTICS_LIMITS.maxEventsPerBatch} events of the catalogue, at most ${ANALYTICS_LIMITS.maxBatchBytes / 1024} KiB (413 beyond); any invalid event refuses the whole batch (400 naming it, \`events.<index>.<field>\`). An event already stored (same id and time) is counted in \`duplicates\` and not stored again. An event keeps its \`member_id\` only when the batch carries that member’s access token in \`${MEMBER_AUTHORIZATION_HEADER}: Bearer …\`; any other is stored without a member and counted in \`unattested\`. The write key’s events a minute and a day, from every address together, are capped by the programme’s size (429 with Retry-After beyond; the batch is not stored).`,
    tags: ['ingestion'],
    querystring: ZAnalyticsDatabaseQuery,
    body: ZIngestBatchRequest,
    bodyLimit: ANALYTICS_LIMITS.maxBatchBytes,
    rateLimit: batchRateLimit,
    response: { 200: ZIngestBatchResponse },
    // The edge verified the member's token, if one came, into the request's caller.
    handler: ({ tenant, query, body }, request) =>
      ingestionService.ingestBatch({ tenant, database: query.db, events: body.events, member: request.caller }),
  });

  // Besides the per-tenant gate on heavy reads (analytics-read-gate.ts): one admin's script cannot
  // take every slot of their programme all the time.
  const selectRateLimit = createRateLimitGuard(
    app,
    [{ name: 'ingestion-select-account', max: SELECTS_PER_ADMIN_PER_MINUTE, timeWindowMs: 60_000, key: byCaller }],
    INGESTION_MESSAGES.queriesBusy,
  );

  defineRoute(app, {
    method: 'POST',
    url: '/select',
    auth: 'admin',
    forbiddenMessage: ANALYTICS_ADMIN_ONLY_MESSAGE,
    summary: 'Count the tenant’s analytics events by day or week and event',
    description: `A constrained query, never SQL: event names, a time range of at most ${SELECT_MAX_DAYS} days, a grouping by day or week. Counts only; members are the ones the server attested (see \`/crud\`), and a group with fewer than ${SMALL_GROUP_MIN} distinct members answers null counts and \`fewer_than_5: true\`. At most a few such queries per programme at once (429 with Retry-After beyond).`,
    tags: ['ingestion'],
    querystring: ZAnalyticsDatabaseQuery,
    body: ZSelectEventsRequest,
    rateLimit: selectRateLimit,
    response: { 200: ZSelectEventsResponse },
    handler: ({ caller, query, body }) => ingestionService.selectEvents(caller, { database: query.db, query: body }),
  });
}
