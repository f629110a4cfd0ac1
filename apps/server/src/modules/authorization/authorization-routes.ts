import type { FastifyInstance } from 'fastify';
import { ZCurrentUserQuery, ZCurrentUserResponse } from '@portal/contracts/accounts';
import { ZIdParams } from '@portal/contracts/ids';
import { ZEndOtherSessionsResponse, ZMemberSessionsResponse } from '@portal/contracts/sessions';
import { defineRoute } from '../../lib/define-route';
import { readClientContext } from '../../lib/request';
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
    openDuringTwoStepSetup: true,
    summary: 'The signed-in account, and with `get_member=true` its member profile',
    tags: ['authorization', 'accounts'],
    querystring: ZCurrentUserQuery,
    response: { 200: ZCurrentUserResponse },
    handler: ({ caller, query }) =>
      authorizationService.getCurrentUser(caller, { includeMember: query.get_member === 'true' }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/accounts/me/sessions',
    auth: 'member',
    summary: 'The caller’s live sessions: device, when signed in and last used, which one is this',
    description: 'Most recently used first. The device is named from the signing-in User-Agent; no place or address.',
    tags: ['authorization', 'accounts'],
    response: { 200: ZMemberSessionsResponse },
    handler: ({ caller }) => authorizationService.listSessions(caller),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/accounts/me/sessions/:id',
    auth: 'member',
    summary: 'End one of the caller’s sessions, on every instance at once',
    description: 'Another account’s session, or one already ended, answers 404 and changes nothing.',
    tags: ['authorization', 'accounts'],
    params: ZIdParams,
    response: { 204: null },
    async handler({ caller, params }, request) {
      await authorizationService.endSession(caller, { sessionId: params.id, context: readClientContext(request) });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/accounts/me/sessions/end-others',
    auth: 'member',
    summary: 'End every session of the caller’s but this one, on every instance at once',
    tags: ['authorization', 'accounts'],
    response: { 200: ZEndOtherSessionsResponse },
    handler: ({ caller }, request) =>
      authorizationService.endOtherSessions(caller, { context: readClientContext(request) }),
  });
}
