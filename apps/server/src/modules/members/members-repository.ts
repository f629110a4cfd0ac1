import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, companies, members } from '../../db/schema';

/**
 * Reads of a member's stored profile, for every module that needs a part of it: the caller carries who is
 * calling (identity, role, tenant), never the profile.
 */
export function createMembersRepository(db: Database) {
  // On every batch of analytics events that carries a member's token: two lookups by primary key.
  const findAnalyticsEnabled = db
    .select({ analyticsEnabled: members.analyticsEnabled })
    .from(accounts)
    .leftJoin(members, eq(members.accountId, accounts.id))
    .where(and(eq(accounts.id, sql.placeholder('accountId')), eq(accounts.tenantId, sql.placeholder('tenantId'))))
    .limit(1)
    .prepare('find_member_analytics_enabled');

  return {
    /** The account, its company and its member row (null fields for an account without one). */
    async findProfile(tenantId: string, accountId: string) {
      const [row] = await db
        .select({
          email: accounts.email,
          companyId: companies.id,
          companyName: companies.name,
          firstName: members.firstName,
          lastName: members.lastName,
          preferredName: members.preferredName,
          dateOfBirth: members.dateOfBirth,
          phone: members.phone,
          preferredLanguage: members.preferredLanguage,
          emailNews: members.emailNews,
          emailReminders: members.emailReminders,
          pushReminders: members.pushReminders,
          pushNews: members.pushNews,
          analyticsEnabled: members.analyticsEnabled,
          profilePictureName: members.profilePictureName,
          questionnaireAnswered: members.questionnaireAnswered,
        })
        .from(accounts)
        .innerJoin(companies, and(eq(companies.id, accounts.companyId), eq(companies.tenantId, accounts.tenantId)))
        .leftJoin(members, eq(members.accountId, accounts.id))
        .where(and(eq(accounts.id, accountId), eq(accounts.tenantId, tenantId)))
        .limit(1);
      return row;
    },

    /**
     * Whether the member lets the app send usage events: on for an account without a member row (the
     * column's default), off for an account this tenant does not have.
     */
    async isAnalyticsEnabled(tenantId: string, accountId: string): Promise<boolean> {
      const [row] = await findAnalyticsEnabled.execute({ accountId, tenantId });
      return row ? (row.analyticsEnabled ?? true) : false;
    },
  };
}
export type MembersRepository = ReturnType<typeof createMembersRepository>;
export type StoredMemberProfile = NonNullable<Awaited<ReturnType<MembersRepository['findProfile']>>>;
