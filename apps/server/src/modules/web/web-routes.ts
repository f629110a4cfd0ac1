import { existsSync } from 'node:fs';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZBrandArtworkParams } from '@portal/contracts/brand-artwork';
import type { BrandSupportLine } from '@portal/contracts/brand-fields';
import { ERROR_CODES } from '@portal/contracts/errors';
import { PROGRAMMES } from '@portal/contracts/programmes';
import { isAppLocale, localeFromAcceptLanguage } from '@portal/contracts/locales';
import type { TAppLocale } from '@portal/contracts/locales';
import { defineRoute } from '../../lib/define-route';
import { AppError } from '../../lib/errors';
import { CONTENT_SECURITY_POLICY } from '../../plugins/security-headers';
import { readBrandHeader } from '../../plugins/tenancy';
import type { BrandAssetStore } from '../tenants/brand-asset-store';
import type { ResolvedTenant, TenantsService } from '../tenants/tenants-service';
import { compressedPage, PAGE_ENCODINGS } from './page-compression';
import type { PageEncoding } from './page-compression';
import type { WebService } from './web-service';
import { hasPrecompressedFiles } from './web-service';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages whose address carries an invitation or reset token: it must never leak through a Referer. */
const TOKEN_PAGES = new Set(['/confirm-invitation', '/reset-password', '/invitation-expired', '/app-sign-in']);
const REVALIDATE = 'no-cache';
/** A programme's artwork is named by its content's hash: a new logo is a new address, so it is cached for good. */
const ARTWORK_CACHE = 'public, max-age=31536000, immutable';

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** The encoding to send a page in, from the request's `Accept-Encoding`; undefined: as it is. */
function pageEncoding(request: FastifyRequest): PageEncoding | undefined {
  const header = request.headers['accept-encoding'];
  return header ? (negotiate(header, [...PAGE_ENCODINGS]) ?? undefined) : undefined;
}

/** The cookie in which the web app keeps the language chosen on this device (apps/web/src/i18n/locale-choice.ts). */
export const LOCALE_COOKIE = 'portal_locale';

/** The page's language: the device's choice (cookie), else the browser's languages, else English. */
export function pageLocale(request: FastifyRequest): TAppLocale {
  const chosen = request.cookies[LOCALE_COOKIE];
  if (isAppLocale(chosen)) return chosen;
  const header = request.headers['accept-language'];
  return localeFromAcceptLanguage(Array.isArray(header) ? header[0] : header);
}

/**
 * The security policy of a page: the app's, with the hashes of the page's own inline style and script,
 * and the partners' sign-on addresses the app may post a handoff form to.
 */
export function pageContentSecurityPolicy(page: {
  styleSources: readonly string[];
  scriptSources: readonly string[];
  formActionSources?: readonly string[];
}): string {
  const extra: Record<string, readonly string[]> = {
    'style-src': page.styleSources,
    'script-src': page.scriptSources,
    'form-action': page.formActionSources ?? [],
  };
  return Object.entries(CONTENT_SECURITY_POLICY)
    .map(([name, sources]) => [name, ...sources, ...(extra[name] ?? [])].join(' '))
    .join(';');
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built web app: hashed assets with a long cache, and every other
 * page GET the single-page index.html carrying the tenant's runtime config and
 * its first paint: the brand's title, icon and theme, the page's language, the
 * chunks of the route, and for the public pages a static shell of the screen.
 * Registered at the root, since it also owns the not-found handler.
 */
export async function webRoutes(
  app: FastifyInstance,
  options: {
    webDist: string;
    webService: WebService;
    brandAssets: BrandAssetStore;
    tenants: TenantsService;
    /** Origins besides the portal's own that the tenant's pages post sign-on handoffs to (a partner's). */
    formActionOrigins?: (tenant: ResolvedTenant) => Promise<readonly string[]>;
    /** The programme's support line for the runtime config (its admins' setting, else its brand's). */
    supportLine?: (tenant: ResolvedTenant) => Promise<BrandSupportLine>;
    /** The sign-on partners members can be handed to (others are left out of the offered programmes). */
    reachablePartners?: (tenant: ResolvedTenant) => Promise<readonly string[]>;
  },
) {
  const { webDist, webService, brandAssets, tenants, formActionOrigins, supportLine, reachablePartners } = options;

  defineRoute(app, {
    method: 'GET',
    url: '/brands/:brand/:file',
    auth: 'public',
    cacheControl: ARTWORK_CACHE,
    tags: ['brands'],
    summary: 'A programme’s logo or favicon (SVG or PNG)',
    description:
      'The artwork the programme’s pages and emails show, under a name that carries its content’s hash. Any ' +
      'programme’s may be asked for on any host: it is public, as the pages that show it are.',
    params: ZBrandArtworkParams,
    paramsNotFound: 'There is no such brand artwork.',
    response: { 200: { description: 'The image', contentTypes: ['image/svg+xml', 'image/png'] } },
    handler: async ({ params }, request, reply) => {
      const artwork = await brandAssets.read(params.brand, params.file);
      if (!artwork) throw new AppError(ERROR_CODES.notFound, 'There is no such brand artwork.');
      return (
        reply
          .header('content-type', artwork.contentType)
          .header('x-content-type-options', 'nosniff')
          // An SVG opened on its own runs nothing and loads nothing.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(request.method === 'HEAD' ? undefined : artwork.body)
      );
    },
  });

  if (existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      // index.html is never served raw: the fallback below renders it. The build's manifests are the server's.
      allowedPath: (pathname) => pathname !== '/index.html' && !pathname.startsWith('/.vite/'),
      preCompressed: hasPrecompressedFiles(webDist),
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', /[\\/]assets[\\/]/.test(filePath) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const tenant = await tenants.resolveTenant(readBrandHeader(request), request.hostname);
    const pathname = request.url.split('?')[0] ?? '/';
    const [line, partners] = await Promise.all([supportLine?.(tenant), reachablePartners?.(tenant)]);
    const programmes = partners
      ? tenant.programmes.filter(
          (programme) => PROGRAMMES[programme].kind !== 'sign-on' || partners.includes(programme),
        )
      : tenant.programmes;
    const page = await webService.renderPage({
      tenant: { ...tenant, programmes, ...(line ? { supportLine: line } : {}) },
      locale: pageLocale(request),
      pathname,
    });
    if (page === undefined) {
      throw new AppError(
        ERROR_CODES.unavailable,
        'The web app has not been built yet. Run `npm run build` (or `npm start`) from the repository root.',
      );
    }
    if (TOKEN_PAGES.has(pathname)) reply.header('referrer-policy', 'no-referrer');
    const encoding = pageEncoding(request);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(200)
      .header('cache-control', REVALIDATE)
      .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
      .header(
        'content-security-policy',
        pageContentSecurityPolicy({ ...page, formActionSources: (await formActionOrigins?.(tenant)) ?? [] }),
      )
      .type('text/html; charset=utf-8')
      .send(encoding ? await compressedPage(page, encoding) : page.html);
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
