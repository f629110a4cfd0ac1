import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZLoginResponse } from '@portal/contracts/auth';
import { normaliseHostname } from '@portal/contracts/brands';
import { ZIdParams } from '@portal/contracts/ids';
import {
  ZAddPasskeyRequest,
  ZPasskey,
  ZPasskeyCreationOptions,
  ZPasskeyRequestOptions,
  ZPasskeySignInRequest,
  ZPasskeyStepUpRequest,
  ZPasskeysResponse,
  ZRenamePasskeyRequest,
  ZSecondStepPasskeyOptionsRequest,
  ZSecondStepPasskeyRequest,
} from '@portal/contracts/passkeys';
import { defineRoute } from '../../../lib/define-route';
import { byClientAddress, createRateLimitGuard } from '../../../lib/rate-limits';
import { readApplicationType, readClientContext } from '../../../lib/request';
import { deliverSignIn, LOGIN_RATE_LIMIT, readDeviceProofs } from '../sign-in/sign-in-routes';
import type { PasskeysService, RelyingParty } from './passkeys-service';
import { PASSKEY_SERVICE_MESSAGES } from './passkeys-service';

/**
 * The relying party is the brand's host as this request reached it, and the origin the browser must
 * report is that host with the request's scheme: a passkey made on one brand's host is never accepted on
 * another's (and the tenant, resolved from the same host, is checked beside it).
 */
export function relyingPartyOf(request: FastifyRequest): RelyingParty {
  const host = request.host.toLowerCase();
  return { id: normaliseHostname(host), origin: `${request.protocol}://${host}` };
}

const TAGS = ['authorization', 'accounts', 'passkeys'];
const SIGN_IN_TAGS = ['auth', 'passkeys'];
const BY_ID = { params: ZIdParams, paramsNotFound: PASSKEY_SERVICE_MESSAGES.notFound } as const;

