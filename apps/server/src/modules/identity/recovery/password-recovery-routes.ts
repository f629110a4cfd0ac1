import type { FastifyInstance } from 'fastify';
import {
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
} from '@portal/contracts/account-lifecycle';
import { defineRoute } from '../../../lib/define-route';
import {
  byClientAddress,
  byClientAddressAndEmail,
  byEmail,
  byLinkToken,
  createRateLimitGuard,
  createSilentLimits,
} from '../../../lib/rate-limits';
import { readClientContext } from '../../../lib/request';
import type { PasswordRecoveryService } from './password-recovery-service';
import { withMessageIn } from '../../../i18n/translate';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Forgot-password answers everyone the same whatever the ceilings: past a per-email one (which anyone
 * could run up for the member) it answers as always and simply sends no email and makes no new link, so
 * the newest link already emailed keeps working. Only the per-address ceiling, far above what one member
 * needs, is answered 429, and only a caller's own address can run it up.
 */
export const FORGOT_PASSWORD_RATE_LIMITS = {
  /** Silent: no more emails for this address and email. */
  perAddressAndEmail: { max: 5, timeWindowMs: FIFTEEN_MINUTES },
  /** Answered 429: stops one address from mailing a whole list of members. */
  perAddress: { max: 30, timeWindowMs: FIFTEEN_MINUTES },
  /** Silent: stops many addresses from flooding one member's inbox. */
  perEmail: { max: 10, timeWindowMs: 60 * 60_000 },
};

export const RESET_PASSWORD_RATE_LIMITS = {
  perAddress: { max: 20, timeWindowMs: 60_000 },
  perToken: { max: 10, timeWindowMs: FIFTEEN_MINUTES },
};

export async function passwordRecoveryRoutes(
  app: FastifyInstance,
  options: { passwordRecoveryService: PasswordRecoveryService },
) {
  const { passwordRecoveryService } = options;

  const forgotRateLimit = createRateLimitGuard(
    app,
    [{ name: 'forgot-address', ...FORGOT_PASSWORD_RATE_LIMITS.perAddress, key: byClientAddress }],
    'Too many password reset requests. Try again in 15 minutes.',
  );
  const isOverEmailCeiling = createSilentLimits(app, [
    { name: 'forgot-address-email', ...FORGOT_PASSWORD_RATE_LIMITS.perAddressAndEmail, key: byClientAddressAndEmail },
    { name: 'forgot-email', ...FORGOT_PASSWORD_RATE_LIMITS.perEmail, key: byEmail },
  ]);
  const resetRateLimit = createRateLimitGuard(
    app,
    [
      { name: 'reset-address', ...RESET_PASSWORD_RATE_LIMITS.perAddress, key: byClientAddress },
      { name: 'reset-token', ...RESET_PASSWORD_RATE_LIMITS.perToken, key: byLinkToken },
    ],
    'Too many attempts to reset a password. Try again in a few minutes.',
  );

  defineRoute(app, {
    method: 'POST',
    url: '/forgot-password',
    auth: 'public',
    summary: 'Ask for a password reset link by email',
    description:
      'Answers the same at once for known and unknown addresses; the link is looked up and sent afterwards. ' +
      'Past the per-email ceilings it answers the same and sends nothing; only one client address asking ' +
      'for too many is answered 429.',
    tags: ['auth'],
    body: ZForgotPasswordRequest,
    response: { 200: ZForgotPasswordResponse },
    rateLimit: forgotRateLimit,
    handler: async ({ tenant, locale, body }, request) => {
      const isOverCeiling = await isOverEmailCeiling(request);
      return withMessageIn(
        locale,
        passwordRecoveryService.requestPasswordReset({
          ...body,
          tenant,
          context: readClientContext(request),
          shouldSend: !isOverCeiling,
        }),
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/reset-password',
    auth: 'public',
    summary: 'Choose a new password with a reset link’s token',
    description: 'Ends every session of the account and signs nobody in.',
    tags: ['auth'],
    body: ZResetPasswordRequest,
    response: { 200: ZResetPasswordResponse },
    rateLimit: resetRateLimit,
    handler: ({ tenant, locale, body }, request) =>
      withMessageIn(
        locale,
        passwordRecoveryService.resetPassword({ ...body, tenant, context: readClientContext(request) }),
      ),
  });
}
