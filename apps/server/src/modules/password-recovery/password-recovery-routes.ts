import type { FastifyInstance } from 'fastify';
import {
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
} from '@portal/contracts/account-lifecycle';
import { defineRoute } from '../../lib/define-route';
import {
  byClientAddress,
  byClientAddressAndEmail,
  byEmail,
  byLinkToken,
  createRateLimitGuard,
} from '../../lib/rate-limits';
import { readClientContext } from '../../lib/request';
import type { PasswordRecoveryService } from './password-recovery-service';
import { withMessageIn } from '../../i18n/translate';

const FIFTEEN_MINUTES = 15 * 60_000;

export const FORGOT_PASSWORD_RATE_LIMITS = {
  perAddressAndEmail: { max: 5, timeWindowMs: FIFTEEN_MINUTES },
  /** Stops one address from mailing a whole list of members. */
  perAddress: { max: 30, timeWindowMs: FIFTEEN_MINUTES },
  /** Stops many addresses from flooding one member's inbox. */
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
    [
      { name: 'forgot-address-email', ...FORGOT_PASSWORD_RATE_LIMITS.perAddressAndEmail, key: byClientAddressAndEmail },
      { name: 'forgot-address', ...FORGOT_PASSWORD_RATE_LIMITS.perAddress, key: byClientAddress },
      { name: 'forgot-email', ...FORGOT_PASSWORD_RATE_LIMITS.perEmail, key: byEmail },
    ],
    'Too many password reset requests. Try again in 15 minutes.',
  );
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
    description: 'Answers the same at once for known and unknown addresses; the link is looked up and sent afterwards.',
    tags: ['auth'],
    body: ZForgotPasswordRequest,
    response: { 200: ZForgotPasswordResponse },
    rateLimit: forgotRateLimit,
    handler: ({ tenant, locale, body }, request) =>
      withMessageIn(
        locale,
        passwordRecoveryService.requestPasswordReset({ ...body, tenant, context: readClientContext(request) }),
      ),
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
