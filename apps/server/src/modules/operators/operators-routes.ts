import type { FastifyInstance } from 'fastify';
import {
  normaliseClaimedHost,
  UNCLAIMED_HOST_MESSAGE,
  ZTlsAskQuery,
  ZTlsAskResponse,
} from '@portal/contracts/tenant-hosts';
import { ERROR_CODES } from '@portal/contracts/errors';
import { defineRoute } from '../../lib/define-route';
import { AppError } from '../../lib/errors';
import type { HostClaims } from '../tenants/host-claims';

/**
 * What the deployment's own machinery asks the portal (`/api/operators`). The TLS front (Caddy's
 * on-demand TLS, deploy/Caddyfile) asks before it obtains a certificate for a host it has none for.
 */
export async function operatorsRoutes(app: FastifyInstance, options: { hostClaims: HostClaims }) {
  defineRoute(app, {
    method: 'GET',
    url: '/tls-ask',
    auth: 'public',
    tags: ['operators'],
    summary: 'May the TLS front obtain a certificate for this host?',
    description:
      '200 when a programme answers on `domain` (a custom domain it claims, or its address in PUBLIC_URLS), ' +
      'else 404: so nobody can make the deployment request certificates for names that are not ours. Public, ' +
      'as the answer is (the host serves the portal or it does not); the TLS front asks each instance directly.',
    querystring: ZTlsAskQuery,
    response: { 200: ZTlsAskResponse },
    // Not rate limited: one primary-key lookup, cheaper than counting the request would be.
    handler: async ({ query }) => {
      const domain = normaliseClaimedHost(query.domain);
      const tenant = domain ? await options.hostClaims.certifiedTenantOf(domain) : undefined;
      if (!domain || !tenant) throw new AppError(ERROR_CODES.notFound, UNCLAIMED_HOST_MESSAGE);
      return { domain, tenant };
    },
  });
}
