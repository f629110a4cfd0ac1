import { and, desc, eq, exists, lte, ne, sql } from 'drizzle-orm';
import { OPERATORS_TENANT_KEY } from '@portal/contracts/operator-console';
import type { PushKind } from '@portal/contracts/devices';
import type { Database } from '../../db/client';
import { accounts, devices, members, pushSends, questionnaireResponses, tenants } from '../../db/schema';

/** A member to notify: an active account of the tenant with at least one registered phone. */
export interface PushRecipient {
  accountId: string;
  preferredLanguage: string | null;
}

export interface ReminderCandidate extends PushRecipient {
  /** The member's latest questionnaire result. */
  responseId: string;
  answeredAt: Date;
}

/** Claims are written in slices of this many rows (PostgreSQL takes at most 65,535 parameters). */
const CLAIM_SLICE = 1000;

export function createPushRepository(db: Database) {
  const hasDevice = (accountId: typeof accounts.id) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(devices)
        .where(and(eq(devices.accountId, accountId), eq(devices.tenantId, accounts.tenantId))),
    );

  return {
    /** Every active programme (the reminder job visits each): a suspended one's members are left in peace. */
    listTenants(): Promise<{ id: string; key: string }[]> {
      return db
        .select({ id: tenants.id, key: tenants.key })
        .from(tenants)
        .where(and(eq(tenants.status, 'active'), ne(tenants.key, OPERATORS_TENANT_KEY)))
        .orderBy(tenants.key);
    },

    /** Members of the tenant with a phone registered who keep article notifications on. */
    findArticleRecipients(tenantId: string): Promise<PushRecipient[]> {
      return db
        .select({ accountId: accounts.id, preferredLanguage: members.preferredLanguage })
        .from(accounts)
        .leftJoin(members, eq(members.accountId, accounts.id))
        .where(
          and(
            eq(accounts.tenantId, tenantId),
            eq(accounts.status, 'active'),
            sql`coalesce(${members.pushNews}, true)`,
            hasDevice(accounts.id),
          ),
        );
    },

    /**
     * Members of the tenant with a phone registered who keep reminders on and whose latest questionnaire
     * result was answered at or before `answeredBefore`.
     */
    findReminderCandidates(tenantId: string, answeredBefore: Date): Promise<ReminderCandidate[]> {
      const latest = db
        .selectDistinctOn([questionnaireResponses.accountId], {
          accountId: questionnaireResponses.accountId,
          responseId: questionnaireResponses.id,
          answeredAt: questionnaireResponses.answeredAt,
        })
        .from(questionnaireResponses)
        .where(eq(questionnaireResponses.tenantId, tenantId))
        .orderBy(
          questionnaireResponses.accountId,
          desc(questionnaireResponses.answeredAt),
          desc(questionnaireResponses.id),
        )
        .as('latest');
      return db
        .select({
          accountId: accounts.id,
          preferredLanguage: members.preferredLanguage,
          responseId: latest.responseId,
          answeredAt: latest.answeredAt,
        })
        .from(latest)
        .innerJoin(accounts, and(eq(accounts.id, latest.accountId), eq(accounts.tenantId, tenantId)))
        .leftJoin(members, eq(members.accountId, accounts.id))
        .where(
          and(
            eq(accounts.status, 'active'),
            sql`coalesce(${members.pushReminders}, true)`,
            lte(latest.answeredAt, answeredBefore),
            hasDevice(accounts.id),
          ),
        );
    },

    /**
     * Claims a notification for each member, once: the members it was not yet claimed for come back (the
     * ones another run, another instance, already claimed do not). Only the claimed are sent to.
     */
    async claim(
      tenantId: string,
      kind: PushKind,
      entries: readonly { accountId: string; subject: string }[],
    ): Promise<{ accountId: string; subject: string }[]> {
      const claimed: { accountId: string; subject: string }[] = [];
      for (let start = 0; start < entries.length; start += CLAIM_SLICE) {
        const slice = entries.slice(start, start + CLAIM_SLICE);
        claimed.push(
          ...(await db
            .insert(pushSends)
            .values(slice.map((entry) => ({ tenantId, kind, accountId: entry.accountId, subject: entry.subject })))
            .onConflictDoNothing()
            .returning({ accountId: pushSends.accountId, subject: pushSends.subject })),
        );
      }
      return claimed;
    },

    /** Records how many of the member's phones took the notification. */
    async recordDelivered(claim: { accountId: string; kind: PushKind; subject: string }, devicesDelivered: number) {
      await db
        .update(pushSends)
        .set({ deliveredDevices: devicesDelivered })
        .where(
          and(
            eq(pushSends.accountId, claim.accountId),
            eq(pushSends.kind, claim.kind),
            eq(pushSends.subject, claim.subject),
          ),
        );
    },
  };
}
export type PushRepository = ReturnType<typeof createPushRepository>;
