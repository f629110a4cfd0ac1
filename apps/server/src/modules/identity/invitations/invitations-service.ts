import { randomUUID } from 'node:crypto';
import { NEW_INVITATION_SENT_MESSAGE } from '@portal/contracts/account-lifecycle';
import type {
  TConfirmInvitationRequest,
  TGenerateNewTokenResponse,
  TInviteMemberRequest,
  TInviteMemberResponse,
  TValidateTokenResponse,
} from '@portal/contracts/account-lifecycle';
import type { TRole } from '@portal/contracts/accounts';
import type { TPreferredLanguage } from '@portal/contracts/profile';
import type { TLoginResponse } from '@portal/contracts/auth';
import { sessionUserAgent } from '../sign-in/sign-in-repository';
import { ERROR_CODES } from '@portal/contracts/errors';
import type { AccessTokens } from '../../../lib/access-tokens';
import { getSessionExpiry } from '../../../lib/access-tokens';
import type { Caller, TenantRef } from '../../../lib/caller';
import type { ClientContext } from '../../../lib/client-context';
import { AppError, validationFailed } from '../../../lib/errors';
import { getLinkTokenState, passwordRejected, tokenExpired, tokenInvalid } from '../../../lib/link-tokens';
import { findPasswordProblems } from '../../../lib/password-denylist';
import type { PasswordHasher } from '../../../lib/passwords';
import { createSecureToken, hashToken } from '../../../lib/secure-token';
import type { MailDispatcher } from '../../email/mail-dispatcher';
import type { MembersRepository } from '../../members/members-repository';
import { getEmailLocale } from '../../email/templates/email-layout';
import { renderInvitationEmail } from '../../email/templates/invitation-email';
import type { CompanyRef, InvitationsRepository } from './invitations-repository';

export const INVITATION_INVALID_MESSAGE =
  'This invitation link is not valid or has already been used. If you have already set your password, sign in.';
export const INVITATION_EXPIRED_MESSAGE = 'This invitation has expired. You can ask for a new one.';
export const INVITATION_STILL_VALID_MESSAGE =
  'This invitation is still valid. Open the link in your invitation email to accept it.';
export const ACCOUNT_ALREADY_ACTIVE_MESSAGE =
  'An account with this email address is already active on this programme. They can sign in, or reset their password from the sign-in page.';
export const ACCOUNT_DISABLED_MESSAGE =
  'The account with this email address is disabled. Ask the operator to enable it instead of inviting it again.';
export const UNKNOWN_COMPANY_MESSAGE = 'That company is not part of this programme.';
export const ADMIN_ONLY_MESSAGE = 'Only an admin of this programme can invite members.';

export interface InviteMemberInput {
  tenant: TenantRef;
  company: CompanyRef;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  role?: TRole;
  /** The invited member's language; left out, what an earlier invitation stored, else English. */
  preferredLanguage?: TPreferredLanguage | null;
  /** The admin who invites; null from the command line. */
  inviter: { accountId: string; name: string | null } | null;
  context: ClientContext;
}

export interface InvitationsService {
  inviteMember(input: InviteMemberInput): Promise<TInviteMemberResponse>;
  /** An admin's call (the route admits admins only): the admin is named as the inviter. */
  inviteMemberAsAdmin(
    admin: Caller,
    input: { request: TInviteMemberRequest; context: ClientContext },
  ): Promise<TInviteMemberResponse>;
  validateInvitation(input: { tenant: TenantRef; token: string }): Promise<TValidateTokenResponse>;
  confirmInvitation(
    input: TConfirmInvitationRequest & { tenant: TenantRef; applicationType: string | null; context: ClientContext },
  ): Promise<TLoginResponse>;
  renewInvitation(input: {
    tenant: TenantRef;
    token: string;
    context: ClientContext;
  }): Promise<TGenerateNewTokenResponse>;
  /** Sends the email of an invitation stored elsewhere (an eligibility file's commit), after it committed. */
  sendInvitationEmail(input: InvitationEmail): Promise<void>;
}

