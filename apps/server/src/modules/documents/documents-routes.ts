import type { FastifyInstance } from 'fastify';
import { DOCUMENT_KINDS, ZTenantDocumentResponse } from '@portal/contracts/documents';
import { PROGRAMME_SETTINGS_MESSAGES, ZUpdateDocumentRequest } from '@portal/contracts/programme-settings';
import { defineRoute } from '../../lib/define-route';
import { readClientContext } from '../../lib/request';
import type { DocumentsService } from './documents-service';

const ADMIN_SUMMARIES = {
  'privacy-policy': 'Replace the programme’s privacy policy: title and Markdown (tenant admins)',
  'thank-you': 'Replace the programme’s thank-you page: title and Markdown (tenant admins)',
} as const;

const SUMMARIES = {
  'privacy-policy': 'The programme’s privacy policy (Markdown)',
  'thank-you': 'The programme’s thank-you page (Markdown)',
} as const;

export async function documentsRoutes(app: FastifyInstance, options: { documentsService: DocumentsService }) {
  const { documentsService } = options;

  // One route per kind, so an unknown kind is simply a 404.
  for (const kind of DOCUMENT_KINDS) {
    defineRoute(app, {
      method: 'GET',
      url: `/content/${kind}`,
      auth: 'public',
      summary: SUMMARIES[kind],
      tags: ['authorization', 'documents'],
      response: { 200: ZTenantDocumentResponse },
      // Public text that changes rarely; revalidated so an update shows at once.
      cacheControl: 'no-cache',
      handler: ({ tenant, locale }, _request, reply) => {
        // The portal's default text comes in the reader's language: a cache keeps one copy per language.
        reply.header('vary', 'Accept-Language');
        return documentsService.getDocument({ tenant, kind, locale });
      },
    });

    defineRoute(app, {
      method: 'PUT',
      url: `/admin/documents/${kind}`,
      auth: 'admin',
      forbiddenMessage: PROGRAMME_SETTINGS_MESSAGES.adminsOnly,
      summary: ADMIN_SUMMARIES[kind],
      tags: ['authorization', 'admin', 'documents'],
      body: ZUpdateDocumentRequest,
      response: { 200: ZTenantDocumentResponse },
      handler: ({ caller, body }, request) =>
        documentsService.updateDocument(caller, { kind, request: body, context: readClientContext(request) }),
    });
  }
}