/** Sign-in with a passkey, and a passkey as the second step of `/login`: under `/auth`, public. */
export async function passkeySignInRoutes(app: FastifyInstance, options: { passkeysService: PasskeysService }) {
  const { passkeysService } = options;
  // As `/login` per address: a signature cannot be guessed, but each try costs a verification and a row.
  const signInRateLimit = createRateLimitGuard(
    app,
    [{ name: 'passkey-sign-in-address', ...LOGIN_RATE_LIMIT, max: LOGIN_RATE_LIMIT.max * 3, key: byClientAddress }],
    'Too many sign-in attempts. Try again in a minute.',
  );

  defineRoute(app, {
    method: 'POST',
    url: '/login/passkey/options',
    auth: 'public',
    summary: 'Sign in with a passkey, first step: the challenge to sign',
    description:
      'Discoverable credentials: no list of passkeys, the browser offers the member’s own for this host. The ' +
      'challenge works once, within five minutes, on this brand’s host only.',
    tags: SIGN_IN_TAGS,
    response: { 200: ZPasskeyRequestOptions },
    rateLimit: signInRateLimit,
    handler: ({ tenant }, request) => passkeysService.signInOptions(tenant, relyingPartyOf(request)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/login/passkey',
    auth: 'public',
    summary: 'Sign in with a passkey: the signed challenge; answers the token record, as `/login` does',
    description:
      'A passkey sign-in counts as two factors (the authenticator must have verified the member). Refused: ' +
      'a passkey of another brand, account or removed (401), a used or expired challenge (400).',
    tags: SIGN_IN_TAGS,
    body: ZPasskeySignInRequest,
    response: { 200: ZLoginResponse },
    rateLimit: signInRateLimit,
    async handler({ tenant, body }, request, reply) {
      const result = await passkeysService.signIn({
        tenant,
        rp: relyingPartyOf(request),
        response: body.response,
        applicationType: readApplicationType(request),
        context: readClientContext(request),
        deviceProofs: readDeviceProofs(request, body.device_proof),
      });
      return deliverSignIn(request, reply, result);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/login/second-step/passkey/options',
    auth: 'public',
    summary: 'Sign in, second step with a passkey: the challenge for the ticket’s account',
    tags: SIGN_IN_TAGS,
    body: ZSecondStepPasskeyOptionsRequest,
    response: { 200: ZPasskeyRequestOptions },
    rateLimit: signInRateLimit,
    handler: ({ tenant, body }, request) =>
      passkeysService.secondStepOptions({ tenant, rp: relyingPartyOf(request), ticket: body.ticket }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/login/second-step/passkey',
    auth: 'public',
    summary: 'Sign in, second step with a passkey: the ticket and the signed challenge',
    description: 'Answers the token record, as `/login/second-step` does.',
    tags: SIGN_IN_TAGS,
    body: ZSecondStepPasskeyRequest,
    response: { 200: ZLoginResponse },
    rateLimit: signInRateLimit,
    async handler({ tenant, body }, request, reply) {
      const result = await passkeysService.completeSecondStep({
        tenant,
        rp: relyingPartyOf(request),
        ticket: body.ticket,
        response: body.response,
        context: readClientContext(request),
        deviceProofs: readDeviceProofs(request, body.device_proof),
      });
      return deliverSignIn(request, reply, result);
    },
  });
}

/** The member's passkeys and step-up with one: under `/authorization`. */
export async function passkeyRoutes(app: FastifyInstance, options: { passkeysService: PasskeysService }) {
  const { passkeysService } = options;

  defineRoute(app, {
    method: 'GET',
    url: '/accounts/me/passkeys',
    auth: 'member',
    openDuringTwoStepSetup: true,
    summary: 'The member’s passkeys: name, when added and last used',
    tags: TAGS,
    response: { 200: ZPasskeysResponse },
    handler: ({ caller }) => passkeysService.listPasskeys(caller),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/accounts/me/passkeys/options',
    auth: 'member',
    openDuringTwoStepSetup: true,
    summary: 'Add a passkey, first step: the options to create it on this brand’s host',
    description:
      'Needs a recent proof (STEP_UP_MINUTES, five by default) (403 STEP_UP_REQUIRED otherwise: `POST /accounts/me/verify`, open ' +
      'to a session held to setting up two-step sign-in too): a passkey signs in on its own.',
    tags: TAGS,
    response: { 200: ZPasskeyCreationOptions },
    handler: ({ caller }, request) => passkeysService.registrationOptions(caller, relyingPartyOf(request)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/accounts/me/passkeys',
    auth: 'member',
    openDuringTwoStepSetup: true,
    summary: 'Add a passkey: the new credential and its name',
    description:
      'Verified against the challenge of `POST /accounts/me/passkeys/options` (once, within five minutes). ' +
      'Needs a recent proof (STEP_UP_MINUTES, five by default) as well (403 STEP_UP_REQUIRED, the challenge left unspent). ' +
      'Counts as two-step sign-in set up. Audited as `passkey_added`.',
    tags: TAGS,
    body: ZAddPasskeyRequest,
    response: { 201: ZPasskey },
    handler: ({ caller, body }, request) =>
      passkeysService.addPasskey(caller, relyingPartyOf(request), {
        name: body.name,
        response: body.response,
        context: readClientContext(request),
      }),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/accounts/me/passkeys/:id',
    auth: 'member',
    summary: 'Rename a passkey',
    description: 'Needs no fresh proof: the name is the member’s label, nothing signs in with it.',
    tags: TAGS,
    ...BY_ID,
    body: ZRenamePasskeyRequest,
    response: { 200: ZPasskey },
    handler: ({ caller, params, body }) => passkeysService.renamePasskey(caller, { id: params.id, name: body.name }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/accounts/me/passkeys/:id',
    auth: 'member',
    summary: 'Remove a passkey',
    description:
      'Needs a recent proof (STEP_UP_MINUTES, five by default) (403 STEP_UP_REQUIRED otherwise). Refused (409) when the programme ' +
      'requires two-step sign-in and it is the member’s last second factor. Audited as `passkey_removed`.',
    tags: TAGS,
    ...BY_ID,
    response: { 204: null },
    async handler({ caller, params }, request) {
      await passkeysService.removePasskey(caller, { id: params.id, context: readClientContext(request) });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/accounts/me/verify/passkey/options',
    auth: 'member',
    summary: 'Step-up with a passkey, first step: the challenge for one of the member’s passkeys',
    tags: TAGS,
    response: { 200: ZPasskeyRequestOptions },
    handler: ({ caller }, request) => passkeysService.stepUpOptions(caller, relyingPartyOf(request)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/accounts/me/verify/passkey',
    auth: 'member',
    summary: 'Step-up with a passkey: prove it is still you, for the step-up window',
    tags: TAGS,
    body: ZPasskeyStepUpRequest,
    response: { 204: null },
    async handler({ caller, body }, request) {
      await passkeysService.stepUp(caller, relyingPartyOf(request), { response: body.response });
    },
  });
}
