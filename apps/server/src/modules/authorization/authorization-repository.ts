import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, sessions } from '../../db/schema';

export function createAuthorizationRepository(db: Database) {
  // The hot path of every signed-in screen: one indexed query, prepared once, reading only who is calling.
  const findSessionAccount = db
    .select({
      sessionId: sessions.id,
      accountId: accounts.id,
      email: accounts.email,
      role: accounts.role,
      companyId: accounts.companyId,
    })
    .from(sessions)
    .innerJoin(accounts, and(eq(accounts.id, sessions.accountId), eq(accounts.tenantId, sessions.tenantId)))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.tenantId, sql.placeholder('tenantId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(accounts.status, 'active'),
      ),
    )
    .limit(1)
    .prepare('find_session_account');

  return {
    /** The signed-in account behind a live (not revoked, not expired) session of this tenant. */
    async findSessionAccount(sessionId: string, tenantId: string) {
      const [row] = await findSessionAccount.execute({ sessionId, tenantId });
      return row;
    },
  };
}
export type AuthorizationRepository = ReturnType<typeof createAuthorizationRepository>;
export type SessionAccount = NonNullable<Awaited<ReturnType<AuthorizationRepository['findSessionAccount']>>>;
