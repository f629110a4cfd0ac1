import type { FastifyInstance } from 'fastify';
import { ZCurrentUserQuery, ZCurrentUserResponse } from '@portal/contracts/accounts';
import { ZIdParams } from '@portal/contracts/ids';
import { ZEndOtherSessionsResponse, ZMemberSessionsResponse } from '@portal/contracts/sessions';
import { defineRoute } from '../../../lib/define-route';
import { readClientContext } from '../../../lib/request';
import type { SessionsService } from './sessions-service';

export async function sessionsRoutes(app: FastifyInstance, options: { sessionsService: SessionsService }) {
  const { sessionsService } = options;

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
      sessionsService.getCurrentUser(caller, { includeMember: query.get_member === 'true' }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/accounts/me/sessions',
    auth: 'member',
    summary: 'The caller’s live sessions: device, when signed in and last used, which one is this',
    description: 'Most recently used first. The device is named from the signing-in User-Agent; no place or address.',
    tags: ['authorization', 'accounts'],
    response: { 200: ZMemberSessionsResponse },
    handler: ({ caller }) => sessionsService.listSessions(caller),
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
      await sessionsService.endSession(caller, { sessionId: params.id, context: readClientContext(request) });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/accounts/me/sessions/end-others',
    auth: 'member',
    summary: 'End every session of the caller’s but this one, on every instance at once',
    tags: ['authorization', 'accounts'],
    response: { 200: ZEndOtherSessionsResponse },
    handler: ({ caller }, request) => sessionsService.endOtherSessions(caller, { context: readClientContext(request) }),
  });
}
