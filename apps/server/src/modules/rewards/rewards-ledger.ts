/**
 * Awarding points: the one place a row enters the ledger. It runs inside the transaction of the action
 * that earns it (a stored questionnaire, a scan, a challenge's result…) or in one of its own, so an
 * award is written exactly when its action is. A member's balance row is locked first: their awards
 * are serialised, so a cap holds and an award key is written once however many requests race.
 */
import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { TIncentiveActivity, TIncentiveLevel, TIncentiveLimit } from '@portal/contracts/rewards';
import { activityKeyOf, INCENTIVE_ACTIVITY_KINDS, INCENTIVE_LIMITS, limitsOf } from '@portal/contracts/rewards';
import type { Database } from '../../db/client';
import { incentiveBalances, incentiveLedger, incentiveLevelsReached, incentivePlans } from '../../db/schema';
import { dayOf, startOfDay } from '../../lib/utc-days';

export type LedgerExecutor = Pick<Database, 'select' | 'insert' | 'update'>;
export type PlanRow = typeof incentivePlans.$inferSelect;
export type LedgerSource = (typeof incentiveLedger.$inferInsert)['source'];

export interface Award {
  tenantId: string;
  accountId: string;
  source: LedgerSource;
  /** The activity it counts against: `article`, `custom:flu-shot`, `challenge`, `adjustment`… */
  activityKey: string;
  /** At most one row per key in a member's plan year: `questionnaire`, `article:<id>`, `challenge:<id>`. */
  awardKey: string;
  /** For challenges, adjustments and alternatives; the plan's activity sets it for the others. */
  points?: number;
  title?: string | null;
  actorAccountId?: string | null;
  /** When the action happened (the server's clock); it picks the plan year. */
  at: Date;
}

export type AwardOutcome =
  | {
      kind: 'awarded';
      planId: string;
      pointsAwarded: number;
      /** The member's points in the year, after. */
      points: number;
      /** Levels this award reached, lowest first (each is reached once a year). */
      levelsReached: TIncentiveLevel[];
    }
  | { kind: 'no-plan' }
  | { kind: 'not-in-plan' }
  | { kind: 'already-awarded' }
  | { kind: 'capped' }
  | { kind: 'below-zero' };

/** The sources whose points and limits come from an activity of the plan. */
const PLAN_ACTIVITY_SOURCES: ReadonlySet<LedgerSource> = new Set(INCENTIVE_ACTIVITY_KINDS);

/** The plan year a day falls in. */
export async function findPlanOn(db: Pick<Database, 'select'>, tenantId: string, day: string) {
  const [plan] = await db
    .select()
    .from(incentivePlans)
    .where(
      and(eq(incentivePlans.tenantId, tenantId), lte(incentivePlans.startsOn, day), gte(incentivePlans.endsOn, day)),
    )
    .limit(1);
  return plan;
}

export function findActivity(plan: Pick<PlanRow, 'activities'>, activityKey: string): TIncentiveActivity | undefined {
  return plan.activities.find((activity) => activityKeyOf(activity) === activityKey);
}

/** Where each limit's period starts, for an award on a UTC day of a plan year. */
const LIMIT_PERIODS: Record<TIncentiveLimit, (day: string, plan: Pick<PlanRow, 'startsOn'>) => Date> = {
  per_day: (day) => startOfDay(day),
  per_month: (day) => startOfDay(`${day.slice(0, 7)}-01`),
  per_year: (_, plan) => startOfDay(plan.startsOn),
};

/**
 * The periods an activity is capped over, as [first instant counted, most awards]: UTC days and months, and
 * the plan year. The questionnaire once a year and each partner programme once a year: their award keys say so.
 */
export function capsOf(activity: TIncentiveActivity, plan: Pick<PlanRow, 'startsOn'>, at: Date): [Date, number][] {
  const day = dayOf(at);
  const limits = limitsOf(activity);
  return INCENTIVE_LIMITS.flatMap((limit): [Date, number][] => {
    const most = limits[limit];
    return most === undefined ? [] : [[LIMIT_PERIODS[limit](day, plan), most]];
  });
}

/** Counts a member's awards of an activity since an instant (within the plan year). */
export async function countAwards(
  db: Pick<Database, 'select'>,
  planId: string,
  accountId: string,
  activityKey: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ awards: count() })
    .from(incentiveLedger)
    .where(
      and(
        eq(incentiveLedger.planId, planId),
        eq(incentiveLedger.accountId, accountId),
        eq(incentiveLedger.activityKey, activityKey),
        gte(incentiveLedger.awardedAt, since),
      ),
    );
  return Number(row?.awards ?? 0);
}

