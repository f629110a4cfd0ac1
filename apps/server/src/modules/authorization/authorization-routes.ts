import type { FastifyInstance } from 'fastify';
import { ZCurrentUserQuery, ZCurrentUserResponse } from '@portal/contracts/accounts';
import { defineRoute } from '../../lib/define-route';
import type { AuthorizationService } from './authorization-service';

export async function authorizationRoutes(
  app: FastifyInstance,
  options: { authorizationService: AuthorizationService },
) {
  const { authorizationService } = options;

  defineRoute(app, {
    method: 'GET',
    url: '/accounts/me',
    auth: 'member',
    summary: 'The signed-in account, and with `get_member=true` its member profile',
    tags: ['authorization', 'accounts'],
    querystring: ZCurrentUserQuery,
    response: { 200: ZCurrentUserResponse },
    handler: ({ caller, query }) =>
      authorizationService.getCurrentUser(caller, { includeMember: query.get_member === 'true' }),
  });
}
