import type { FastifyInstance } from 'fastify';
import { ZOpenApiDocument } from '@portal/contracts/api-docs';
import type { TOpenApiDocument } from '@portal/contracts/api-docs';
import { defineRoute } from '../../lib/define-route';
import { DOCS_STYLESHEET, renderDocsPage } from './docs-page';
import { buildOpenApiDocument } from './openapi';

/** The same for every visitor and changes only with a release: kept, but revalidated. */
const PUBLIC_DOCS = { auth: 'public', cacheControl: 'no-cache', tags: ['api-docs'] } as const;

/**
 * `GET /api/openapi.json` and its readable reference `GET /api/docs`, both generated from the route
 * registry once every route is registered (on their first request).
 */
export async function apiDocsRoutes(app: FastifyInstance) {
  let document: TOpenApiDocument | undefined;
  let page: string | undefined;
  const getDocument = () => (document ??= buildOpenApiDocument(app.routeRegistry.declared()));

  defineRoute(app, {
    ...PUBLIC_DOCS,
    method: 'GET',
    url: '/openapi.json',
    summary: 'This API’s OpenAPI 3.1 document',
    response: { 200: ZOpenApiDocument },
    handler: () => getDocument(),
  });

  defineRoute(app, {
    ...PUBLIC_DOCS,
    method: 'GET',
    url: '/docs',
    summary: 'This API’s reference, as a web page',
    response: { 200: { description: 'The reference', contentTypes: ['text/html'] } },
    handler: (_input, _request, reply) =>
      reply.type('text/html; charset=utf-8').send((page ??= renderDocsPage(getDocument()))),
  });

  defineRoute(app, {
    ...PUBLIC_DOCS,
    method: 'GET',
    url: '/docs/docs.css',
    summary: 'The reference’s stylesheet',
    response: { 200: { description: 'The stylesheet', contentTypes: ['text/css'] } },
    handler: (_input, _request, reply) => reply.type('text/css; charset=utf-8').send(DOCS_STYLESHEET),
  });
}
