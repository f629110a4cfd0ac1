import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, sessions } from '../../db/schema';
import type { AuditEvent } from '../audit/audit-repository';
import { insertAuditEvent } from '../audit/audit-repository';
import { removeSessionDevices } from '../devices/devices-repository';

/** Whose sessions: an account of a tenant. */
interface SessionOwner {
  tenantId: string;
  accountId: string;
}

const isLive = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));
const ownedBy = ({ tenantId, accountId }: SessionOwner) =>
  and(eq(sessions.tenantId, tenantId), eq(sessions.accountId, accountId));

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

    /** The account's live sessions, most recently used first. */
    listLiveSessions(owner: SessionOwner) {
      return db
        .select({
          id: sessions.id,
          applicationType: sessions.applicationType,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(ownedBy(owner), isLive()))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt), desc(sessions.id));
    },

    /** Marks a session used now, unless it was marked less than `withinMs` ago (another instance may have). */
    async touchSession(sessionId: string, tenantId: string, withinMs: number): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.tenantId, tenantId),
            isNull(sessions.revokedAt),
            lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${withinMs / 1000})`),
          ),
        );
    },

    /**
     * Ends live sessions of the account, with their phones' registrations and one `signed_out` event, in
     * one transaction: `only` one of them, or all but `except`. Returns the ended ids.
     */
    endSessions(
      owner: SessionOwner,
      which: { only: string } | { except: string },
      audit: Pick<AuditEvent, 'context'>,
    ): Promise<string[]> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              ownedBy(owner),
              isLive(),
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
          details: 'only' in which ? { session_id: which.only } : { other_sessions_ended: rows.length },
        });
        return rows.map(({ id }) => id);
      });
    },
  };
}
export type AuthorizationRepository = ReturnType<typeof createAuthorizationRepository>;
export type SessionAccount = NonNullable<Awaited<ReturnType<AuthorizationRepository['findSessionAccount']>>>;
