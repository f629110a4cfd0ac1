import type { FastifyInstance } from 'fastify';
import {
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZGetProfileResponse,
  ZRequestAccountDeletionRequest,
  ZRequestAccountDeletionResponse,
  ZUpdateNotificationPreferencesRequest,
  ZUpdateProfileRequest,
  ZUpdateProfileResponse,
} from '@portal/contracts/profile';
import { defineRoute } from '../../lib/define-route';
import { byClientAddress, createRateLimitGuard } from '../../lib/rate-limits';
import { readClientContext } from '../../lib/request';
import type { ProfileService } from './profile-service';
import { withMessageIn } from '../../i18n/translate';

/** Personal data: never stored by a browser or a proxy. */
const PERSONAL = { auth: 'member', cacheControl: 'no-store', tags: ['authorization', 'profile'] } as const;

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
        // By the verified caller's session (the edge ran first): one session, one budget.
        key: (request) => request.caller?.sessionId,
      },
    ],
    'Too many attempts to change the password. Try again in a few minutes.',
  );

  defineRoute(app, {
    ...PERSONAL,
    method: 'GET',
    url: '/accounts/me/profile',
    summary: 'The signed-in member’s profile',
    response: { 200: ZGetProfileResponse },
    handler: ({ caller }) => profileService.getProfile(caller),
  });

  defineRoute(app, {
    ...PERSONAL,
    method: 'PATCH',
    url: '/accounts/me/profile',
    summary: 'Change some of the profile’s fields',
    body: ZUpdateProfileRequest,
    response: { 200: ZUpdateProfileResponse },
    handler: ({ caller, body }) => profileService.updateProfile(caller, body),
  });

  defineRoute(app, {
    ...PERSONAL,
    method: 'PUT',
    url: '/accounts/me/notification-preferences',
    summary: 'Set the member’s notification preferences',
    body: ZUpdateNotificationPreferencesRequest,
    response: { 200: ZUpdateProfileResponse },
    handler: ({ caller, body }) => profileService.updateNotificationPreferences(caller, body),
  });

  defineRoute(app, {
    ...PERSONAL,
    method: 'POST',
    url: '/accounts/me/password',
    summary: 'Change the password (ends every other session)',
    body: ZChangePasswordRequest,
    response: { 200: ZChangePasswordResponse },
    rateLimit: passwordRateLimit,
    handler: ({ caller, locale, body }, request) =>
      withMessageIn(
        locale,
        profileService.changePassword(caller, { request: body, context: readClientContext(request) }),
      ),
  });

  defineRoute(app, {
    ...PERSONAL,
    method: 'POST',
    url: '/accounts/me/deletion-request',
    summary: 'Ask for the account to be deleted',
    description: 'The body (a reason) is optional.',
    body: ZRequestAccountDeletionRequest,
    optionalBody: true,
    response: { 202: ZRequestAccountDeletionResponse },
    handler: ({ caller, locale, body }, request) =>
      withMessageIn(
        locale,
        profileService.requestDeletion(caller, { request: body, context: readClientContext(request) }),
      ),
  });
}
