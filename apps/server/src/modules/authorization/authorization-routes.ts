import type { FastifyInstance } from 'fastify';
import { ZCurrentUserQuery } from '@portal/contracts/accounts';
import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import { readBearerToken } from '../../lib/access-tokens';
import { parseInput } from '../../lib/validation';
import type { AuthorizationService } from './authorization-service';

export async function authorizationRoutes(
  app: FastifyInstance,
  options: { authorizationService: AuthorizationService },
) {
  const { authorizationService } = options;

  app.get('/accounts/me', async (request): Promise<TCurrentUserResponse> => {
    const query = parseInput(ZCurrentUserQuery, request.query);
    return authorizationService.getCurrentUser({
      tenant: request.tenant,
      token: readBearerToken(request.headers.authorization),
      includeMember: query.get_member === 'true',
    });
  });
}
