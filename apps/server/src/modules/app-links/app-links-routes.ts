import type { FastifyInstance } from 'fastify';
import { ZAppleAppSiteAssociation, ZAssetLinks } from '@portal/contracts/app-links';
import { BRAND_HEADER } from '@portal/contracts/headers';
import { defineRoute } from '../../lib/define-route';
import { tenancyPlugin } from '../../plugins/tenancy';
import type { TenantsService } from '../tenants/tenants-service';
import type { AndroidCertFingerprints } from './app-links';
import { buildAppleAppSiteAssociation, buildAssetLinks } from './app-links';

/** Android and Apple fetch these when the app is installed and now and then after: an hour's caching is plenty. */
const CACHE = 'public, max-age=3600';
const tags = ['app-links'];

/**
 * Outside the API, on every tenant's host: the deep-link association files for the brand's native app.
 * Registered at the root before the web app (whose not-found handler serves pages), like the JWKS.
 */
export async function appLinksRoutes(
  app: FastifyInstance,
  options: {
    tenants: TenantsService;
    androidCertFingerprints: AndroidCertFingerprints;
    appleTeamId: string | undefined;
  },
) {
  // The tenant of each request, as under /api (brand header or host); in this plugin's scope only.
  await app.register(tenancyPlugin, { tenants: options.tenants });

  defineRoute(app, {
    method: 'GET',
    url: '/.well-known/assetlinks.json',
    auth: 'public',
    cacheControl: CACHE,
    tags,
    summary: 'Android App Links: the brand’s app may open this host’s links (Digital Asset Links)',
    description:
      'The brand’s application id (`com.wellnessportal.<brand>`) with the signing-certificate fingerprints ' +
      'of ANDROID_CERT_FINGERPRINTS; `[]` when none is configured for the brand.',
    response: { 200: ZAssetLinks },
    handler: ({ tenant }, _request, reply) => {
      reply.header('vary', BRAND_HEADER);
      return buildAssetLinks(tenant.key, options.androidCertFingerprints);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/.well-known/apple-app-site-association',
    auth: 'public',
    cacheControl: CACHE,
    tags,
    summary: 'iOS Universal Links: the paths the brand’s app opens (invitations, password resets, articles)',
    description:
      'JSON without a file extension, answered directly (Apple follows no redirect), naming the app ' +
      '`<APPLE_TEAM_ID>.com.wellnessportal.<brand>`; `details` is empty when APPLE_TEAM_ID is not set.',
    response: { 200: ZAppleAppSiteAssociation },
    handler: ({ tenant }, _request, reply) => {
      reply.header('vary', BRAND_HEADER);
      return buildAppleAppSiteAssociation(tenant.key, options.appleTeamId);
    },
  });
}
