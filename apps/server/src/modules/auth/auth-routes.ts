import type { FastifyInstance } from 'fastify';
import { ZLoginRequest } from '@portal/contracts/auth';
import type { TLoginResponse } from '@portal/contracts/auth';
import { byClientAddress, byClientAddressAndEmail, createRateLimitGuard } from '../../lib/rate-limits';
import { readApplicationType, readClientContext } from '../../lib/request';
import { parseInput } from '../../lib/validation';
import { requireCaller } from '../../plugins/authentication';
import type { AuthService } from './auth-service';
import { SignInThrottledError } from './sign-in-throttle';

export const LOGIN_RATE_LIMIT = { max: 10, timeWindowMs: 60_000 };
/** A whole office shares one address, so this one is generous; it stops spraying many accounts from one place. */
export const LOGIN_ADDRESS_RATE_LIMIT = { max: 100, timeWindowMs: 60_000 };

export async function authRoutes(app: FastifyInstance, options: { authService: AuthService }) {
  const { authService } = options;

  const loginRateLimit = createRateLimitGuard(
    app,
    [
      // Per address and attempted email, so one person's typos do not lock out a shared office.
      { name: 'login-address-email', ...LOGIN_RATE_LIMIT, key: byClientAddressAndEmail },
      { name: 'login-address', ...LOGIN_ADDRESS_RATE_LIMIT, key: byClientAddress },
    ],
    'Too many sign-in attempts. Try again in a minute.',
  );

  app.post('/login', { config: { auth: 'public' }, preHandler: loginRateLimit }, async (request, reply): Promise<TLoginResponse> => {
    const credentials = parseInput(ZLoginRequest, request.body);
    try {
      return await authService.login({
        ...credentials,
        tenant: request.tenant,
        applicationType: readApplicationType(request),
        context: readClientContext(request),
      });
    } catch (error) {
      // The per-account throttle (see sign-in-throttle.ts): the error handler keeps this header.
      if (error instanceof SignInThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  });

  app.post('/logout', { config: { auth: 'member' } }, async (request, reply) => {
    await authService.logout(requireCaller(request), { context: readClientContext(request) });
    return reply.code(204).send();
  });
}
