import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@portal/contracts/errors';
import {
  ELIGIBILITY_MAX_FILE_BYTES,
  ZEligibilityImport,
  ZEligibilityImportParams,
  ZEligibilityRowsQuery,
  ZEligibilityRowsResponse,
  ZEligibilityUploadQuery,
} from '@portal/contracts/eligibility';
import { defineRoute } from '../../lib/define-route';
import { AppError } from '../../lib/errors';
import { readClientContext } from '../../lib/request';
import { translateMessage } from '../../i18n/translate';
import type { EligibilityService } from './eligibility-service';
import { ELIGIBILITY_MESSAGES } from './eligibility-service';

/** The content types a CSV file arrives as (spreadsheets on Windows label it as Excel's). */
export const ELIGIBILITY_CONTENT_TYPES = ['text/csv', 'application/vnd.ms-excel'] as const;

const ELIGIBILITY = {
  auth: 'admin',
  tags: ['authorization', 'admin', 'eligibility'],
} as const;
const BY_ID = { params: ZEligibilityImportParams, paramsNotFound: ELIGIBILITY_MESSAGES.notFound } as const;

export async function eligibilityRoutes(app: FastifyInstance, options: { eligibilityService: EligibilityService }) {
  const { eligibilityService: service } = options;
  // The file arrives whole, as bytes: the check decides whether it is text at all.
  app.addContentTypeParser(
    [...ELIGIBILITY_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: ELIGIBILITY_MAX_FILE_BYTES },
    (_request, body, done) => done(null, body),
  );

  defineRoute(app, {
    ...ELIGIBILITY,
    method: 'POST',
    url: '/admin/eligibility-imports',
    summary: 'Upload an eligibility file (CSV): answers at once while its rows are checked in the background',
    description:
      'The body is the CSV file (`text/csv`), its name in `file_name`. Poll the import for its progress, ' +
      'then read its rows (the dry run) and commit or discard it. Nothing changes until the commit.',
    querystring: ZEligibilityUploadQuery,
    rawBody: { description: 'The CSV file, UTF-8', contentTypes: ELIGIBILITY_CONTENT_TYPES },
    bodyLimit: ELIGIBILITY_MAX_FILE_BYTES,
    response: { 202: ZEligibilityImport },
    handler: ({ caller, query }, request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError(ERROR_CODES.validation, 'Send the file as text/csv.');
      }
      return service.upload(caller, { fileName: query.file_name, bytes: request.body });
    },
  });

  defineRoute(app, {
    ...ELIGIBILITY,
    ...BY_ID,
    method: 'GET',
    url: '/admin/eligibility-imports/:id',
    summary: 'An eligibility file: its status, progress, counts by action, and why it failed',
    response: { 200: ZEligibilityImport },
    handler: async ({ caller, params, locale }) => {
      const answer = await service.getImport(caller, params.id);
      return { ...answer, failure: answer.failure && translateMessage(answer.failure, locale) };
    },
  });

  defineRoute(app, {
    ...ELIGIBILITY,
    ...BY_ID,
    method: 'GET',
    url: '/admin/eligibility-imports/:id/rows',
    summary: 'The dry run of an eligibility file: a page of its rows, errors first, or those of one action',
    querystring: ZEligibilityRowsQuery,
    response: { 200: ZEligibilityRowsResponse },
    handler: ({ caller, params, query }) => service.listRows(caller, params.id, query),
  });

  defineRoute(app, {
    ...ELIGIBILITY,
    ...BY_ID,
    method: 'POST',
    url: '/admin/eligibility-imports/:id/commit',
    summary: 'Apply a checked eligibility file, all rows or none, in the background; then send the invitations',
    description: 'Refused while the file has error rows. Poll the import for its progress and result.',
    response: { 202: ZEligibilityImport },
    handler: ({ caller, params }, request) => service.commit(caller, params.id, readClientContext(request)),
  });

  defineRoute(app, {
    ...ELIGIBILITY,
    ...BY_ID,
    method: 'DELETE',
    url: '/admin/eligibility-imports/:id',
    summary: 'Discard an eligibility file that was checked (or failed) and not committed',
    response: { 204: null },
    handler: ({ caller, params }) => service.discard(caller, params.id),
  });
}
