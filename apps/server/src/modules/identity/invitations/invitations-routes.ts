import type { FastifyInstance } from 'fastify';
import {
  ZConfirmInvitationRequest,
  ZGenerateNewTokenResponse,
  ZInviteMemberRequest,
  ZInviteMemberResponse,
  ZTokenParams,
  ZValidateTokenResponse,
} from '@portal/contracts/account-lifecycle';
import { ZLoginResponse } from '@portal/contracts/auth';
import { defineRoute } from '../../../lib/define-route';
import { byClientAddress, byLinkToken, createRateLimitGuard } from '../../../lib/rate-limits';
import { readApplicationType, readClientContext } from '../../../lib/request';
import type { InvitationsService } from './invitations-service';
import { ADMIN_ONLY_MESSAGE } from './invitations-service';
import { withMessageIn } from '../../../i18n/translate';

const FIFTEEN_MINUTES = 15 * 60_000;

export const TOKEN_RATE_LIMITS = {
  perAddress: { max: 20, timeWindowMs: 60_000 },
  perToken: { max: 10, timeWindowMs: FIFTEEN_MINUTES },
  /** Each renewal sends an email. */
  renewalsPerToken: { max: 3, timeWindowMs: FIFTEEN_MINUTES },
  invitationsPerAddress: { max: 60, timeWindowMs: 60_000 },
};

const TOO_MANY_ATTEMPTS = 'Too many attempts with invitation links. Try again in a few minutes.';

export async function invitationsRoutes(app: FastifyInstance, options: { invitationsService: InvitationsService }) {
  const { invitationsService } = options;

  const perAddress = { name: '', ...TOKEN_RATE_LIMITS.perAddress, key: byClientAddress };
  const validateRateLimit = createRateLimitGuard(
    app,
    [
      { ...perAddress, name: 'validate-token-address' },
      { name: 'validate-token-token', ...TOKEN_RATE_LIMITS.perToken, key: byLinkToken },
    ],
    TOO_MANY_ATTEMPTS,
  );
  const confirmRateLimit = createRateLimitGuard(
    app,
    [
      { ...perAddress, name: 'confirm-invitation-address' },
      { name: 'confirm-invitation-token', ...TOKEN_RATE_LIMITS.perToken, key: byLinkToken },
    ],
    TOO_MANY_ATTEMPTS,
  );
  const renewRateLimit = createRateLimitGuard(
    app,
    [
      { ...perAddress, name: 'renew-invitation-address' },
      { name: 'renew-invitation-token', ...TOKEN_RATE_LIMITS.renewalsPerToken, key: byLinkToken },
    ],
    TOO_MANY_ATTEMPTS,
  );
  const inviteRateLimit = createRateLimitGuard(
    app,
    [{ name: 'invite-address', ...TOKEN_RATE_LIMITS.invitationsPerAddress, key: byClientAddress }],
    'Too many invitations at once. Try again in a minute.',
  );

  defineRoute(app, {
    method: 'POST',
    url: '/accounts/invitations',
    auth: 'admin',
    forbiddenMessage: ADMIN_ONLY_MESSAGE,
    summary: 'Invite a member to the programme by email',
    tags: ['authorization', 'invitations'],
    body: ZInviteMemberRequest,
    response: { 201: ZInviteMemberResponse },
    rateLimit: inviteRateLimit,
    handler: ({ caller, body }, request) =>
      invitationsService.inviteMemberAsAdmin(caller, { request: body, context: readClientContext(request) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/token/validate-token/:token',
    auth: 'public',
    summary: 'Check an invitation link and say whom it is for',
    // `?timestamp=…` is the app's cache-buster: accepted and ignored.
    description: 'Any query (the app adds `?timestamp=…`) is ignored.',
    tags: ['authorization', 'invitations'],
    params: ZTokenParams,
    response: { 200: ZValidateTokenResponse },
    cacheControl: 'no-store',
    rateLimit: validateRateLimit,
    handler: ({ tenant, params }) => invitationsService.validateInvitation({ tenant, token: params.token }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/accounts/confirm-invitation',
    auth: 'public',
    summary: 'Accept an invitation: set the password and sign in',
    tags: ['authorization', 'invitations'],
    body: ZConfirmInvitationRequest,
    response: { 200: ZLoginResponse },
    rateLimit: confirmRateLimit,
    handler: ({ tenant, body }, request) =>
      invitationsService.confirmInvitation({
        ...body,
        tenant,
        applicationType: readApplicationType(request),
        context: readClientContext(request),
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/accounts/invitation/generate-new-token/:token',
    auth: 'public',
    summary: 'Send a new invitation for an expired link',
    tags: ['authorization', 'invitations'],
    params: ZTokenParams,
    response: { 200: ZGenerateNewTokenResponse },
    cacheControl: 'no-store',
    rateLimit: renewRateLimit,
    handler: ({ tenant, locale, params }, request) =>
      withMessageIn(
        locale,
        invitationsService.renewInvitation({ tenant, token: params.token, context: readClientContext(request) }),
      ),
  });
}
