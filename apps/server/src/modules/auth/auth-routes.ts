import type { FastifyInstance } from 'fastify';
import { ZLoginRequest, ZLoginResponse } from '@portal/contracts/auth';
import { defineRoute } from '../../lib/define-route';
import { byClientAddress, byClientAddressAndEmail, createRateLimitGuard } from '../../lib/rate-limits';
import { readApplicationType, readClientContext } from '../../lib/request';
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

  defineRoute(app, {
    method: 'POST',
    url: '/login',
    auth: 'public',
    summary: 'Sign in with email and password',
    description:
      'Answers an access token bound to the request’s tenant. Repeated failures for one email are slowed down ' +
      '(429 with Retry-After), whether or not the account exists.',
    tags: ['auth'],
    body: ZLoginRequest,
    response: { 200: ZLoginResponse },
    rateLimit: loginRateLimit,
    async handler({ tenant, body }, request, reply) {
      try {
        return await authService.login({
          ...body,
          tenant,
          applicationType: readApplicationType(request),
          context: readClientContext(request),
        });
      } catch (error) {
        // The per-account throttle (see sign-in-throttle.ts): the error handler keeps this header.
        if (error instanceof SignInThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/logout',
    auth: 'member',
    summary: 'Sign out: revoke the caller’s session at once',
    tags: ['auth'],
    response: { 204: null },
    async handler({ caller }, request) {
      await authService.logout(caller, { context: readClientContext(request) });
    },
  });
}
