import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZLoginRequest } from '@portal/contracts/auth';
import type { TLoginResponse } from '@portal/contracts/auth';
import { ERROR_CODES } from '@portal/contracts/errors';
import { readBearerToken } from '../../lib/access-tokens';
import { AppError } from '../../lib/errors';
import { readApplicationType } from '../../lib/request';
import { parseInput } from '../../lib/validation';
import type { AuthService } from './auth-service';

export const LOGIN_RATE_LIMIT = { max: 10, timeWindowMs: 60_000 };

/** Per client address and attempted email, so one person's typos do not lock out a shared office. */
function loginRateLimitKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  const normalised = typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
  return `login|${request.ip}|${normalised}`;
}

export async function authRoutes(app: FastifyInstance, options: { authService: AuthService }) {
  const { authService } = options;

  app.post(
    '/login',
    {
      preHandler: app.rateLimit({
        max: LOGIN_RATE_LIMIT.max,
        timeWindow: LOGIN_RATE_LIMIT.timeWindowMs,
        keyGenerator: loginRateLimitKey,
        errorResponseBuilder: () =>
          new AppError(ERROR_CODES.rateLimited, 'Too many sign-in attempts. Try again in a minute.'),
      }),
    },
    async (request): Promise<TLoginResponse> => {
      const credentials = parseInput(ZLoginRequest, request.body);
      return authService.login({
        ...credentials,
        tenant: request.tenant,
        applicationType: readApplicationType(request),
      });
    },
  );

  app.post('/logout', async (request, reply) => {
    await authService.logout({ tenant: request.tenant, token: readBearerToken(request.headers.authorization) });
    return reply.code(204).send();
  });
}
