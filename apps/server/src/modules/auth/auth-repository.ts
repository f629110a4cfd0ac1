import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, sessions } from '../../db/schema';

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
    async createSession(session: NewSession): Promise<void> {
      await db.insert(sessions).values(session);
    },
    /** Revokes a live session; false when there was none to revoke. */
    async revokeSession(sessionId: string, tenantId: string, accountId: string): Promise<boolean> {
      const rows = await db
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
      return rows.length > 0;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
