import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { accounts, appHandoffs, sessions } from '../../../db/schema';

export interface NewAppHandoff {
  codeHash: string;
  tenantId: string;
  accountId: string;
  challenge: string;
  expiresAt: Date;
}

export function createAppSignInRepository(db: Database) {
  return {
    /**
     * Stores a code for the caller's live session, with what the app's session will take of it (its
     * factors, last proof, end and set-up state); false when the session has ended.
     */
    async createHandoff(handoff: NewAppHandoff, session: { id: string }): Promise<boolean> {
      const [live] = await db
        .select({
          factors: sessions.factors,
          sessionVerifiedAt: sessions.verifiedAt,
          sessionExpiresAt: sessions.expiresAt,
          twoStepSetupRequired: sessions.twoStepSetupRequired,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.id, session.id),
            eq(sessions.tenantId, handoff.tenantId),
            eq(sessions.accountId, handoff.accountId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      if (!live) return false;
      await db.insert(appHandoffs).values({ ...handoff, ...live });
      return true;
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
            gt(appHandoffs.sessionExpiresAt, sql`now()`),
          ),
        )
        .returning({
          accountId: appHandoffs.accountId,
          challenge: appHandoffs.challenge,
          session: {
            factors: appHandoffs.factors,
            verifiedAt: appHandoffs.sessionVerifiedAt,
            expiresAt: appHandoffs.sessionExpiresAt,
            twoStepSetupRequired: appHandoffs.twoStepSetupRequired,
          },
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
