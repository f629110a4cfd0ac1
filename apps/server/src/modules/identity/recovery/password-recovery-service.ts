import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_TTL_MINUTES,
} from '@portal/contracts/account-lifecycle';
import type {
  TForgotPasswordRequest,
  TForgotPasswordResponse,
  TResetPasswordRequest,
  TResetPasswordResponse,
} from '@portal/contracts/account-lifecycle';
import type { ProgrammeBrand } from '@portal/contracts/programme-records';
import type { BackgroundTasks } from '../../../lib/background-tasks';
import { getLinkTokenState, passwordRejected, tokenExpired, tokenInvalid } from '../../../lib/link-tokens';
import { findPasswordProblems } from '../../../lib/password-denylist';
import type { PasswordHasher } from '../../../lib/passwords';
import type { ClientContext } from '../../../lib/client-context';
import { createSecureToken, hashToken } from '../../../lib/secure-token';
import type { MailDispatcher } from '../../email/mail-dispatcher';
import { renderPasswordChangedEmail } from '../../email/templates/password-changed-email';
import { renderPasswordResetEmail } from '../../email/templates/password-reset-email';
import type { PasswordRecoveryRepository } from './password-recovery-repository';
import { getEmailLocale } from '../../email/templates/email-layout';

export const RESET_LINK_INVALID_MESSAGE =
  'This password reset link is not valid or has already been used. Ask for a new one from the sign-in page.';
export const RESET_LINK_EXPIRED_MESSAGE =
  'This password reset link has expired. Ask for a new one from the sign-in page.';

interface TenantRef {
  id: string;
  key: string;
  brand: ProgrammeBrand;
}

export interface PasswordRecoveryService {
  /**
   * `shouldSend` false (a ceiling on emails for the address is reached): the same answer, but no new
   * link and no email, so the newest link already sent stays the one that works.
   */
  requestPasswordReset(
    input: TForgotPasswordRequest & { tenant: TenantRef; context: ClientContext; shouldSend?: boolean },
  ): Promise<TForgotPasswordResponse>;
  resetPassword(
    input: TResetPasswordRequest & { tenant: TenantRef; context: ClientContext },
  ): Promise<TResetPasswordResponse>;
}

export function createPasswordRecoveryService(deps: {
  repository: PasswordRecoveryRepository;
  passwords: Pick<PasswordHasher, 'hash'>;
  mail: Pick<MailDispatcher, 'send' | 'sendInBackground'>;
  /** Runs the forgot-password work after the answer. */
  background: Pick<BackgroundTasks, 'run'>;
  getPublicUrl: (tenantKey: string) => string;
  /** Called with every session the reset revoked, so cached lookups of them end at once. */
  onSessionsRevoked: (accountId: string, sessionIds: readonly string[]) => void;
}): PasswordRecoveryService {
  const { repository, passwords, mail, background } = deps;

  /** Looks the address up and, for an active account, stores a reset token and emails its link. */
  async function sendResetLink({
    tenant,
    email,
    context,
  }: {
    tenant: TenantRef;
    email: string;
    context: ClientContext;
  }) {
    const account = await repository.findActiveAccountByEmail(tenant.id, email);
    if (!account) {
      await repository.recordUnknownResetRequest(tenant.id, context);
      return;
    }
    const { token, hash } = createSecureToken();
    await repository.createResetToken({
      tenantId: tenant.id,
      accountId: account.id,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
      context,
    });
    await mail.send({
      sender: tenant.brand,
      to: account.email,
      ...renderPasswordResetEmail({
        brand: tenant.brand,
        publicUrl: deps.getPublicUrl(tenant.key),
        locale: getEmailLocale(account.preferredLanguage),
        token,
        recipientName: account.firstName,
      }),
    });
  }

  return {
    async requestPasswordReset({ tenant, email, context, shouldSend = true }) {
      if (!shouldSend) return { message: FORGOT_PASSWORD_MESSAGE };
      // Answered before anything is looked up: the same work on the request's path whether or not the
      // address has an account, so neither the answer nor its timing tells them apart.
      background.run(() => sendResetLink({ tenant, email, context }), {
        message: 'A password reset request could not be completed',
        details: { tenant: tenant.key },
      });
      return { message: FORGOT_PASSWORD_MESSAGE };
    },

    async resetPassword({ tenant, token, password, context }) {
      const stored = await repository.findResetToken(tenant.id, hashToken(token));
      const state = getLinkTokenState(stored);
      if (state === 'expired') throw tokenExpired(RESET_LINK_EXPIRED_MESSAGE);
      if (state === 'invalid' || !stored) throw tokenInvalid(RESET_LINK_INVALID_MESSAGE);

      const [problem] = findPasswordProblems(password, {
        email: stored.email,
        firstName: stored.firstName,
        lastName: stored.lastName,
      });
      if (problem) throw passwordRejected(problem);

      const revokedSessionIds = await repository.resetPassword({
        tenantId: tenant.id,
        tokenId: stored.id,
        accountId: stored.accountId,
        passwordHash: await passwords.hash(password),
        context,
      });
      // Another submit of the same link got there first, or it expired while we hashed.
      if (!revokedSessionIds) throw tokenInvalid(RESET_LINK_INVALID_MESSAGE);
      deps.onSessionsRevoked(stored.accountId, revokedSessionIds);

      mail.sendInBackground({
        sender: tenant.brand,
        to: stored.email,
        ...renderPasswordChangedEmail({
          brand: tenant.brand,
          publicUrl: deps.getPublicUrl(tenant.key),
          locale: getEmailLocale(stored.preferredLanguage),
          changedAt: new Date(),
          recipientName: stored.firstName,
        }),
      });
      return { message: PASSWORD_RESET_DONE_MESSAGE };
    },
  };
}
