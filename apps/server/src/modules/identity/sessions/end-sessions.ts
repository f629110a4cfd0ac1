import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { devices, sessions } from '../../../db/schema';
import type { AuditEvent } from '../../audit-log/audit-log-repository';
import { insertAuditEvent } from '../../audit-log/audit-log-repository';
import { removeSessionDevices } from '../../devices/devices-repository';

/** Whose sessions: an account of a tenant. */
export interface SessionOwner {
  tenantId: string;
  accountId: string;
}

/** Which of the owner's live sessions end: one (a logout, one from the member's list), all but one, or all. */
export type EndingSessions = { only: string } | { except: string } | 'all';

export const isLiveSession = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));
export const sessionOwnedBy = ({ tenantId, accountId }: SessionOwner) =>
  and(eq(sessions.tenantId, tenantId), eq(sessions.accountId, accountId));

function chosen(which: EndingSessions) {
  if (which === 'all') return undefined;
  return 'only' in which ? eq(sessions.id, which.only) : ne(sessions.id, which.except);
}

/**
 * The one way sessions end. Marks them revoked and removes their phones' registrations (no more
 * notifications; the app removes them too, but may be offline). With `audit`, records one `signed_out`;
 * without, the caller's own event says why (a password changed, a deletion asked for). Pass the
 * transaction that makes the change, so the sessions end exactly when it commits. Returns the ended ids,
 * for evicting them from the session cache.
 */
export async function endSessions(
  tx: Pick<Database, 'update' | 'delete' | 'insert'>,
  owner: SessionOwner,
  which: EndingSessions,
  audit?: Pick<AuditEvent, 'context' | 'details'>,
): Promise<string[]> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(sessionOwnedBy(owner), isLiveSession(), chosen(which)))
    .returning({ id: sessions.id });
  if (rows.length === 0) return [];
  for (const { id } of rows) await removeSessionDevices(tx, { tenantId: owner.tenantId, sessionId: id });
  if (audit) {
    await insertAuditEvent(tx, {
      tenantId: owner.tenantId,
      accountId: owner.accountId,
      event: 'signed_out',
      context: audit.context,
      details: {
        ...(typeof which === 'object' && 'only' in which
          ? { session_id: which.only }
          : { other_sessions_ended: rows.length }),
        ...audit.details,
      },
    });
  }
  return rows.map(({ id }) => id);
}

/** `endSessions` in a transaction of its own: the change is the ending itself. */
export function endSessionsNow(
  db: Database,
  owner: SessionOwner,
  which: EndingSessions,
  audit: Pick<AuditEvent, 'context' | 'details'>,
): Promise<string[]> {
  return db.transaction((tx) => endSessions(tx, owner, which, audit));
}

/**
 * `endSessions` for many accounts at once, as one statement (an eligibility file's terminations): every
 * live session of the accounts `accountIds` selects, and their phones. Audited by the caller. Returns the
 * ended sessions with their accounts, for the session cache.
 */
export async function endSessionsOfAccounts(
  tx: Pick<Database, 'update' | 'delete'>,
  tenantId: string,
  accountIds: SQL,
): Promise<{ accountId: string; id: string }[]> {
  // A subquery: in parentheses, as `in` wants them.
  const selected = sql`(${accountIds})`;
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tenantId, tenantId), isLiveSession(), inArray(sessions.accountId, selected)))
    .returning({ accountId: sessions.accountId, id: sessions.id });
  if (rows.length > 0) {
    await tx.delete(devices).where(and(eq(devices.tenantId, tenantId), inArray(devices.accountId, selected)));
  }
  return rows;
}
