import type { FastifyInstance } from 'fastify';
import { ZForgotPasswordRequest, ZResetPasswordRequest } from '@portal/contracts/account-lifecycle';
import type { TForgotPasswordResponse, TResetPasswordResponse } from '@portal/contracts/account-lifecycle';
import {
  byClientAddress,
  byClientAddressAndEmail,
  byEmail,
  byLinkToken,
  createRateLimitGuard,
} from '../../lib/rate-limits';
import { readClientContext } from '../../lib/request';
import { parseInput } from '../../lib/validation';
import type { PasswordRecoveryService } from './password-recovery-service';

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

  app.post('/forgot-password', { config: { auth: 'public' }, preHandler: forgotRateLimit }, async (request): Promise<TForgotPasswordResponse> => {
    const input = parseInput(ZForgotPasswordRequest, request.body);
    return passwordRecoveryService.requestPasswordReset({
      ...input,
      tenant: request.tenant,
      context: readClientContext(request),
    });
  });

  app.post('/reset-password', { config: { auth: 'public' }, preHandler: resetRateLimit }, async (request): Promise<TResetPasswordResponse> => {
    const input = parseInput(ZResetPasswordRequest, request.body);
    return passwordRecoveryService.resetPassword({
      ...input,
      tenant: request.tenant,
      context: readClientContext(request),
    });
  });
}
