import type { FastifyInstance } from 'fastify';
import { ZListSignInAttacksQuery, ZListSignInAttacksResponse } from '@portal/contracts/audit-log';
import { defineRoute } from '../../../lib/define-route';
import type { SignInAttacksService } from './sign-in-attacks-service';

/** The Members page's "blocked sign-in attempts" figures, under `/api/authorization`. */
export async function signInAttacksRoutes(
  app: FastifyInstance,
  options: { signInAttacksService: SignInAttacksService },
) {
  const { signInAttacksService: service } = options;

  defineRoute(app, {
    method: 'GET',
    url: '/admin/sign-in-attacks',
    auth: 'admin',
    forbiddenMessage: 'Only an admin of this programme can manage its members.',
    tags: ['authorization', 'admin', 'members'],
    summary: 'Sign-in attempts the throttle refused in the last 24 hours, per member asked about',
    description:
      'Counted per account and client address in the audit log (`sign_in_throttled`); members with none are left out.',
    querystring: ZListSignInAttacksQuery,
    response: { 200: ZListSignInAttacksResponse },
    handler: ({ caller, query }) =>
      service.listFigures(caller, { accountIds: query.accounts === '' ? [] : query.accounts.split(',') }),
  });
}
