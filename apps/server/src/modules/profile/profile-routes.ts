import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ZChangePasswordRequest,
  ZRequestAccountDeletionRequest,
  ZUpdateNotificationPreferencesRequest,
  ZUpdateProfileRequest,
} from '@portal/contracts/profile';
import type {
  TChangePasswordResponse,
  TGetProfileResponse,
  TRequestAccountDeletionResponse,
  TUpdateProfileResponse,
} from '@portal/contracts/profile';
import { readBearerToken, readSessionIdUnverified } from '../../lib/access-tokens';
import { byClientAddress, createRateLimitGuard } from '../../lib/rate-limits';
import { readClientContext } from '../../lib/request';
import { parseInput } from '../../lib/validation';
import type { ProfileService } from './profile-service';

/** Personal data: never stored by a browser or a proxy. */
function callerOf(request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return { tenant: request.tenant, token: readBearerToken(request.headers.authorization) };
}

export async function profileRoutes(app: FastifyInstance, options: { profileService: ProfileService }) {
  const { profileService } = options;
  // A stolen token must not be a fast way to guess the current password.
  const passwordRateLimit = createRateLimitGuard(
    app,
    [
      { name: 'change-password-ip', max: 20, timeWindowMs: 15 * 60_000, key: byClientAddress },
      {
        name: 'change-password-session',
        max: 10,
        timeWindowMs: 15 * 60_000,
        // By session, not by the token's text: one session, one budget, however its token is written. A
        // made-up token only counts against a session nobody has (and is refused by the handler anyway).
        key: (request) => readSessionIdUnverified(readBearerToken(request.headers.authorization)),
      },
    ],
    'Too many attempts to change the password. Try again in a few minutes.',
  );

  app.get('/accounts/me/profile', async (request, reply): Promise<TGetProfileResponse> => {
    return profileService.getProfile(callerOf(request, reply));
  });

  app.patch('/accounts/me/profile', async (request, reply): Promise<TUpdateProfileResponse> => {
    const caller = callerOf(request, reply);
    const changes = parseInput(ZUpdateProfileRequest, request.body);
    return profileService.updateProfile({ ...caller, changes });
  });

  app.put('/accounts/me/notification-preferences', async (request, reply): Promise<TUpdateProfileResponse> => {
    const caller = callerOf(request, reply);
    const preferences = parseInput(ZUpdateNotificationPreferencesRequest, request.body);
    return profileService.updateNotificationPreferences({ ...caller, preferences });
  });

  app.post(
    '/accounts/me/password',
    { preHandler: passwordRateLimit },
    async (request, reply): Promise<TChangePasswordResponse> => {
      const caller = callerOf(request, reply);
      const body = parseInput(ZChangePasswordRequest, request.body);
      return profileService.changePassword({ ...caller, request: body, context: readClientContext(request) });
    },
  );

  app.post('/accounts/me/deletion-request', async (request, reply): Promise<TRequestAccountDeletionResponse> => {
    const caller = callerOf(request, reply);
    const body = parseInput(ZRequestAccountDeletionRequest, request.body ?? {});
    const result = await profileService.requestDeletion({
      ...caller,
      request: body,
      context: readClientContext(request),
    });
    reply.code(202);
    return result;
  });
}
