import type { FastifyInstance } from 'fastify';
import { DOCUMENT_KINDS, ZTenantDocumentResponse } from '@portal/contracts/documents';
import { defineRoute } from '../../lib/define-route';
import type { DocumentsService } from './documents-service';

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
  }
}
