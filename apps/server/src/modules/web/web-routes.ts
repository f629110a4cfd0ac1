import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@portal/contracts/errors';
import { AppError } from '../../lib/errors';
import { readBrandHeader } from '../../plugins/tenancy';
import type { TenantsService } from '../tenants/tenants-service';
import type { WebService } from './web-service';
import { hasPrecompressedFiles } from './web-service';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages whose address carries an invitation or reset token: it must never leak through a Referer. */
const TOKEN_PAGES = new Set(['/confirm-invitation', '/reset-password', '/invitation-expired']);
const REVALIDATE = 'no-cache';

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built web app: hashed assets with a long cache, and every other
 * page GET the single-page index.html carrying the tenant's runtime config.
 * Registered at the root, since it also owns the not-found handler.
 */
export async function webRoutes(
  app: FastifyInstance,
  options: { webDist: string; webService: WebService; tenants: TenantsService },
) {
  const { webDist, webService, tenants } = options;

  if (existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      // index.html is never served raw: the fallback below injects the runtime config.
      allowedPath: (pathname) => pathname !== '/index.html',
      preCompressed: hasPrecompressedFiles(webDist),
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', /[\\/]assets[\\/]/.test(filePath) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const tenant = await tenants.getTenant(tenants.resolveBrandKey(readBrandHeader(request), request.hostname));
    const html = await webService.renderIndex(tenant);
    if (html === undefined) {
      throw new AppError(
        ERROR_CODES.unavailable,
        'The web app has not been built yet. Run `npm run build` (or `npm start`) from the repository root.',
      );
    }
    if (TOKEN_PAGES.has(request.url.split('?')[0] ?? '')) reply.header('referrer-policy', 'no-referrer');
    return reply.code(200).header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(html);
  }

  // The static handler answers directories (and so `/`) itself; the root is always the app.
  app.get('/', sendIndex);

  const isPageRequest = (request: FastifyRequest) =>
    (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && acceptsHtml(request);

  app.setNotFoundHandler(
    // Unknown API paths are where scanners probe, so they are rate limited. Page loads are not: the app's
    // own routes land here, and a whole company behind one address must not be locked out of the portal.
    { preHandler: app.rateLimit({ max: 300, timeWindow: 60_000, allowList: (request) => isPageRequest(request) }) },
    async (request, reply) => {
      if (isPageRequest(request)) return sendIndex(request, reply);
      throw new AppError(ERROR_CODES.notFound, `There is nothing at ${request.method} ${request.url.split('?')[0]}.`);
    },
  );
}
