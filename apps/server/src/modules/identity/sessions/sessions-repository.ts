import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { accounts, sessions } from '../../../db/schema';
import type { AuditEvent } from '../../audit-log/audit-log-repository';
import { endSessionsNow, isLiveSession, sessionOwnedBy } from './end-sessions';
import type { EndingSessions } from './end-sessions';
import type { SessionOwner } from './end-sessions';

export function createSessionsRepository(db: Database) {
  // The hot path of every signed-in screen: one indexed query, prepared once, reading only who is calling.
  const findSessionAccount = db
    .select({
      sessionId: sessions.id,
      accountId: accounts.id,
      email: accounts.email,
      role: accounts.role,
      companyId: accounts.companyId,
      lastSeenAt: sessions.lastSeenAt,
      twoStepSetupRequired: sessions.twoStepSetupRequired,
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

    /** The account's live sessions used within the idle minutes, most recently used first. */
    listLiveSessions(owner: SessionOwner, idleMinutes: number) {
      return db
        .select({
          id: sessions.id,
          applicationType: sessions.applicationType,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(
          and(
            sessionOwnedBy(owner),
            isLiveSession(),
            gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`),
          ),
        )
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

    /** See end-sessions.ts. */
    endSessions: (owner: SessionOwner, which: EndingSessions, audit: Pick<AuditEvent, 'context' | 'details'>) =>
      endSessionsNow(db, owner, which, audit),
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
export type SessionAccount = NonNullable<Awaited<ReturnType<SessionsRepository['findSessionAccount']>>>;