async function hasAward(db: Pick<Database, 'select'>, planId: string, award: Award): Promise<boolean> {
  const [existing] = await db
    .select({ id: incentiveLedger.id })
    .from(incentiveLedger)
    .where(
      and(
        eq(incentiveLedger.planId, planId),
        eq(incentiveLedger.accountId, award.accountId),
        eq(incentiveLedger.awardKey, award.awardKey),
      ),
    )
    .limit(1);
  return Boolean(existing);
}

/** Locks the member's balance in the year (made at zero the first time) and reads it. */
async function lockBalance(tx: LedgerExecutor, planId: string, tenantId: string, accountId: string): Promise<number> {
  const [row] = await tx
    .insert(incentiveBalances)
    .values({ planId, accountId, tenantId })
    .onConflictDoUpdate({
      target: [incentiveBalances.planId, incentiveBalances.accountId],
      set: { updatedAt: sql`${incentiveBalances.updatedAt}` },
    })
    .returning({ points: incentiveBalances.points });
  if (!row) throw new Error('The balance row was not locked.');
  return row.points;
}

/**
 * Writes one award if the plan in force has it, its key is new and no cap is reached; else changes
 * nothing and says why. Call it inside the transaction of the action it rewards.
 */
export async function recordAward(tx: LedgerExecutor, award: Award): Promise<AwardOutcome> {
  const plan = await findPlanOn(tx, award.tenantId, dayOf(award.at));
  if (!plan) return { kind: 'no-plan' };
  return recordAwardInPlan(tx, plan, award);
}

/** As recordAward, in a given plan year (an admin's adjustment, a decision on a request of that year). */
export async function recordAwardInPlan(tx: LedgerExecutor, plan: PlanRow, award: Award): Promise<AwardOutcome> {
  let points = award.points;
  let caps: [Date, number][] = [];
  if (PLAN_ACTIVITY_SOURCES.has(award.source)) {
    const activity = findActivity(plan, award.activityKey);
    if (!activity) return { kind: 'not-in-plan' };
    points = activity.points;
    caps = capsOf(activity, plan, award.at);
  }
  if (points === undefined || points === 0) throw new Error(`An award from ${award.source} needs its points.`);

  // An article read again is the common case: answered by a read, without taking the member's lock.
  if (await hasAward(tx, plan.id, award)) return { kind: 'already-awarded' };
  const before = await lockBalance(tx, plan.id, award.tenantId, award.accountId);
  if (await hasAward(tx, plan.id, award)) return { kind: 'already-awarded' };
  for (const [since, most] of caps) {
    if ((await countAwards(tx, plan.id, award.accountId, award.activityKey, since)) >= most) return { kind: 'capped' };
  }
  const after = before + points;
  if (after < 0) return { kind: 'below-zero' };

  await tx.insert(incentiveLedger).values({
    tenantId: award.tenantId,
    planId: plan.id,
    accountId: award.accountId,
    source: award.source,
    activityKey: award.activityKey,
    awardKey: award.awardKey,
    points,
    title: award.title ?? null,
    actorAccountId: award.actorAccountId ?? null,
    awardedAt: award.at,
  });
  await tx
    .update(incentiveBalances)
    .set({ points: after, updatedAt: award.at })
    .where(and(eq(incentiveBalances.planId, plan.id), eq(incentiveBalances.accountId, award.accountId)));

  const crossed = plan.levels.filter((level) => level.points > before && level.points <= after);
  const levelsReached: TIncentiveLevel[] = [];
  for (const level of crossed) {
    const inserted = await tx
      .insert(incentiveLevelsReached)
      .values({
        planId: plan.id,
        accountId: award.accountId,
        tenantId: award.tenantId,
        levelPoints: level.points,
        levelName: level.name,
        reward: level.reward,
        reachedAt: award.at,
      })
      .onConflictDoNothing()
      .returning({ levelPoints: incentiveLevelsReached.levelPoints });
    // A level reached, lost to a correction and reached again is announced once.
    if (inserted.length > 0) levelsReached.push(level);
  }
  return { kind: 'awarded', planId: plan.id, pointsAwarded: points, points: after, levelsReached };
}
