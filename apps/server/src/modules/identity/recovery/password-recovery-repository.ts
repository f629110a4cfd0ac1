import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { accounts, members, passwordResetTokens } from '../../../db/schema';
import type { ClientContext } from '../../../lib/client-context';
import { insertAuditEvent } from '../../audit-log/audit-log-repository';
import { replacePassword } from '../passwords/password-repository';

export function createPasswordRecoveryRepository(db: Database) {
  return {
    /** Only active accounts can recover a password; invited ones confirm their invitation instead. */
    async findActiveAccountByEmail(tenantId: string, email: string) {
      const [row] = await db
        .select({
          id: accounts.id,
          email: accounts.email,
          firstName: members.firstName,
          preferredLanguage: members.preferredLanguage,
        })
        .from(accounts)
        .leftJoin(members, eq(members.accountId, accounts.id))
        .where(and(eq(accounts.tenantId, tenantId), eq(accounts.email, email), eq(accounts.status, 'active')))
        .limit(1);
      return row;
    },

    /**
     * Stores a new reset token and records the request. Older open links stay valid until they expire
     * or one of them is used: emails can arrive out of order, so voiding them here could leave the
     * newest email in the inbox holding a dead link (and an attacker asking many times could cause it).
     */
    async createResetToken(input: {
      tenantId: string;
      accountId: string;
      tokenHash: string;
      expiresAt: Date;
      context: ClientContext;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(passwordResetTokens).values({
          tenantId: input.tenantId,
          accountId: input.accountId,
          tokenHash: input.tokenHash,
          expiresAt: input.expiresAt,
        });
        await insertAuditEvent(tx, {
          tenantId: input.tenantId,
          accountId: input.accountId,
          event: 'reset_requested',
          context: input.context,
        });
      });
    },

    /** A request for an unknown address is recorded too (without an account), which also evens out the timing. */
    async recordUnknownResetRequest(tenantId: string, context: ClientContext): Promise<void> {
      await insertAuditEvent(db, { tenantId, accountId: null, event: 'reset_requested', context });
    },

    async findResetToken(tenantId: string, tokenHash: string) {
      const [row] = await db
        .select({
          id: passwordResetTokens.id,
          accountId: accounts.id,
          email: accounts.email,
          firstName: members.firstName,
          lastName: members.lastName,
          preferredLanguage: members.preferredLanguage,
          usedAt: passwordResetTokens.usedAt,
          voidedAt: passwordResetTokens.voidedAt,
          isExpired: sql<boolean>`${passwordResetTokens.expiresAt} <= now()`,
        })
        .from(passwordResetTokens)
        .innerJoin(
          accounts,
          and(
            eq(accounts.id, passwordResetTokens.accountId),
            eq(accounts.tenantId, passwordResetTokens.tenantId),
            eq(accounts.status, 'active'),
          ),
        )
        .leftJoin(members, eq(members.accountId, accounts.id))
        .where(and(eq(passwordResetTokens.tenantId, tenantId), eq(passwordResetTokens.tokenHash, tokenHash)))
        .limit(1);
      return row;
    },

    /**
     * In one transaction: consumes the token (only if still unused and
     * unexpired, so of two concurrent submits exactly one gets here), voids
     * the account's other open links, sets
     * the password, ends any sign-in throttle on the account's email, revokes
     * every live session and records the change.
     * Returns the revoked session ids, or undefined when the token was
     * already gone.
     */
    resetPassword(input: {
      tenantId: string;
      tokenId: string;
      accountId: string;
      passwordHash: string;
      context: ClientContext;
    }): Promise<string[] | undefined> {
      return db.transaction(async (tx) => {
        const consumed = await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordResetTokens.id, input.tokenId),
              eq(passwordResetTokens.tenantId, input.tenantId),
              isNull(passwordResetTokens.usedAt),
              isNull(passwordResetTokens.voidedAt),
              sql`${passwordResetTokens.expiresAt} > now()`,
            ),
          )
          .returning({ id: passwordResetTokens.id });
        if (consumed.length === 0) return undefined;
        // Used: every other open link of the account stops working.
        await tx
          .update(passwordResetTokens)
          .set({ voidedAt: sql`now()` })
          .where(
            and(
              eq(passwordResetTokens.accountId, input.accountId),
              eq(passwordResetTokens.tenantId, input.tenantId),
              isNull(passwordResetTokens.usedAt),
              isNull(passwordResetTokens.voidedAt),
            ),
          );
        // Signed out everywhere: whoever knew the old password is out.
        return (await replacePassword(tx, input, { hash: input.passwordHash, context: input.context })) ?? [];
      });
    },
  };
}
export type PasswordRecoveryRepository = ReturnType<typeof createPasswordRecoveryRepository>;
