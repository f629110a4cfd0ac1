import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BRAND_HEADER } from '@portal/contracts/headers';
import {
  ALLY_HEALTH_SANDBOX_PATH,
  HANDOFF_FIELD,
  PARTNER_SIGN_ON_MESSAGES,
  ZAdminSignOnPartnerResponse,
  ZJsonWebKeySet,
  ZPartnerSignOnResponse,
  ZRotateSigningKeyResponse,
  ZUpdateSignOnPartnerRequest,
} from '@portal/contracts/partner-sign-on';
import { defineRoute } from '../../lib/define-route';
import { readClientContext } from '../../lib/request';
import { tenancyPlugin } from '../../plugins/tenancy';
import type { TenantsService } from '../tenants/tenants-service';
import { pageContentSecurityPolicy, pageLocale } from '../web/web-routes';
import type { AllyHealthSandbox } from './ally-health-sandbox';
import { REFUSAL_STATUS } from './ally-health-sandbox';
import { SANDBOX_STYLE_SOURCE, renderOutcomePage, renderWaitingPage } from './ally-health-sandbox-page';
import type { PartnerSignOnService } from './partner-sign-on-service';

const ADMIN_TAGS = ['authorization', 'admin', 'partner-sign-on'];

/**
 * `GET /api/authorization/ally-health/sso` and the console's `/admin/sign-on-partners/ally-health`:
 * mounted under `/api/authorization`.
 */
export async function partnerSignOnRoutes(
  app: FastifyInstance,
  options: { partnerSignOnService: PartnerSignOnService },
) {
  const { partnerSignOnService } = options;

  defineRoute(app, {
    method: 'GET',
    url: '/ally-health/sso',
    auth: 'member',
    // A single-use credential: never stored by a browser or a proxy.
    cacheControl: 'no-store',
    tags: ['authorization', 'partner-sign-on'],
    summary: 'A signed, single-use handoff that signs the member on to Ally Health',
    description:
      'Answers a form to POST at once (in a new tab, or the native shell’s in-app browser): its `id_token` ' +
      'field is an ES256 JWT valid for 120 seconds, verifiable against `/.well-known/jwks.json`. 404 when ' +
      'the tenant does not offer Ally Health.',
    response: { 200: ZPartnerSignOnResponse },
    handler: ({ caller }) => partnerSignOnService.createHandoff(caller, 'ally-health'),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/admin/sign-on-partners/ally-health',
    auth: 'admin',
    forbiddenMessage: PARTNER_SIGN_ON_MESSAGES.adminsOnly,
    tags: ADMIN_TAGS,
    summary: 'Where members are signed on to Ally Health, the audience, and the programme’s signing keys',
    description:
      '`url` null: no address set (members reach the built-in sandbox when `uses_sandbox`, else Ally Health is ' +
      'not offered to them yet). 404 when the tenant does not offer Ally Health.',
    response: { 200: ZAdminSignOnPartnerResponse },
    handler: ({ caller }) => partnerSignOnService.getAdminSettings(caller, 'ally-health'),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/admin/sign-on-partners/ally-health',
    auth: 'admin',
    forbiddenMessage: PARTNER_SIGN_ON_MESSAGES.adminsOnly,
    tags: ADMIN_TAGS,
    summary: 'Set Ally Health’s sign-on address (https) and the audience its handoffs name',
    description:
      'New handoffs go there at once on this instance, and within a minute on the others. Audited as ' +
      '`programme_changed`. 404 when the tenant does not offer Ally Health.',
    body: ZUpdateSignOnPartnerRequest,
    response: { 200: ZAdminSignOnPartnerResponse },
    handler: ({ caller, body }, request) =>
      partnerSignOnService.updateSettings(caller, 'ally-health', {
        request: body,
        context: readClientContext(request),
      }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/admin/sign-on-partners/ally-health/signing-key/rotation',
    auth: 'admin',
    forbiddenMessage: PARTNER_SIGN_ON_MESSAGES.adminsOnly,
    tags: ADMIN_TAGS,
    summary: 'Replace the programme’s signing key; the old one stays published until its handoffs expire',
    description:
      'As the `rotate-signing-key` command: new handoffs are signed with the new key at once, and a handoff ' +
      'signed a moment before still verifies. Audited as `programme_changed`.',
    response: { 200: ZRotateSigningKeyResponse },
    handler: ({ caller }, request) =>
      partnerSignOnService.rotateSigningKeyAsAdmin(caller, 'ally-health', readClientContext(request)),
  });
}

const SANDBOX_CSP = pageContentSecurityPolicy({ styleSources: [SANDBOX_STYLE_SOURCE], scriptSources: [] });

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', SANDBOX_CSP)
    .header('vary', 'Cookie, Accept-Language')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * Outside the API, on every tenant's host: its public keys (`/.well-known/jwks.json`) and the built-in
 * Ally Health sandbox. Registered at the root before the web app (whose not-found handler serves pages).
 */
export async function partnerSignOnPublicRoutes(
  app: FastifyInstance,
  options: { partnerSignOnService: PartnerSignOnService; sandbox: AllyHealthSandbox; tenants: TenantsService },
) {
  const { partnerSignOnService, sandbox } = options;
  // The tenant of each request, as under /api (brand header or host); in this plugin's scope only.
  await app.register(tenancyPlugin, { tenants: options.tenants });

  defineRoute(app, {
    method: 'GET',
    url: '/.well-known/jwks.json',
    auth: 'public',
    // Partners may cache it briefly: a rotated key stays published far longer than this.
    cacheControl: 'public, max-age=300',
    tags: ['partner-sign-on'],
    summary: 'The tenant’s public keys for verifying partner handoffs (JWKS)',
    response: { 200: ZJsonWebKeySet },
    handler: ({ tenant }, _request, reply) => {
      reply.header('vary', BRAND_HEADER);
      return partnerSignOnService.publishedKeySet(tenant);
    },
  });

  // The sandbox reads the form the portal's app posts (no other body).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get(ALLY_HEALTH_SANDBOX_PATH, async (request: FastifyRequest, reply) => {
    const locale = pageLocale(request);
    if (!sandbox.isOffered(request.tenant)) {
      return sendPage(reply, 404, renderOutcomePage(locale, { kind: 'refused', reason: 'not-offered' }));
    }
    return sendPage(reply, 200, renderWaitingPage(locale));
  });

  // Anyone may post here, and each post verifies a signature: limited per address like other public doors.
  const sandboxRateLimit = app.rateLimit({ max: 60, timeWindow: 60_000 });
  app.post(ALLY_HEALTH_SANDBOX_PATH, { preHandler: sandboxRateLimit }, async (request: FastifyRequest, reply) => {
    const body = request.body;
    const field =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[HANDOFF_FIELD] : undefined;
    const outcome = await sandbox.receive(request.tenant, typeof field === 'string' ? field : undefined);
    const status = outcome.kind === 'arrived' ? 200 : REFUSAL_STATUS[outcome.reason];
    return sendPage(reply, status, renderOutcomePage(pageLocale(request), outcome));
  });
}
