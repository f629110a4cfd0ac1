import {
  ADMIN_MEMBERS_PAGE_SIZE,
  ALREADY_DEACTIVATED_MESSAGE,
  DEACTIVATE_LAST_ADMIN_MESSAGE,
  DEACTIVATE_YOURSELF_MESSAGE,
  MEMBER_NOT_FOUND_MESSAGE,
  NOT_DEACTIVATED_MESSAGE,
  RESEND_NOT_INVITED_MESSAGE,
} from '@portal/contracts/admin-members';
import type {
  TAdminInvitation,
  TAdminMemberDetails,
  TAdminMemberSummary,
  TListAdminCompaniesResponse,
  TListAdminMembersResponse,
  ZListAdminMembersQuery,
} from '@portal/contracts/admin-members';
import { SELF_AUDIT_EVENTS } from '@portal/contracts/audit-log';
import type { TAuditActor, TListAuditResponse, ZListAuditQuery } from '@portal/contracts/audit-log';
import { isUuid } from '@portal/contracts/ids';
import type * as z from 'zod/mini';
import type { Caller } from '../../lib/caller';
import type { ClientContext } from '../../lib/client-context';
import { AppError, validationFailed } from '../../lib/errors';
import { ERROR_CODES } from '@portal/contracts/errors';
import { createSecureToken } from '../../lib/secure-token';
import type { InvitationsService } from '../identity/invitations/invitations-service';
import type { MembersRepository } from '../members/members-repository';
import type { AdminMembersRepository } from './admin-members-repository';

type MemberRow = NonNullable<Awaited<ReturnType<AdminMembersRepository['findMember']>>>;

const BAD_CURSOR_MESSAGE = 'That page link is not valid. Start from the first page.';

function notFound(): AppError {
  return new AppError(ERROR_CODES.notFound, MEMBER_NOT_FOUND_MESSAGE);
}

function conflict(message: string): AppError {
  return new AppError(ERROR_CODES.conflict, message);
}

function toSummary(row: MemberRow): TAdminMemberSummary {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    company: { id: row.companyId, name: row.companyName },
    role: row.role,
    status: row.status,
    employee_id: row.employeeId,
    created_at: row.createdAt.toISOString(),
  };
}

