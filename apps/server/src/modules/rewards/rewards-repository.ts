import { and, count, desc, eq, gt, gte, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { TIncentivePlanInput } from '@portal/contracts/rewards';
import type { Database } from '../../db/client';
import {
  accounts,
  incentiveAlternatives,
  incentiveBalances,
  incentiveLedger,
  incentiveLevelsReached,
  incentivePlans,
  members,
  tenants,
} from '../../db/schema';
import type { AuditEvent } from '../audit-log/audit-log-repository';
import { insertAuditEvent } from '../audit-log/audit-log-repository';
import type { ContentCursor } from '../content/content-listing';
import type { Award, AwardOutcome, PlanRow } from './rewards-ledger';
import { findPlanOn, recordAward, recordAwardInPlan } from './rewards-ledger';

export type AlternativeRow = typeof incentiveAlternatives.$inferSelect;
type PlanFields = Pick<TIncentivePlanInput, 'starts_on' | 'ends_on'> & Pick<PlanRow, 'activities' | 'levels'>;

/** Every query names the tenant: a plan, a ledger row or a request is only ever its programme's. */
export function createRewardsRepository(db: Database) {
  return {
    findPlanOn: (tenantId: string, day: string) => findPlanOn(db, tenantId, day),

    async findPlan(tenantId: string, planId: string): Promise<PlanRow | undefined> {
      const [plan] = await db
        .select()
        .from(incentivePlans)
        .where(and(eq(incentivePlans.tenantId, tenantId), eq(incentivePlans.id, planId)))
        .limit(1);
      return plan;
    },

    /** Newest year first, each with how many members hold points in it. */
    async listPlans(tenantId: string) {
      return db
        .select({
          plan: incentivePlans,
          membersWithPoints: sql<number>`(select count(*)::int from ${incentiveBalances} where ${incentiveBalances.planId} = ${incentivePlans.id} and ${incentiveBalances.points} > 0)`,
        })
        .from(incentivePlans)
        .where(eq(incentivePlans.tenantId, tenantId))
        .orderBy(desc(incentivePlans.startsOn));
    },

    /**
     * Adds a year or changes one, unless its dates overlap another year of the programme: the tenant's
     * row is locked first, so two admins saving at once cannot both pass that check.
     */
    async savePlan(
      tenantId: string,
      planId: string | null,
      fields: PlanFields,
      audit: AuditEvent,
    ): Promise<{ kind: 'saved'; plan: PlanRow } | { kind: 'overlaps' } | { kind: 'not-found' }> {
      return db.transaction(async (tx) => {
        await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
        const [overlapping] = await tx
          .select({ id: incentivePlans.id })
          .from(incentivePlans)
          .where(
            and(
              eq(incentivePlans.tenantId, tenantId),
              planId ? ne(incentivePlans.id, planId) : undefined,
              lte(incentivePlans.startsOn, fields.ends_on),
              gte(incentivePlans.endsOn, fields.starts_on),
            ),
          )
          .limit(1);
        if (overlapping) return { kind: 'overlaps' as const };
        const values = {
          startsOn: fields.starts_on,
          endsOn: fields.ends_on,
          activities: fields.activities,
          levels: fields.levels,
        };
        const [plan] = planId
          ? await tx
              .update(incentivePlans)
              .set({ ...values, updatedAt: sql`now()` })
              .where(and(eq(incentivePlans.tenantId, tenantId), eq(incentivePlans.id, planId)))
              .returning()
          : await tx
              .insert(incentivePlans)
              .values({ tenantId, ...values })
              .returning();
        if (!plan) return { kind: 'not-found' as const };
        await insertAuditEvent(tx, { ...audit, details: { ...audit.details, plan_id: plan.id } });
        return { kind: 'saved' as const, plan };
      });
    },

    async findBalance(planId: string, accountId: string) {
      const [row] = await db
        .select({ points: incentiveBalances.points, celebratedPoints: incentiveBalances.celebratedPoints })
        .from(incentiveBalances)
        .where(and(eq(incentiveBalances.planId, planId), eq(incentiveBalances.accountId, accountId)))
        .limit(1);
      return row ?? { points: 0, celebratedPoints: 0 };
    },

    /** The level the app celebrated with the member; never lowered. */
    async markCelebrated(planId: string, accountId: string, points: number): Promise<void> {
      await db
        .update(incentiveBalances)
        .set({ celebratedPoints: sql`greatest(${incentiveBalances.celebratedPoints}, ${points})` })
        .where(and(eq(incentiveBalances.planId, planId), eq(incentiveBalances.accountId, accountId)));
    },

    /** A member's awards of each activity in the year: in all, since a day's start and since a month's start. */
    async countAwardsByActivity(planId: string, accountId: string, dayStart: Date, monthStart: Date) {
      return db
        .select({
          activityKey: incentiveLedger.activityKey,
          year: count(),
          today: sql<number>`count(*) filter (where ${incentiveLedger.awardedAt} >= ${dayStart.toISOString()})::int`,
          month: sql<number>`count(*) filter (where ${incentiveLedger.awardedAt} >= ${monthStart.toISOString()})::int`,
        })
        .from(incentiveLedger)
        .where(and(eq(incentiveLedger.planId, planId), eq(incentiveLedger.accountId, accountId)))
        .groupBy(incentiveLedger.activityKey);
    },

    /** The member's ledger in a year, newest first, a page after `cursor`. */
    async listLedger(planId: string, accountId: string, options: { cursor?: ContentCursor; limit: number }) {
      const { cursor } = options;
      return db
        .select({
          id: incentiveLedger.id,
          awardedAt: incentiveLedger.awardedAt,
          source: incentiveLedger.source,
          title: incentiveLedger.title,
          points: incentiveLedger.points,
          actorEmail: accounts.email,
        })
        .from(incentiveLedger)
        .leftJoin(accounts, eq(accounts.id, incentiveLedger.actorAccountId))
        .where(
          and(
            eq(incentiveLedger.planId, planId),
            eq(incentiveLedger.accountId, accountId),
            cursor
              ? or(
                  lt(incentiveLedger.awardedAt, new Date(cursor.at)),
                  and(eq(incentiveLedger.awardedAt, new Date(cursor.at)), lt(incentiveLedger.id, cursor.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(incentiveLedger.awardedAt), desc(incentiveLedger.id))
        .limit(options.limit);
    },

    /** Years before `day` with the member's points in each. */
    async listPastYears(tenantId: string, accountId: string, day: string) {
      return db
        .select({ plan: incentivePlans, points: sql<number>`coalesce(${incentiveBalances.points}, 0)` })
        .from(incentivePlans)
        .leftJoin(
          incentiveBalances,
          and(eq(incentiveBalances.planId, incentivePlans.id), eq(incentiveBalances.accountId, accountId)),
        )
        .where(and(eq(incentivePlans.tenantId, tenantId), lt(incentivePlans.endsOn, day)))
        .orderBy(desc(incentivePlans.startsOn))
        .limit(10);
    },

    /** An account of the programme (any role: admins earn too). */
    async findAccount(tenantId: string, accountId: string) {
      const [row] = await db
        .select({
          id: accounts.id,
          email: accounts.email,
          firstName: members.firstName,
          preferredLanguage: members.preferredLanguage,
        })
        .from(accounts)
        .leftJoin(members, eq(members.accountId, accounts.id))
        .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)))
        .limit(1);
      return row;
    },

    /** An award in a transaction of its own (an article read, a report, a challenge's result). */
    award: (award: Award): Promise<AwardOutcome> => db.transaction((tx) => recordAward(tx, award)),

    /** An admin's correction in a given year, audited with it. */
    adjust(plan: PlanRow, award: Award, audit: AuditEvent): Promise<AwardOutcome> {
      return db.transaction(async (tx) => {
        const outcome = await recordAwardInPlan(tx, plan, award);
        if (outcome.kind === 'awarded') await insertAuditEvent(tx, audit);
        return outcome;
      });
    },

    // — The reasonable alternative —

    /** A new request; undefined when one for the activity is already waiting. */
    async createAlternative(
      request: Pick<AlternativeRow, 'tenantId' | 'planId' | 'accountId' | 'activityKey' | 'reason'>,
      audit: AuditEvent,
    ): Promise<AlternativeRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(incentiveAlternatives).values(request).onConflictDoNothing().returning();
        if (row) await insertAuditEvent(tx, { ...audit, details: { ...audit.details, request_id: row.id } });
        return row;
      });
    },

    /** Requests with their members' names, newest first: a member's own, or the programme's queue. */
    async listAlternatives(tenantId: string, filter: { accountId?: string; pendingOnly?: boolean }) {
      return db
        .select({
          request: incentiveAlternatives,
          email: accounts.email,
          firstName: members.firstName,
          lastName: members.lastName,
        })
        .from(incentiveAlternatives)
        .innerJoin(accounts, eq(accounts.id, incentiveAlternatives.accountId))
        .leftJoin(members, eq(members.accountId, incentiveAlternatives.accountId))
        .where(
          and(
            eq(incentiveAlternatives.tenantId, tenantId),
            filter.accountId ? eq(incentiveAlternatives.accountId, filter.accountId) : undefined,
            filter.pendingOnly ? eq(incentiveAlternatives.status, 'pending') : undefined,
          ),
        )
        .orderBy(desc(incentiveAlternatives.requestedAt))
        .limit(200);
    },

    /**
     * Answers a waiting request (locked, so two admins cannot both answer it); approved with points,
     * they are awarded in the same transaction.
     */
    async decideAlternative(
      tenantId: string,
      requestId: string,
      decide: (row: AlternativeRow) => Partial<AlternativeRow> & { award?: Award },
      audit: AuditEvent,
    ): Promise<
      | { kind: 'decided'; row: AlternativeRow; outcome?: AwardOutcome }
      | { kind: 'not-found' }
      | { kind: 'decided-before' }
    > {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(incentiveAlternatives)
          .where(and(eq(incentiveAlternatives.tenantId, tenantId), eq(incentiveAlternatives.id, requestId)))
          .for('update');
        if (!row) return { kind: 'not-found' as const };
        if (row.status !== 'pending') return { kind: 'decided-before' as const };
        const { award, ...changes } = decide(row);
        let outcome: AwardOutcome | undefined;
        if (award) {
          const [plan] = await tx.select().from(incentivePlans).where(eq(incentivePlans.id, row.planId));
          if (!plan) throw new Error('A request’s plan is missing.');
          outcome = await recordAwardInPlan(tx, plan, award);
        }
        const [decided] = await tx
          .update(incentiveAlternatives)
          .set(changes)
          .where(eq(incentiveAlternatives.id, row.id))
          .returning();
        if (!decided) throw new Error('The decision was not stored.');
        await insertAuditEvent(tx, {
          ...audit,
          accountId: row.accountId,
          details: { ...audit.details, request_id: row.id },
        });
        return { kind: 'decided' as const, row: decided, outcome };
      });
    },

    /** The member did the alternative they were approved: its points, once. */
    async completeAlternative(
      tenantId: string,
      accountId: string,
      requestId: string,
      award: (row: AlternativeRow) => Award,
    ): Promise<
      | { kind: 'done'; outcome: AwardOutcome }
      | { kind: 'not-found' }
      | { kind: 'not-approved' }
      | { kind: 'done-before' }
    > {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(incentiveAlternatives)
          .where(
            and(
              eq(incentiveAlternatives.tenantId, tenantId),
              eq(incentiveAlternatives.accountId, accountId),
              eq(incentiveAlternatives.id, requestId),
            ),
          )
          .for('update');
        if (!row) return { kind: 'not-found' as const };
        if (row.status !== 'approved' || row.alternative === null) return { kind: 'not-approved' as const };
        if (row.doneAt) return { kind: 'done-before' as const };
        const [plan] = await tx.select().from(incentivePlans).where(eq(incentivePlans.id, row.planId));
        if (!plan) throw new Error('A request’s plan is missing.');
        const outcome = await recordAwardInPlan(tx, plan, award(row));
        await tx
          .update(incentiveAlternatives)
          .set({ doneAt: sql`now()` })
          .where(eq(incentiveAlternatives.id, row.id));
        return { kind: 'done' as const, outcome };
      });
    },

    /** Plans of the programme whose id is one of these (for a list of requests). */
    async findPlansByIds(tenantId: string, planIds: string[]) {
      if (planIds.length === 0) return [];
      return db
        .select()
        .from(incentivePlans)
        .where(and(eq(incentivePlans.tenantId, tenantId), inArray(incentivePlans.id, planIds)));
    },

    /** Each level reached in a year with the member's names and employee id (the rewards due), in order reached. */
    async listLevelsReached(planId: string) {
      return db
        .select({
          firstName: members.firstName,
          lastName: members.lastName,
          employeeId: accounts.employeeId,
          levelName: incentiveLevelsReached.levelName,
          reward: incentiveLevelsReached.reward,
          reachedAt: incentiveLevelsReached.reachedAt,
        })
        .from(incentiveLevelsReached)
        .innerJoin(accounts, eq(accounts.id, incentiveLevelsReached.accountId))
        .leftJoin(members, eq(members.accountId, incentiveLevelsReached.accountId))
        .where(eq(incentiveLevelsReached.planId, planId))
        .orderBy(incentiveLevelsReached.reachedAt, incentiveLevelsReached.levelPoints);
    },

    /** Records that an admin exported the rewards due. */
    recordExport: (audit: AuditEvent) => insertAuditEvent(db, audit),

    /** Whether the member has a balance above zero in a year (the demo seeds once). */
    async hasPoints(planId: string, accountId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: incentiveBalances.accountId })
        .from(incentiveBalances)
        .where(
          and(
            eq(incentiveBalances.planId, planId),
            eq(incentiveBalances.accountId, accountId),
            gt(incentiveBalances.points, 0),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}
export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
