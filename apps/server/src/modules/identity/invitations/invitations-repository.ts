import { TransactionRollbackError, and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TRole } from '@portal/contracts/accounts';
import type { TPreferredLanguage } from '@portal/contracts/profile';
import { isUuid } from '@portal/contracts/ids';
import type { Database } from '../../../db/client';
import { accounts, companies, invitations, members, sessions } from '../../../db/schema';
import type { ClientContext } from '../../../lib/client-context';
import { insertAuditEvent } from '../../audit-log/audit-log-repository';
import { issueInvitation } from './issue-invitation';
import type { NewSession } from '../sign-in/sign-in-repository';
import { writePassword } from '../passwords/password-repository';

export type CompanyRef = { id: string } | { name: string };

const inviters = alias(members, 'inviters');

export function createInvitationsRepository(db: Database) {
  return {
    async findCompany(tenantId: string, company: CompanyRef) {
      // Not a uuid: no such company (and no cast error from the database).
      if ('id' in company && !isUuid(company.id)) return undefined;
      const [row] = await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(
          and(
            eq(companies.tenantId, tenantId),
            'id' in company ? eq(companies.id, company.id) : eq(companies.name, company.name),
          ),
        )
        .limit(1);
      return row;
    },

    async findAccountStatus(tenantId: string, email: string) {
      const [row] = await db
        .select({ status: accounts.status })
        .from(accounts)
        .where(and(eq(accounts.tenantId, tenantId), eq(accounts.email, email)))
        .limit(1);
      return row?.status;
    },

    /**
     * Creates the invited account and its member row (or refreshes an
     * invited one), voids its earlier invitations, stores the new one and
     * records `invited`, all at once. An account that is already active or
     * disabled is left alone: its status is returned instead.
     */
    createInvitation(input: {
      tenantId: string;
      companyId: string;
      email: string;
      role: TRole;
      firstName: string | null;
      lastName: string | null;
      /** Null keeps what an earlier invitation stored. */
      preferredLanguage: TPreferredLanguage | null;
      tokenHash: string;
      expiresAt: Date;
      invitedBy: string | null;
      context: ClientContext;
    }) {
      return db.transaction(async (tx) => {
        await tx
          .insert(accounts)
          .values({
            tenantId: input.tenantId,
            companyId: input.companyId,
            email: input.email,
            passwordHash: null,
            role: input.role,
            status: 'invited',
          })
          .onConflictDoNothing({ target: [accounts.tenantId, accounts.email] });
        // Locks the row, so a concurrent confirmation or invitation waits for this one.
        const [account] = await tx
          .select({ id: accounts.id, status: accounts.status })
          .from(accounts)
          .where(and(eq(accounts.tenantId, input.tenantId), eq(accounts.email, input.email)))
          .for('update');
        if (!account) throw new Error('The invited account is missing after insert.');
        if (account.status !== 'invited') return { kind: 'exists' as const, status: account.status };

        await tx
          .update(accounts)
          .set({ companyId: input.companyId, role: input.role, updatedAt: sql`now()` })
          .where(eq(accounts.id, account.id));
        // Names given now replace earlier ones; names left out keep what an earlier invitation said.
        const [member] = await tx
          .insert(members)
          .values({
            accountId: account.id,
            firstName: input.firstName,
            lastName: input.lastName,
            preferredLanguage: input.preferredLanguage,
          })
          .onConflictDoUpdate({
            target: members.accountId,
            set: {
              firstName: sql`coalesce(excluded.first_name, ${members.firstName})`,
              lastName: sql`coalesce(excluded.last_name, ${members.lastName})`,
              preferredLanguage: sql`coalesce(excluded.preferred_language, ${members.preferredLanguage})`,
            },
          })
          .returning({
            firstName: members.firstName,
            lastName: members.lastName,
            preferredLanguage: members.preferredLanguage,
          });
        await issueInvitation(tx, {
          tenantId: input.tenantId,
          accountId: account.id,
          tokenHash: input.tokenHash,
          expiresAt: input.expiresAt,
          invitedBy: input.invitedBy,
          event: 'invited',
          context: input.context,
        });
        return {
          kind: 'invited' as const,
          accountId: account.id,
          firstName: member?.firstName ?? null,
          lastName: member?.lastName ?? null,
          preferredLanguage: member?.preferredLanguage ?? null,
        };
      });
    },

    async findInvitation(tenantId: string, tokenHash: string) {
      const [row] = await db
        .select({
          id: invitations.id,
          accountId: accounts.id,
          email: accounts.email,
          firstName: members.firstName,
          lastName: members.lastName,
          preferredLanguage: members.preferredLanguage,
          companyName: companies.name,
          invitedBy: invitations.invitedBy,
          inviterFirstName: inviters.firstName,
          inviterLastName: inviters.lastName,
          expiresAt: invitations.expiresAt,
          usedAt: invitations.usedAt,
          voidedAt: invitations.voidedAt,
          isExpired: sql<boolean>`${invitations.expiresAt} <= now()`,
        })
        .from(invitations)
        .innerJoin(
          accounts,
          and(
            eq(accounts.id, invitations.accountId),
            eq(accounts.tenantId, invitations.tenantId),
            eq(accounts.status, 'invited'),
          ),
        )
        .innerJoin(companies, eq(companies.id, accounts.companyId))
        .leftJoin(members, eq(members.accountId, accounts.id))
        .leftJoin(inviters, eq(inviters.accountId, invitations.invitedBy))
        .where(and(eq(invitations.tenantId, tenantId), eq(invitations.tokenHash, tokenHash)))
        .limit(1);
      return row;
    },

    /**
     * Consumes the invitation with one conditional UPDATE (unused, not
     * voided, not expired), so of two concurrent confirmations exactly one
     * passes; then activates the account, sets the names, opens the session
     * and records `activated`. False when the invitation was already gone.
     */
    confirmInvitation(input: {
      tenantId: string;
      invitationId: string;
      accountId: string;
      passwordHash: string;
      firstName: string;
      lastName: string;
      session: NewSession;
      context: ClientContext;
    }): Promise<boolean> {
      const confirming = db.transaction(async (tx) => {
        const consumed = await tx
          .update(invitations)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(invitations.id, input.invitationId),
              eq(invitations.tenantId, input.tenantId),
              isNull(invitations.usedAt),
              isNull(invitations.voidedAt),
              sql`${invitations.expiresAt} > now()`,
            ),
          )
          .returning({ id: invitations.id });
        if (consumed.length === 0) return false;
        const activated = await writePassword(tx, input, { hash: input.passwordHash, activate: true });
        // No longer invited (disabled meanwhile): undo the consumption too.
        if (!activated) tx.rollback();
        await tx
          .insert(members)
          .values({ accountId: input.accountId, firstName: input.firstName, lastName: input.lastName })
          .onConflictDoUpdate({
            target: members.accountId,
            set: { firstName: input.firstName, lastName: input.lastName },
          });
        await tx.insert(sessions).values(input.session);
        await insertAuditEvent(tx, {
          tenantId: input.tenantId,
          accountId: input.accountId,
          event: 'activated',
          context: input.context,
        });
        return true;
      });
      return confirming.catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return false;
        throw error;
      });
    },

    /**
     * Voids an expired, unused invitation and stores its replacement, only if
     * it is still in that state (a second renewal of the same link finds it
     * voided). False when it was not.
     */
    renewInvitation(input: {
      tenantId: string;
      invitationId: string;
      accountId: string;
      tokenHash: string;
      expiresAt: Date;
      context: ClientContext;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const voided = await tx
          .update(invitations)
          .set({ voidedAt: sql`now()` })
          .where(
            and(
              eq(invitations.id, input.invitationId),
              eq(invitations.tenantId, input.tenantId),
              isNull(invitations.usedAt),
              isNull(invitations.voidedAt),
              sql`${invitations.expiresAt} <= now()`,
            ),
          )
          .returning({ invitedBy: invitations.invitedBy });
        const [old] = voided;
        if (!old) return false;
        // Any other open invitation of the account goes too: one working link at a time.
        await issueInvitation(tx, {
          tenantId: input.tenantId,
          accountId: input.accountId,
          tokenHash: input.tokenHash,
          expiresAt: input.expiresAt,
          invitedBy: old.invitedBy,
          event: 'invitation_renewed',
          actorAccountId: null,
          context: input.context,
        });
        return true;
      });
    },
  };
}
export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
