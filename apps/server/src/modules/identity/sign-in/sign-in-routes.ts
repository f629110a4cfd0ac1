import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZLoginRequest, ZLoginResponse } from '@portal/contracts/auth';
import { ZLoginAnswer, ZSecondStepRequest } from '@portal/contracts/sign-in-security';
import { defineRoute } from '../../../lib/define-route';
import { byClientAddress, byClientAddressAndEmail, createRateLimitGuard } from '../../../lib/rate-limits';
import { APPLICATION_TYPES } from '@portal/contracts/headers';
import { readApplicationType, readClientContext } from '../../../lib/request';
import type { SignInService, SignInResult } from './sign-in-service';
import { DEVICE_COOKIE_PATH, DEVICE_COOKIE_PREFIX } from './device-proofs';
import { SignInThrottledError } from './sign-in-throttle';

/** The browser's device proofs (one cookie per account it signed in to), by cookie name. */
function readDeviceCookies(request: FastifyRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const [name, value] of Object.entries(request.cookies)) {
    if (name.startsWith(DEVICE_COOKIE_PREFIX) && value !== undefined) cookies.set(name, value);
  }
  return cookies;
}

export const LOGIN_RATE_LIMIT = { max: 10, timeWindowMs: 60_000 };
/** A whole office shares one address, so this one is generous; it stops spraying many accounts from one place. */
export const LOGIN_ADDRESS_RATE_LIMIT = { max: 100, timeWindowMs: 60_000 };

/**
 * Hands the device its proof: the native app's calls cross origins without cookies, so it keeps the proof
 * itself; a browser gets it only as an HttpOnly cookie, out of the page's reach.
 */
export function deliverSignIn(request: FastifyRequest, reply: FastifyReply, { answer, deviceProof }: SignInResult) {
  if (readApplicationType(request) === APPLICATION_TYPES.native) return { ...answer, device_proof: deviceProof.value };
  // HttpOnly, sent only to the sign-in route and only by this site.
  reply.setCookie(deviceProof.cookieName, deviceProof.value, {
    path: DEVICE_COOKIE_PATH,
    maxAge: deviceProof.maxAgeSeconds,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
  return answer;
}

/** The device proofs an attempt came with: the native app's in the body, the browser's cookies. */
export function readDeviceProofs(request: FastifyRequest, bodyProof: string | undefined) {
  return { body: bodyProof, cookies: readDeviceCookies(request) };
}

/** The per-account throttle (see sign-in-throttle.ts) says when to try again: the error handler keeps this header. */
function sayWhenToRetry(reply: FastifyReply, error: unknown) {
  if (error instanceof SignInThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
}

export async function signInRoutes(app: FastifyInstance, options: { signInService: SignInService }) {
  const { signInService } = options;

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
      '(429 with Retry-After), whether or not the account exists, except from a device that signed in to the ' +
      'account before: a browser keeps its proof in an HttpOnly cookie, the native app (X-Application-Type ' +
      'HEALTHCARE_MOBILE) gets it as `device_proof` and sends it back in the body.',
    tags: ['auth'],
    body: ZLoginRequest,
    response: { 200: ZLoginAnswer },
    rateLimit: loginRateLimit,
    async handler({ tenant, body }, request, reply) {
      const { device_proof: bodyProof, ...credentials } = body;
      try {
        const result = await signInService.login({
          ...credentials,
          tenant,
          applicationType: readApplicationType(request),
          context: readClientContext(request),
          deviceProofs: readDeviceProofs(request, bodyProof),
        });
        return result.deviceProof ? deliverSignIn(request, reply, result) : result.answer;
      } catch (error) {
        sayWhenToRetry(reply, error);
        throw error;
      }
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/login/second-step',
    auth: 'public',
    summary: 'Sign in, second step: an authenticator app’s code or a recovery code',
    description:
      'After `/login` answered `second_step`: its single-use ticket (five minutes) and a code. Each code is ' +
      'accepted once; wrong codes count against the ticket (five end it) and the account’s budget of wrong ' +
      'codes (429 with Retry-After past it), never against the password’s throttle. Answers the token ' +
      'record, as `/login` does.',
    tags: ['auth'],
    body: ZSecondStepRequest,
    response: { 200: ZLoginResponse },
    rateLimit: loginRateLimit,
    async handler({ tenant, body }, request, reply) {
      try {
        const result = await signInService.completeSecondStep({
          tenant,
          ticket: body.ticket,
          code: body.code,
          context: readClientContext(request),
          deviceProofs: readDeviceProofs(request, body.device_proof),
        });
        return deliverSignIn(request, reply, result);
      } catch (error) {
        sayWhenToRetry(reply, error);
        throw error;
      }
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/logout',
    auth: 'member',
    openDuringTwoStepSetup: true,
    summary: 'Sign out: revoke the caller’s session at once',
    tags: ['auth'],
    response: { 204: null },
    async handler({ caller }, request) {
      await signInService.logout(caller, { context: readClientContext(request) });
    },
  });
}
