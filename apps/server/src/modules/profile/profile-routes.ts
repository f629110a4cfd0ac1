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
import { byClientAddress, createRateLimitGuard } from '../../lib/rate-limits';
import { readClientContext } from '../../lib/request';
import { parseInput } from '../../lib/validation';
import { requireCaller } from '../../plugins/authentication';
import type { ProfileService } from './profile-service';

/** Personal data: never stored by a browser or a proxy. */
function callerOf(request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return requireCaller(request);
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
        // By the verified caller's session: one session, one budget.
        key: (request) => request.caller?.sessionId,
      },
    ],
    'Too many attempts to change the password. Try again in a few minutes.',
  );

  const member = { config: { auth: 'member' as const } };

  app.get('/accounts/me/profile', member, async (request, reply): Promise<TGetProfileResponse> => {
    return profileService.getProfile(callerOf(request, reply));
  });

  app.patch('/accounts/me/profile', member, async (request, reply): Promise<TUpdateProfileResponse> => {
    const caller = callerOf(request, reply);
    const changes = parseInput(ZUpdateProfileRequest, request.body);
    return profileService.updateProfile(caller, changes);
  });

  app.put('/accounts/me/notification-preferences', member, async (request, reply): Promise<TUpdateProfileResponse> => {
    const caller = callerOf(request, reply);
    const preferences = parseInput(ZUpdateNotificationPreferencesRequest, request.body);
    return profileService.updateNotificationPreferences(caller, preferences);
  });

  app.post(
    '/accounts/me/password',
    { ...member, preHandler: passwordRateLimit },
    async (request, reply): Promise<TChangePasswordResponse> => {
      const caller = callerOf(request, reply);
      const body = parseInput(ZChangePasswordRequest, request.body);
      return profileService.changePassword(caller, { request: body, context: readClientContext(request) });
    },
  );

  app.post('/accounts/me/deletion-request', member, async (request, reply): Promise<TRequestAccountDeletionResponse> => {
    const caller = callerOf(request, reply);
    const body = parseInput(ZRequestAccountDeletionRequest, request.body ?? {});
    const result = await profileService.requestDeletion(caller, {
      request: body,
      context: readClientContext(request),
    });
    reply.code(202);
    return result;
  });
}
