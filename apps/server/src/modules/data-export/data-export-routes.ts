import type { FastifyInstance } from 'fastify';
import {
  DATA_EXPORT_MESSAGES,
  DATA_EXPORT_REQUESTS_PER_MINUTE,
  ZListDataExportsResponse,
  ZRequestDataExportResponse,
} from '@portal/contracts/data-export';
import { ZIdParams } from '@portal/contracts/ids';
import { defineRoute } from '../../lib/define-route';
import type { RawResponse } from '../../lib/define-route';
import { createRateLimitGuard } from '../../lib/rate-limits';
import { readClientContext } from '../../lib/request';
import { DataExportBudgetError } from './data-export-service';
import type { DataExportService } from './data-export-service';

/** Personal data, health data among it: never stored by a browser or a proxy. */
const PERSONAL = { auth: 'member', cacheControl: 'no-store', tags: ['authorization', 'data-export'] } as const;

const ZIP_FILE = {
  description: 'The ZIP (`data.json`, `summary.html`, `media/…`) as an attachment (`Cache-Control: private, no-store`)',
  contentTypes: ['application/zip'],
} as const satisfies RawResponse;

/** `filename="…"` for old clients (ASCII only) and `filename*=` with the real name. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\w.\- ]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function dataExportRoutes(app: FastifyInstance, options: { dataExportService: DataExportService }) {
  const { dataExportService } = options;
  // The hour's exports are counted where they are made (the service, under the account's lock), so requests
  // racing each other, answered with the one under way, use none of them. The hour's refusal says when.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof DataExportBudgetError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  });
  // Requests of any outcome, per account: a loop (or a stolen token) cannot keep the server at it.
  const requestRateLimit = createRateLimitGuard(
    app,
    [
      {
        name: 'data-export-account',
        max: DATA_EXPORT_REQUESTS_PER_MINUTE,
        timeWindowMs: 60_000,
        key: (request) => request.caller?.account.id,
      },
    ],
    DATA_EXPORT_MESSAGES.tooOften,
  );

  defineRoute(app, {
    ...PERSONAL,
    method: 'POST',
    url: '/accounts/me/data-exports',
    summary: 'Ask for a copy of everything the portal holds about the member',
    description:
      'Needs a proof of the password or a second factor within the last minutes (else 403 STEP_UP_REQUIRED). ' +
      'Answers at once; the file is prepared in the background. While one is preparing (or when it became ready ' +
      'after this request arrived), answers that one. At most 10 exports made an hour (429 with Retry-After); ' +
      'requests answered with the one under way do not count.',
    response: { 202: ZRequestDataExportResponse },
    rateLimit: requestRateLimit,
    handler: ({ caller, locale }, request) =>
      dataExportService.requestExport(caller, { locale, context: readClientContext(request) }),
  });

  defineRoute(app, {
    ...PERSONAL,
    method: 'GET',
    url: '/accounts/me/data-exports',
    summary: 'The member’s recent data downloads: preparing, ready (until when) or failed',
    response: { 200: ZListDataExportsResponse },
    handler: ({ caller }) => dataExportService.listExports(caller),
  });

  defineRoute(app, {
    ...PERSONAL,
    method: 'GET',
    url: '/accounts/me/data-exports/:id/download',
    summary: 'Download a ready data export (the member’s own, until it expires)',
    params: ZIdParams,
    paramsNotFound: DATA_EXPORT_MESSAGES.notFound,
    response: { 200: ZIP_FILE },
    handler: async ({ caller, params }, request, reply) => {
      const download = await dataExportService.openDownload(caller, params.id, readClientContext(request));
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', String(download.size))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', attachment(download.fileName))
        .send(download.body);
    },
  });
}
