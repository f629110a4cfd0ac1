import type { FastifyInstance } from 'fastify';
import { DOCUMENT_KINDS } from '@portal/contracts/documents';
import type { TTenantDocumentResponse } from '@portal/contracts/documents';
import type { DocumentsService } from './documents-service';

export async function documentsRoutes(app: FastifyInstance, options: { documentsService: DocumentsService }) {
  const { documentsService } = options;

  // One route per kind, so an unknown kind is simply a 404.
  for (const kind of DOCUMENT_KINDS) {
    app.get(`/content/${kind}`, { config: { auth: 'public' } }, async (request, reply): Promise<TTenantDocumentResponse> => {
      // Public text that changes rarely; revalidated so an update shows at once.
      reply.header('cache-control', 'no-cache');
      return documentsService.getDocument({ tenant: request.tenant, kind });
    });
  }
}
