import { ACCOUNT_LIFECYCLE_ERROR_CODES } from '@portal/contracts/account-lifecycle';
import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  DELETION_REQUESTED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_UNCHANGED_MESSAGE,
} from '@portal/contracts/profile';
import type {
  TChangePasswordRequest,
  TChangePasswordResponse,
  TNotificationPreferences,
  TMemberProfile,
  TRequestAccountDeletionResponse,
} from '@portal/contracts/profile';
import type { z } from 'zod/mini';
import type { ZRequestAccountDeletionRequest, ZUpdateProfileRequest } from '@portal/contracts/profile';
import type { Caller } from '../../lib/caller';
import { AppError, unauthenticated, validationFailed } from '../../lib/errors';
import { findPasswordProblems } from '../../lib/password-denylist';
import type { PasswordHasher } from '../../lib/passwords';
import type { ClientContext } from '../../lib/client-context';
import type { MailDispatcher } from '../email/mail-dispatcher';
import type { StepUp } from '../identity/sessions/step-up';
import { renderPasswordChangedEmail } from '../email/templates/password-changed-email';
import { toMemberProfile } from '../members/member-profile';
import type { MembersRepository } from '../members/members-repository';
import type { ProfileChanges, ProfileRepository } from './profile-repository';
import { getEmailLocale } from '../email/templates/email-layout';

const SESSION_ENDED = 'Your session has ended. Sign in again.';

export interface ProfileService {
  getProfile(caller: Caller): Promise<TMemberProfile>;
  updateProfile(caller: Caller, changes: z.output<typeof ZUpdateProfileRequest>): Promise<TMemberProfile>;
  updateNotificationPreferences(caller: Caller, preferences: TNotificationPreferences): Promise<TMemberProfile>;
  changePassword(
    caller: Caller,
    input: { request: TChangePasswordRequest; context: ClientContext },
  ): Promise<TChangePasswordResponse>;
  requestDeletion(
    caller: Caller,
    input: { request: z.output<typeof ZRequestAccountDeletionRequest>; context: ClientContext },
  ): Promise<TRequestAccountDeletionResponse>;
}

export function createProfileService(deps: {
  repository: ProfileRepository;
  members: Pick<MembersRepository, 'findProfile'>;
  passwords: Pick<PasswordHasher, 'hash' | 'verify'>;
  mail: Pick<MailDispatcher, 'sendInBackground'>;
  getPublicUrl: (tenantKey: string) => string;
  /** The account's other sessions (a password change) or all of them (a deletion request) were revoked. */
  onSessionsRevoked: (accountId: string) => void;
  /** The member's stored profile changed: memoised copies of it go. */
  onMemberChanged: (accountId: string) => void;
  /** Deleting the account needs a recent proof (the password change carries its own: the current password). */
  stepUp: Pick<StepUp, 'requireRecent'>;
}): ProfileService {
  const { repository, members, passwords } = deps;

  async function findStored(tenantId: string, accountId: string) {
    const row = await members.findProfile(tenantId, accountId);
    if (!row) throw unauthenticated(SESSION_ENDED);
    return row;
  }

  async function readProfile(tenantId: string, accountId: string): Promise<TMemberProfile> {
    return toMemberProfile(await findStored(tenantId, accountId));
  }

  async function applyChanges(tenantId: string, accountId: string, changes: ProfileChanges): Promise<TMemberProfile> {
    if (!(await repository.updateProfile(tenantId, accountId, changes))) throw unauthenticated(SESSION_ENDED);
    deps.onMemberChanged(accountId);
    return readProfile(tenantId, accountId);
  }

  return {
    async getProfile({ tenant, account }) {
      return readProfile(tenant.id, account.id);
    },

    async updateProfile({ tenant, account }, changes) {
      const update: ProfileChanges = {};
      if (changes.first_name !== undefined) update.firstName = changes.first_name;
      if (changes.last_name !== undefined) update.lastName = changes.last_name;
      if (changes.preferred_name !== undefined) update.preferredName = changes.preferred_name;
      if (changes.date_of_birth !== undefined) update.dateOfBirth = changes.date_of_birth;
      if (changes.phone !== undefined) update.phone = changes.phone;
      if (changes.preferred_language !== undefined) update.preferredLanguage = changes.preferred_language;
      if (changes.analytics_enabled !== undefined) update.analyticsEnabled = changes.analytics_enabled;
      return applyChanges(tenant.id, account.id, update);
    },

    async updateNotificationPreferences({ tenant, account }, preferences) {
      return applyChanges(tenant.id, account.id, {
        emailNews: preferences.email_news,
        emailReminders: preferences.email_reminders,
        pushReminders: preferences.push_reminders,
        // Left out by an app older than the preference: it stays as stored.
        ...(preferences.push_news === undefined ? {} : { pushNews: preferences.push_news }),
      });
    },

    async changePassword({ tenant, account, sessionId }, { request, context }) {
      const [storedHash, member] = await Promise.all([
        repository.findPasswordHash(tenant.id, account.id),
        findStored(tenant.id, account.id),
      ]);
      if (!storedHash) throw unauthenticated(SESSION_ENDED);
      if (!(await passwords.verify(storedHash, request.current_password))) {
        throw validationFailed(CURRENT_PASSWORD_WRONG_MESSAGE, 'current_password');
      }
      if (request.new_password === request.current_password) {
        throw passwordRejectedOn(PASSWORD_UNCHANGED_MESSAGE);
      }
      const [problem] = findPasswordProblems(request.new_password, {
        email: account.email,
        firstName: member.firstName,
        lastName: member.lastName,
      });
      if (problem) throw passwordRejectedOn(problem);

      const revoked = await repository.changePassword({
        tenantId: tenant.id,
        accountId: account.id,
        keepSessionId: sessionId,
        previousHash: storedHash,
        passwordHash: await passwords.hash(request.new_password),
        context,
      });
      // Another change of the same account got there first: this one's "current" password is no longer current.
      if (!revoked) throw validationFailed(CURRENT_PASSWORD_WRONG_MESSAGE, 'current_password');
      deps.onSessionsRevoked(account.id);
      deps.mail.sendInBackground({
        sender: tenant.brand,
        to: account.email,
        ...renderPasswordChangedEmail({
          brand: tenant.brand,
          publicUrl: deps.getPublicUrl(tenant.key),
          locale: getEmailLocale(member.preferredLanguage),
          changedAt: new Date(),
          recipientName: member.preferredName ?? member.firstName,
        }),
      });
      return { message: PASSWORD_CHANGED_MESSAGE };
    },

    async requestDeletion(caller, { request, context }) {
      const { tenant, account } = caller;
      await deps.stepUp.requireRecent(caller);
      const stored = await repository.requestDeletion({
        tenantId: tenant.id,
        accountId: account.id,
        reason: request.reason ?? null,
        context,
      });
      deps.onSessionsRevoked(account.id);
      return { id: stored.id, status: 'requested', message: DELETION_REQUESTED_MESSAGE };
    },
  };
}

/** The policy's refusal, on the field the form shows it under. */
function passwordRejectedOn(message: string): AppError {
  return new AppError(ACCOUNT_LIFECYCLE_ERROR_CODES.passwordRejected, message, 'new_password');
}
