import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, companies, members, sessions } from '../../db/schema';

export function createAuthorizationRepository(db: Database) {
  // The hot path of every signed-in screen: one indexed query, prepared once.
  const findSessionAccount = db
    .select({
      sessionId: sessions.id,
      accountId: accounts.id,
      email: accounts.email,
      role: accounts.role,
      firstName: members.firstName,
      lastName: members.lastName,
      preferredName: members.preferredName,
      questionnaireAnswered: members.questionnaireAnswered,
      profilePictureName: members.profilePictureName,
      dateOfBirth: members.dateOfBirth,
      phone: members.phone,
      preferredLanguage: members.preferredLanguage,
      emailNews: members.emailNews,
      emailReminders: members.emailReminders,
      pushReminders: members.pushReminders,
      pushNews: members.pushNews,
      analyticsEnabled: members.analyticsEnabled,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(sessions)
    .innerJoin(accounts, and(eq(accounts.id, sessions.accountId), eq(accounts.tenantId, sessions.tenantId)))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .leftJoin(members, eq(members.accountId, accounts.id))
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