/** An invitation's email: to whom, its link's token and expiry, and the names it shows. */
export interface InvitationEmail {
  tenant: TenantRef;
  to: string;
  token: string;
  expiresAt: Date;
  recipientName: string | null;
  /** The invited member's stored language. */
  preferredLanguage: string | null;
  companyName: string;
  inviterName: string | null;
}

function joinName(firstName: string | null, lastName: string | null): string | null {
  const name = [firstName, lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

export function createInvitationsService(deps: {
  repository: InvitationsRepository;
  /** The inviting admin's name, for the invitation email. */
  members: Pick<MembersRepository, 'findProfile'>;
  tokens: Pick<AccessTokens, 'sign' | 'ttlSeconds'>;
  passwords: Pick<PasswordHasher, 'hash'>;
  mail: Pick<MailDispatcher, 'send'>;
  getPublicUrl: (tenantKey: string) => string;
  invitationTtlDays: number;
  /** Whether the programme requires two-step sign-in of the account and it has none yet. */
  mustSetUpTwoStep: (owner: { tenantId: string; accountId: string }) => Promise<boolean>;
}): InvitationsService {
  const { repository, mail } = deps;
  const ttlMs = deps.invitationTtlDays * 24 * 60 * 60_000;

  async function sendInvitation(input: InvitationEmail) {
    await mail.send({
      sender: input.tenant.brand,
      to: input.to,
      ...renderInvitationEmail({
        brand: input.tenant.brand,
        publicUrl: deps.getPublicUrl(input.tenant.key),
        locale: getEmailLocale(input.preferredLanguage),
        token: input.token,
        expiresAt: input.expiresAt,
        recipientName: input.recipientName,
        companyName: input.companyName,
        inviterName: input.inviterName,
      }),
    });
  }

  /** The invitation behind a link, if it can still be used; the right error otherwise. */
  async function findUsableInvitation(tenantId: string, token: string) {
    const invitation = await repository.findInvitation(tenantId, hashToken(token));
    const state = getLinkTokenState(invitation);
    if (state === 'expired') throw tokenExpired(INVITATION_EXPIRED_MESSAGE);
    if (state === 'invalid' || !invitation) throw tokenInvalid(INVITATION_INVALID_MESSAGE);
    return invitation;
  }

  async function inviteMember(input: InviteMemberInput): Promise<TInviteMemberResponse> {
    const { tenant } = input;
    const company = await repository.findCompany(tenant.id, input.company);
    if (!company) throw validationFailed(UNKNOWN_COMPANY_MESSAGE, 'company');
    const { token, hash } = createSecureToken();
    // Whole seconds: what the response and the email show is exactly what is stored.
    const expiresAt = new Date(Math.floor((Date.now() + ttlMs) / 1000) * 1000);
    const result = await repository.createInvitation({
      tenantId: tenant.id,
      companyId: company.id,
      email: input.email,
      role: input.role ?? 'member',
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      preferredLanguage: input.preferredLanguage ?? null,
      tokenHash: hash,
      expiresAt,
      invitedBy: input.inviter?.accountId ?? null,
      context: input.context,
    });
    if (result.kind === 'exists') {
      throw new AppError(
        ERROR_CODES.conflict,
        result.status === 'disabled' ? ACCOUNT_DISABLED_MESSAGE : ACCOUNT_ALREADY_ACTIVE_MESSAGE,
        'email',
      );
    }
    await sendInvitation({
      tenant,
      to: input.email,
      token,
      expiresAt,
      recipientName: result.firstName,
      preferredLanguage: result.preferredLanguage,
      companyName: company.name,
      inviterName: input.inviter?.name ?? null,
    });
    return { email: input.email, expires_at: expiresAt.toISOString() };
  }

  return {
    inviteMember,
    sendInvitationEmail: sendInvitation,

    async inviteMemberAsAdmin({ tenant, account: admin }, { request, context }) {
      const inviter = await deps.members.findProfile(tenant.id, admin.id);
      return inviteMember({
        tenant,
        company: { id: request.company },
        email: request.email,
        firstName: request.first_name,
        lastName: request.last_name,
        role: request.role,
        preferredLanguage: request.preferred_language,
        inviter: { accountId: admin.id, name: inviter ? joinName(inviter.firstName, inviter.lastName) : null },
        context,
      });
    },

    async validateInvitation({ tenant, token }) {
      const invitation = await findUsableInvitation(tenant.id, token);
      return {
        email: invitation.email,
        first_name: invitation.firstName,
        last_name: invitation.lastName,
        company_name: invitation.companyName,
        brand_title: tenant.brand.title,
        invited_by: joinName(invitation.inviterFirstName, invitation.inviterLastName),
        expires_at: invitation.expiresAt.toISOString(),
      };
    },

    async confirmInvitation({ tenant, token, password, applicationType, context, ...names }) {
      const invitation = await findUsableInvitation(tenant.id, token);
      const firstName = names.first_name ?? invitation.firstName;
      const lastName = names.last_name ?? invitation.lastName;
      if (!firstName) throw validationFailed('Enter your first name.', 'first_name');
      if (!lastName) throw validationFailed('Enter your last name.', 'last_name');

      const [problem] = findPasswordProblems(password, { email: invitation.email, firstName, lastName });
      if (problem) throw passwordRejected(problem);

      const sessionId = randomUUID();
      const expiresAt = getSessionExpiry(deps.tokens.ttlSeconds);
      const isConfirmed = await repository.confirmInvitation({
        tenantId: tenant.id,
        invitationId: invitation.id,
        accountId: invitation.accountId,
        passwordHash: await deps.passwords.hash(password),
        firstName,
        lastName,
        session: {
          id: sessionId,
          accountId: invitation.accountId,
          tenantId: tenant.id,
          applicationType,
          userAgent: sessionUserAgent(context),
          expiresAt,
          factors: 1,
          // A programme that requires two-step sign-in has the new member set it up first.
          twoStepSetupRequired: await deps.mustSetUpTwoStep({ tenantId: tenant.id, accountId: invitation.accountId }),
        },
        context,
      });
      // Another submit of the same link got there first (or it expired while we hashed).
      if (!isConfirmed) throw tokenInvalid(INVITATION_INVALID_MESSAGE);
      const accessToken = await deps.tokens.sign(
        { sub: invitation.accountId, tid: tenant.key, jti: sessionId },
        expiresAt,
      );
      return { access_token: accessToken, token_type: 'Bearer', expires_in: deps.tokens.ttlSeconds };
    },

    async renewInvitation({ tenant, token, context }) {
      const invitation = await repository.findInvitation(tenant.id, hashToken(token));
      const state = getLinkTokenState(invitation);
      if (state === 'invalid' || !invitation) throw tokenInvalid(INVITATION_INVALID_MESSAGE);
      // Renewal is for expired links only; a working link stays the one to use.
      if (state === 'usable') throw new AppError(ERROR_CODES.conflict, INVITATION_STILL_VALID_MESSAGE);

      const fresh = createSecureToken();
      const expiresAt = new Date(Math.floor((Date.now() + ttlMs) / 1000) * 1000);
      const isRenewed = await repository.renewInvitation({
        tenantId: tenant.id,
        invitationId: invitation.id,
        accountId: invitation.accountId,
        tokenHash: fresh.hash,
        expiresAt,
        context,
      });
      if (!isRenewed) throw tokenInvalid(INVITATION_INVALID_MESSAGE);
      await sendInvitation({
        tenant,
        to: invitation.email,
        token: fresh.token,
        expiresAt,
        recipientName: invitation.firstName,
        preferredLanguage: invitation.preferredLanguage,
        companyName: invitation.companyName,
        inviterName: joinName(invitation.inviterFirstName, invitation.inviterLastName),
      });
      return { message: NEW_INVITATION_SENT_MESSAGE };
    },
  };
}
