import type { FastifyInstance } from 'fastify';
import { ZLoginResponse } from '@portal/contracts/auth';
import { ZAppHandoffRequest, ZAppHandoffResponse, ZRedeemAppHandoffRequest } from '@portal/contracts/app-sign-in';
import { defineRoute } from '../../../lib/define-route';
import { byClientAddress, createRateLimitGuard } from '../../../lib/rate-limits';
import { readApplicationType, readClientContext } from '../../../lib/request';
import { deliverSignIn, LOGIN_ADDRESS_RATE_LIMIT, readDeviceProofs } from './sign-in-routes';
import type { AppSignInService } from './app-sign-in-service';

const TAGS = ['auth', 'app-sign-in'];

/** The website's half, under `/authorization`. */
export async function appHandoffRoutes(app: FastifyInstance, options: { appSignInService: AppSignInService }) {
  defineRoute(app, {
    method: 'POST',
    url: '/accounts/me/app-handoff',
    auth: 'member',
    summary: 'Hand this sign-in to the native app: a single-use code for the app that sent the challenge',
    description:
      'The website, opened by the app in its in-app browser with `?app_handoff=<challenge>` (SHA-256 of a ' +
      'verifier the app keeps, base64url), signs the member in as usual (a passkey, the password and its ' +
      'second step) and asks here for a code, valid two minutes, that it sends to the app by an app link.',
    tags: TAGS,
    body: ZAppHandoffRequest,
    response: { 200: ZAppHandoffResponse },
    handler: ({ caller, body }) => options.appSignInService.createHandoff(caller, body),
  });
}

/** The app's half, under `/auth`. */
export async function appSignInRoutes(app: FastifyInstance, options: { appSignInService: AppSignInService }) {
  const redeemRateLimit = createRateLimitGuard(
    app,
    [{ name: 'app-handoff-address', ...LOGIN_ADDRESS_RATE_LIMIT, key: byClientAddress }],
    'Too many sign-in attempts. Try again in a minute.',
  );

  defineRoute(app, {
    method: 'POST',
    url: '/login/app-handoff',
    auth: 'public',
    summary: 'The native app signs in with a code the website handed it and the verifier it kept',
    description:
      'Single-use: a wrong verifier spends the code too. The session continues the website’s: its factors ' +
      '(two after a passkey or a code), its last proof (step-up) and its end, never a new lifetime. Answers ' +
      'the token record, with the native app’s device proof.',
    tags: TAGS,
    body: ZRedeemAppHandoffRequest,
    response: { 200: ZLoginResponse },
    rateLimit: redeemRateLimit,
    async handler({ tenant, body }, request, reply) {
      const result = await options.appSignInService.redeemHandoff({
        tenant,
        code: body.code,
        verifier: body.verifier,
        applicationType: readApplicationType(request),
        context: readClientContext(request),
        deviceProofs: readDeviceProofs(request, body.device_proof),
      });
      return deliverSignIn(request, reply, result);
    },
  });
}
