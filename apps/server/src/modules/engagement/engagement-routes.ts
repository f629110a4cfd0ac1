import type { FastifyInstance } from 'fastify';
import { ENGAGEMENT_CSV_CONTENT_TYPE, ZEngagementQuery, ZEngagementReport } from '@portal/contracts/engagement';
import { defineRoute } from '../../lib/define-route';
import type { EngagementService } from './engagement-service';

const ENGAGEMENT = {
  auth: 'admin',
  cacheControl: 'no-store',
  tags: ['authorization', 'admin', 'engagement'],
  querystring: ZEngagementQuery,
} as const;

const RANGE_DESCRIPTION =
  'Over `from` to `to` (dates, UTC, both counted; by default the last 12 weeks, at most 53). Aggregates ' +
  'of the caller’s tenant only: any count behind which fewer than 5 distinct members stand is answered ' +
  '`{ value: null, fewer_than_5: true }`, and so is one more count of a split total when only one was hidden.';

/** The admin console's engagement report: `/api/authorization/admin/engagement`. */
export async function engagementRoutes(app: FastifyInstance, options: { engagementService: EngagementService }) {
  const { engagementService } = options;

  defineRoute(app, {
    ...ENGAGEMENT,
    method: 'GET',
    url: '/admin/engagement',
    summary:
      'The programme’s engagement: sign-ins and active members by week, invitations, questionnaire, content, partners, scans',
    description: RANGE_DESCRIPTION,
    response: { 200: ZEngagementReport },
    handler: ({ caller, query }) => engagementService.getReport(caller, query),
  });

  defineRoute(app, {
    ...ENGAGEMENT,
    method: 'GET',
    url: '/admin/engagement.csv',
    summary: 'The engagement report as CSV (a header row, one row per figure, hidden counts as “fewer than 5”)',
    description: `${RANGE_DESCRIPTION} Cells starting with = + - or @ are prefixed with ' so a spreadsheet never runs them.`,
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
