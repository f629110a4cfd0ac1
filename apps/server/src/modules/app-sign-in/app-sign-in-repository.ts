import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, appHandoffs, sessions } from '../../db/schema';

export interface NewAppHandoff {
  codeHash: string;
  tenantId: string;
  accountId: string;
  challenge: string;
  factors: number;
  expiresAt: Date;
}

export function createAppSignInRepository(db: Database) {
  return {
    /** How many factors proved the live session (1 or 2); undefined when it has ended. */
    async findSessionFactors(sessionId: string, tenantId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ factors: sessions.factors })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.tenantId, tenantId), isNull(sessions.revokedAt)))
        .limit(1);
      return row?.factors;
    },

    async createHandoff(handoff: NewAppHandoff): Promise<void> {
      await db.insert(appHandoffs).values(handoff);
    },

    /**
     * Spends a live code of the tenant (once: of two requests, one gets it) whose account is still active;
     * the row is spent even when the verifier turns out wrong, so a stolen code is worth one guess.
     */
    async spendHandoff(codeHash: string, tenantId: string) {
      const [row] = await db
        .update(appHandoffs)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(appHandoffs.codeHash, codeHash),
            eq(appHandoffs.tenantId, tenantId),
            isNull(appHandoffs.usedAt),
            gt(appHandoffs.expiresAt, sql`now()`),
          ),
        )
        .returning({
          accountId: appHandoffs.accountId,
          challenge: appHandoffs.challenge,
          factors: appHandoffs.factors,
        });
      if (!row) return undefined;
      const [account] = await db
        .select({ id: accounts.id, email: accounts.email })
        .from(accounts)
        .where(and(eq(accounts.id, row.accountId), eq(accounts.tenantId, tenantId), eq(accounts.status, 'active')))
        .limit(1);
      return account ? { ...row, account } : undefined;
    },

    /** Deletes codes a day past their end (the maintenance job). */
    async purgeEndedHandoffs(): Promise<number> {
      const rows = await db
        .delete(appHandoffs)
        .where(lte(appHandoffs.expiresAt, sql`now() - interval '1 day'`))
        .returning({ id: appHandoffs.id });
      return rows.length;
    },
  };
}
export type AppSignInRepository = ReturnType<typeof createAppSignInRepository>;
