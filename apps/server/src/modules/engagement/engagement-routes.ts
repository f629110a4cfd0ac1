import type { FastifyInstance } from 'fastify';
import { ENGAGEMENT_CSV_CONTENT_TYPE, ZEngagementQuery, ZEngagementReport } from '@portal/contracts/engagement';
import { INGESTION_MESSAGES } from '@portal/contracts/ingestion';
import { defineRoute } from '../../lib/define-route';
import { createRateLimitGuard } from '../../lib/rate-limits';
import { AnalyticsBusyError } from '../ingestion/analytics-read-gate';
import { byCaller } from '../ingestion/ingestion-routes';
import type { EngagementService } from './engagement-service';

/** Engagement reports (screen or CSV) one admin may ask for a minute: a stop for a runaway script. */
export const REPORTS_PER_ADMIN_PER_MINUTE = 300;

const ENGAGEMENT = {
  auth: 'admin',
  cacheControl: 'no-store',
  tags: ['authorization', 'admin', 'engagement'],
  querystring: ZEngagementQuery,
} as const;

const RANGE_DESCRIPTION =
  'Over `from` to `to` (dates, UTC, both counted; by default the last 12 weeks, at most 53). Aggregates ' +
  'of the caller’s tenant only: any count behind which fewer than 5 distinct members stand is answered ' +
  '`{ value: null, fewer_than_5: true }`, and so is one more count of a split total when only one was hidden. ' +
  'Members of the analytics figures are those the server attested (see `/api/ingestion/crud`). A few heavy ' +
  'analytics reads run at once per programme: one more answers 429 with Retry-After.';

/** The admin console's engagement report: `/api/authorization/admin/engagement`. */
export async function engagementRoutes(app: FastifyInstance, options: { engagementService: EngagementService }) {
  const { engagementService } = options;

  // A busy programme's report answers 429 with Retry-After (the app's handler keeps the header).
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof AnalyticsBusyError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  });
  // Reports one admin may ask for a minute, besides the per-tenant gate on heavy reads.
  const rateLimit = createRateLimitGuard(
    app,
    [{ name: 'engagement-account', max: REPORTS_PER_ADMIN_PER_MINUTE, timeWindowMs: 60_000, key: byCaller }],
    INGESTION_MESSAGES.queriesBusy,
  );

  defineRoute(app, {
    ...ENGAGEMENT,
    method: 'GET',
    url: '/admin/engagement',
    summary:
      'The programme’s engagement: sign-ins and active members by week, invitations, questionnaire, content, partners, scans',
    description: RANGE_DESCRIPTION,
    rateLimit,
    response: { 200: ZEngagementReport },
    handler: ({ caller, query }) => engagementService.getReport(caller, query),
  });

  defineRoute(app, {
    ...ENGAGEMENT,
    method: 'GET',
    url: '/admin/engagement.csv',
    summary: 'The engagement report as CSV (a header row, one row per figure, hidden counts as “fewer than 5”)',
    description: `${RANGE_DESCRIPTION} Cells starting with = + - or @ are prefixed with ' so a spreadsheet never runs them.`,
    rateLimit,
    response: { 200: { description: 'The report as CSV', contentTypes: [ENGAGEMENT_CSV_CONTENT_TYPE] } },
    async handler({ caller, query }, _request, reply) {
      const { fileName, csv } = await engagementService.getCsv(caller, query);
      return reply
        .type(ENGAGEMENT_CSV_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  });
}