function encode(parts: string[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

function decode(value: string, length: number): string[] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === length && parsed.every((part) => typeof part === 'string')) {
      return parsed as string[];
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw validationFailed(BAD_CURSOR_MESSAGE, 'cursor');
}

function joinName(firstName: string | null, lastName: string | null): string | null {
  return [firstName, lastName].filter(Boolean).join(' ').trim() || null;
}

export function createAdminMembersService(deps: {
  repository: AdminMembersRepository;
  /** The inviting admin's name, for the invitation email. */
  members: Pick<MembersRepository, 'findProfile'>;
  invitations: Pick<InvitationsService, 'sendInvitationEmail'>;
  /** Called after a deactivation committed, so cached lookups of the revoked sessions end at once. */
  onSessionsRevoked: (accountId: string, sessionIds: string[]) => void;
  invitationTtlDays: number;
}) {
  const { repository } = deps;
  const ttlMs = deps.invitationTtlDays * 24 * 60 * 60_000;

  async function getMember(caller: Caller, accountId: string): Promise<TAdminMemberDetails> {
    if (!isUuid(accountId)) throw notFound();
    const row = await repository.findMember(caller.tenant.id, accountId);
    if (!row) throw notFound();
    const invitations = await repository.listInvitations(caller.tenant.id, accountId);
    return {
      ...toSummary(row),
      preferred_name: row.preferredName,
      relationship: row.relationship,
      updated_at: row.updatedAt.toISOString(),
      deactivated_at: row.deactivatedAt?.toISOString() ?? null,
      is_you: row.id === caller.account.id,
      invitations: invitations.map((invitation): TAdminInvitation => ({
        id: invitation.id,
        sent_at: invitation.createdAt.toISOString(),
        sent_by:
          invitation.inviterId && invitation.inviterEmail
            ? { id: invitation.inviterId, email: invitation.inviterEmail }
            : null,
        expires_at: invitation.expiresAt.toISOString(),
        used_at: invitation.usedAt?.toISOString() ?? null,
        voided_at: invitation.voidedAt?.toISOString() ?? null,
        state: invitation.usedAt ? 'used' : invitation.voidedAt ? 'voided' : invitation.isExpired ? 'expired' : 'open',
      })),
    };
  }

  return {
    getMember,

    async listCompanies(caller: Caller): Promise<TListAdminCompaniesResponse> {
      return { companies: await repository.listCompanies(caller.tenant.id) };
    },

    async listMembers(
      caller: Caller,
      query: z.output<typeof ZListAdminMembersQuery>,
    ): Promise<TListAdminMembersResponse> {
      const limit = query.limit ?? ADMIN_MEMBERS_PAGE_SIZE;
      const rows = await repository.listMembers({
        tenantId: caller.tenant.id,
        search: query.search || undefined,
        status: query.status || undefined,
        companyId: query.company || undefined,
        afterEmail: query.cursor ? decode(query.cursor, 1)[0] : undefined,
        limit,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        members: page.map(toSummary),
        next_cursor: rows.length > limit && last ? encode([last.email]) : null,
      };
    },

    /** A fresh link for a member who has not joined: the old one voided, the email in the outbox. */
    async resendInvitation(
      caller: Caller,
      input: { accountId: string; context: ClientContext },
    ): Promise<TAdminMemberDetails> {
      if (!isUuid(input.accountId)) throw notFound();
      const member = await repository.findMember(caller.tenant.id, input.accountId);
      if (!member) throw notFound();
      if (member.storedStatus !== 'invited') throw conflict(RESEND_NOT_INVITED_MESSAGE);
      const { token, hash } = createSecureToken();
      // Whole seconds, as the invitations module stores them: the email shows exactly what is stored.
      const expiresAt = new Date(Math.floor((Date.now() + ttlMs) / 1000) * 1000);
      const result = await repository.resendInvitation({
        tenantId: caller.tenant.id,
        accountId: member.id,
        actorAccountId: caller.account.id,
        tokenHash: hash,
        expiresAt,
        context: input.context,
      });
      if (!result) throw notFound();
      if (result === 'not-invited') throw conflict(RESEND_NOT_INVITED_MESSAGE);
      const inviter = await deps.members.findProfile(caller.tenant.id, caller.account.id);
      await deps.invitations.sendInvitationEmail({
        tenant: caller.tenant,
        to: member.email,
        token,
        expiresAt,
        recipientName: member.firstName,
        preferredLanguage: member.preferredLanguage,
        companyName: member.companyName,
        inviterName: inviter ? joinName(inviter.firstName, inviter.lastName) : null,
      });
      return getMember(caller, member.id);
    },

    /** Signs the member out everywhere at once; they cannot sign in until reactivated. */
    async deactivate(caller: Caller, input: { accountId: string; context: ClientContext }) {
      if (!isUuid(input.accountId)) throw notFound();
      if (input.accountId === caller.account.id) throw conflict(DEACTIVATE_YOURSELF_MESSAGE);
      const result = await repository.deactivate({
        tenantId: caller.tenant.id,
        accountId: input.accountId,
        actorAccountId: caller.account.id,
        context: input.context,
      });
      if (result.kind === 'not-found') throw notFound();
      if (result.kind === 'already') throw conflict(ALREADY_DEACTIVATED_MESSAGE);
      if (result.kind === 'last-admin') throw conflict(DEACTIVATE_LAST_ADMIN_MESSAGE);
      deps.onSessionsRevoked(input.accountId, result.sessionIds);
      return getMember(caller, input.accountId);
    },

    async reactivate(caller: Caller, input: { accountId: string; context: ClientContext }) {
      if (!isUuid(input.accountId)) throw notFound();
      const result = await repository.reactivate({
        tenantId: caller.tenant.id,
        accountId: input.accountId,
        actorAccountId: caller.account.id,
        context: input.context,
      });
      if (result.kind === 'not-found') throw notFound();
      if (result.kind === 'not-deactivated') throw conflict(NOT_DEACTIVATED_MESSAGE);
      return getMember(caller, input.accountId);
    },

    /** The tenant's audit log, newest first. */
    async listAudit(caller: Caller, query: z.output<typeof ZListAuditQuery>): Promise<TListAuditResponse> {
      const limit = query.limit ?? ADMIN_MEMBERS_PAGE_SIZE;
      let cursor: { at: string; id: string } | undefined;
      if (query.cursor) {
        const [at, id] = decode(query.cursor, 2) as [string, string];
        if (!isUuid(id) || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(at)) {
          throw validationFailed(BAD_CURSOR_MESSAGE, 'cursor');
        }
        cursor = { at, id };
      }
      const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
      const rows = await repository.listAudit({
        tenantId: caller.tenant.id,
        event: query.event || undefined,
        from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
        before: query.to ? dayAfter(query.to) : undefined,
        accountId: query.account || undefined,
        actorId: query.actor || undefined,
        email: query.email || undefined,
        cursor,
        limit,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        events: page.map((row) => {
          let actor: TAuditActor;
          if (row.actorId && row.actorEmail) actor = { kind: 'admin', account_id: row.actorId, email: row.actorEmail };
          else if (SELF_AUDIT_EVENTS.includes(row.event)) actor = { kind: 'member' };
          else actor = { kind: 'command_line' };
          return {
            id: row.id,
            at: new Date(row.at).toISOString(),
            event: row.event,
            actor,
            account: row.accountId && row.accountEmail ? { id: row.accountId, email: row.accountEmail } : null,
            details: row.details ?? null,
          };
        }),
        next_cursor: rows.length > limit && last ? encode([last.at, last.id]) : null,
      };
    },
  };
}

export type AdminMembersService = ReturnType<typeof createAdminMembersService>;
