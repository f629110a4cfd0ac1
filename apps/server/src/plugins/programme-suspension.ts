/**
 * A suspended programme at the edge: every API request of its tenant answers 403 PROGRAMME_SUSPENDED before
 * any credential or input is read, so its members and admins can neither sign in nor use what they signed in
 * to. Nothing is deleted, changed or revoked: its sessions answer again, as they were, once it resumes.
 *
 * What keeps answering: the routes that are no programme's (health, the API's own reference, the TLS front's
 * question, which must keep the programme's certificate for when it resumes) and those whose declared auth
 * is `operator`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, PROGRAMME_SUSPENDED_MESSAGE } from '@portal/contracts/errors';
import { AppError } from '../lib/errors';

/** Routes (as declared, under `/api`) that answer whatever the programme's state: exact, or a folder. */
const OPEN_ROUTES = ['/api/health', '/api/openapi.json', '/api/docs', '/api/operators/tls-ask'] as const;

function staysOpen(request: FastifyRequest): boolean {
  const { url, config } = request.routeOptions;
  if (config.auth === 'operator') return true;
  if (url === undefined) return false;
  return OPEN_ROUTES.some((open) => url === open || url.startsWith(`${open}/`));
}

/** Registered beside the tenancy plugin, after it: the request's tenant is resolved first. */
export const programmeSuspensionPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (request.tenant.status !== 'suspended' || staysOpen(request)) return;
      throw new AppError(ERROR_CODES.programmeSuspended, PROGRAMME_SUSPENDED_MESSAGE);
    });
  },
  { name: 'programme-suspension', dependencies: ['tenancy'] },
);
