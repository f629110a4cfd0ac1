import type { FastifyInstance } from 'fastify';
import { ZCurrentUserQuery } from '@portal/contracts/accounts';
import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import { parseInput } from '../../lib/validation';
import { requireCaller } from '../../plugins/authentication';
import type { AuthorizationService } from './authorization-service';

export async function authorizationRoutes(
  app: FastifyInstance,
  options: { authorizationService: AuthorizationService },
) {
  const { authorizationService } = options;

  app.get('/accounts/me', { config: { auth: 'member' } }, async (request): Promise<TCurrentUserResponse> => {
    const query = parseInput(ZCurrentUserQuery, request.query);
    return authorizationService.getCurrentUser(requireCaller(request), { includeMember: query.get_member === 'true' });
  });
}
