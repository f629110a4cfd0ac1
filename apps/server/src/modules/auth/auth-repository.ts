import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, sessions } from '../../db/schema';
import type { AuditEvent } from '../audit/audit-repository';
import { insertAuditEvent } from '../audit/audit-repository';

export interface NewSession {
  id: string;
  accountId: string;
  tenantId: string;
  applicationType: string | null;
  expiresAt: Date;
}

export function createAuthRepository(db: Database) {
  return {
    async findAccountByEmail(tenantId: string, email: string) {
      const [row] = await db
        .select({ id: accounts.id, passwordHash: accounts.passwordHash, status: accounts.status })
        .from(accounts)
        .where(and(eq(accounts.tenantId, tenantId), eq(accounts.email, email)))
        .limit(1);
      return row;
    },
    /** The session and its `signed_in` event, together. */
    async createSession(session: NewSession, audit: Pick<AuditEvent, 'context'>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(sessions).values(session);
        await insertAuditEvent(tx, {
          tenantId: session.tenantId,
          accountId: session.accountId,
          event: 'signed_in',
          context: audit.context,
        });
      });
    },
    async recordEvent(event: AuditEvent): Promise<void> {
      await insertAuditEvent(db, event);
    },
    /**
     * Replaces a hash made with older parameters; only if it is still the one
     * that was verified, so a password changed meanwhile is never overwritten.
     */
    async replacePasswordHash(input: {
      accountId: string;
      tenantId: string;
      previousHash: string;
      newHash: string;
    }): Promise<boolean> {
      const rows = await db
        .update(accounts)
        .set({ passwordHash: input.newHash })
        .where(
          and(
            eq(accounts.id, input.accountId),
            eq(accounts.tenantId, input.tenantId),
            eq(accounts.passwordHash, input.previousHash),
          ),
        )
        .returning({ id: accounts.id });
      return rows.length > 0;
    },
    /** Revokes a live session and records `signed_out`; false when there was none to revoke. */
    revokeSession(sessionId: string, tenantId: string, accountId: string, audit: Pick<AuditEvent, 'context'>) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(sessions.id, sessionId),
              eq(sessions.tenantId, tenantId),
              eq(sessions.accountId, accountId),
              isNull(sessions.revokedAt),
              gt(sessions.expiresAt, sql`now()`),
            ),
          )
          .returning({ id: sessions.id });
        if (rows.length === 0) return false;
        await insertAuditEvent(tx, { tenantId, accountId, event: 'signed_out', context: audit.context });
        return true;
      });
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
