import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';

/**
 * Revokes every live session of an account (a reset, a password change, a deletion request), except
 * the one named in `exceptSessionId`. Pass the transaction that makes the change, so the sessions end
 * exactly when it commits. Returns the revoked ids, for evicting them from the session cache.
 */
export async function revokeAccountSessions(
  db: Pick<Database, 'update'>,
  scope: { tenantId: string; accountId: string; exceptSessionId?: string },
): Promise<string[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.accountId, scope.accountId),
        eq(sessions.tenantId, scope.tenantId),
        isNull(sessions.revokedAt),
        scope.exceptSessionId ? ne(sessions.id, scope.exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return revoked.map((row) => row.id);
}
