import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BRAND_HEADER } from '@portal/contracts/headers';
import type { ResolvedTenant, TenantsService } from '../modules/tenants/tenants-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant the request's brand names (header or host); set for every route under the tenancy plugin. */
    tenant: ResolvedTenant;
  }
}

const brandHeader = BRAND_HEADER.toLowerCase();

export function readBrandHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[brandHeader];
  return Array.isArray(value) ? value[0] : value;
}

/** Resolves the tenant of each request in its scope before the handler runs. */
export const tenancyPlugin = fp(
  async (app: FastifyInstance, options: { tenants: TenantsService }) => {
    const { tenants } = options;
    app.decorateRequest('tenant', null as unknown as ResolvedTenant);
    app.addHook('onRequest', async (request) => {
      request.tenant = await tenants.resolveTenant(readBrandHeader(request), request.hostname);
    });
  },
  { name: 'tenancy' },
);
