import type { FastifyInstance } from 'fastify';
import { ZConfirmInvitationRequest, ZInviteMemberRequest, ZTokenParams } from '@portal/contracts/account-lifecycle';
import type {
  TGenerateNewTokenResponse,
  TInviteMemberResponse,
  TValidateTokenResponse,
} from '@portal/contracts/account-lifecycle';
import type { TLoginResponse } from '@portal/contracts/auth';
import { byClientAddress, byLinkToken, createRateLimitGuard } from '../../lib/rate-limits';
import { readApplicationType, readClientContext } from '../../lib/request';
import { parseInput } from '../../lib/validation';
import { requireCaller } from '../../plugins/authentication';
import type { InvitationsService } from './invitations-service';
import { ADMIN_ONLY_MESSAGE } from './invitations-service';

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

  app.post(
    '/accounts/invitations',
    { config: { auth: 'admin', forbiddenMessage: ADMIN_ONLY_MESSAGE }, preHandler: inviteRateLimit },
    async (request, reply): Promise<TInviteMemberResponse> => {
      const invitation = parseInput(ZInviteMemberRequest, request.body);
      const created = await invitationsService.inviteMemberAsAdmin(requireCaller(request), {
        request: invitation,
        context: readClientContext(request),
      });
      reply.code(201);
      return created;
    },
  );

  // `?timestamp=…` is the app's cache-buster: accepted and ignored.
  app.get(
    '/token/validate-token/:token',
    { config: { auth: 'public' }, preHandler: validateRateLimit },
    async (request, reply): Promise<TValidateTokenResponse> => {
      const { token } = parseInput(ZTokenParams, request.params);
      reply.header('cache-control', 'no-store');
      return invitationsService.validateInvitation({ tenant: request.tenant, token });
    },
  );

  app.post(
    '/accounts/confirm-invitation',
    { config: { auth: 'public' }, preHandler: confirmRateLimit },
    async (request): Promise<TLoginResponse> => {
      const confirmation = parseInput(ZConfirmInvitationRequest, request.body);
      return invitationsService.confirmInvitation({
        ...confirmation,
        tenant: request.tenant,
        applicationType: readApplicationType(request),
        context: readClientContext(request),
      });
    },
  );

  app.get(
    '/accounts/invitation/generate-new-token/:token',
    { config: { auth: 'public' }, preHandler: renewRateLimit },
    async (request, reply): Promise<TGenerateNewTokenResponse> => {
      const { token } = parseInput(ZTokenParams, request.params);
      reply.header('cache-control', 'no-store');
      return invitationsService.renewInvitation({
        tenant: request.tenant,
        token,
        context: readClientContext(request),
      });
    },
  );
}
