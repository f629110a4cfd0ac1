import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';
import type { AuditEvent } from '../audit/audit-repository';
import { insertAuditEvent } from '../audit/audit-repository';
import { removeSessionDevices } from '../devices/devices-repository';

/** Whose sessions: an account of a tenant. */
export interface SessionOwner {
  tenantId: string;
  accountId: string;
}

export const isLiveSession = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));
export const sessionOwnedBy = ({ tenantId, accountId }: SessionOwner) =>
  and(eq(sessions.tenantId, tenantId), eq(sessions.accountId, accountId));

/**
 * Ends live sessions of the account, with their phones' registrations (no more notifications; the app
 * removes them too, but may be offline) and one `signed_out` event, in one transaction: `only` one of
 * them (a logout, or the member ending one from their list), or all but `except`. Returns the ended ids.
 */
export function endSessions(
  db: Database,
  owner: SessionOwner,
  which: { only: string } | { except: string },
  audit: Pick<AuditEvent, 'context' | 'details'>,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          sessionOwnedBy(owner),
          isLiveSession(),
          'only' in which ? eq(sessions.id, which.only) : ne(sessions.id, which.except),
        ),
      )
      .returning({ id: sessions.id });
    if (rows.length === 0) return [];
    for (const { id } of rows) await removeSessionDevices(tx, { tenantId: owner.tenantId, sessionId: id });
    await insertAuditEvent(tx, {
      tenantId: owner.tenantId,
      accountId: owner.accountId,
      event: 'signed_out',
      context: audit.context,
      details: {
        ...('only' in which ? { session_id: which.only } : { other_sessions_ended: rows.length }),
        ...audit.details,
      },
    });
    return rows.map(({ id }) => id);
  });
}
