import { ERROR_CODES } from '@portal/contracts/errors';
import { activityKeyOf, INCENTIVE_MESSAGES, REWARDS_EXPORT_HEADER } from '@portal/contracts/rewards';
import type {
  TAdjustmentRequest,
  TAdminMemberRewards,
  TAlternativeDecision,
  TAlternativeRequest,
  TAlternativeRequestInput,
  TAlternativeRequestList,
  TAwardResult,
  TIncentiveActivity,
  TIncentiveLevel,
  TIncentivePlan,
  TIncentivePlanInput,
  TIncentivePlanList,
  TMemberRewards,
  TReportActivityRequest,
  TRewardsHistory,
} from '@portal/contracts/rewards';
import { getLatestToday } from '@portal/contracts/profile';
import type { TAppLocale } from '@portal/contracts/locales';
import type { Caller, TenantRef } from '../../lib/caller';
import type { ClientContext } from '../../lib/client-context';
import { AppError, validationFailed } from '../../lib/errors';
import { dayOf, startOfDay } from '../../lib/utc-days';
import { decodeCursor, encodeCursor } from '../content/content-listing';
import type { MailDispatcher } from '../email/mail-dispatcher';
import { toCsvCell } from '../engagement/engagement-csv';
import { getEmailLocale } from '../email/templates/email-layout';
import type { RenderedEmail } from '../email/templates/email-layout';
import { renderAlternativeAnsweredEmail } from '../email/templates/alternative-answered-email';
import { renderLevelReachedEmail } from '../email/templates/level-reached-email';
import { alternativeAnsweredText, levelReachedText } from '../push/push-messages';
import type { PushService } from '../push/push-service';
import { REWARDS_PATH } from '../push/push-service';
import { isOffered, wayToEarn } from './activity-rules';
import type { Award, AwardOutcome, LedgerExecutor, PlanRow } from './rewards-ledger';
import { recordAward } from './rewards-ledger';
import type { AlternativeRow, RewardsRepository } from './rewards-repository';

const HISTORY_PAGE_SIZE = 25;

/** What another module's action earns: the server verified the action; this names it. */
export interface ActivityAward {
  tenant: TenantRef;
  accountId: string;
  source: Award['source'];
  activityKey: string;
  awardKey: string;
  points?: number;
  title?: string | null;
}

/**
 * How other modules reward what members do. `awardWithin` runs inside the action's own transaction
 * and returns what to do once it has committed (the notices of a level reached); `award` is for an
 * action without a transaction (an article served). Neither fails the action: a plan that lacks the
 * activity, a key already awarded or a reached cap award nothing.
 */
export interface ActivityRewards {
  awardWithin(tx: LedgerExecutor, award: ActivityAward): Promise<() => void>;
  award(award: ActivityAward): Promise<AwardOutcome>;
}

export type RewardsService = ReturnType<typeof createRewardsService>;

/**
 * An award for a repository's transaction: `within` goes to the repository, `afterCommit` is called
 * once the action is stored. Without rewards (a test's service) both do nothing.
 */
export function createAwardHook(rewards: ActivityRewards | undefined, award: ActivityAward) {
  let announce = () => {};
  return {
    within: async (tx: LedgerExecutor) => {
      if (rewards) announce = await rewards.awardWithin(tx, award);
    },
    afterCommit: () => announce(),
  };
}

function levelAt(levels: readonly TIncentiveLevel[], points: number): TIncentiveLevel | null {
  return levels.filter((level) => level.points <= points).at(-1) ?? null;
}

function planStatus(plan: Pick<PlanRow, 'startsOn' | 'endsOn'>, today: string): TIncentivePlan['status'] {
  if (plan.endsOn < today) return 'ended';
  return plan.startsOn > today ? 'upcoming' : 'current';
}

function toPlan(plan: PlanRow, today: string, membersWithPoints: number): TIncentivePlan {
  return {
    id: plan.id,
    starts_on: plan.startsOn,
    ends_on: plan.endsOn,
    activities: plan.activities,
    levels: plan.levels,
    status: planStatus(plan, today),
    members_with_points: membersWithPoints,
  };
}

function toAlternative(row: AlternativeRow, plan: PlanRow | undefined): TAlternativeRequest {
  const activity = plan?.activities.find((candidate) => activityKeyOf(candidate) === row.activityKey);
  return {
    id: row.id,
    activity: row.activityKey,
    activity_title: activity?.kind === 'custom' ? activity.title : null,
    reason: row.reason,
    status: row.status,
    requested_at: row.requestedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    alternative: row.alternative,
    points: row.points,
    decline_reason: row.declineReason,
    done_at: row.doneAt?.toISOString() ?? null,
  };
}

function notFound(message: string): AppError {
  return new AppError(ERROR_CODES.notFound, message);
}

function conflict(message: string, field?: string): AppError {
  return new AppError(ERROR_CODES.conflict, message, field);
}

export function createRewardsService(deps: {
  repository: RewardsRepository;
  push: Pick<PushService, 'notifyMember'>;
  mail: Pick<MailDispatcher, 'sendInBackground'>;
  getPublicUrl: (tenantKey: string) => string;
  /** Runs the notices after the answer, never in its way. */
  background: { run(task: () => Promise<unknown>, failure: { message: string; details?: object }): void };
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * An email and a push to the member about what just committed, in the background and in their
   * language: the email rendered for them, the push for the language each phone shows.
   */
  function tellMember(
    tenant: TenantRef,
    accountId: string,
    notice: {
      email: (member: { locale: TAppLocale; firstName: string | null }) => RenderedEmail;
      push: Omit<Parameters<PushService['notifyMember']>[1], 'accountId' | 'locale' | 'path'>;
      failure: string;
    },
  ): void {
    deps.background.run(
      async () => {
        const account = await repository.findAccount(tenant.id, accountId);
        if (!account) return;
        const locale = getEmailLocale(account.preferredLanguage);
        deps.mail.sendInBackground({
          sender: tenant.brand,
          to: account.email,
          ...notice.email({ locale, firstName: account.firstName }),
        });
        await deps.push.notifyMember(tenant, { ...notice.push, accountId, path: REWARDS_PATH, locale });
      },
      { message: notice.failure, details: { tenant: tenant.key } },
    );
  }

  /** The last level an award reached, announced after the award committed. */
  function announce(tenant: TenantRef, accountId: string, outcome: AwardOutcome): void {
    if (outcome.kind !== 'awarded' || outcome.levelsReached.length === 0) return;
    const level = outcome.levelsReached.at(-1);
    if (!level) return;
    tellMember(tenant, accountId, {
      email: ({ locale, firstName }) =>
        renderLevelReachedEmail({
          brand: tenant.brand,
          publicUrl: deps.getPublicUrl(tenant.key),
          locale,
          recipientName: firstName,
          level,
          points: outcome.points,
        }),
      push: {
        kind: 'level-reached',
        subject: `${outcome.planId}:${level.points}`,
        text: (pushLocale) => levelReachedText(pushLocale, level),
      },
      failure: 'Could not announce a level reached',
    });
  }

  function announceAnswer(tenant: TenantRef, accountId: string, requestId: string): void {
    tellMember(tenant, accountId, {
      email: ({ locale, firstName }) =>
        renderAlternativeAnsweredEmail({
          brand: tenant.brand,
          publicUrl: deps.getPublicUrl(tenant.key),
          locale,
          recipientName: firstName,
        }),
      push: { kind: 'alternative-answered', subject: requestId, text: alternativeAnsweredText },
      failure: 'Could not tell a member their request was answered',
    });
  }

  function toAward(award: ActivityAward, at: Date): Award {
    return {
      tenantId: award.tenant.id,
      accountId: award.accountId,
      source: award.source,
      activityKey: award.activityKey,
      awardKey: award.awardKey,
      points: award.points,
      title: award.title ?? null,
      at,
    };
  }

  function toResult(outcome: AwardOutcome): TAwardResult {
    if (outcome.kind !== 'awarded') throw new Error(`An award that should have been made was ${outcome.kind}.`);
    return {
      points_awarded: outcome.pointsAwarded,
      points: outcome.points,
      level_reached: outcome.levelsReached.at(-1) ?? null,
    };
  }

  async function requirePlanNow(tenantId: string): Promise<PlanRow> {
    const plan = await repository.findPlanOn(tenantId, dayOf(now()));
    if (!plan) throw conflict(INCENTIVE_MESSAGES.noPlan);
    return plan;
  }

  async function saveFields(caller: Caller, planId: string | null, input: TIncentivePlanInput, context: ClientContext) {
    const today = dayOf(now());
    const saved = await repository.savePlan(
      caller.tenant.id,
      planId,
      {
        starts_on: input.starts_on,
        ends_on: input.ends_on,
        activities: input.activities as TIncentiveActivity[],
        levels: input.levels as TIncentiveLevel[],
      },
      {
        tenantId: caller.tenant.id,
        accountId: null,
        actorAccountId: caller.account.id,
        event: 'rewards_plan_changed',
        context,
        details: { starts_on: input.starts_on, ends_on: input.ends_on, created: planId === null },
      },
    );
    if (saved.kind === 'overlaps') throw conflict(INCENTIVE_MESSAGES.planOverlaps, 'starts_on');
    if (saved.kind === 'not-found') throw notFound(INCENTIVE_MESSAGES.planNotFound);
    return toPlan(saved.plan, today, 0);
  }

  const rewards: ActivityRewards = {
    async awardWithin(tx, award) {
      const outcome = await recordAward(tx, toAward(award, now()));
      return () => announce(award.tenant, award.accountId, outcome);
    },
    async award(award) {
      const outcome = await repository.award(toAward(award, now()));
      announce(award.tenant, award.accountId, outcome);
      return outcome;
    },
  };

  return {
    rewards,

    // — The member —

    async getMemberRewards(caller: Caller): Promise<TMemberRewards> {
      const at = now();
      const today = dayOf(at);
      const [plan, pastYears] = await Promise.all([
        repository.findPlanOn(caller.tenant.id, today),
        repository.listPastYears(caller.tenant.id, caller.account.id, today),
      ]);
      const past_years = pastYears.map(({ plan: past, points }) => ({
        plan_id: past.id,
        starts_on: past.startsOn,
        ends_on: past.endsOn,
        points: Number(points),
        level: levelAt(past.levels, Number(points))?.name ?? null,
      }));
      if (!plan) {
        return {
          plan: null,
          points: 0,
          levels: [],
          level: null,
          next_level: null,
          ways_to_earn: [],
          celebrate: null,
          past_years,
        };
      }
      const [balance, counts] = await Promise.all([
        repository.findBalance(plan.id, caller.account.id),
        repository.countAwardsByActivity(
          plan.id,
          caller.account.id,
          startOfDay(today),
          startOfDay(`${today.slice(0, 7)}-01`),
        ),
      ]);
      const countsByKey = new Map(counts.map((row) => [row.activityKey, row]));
      const level = levelAt(plan.levels, balance.points);
      return {
        plan: { plan_id: plan.id, starts_on: plan.startsOn, ends_on: plan.endsOn },
        points: balance.points,
        levels: plan.levels,
        level,
        next_level: plan.levels.find((candidate) => candidate.points > balance.points) ?? null,
        ways_to_earn: plan.activities
          .filter((activity) => isOffered(activity, caller.tenant))
          .map((activity) => {
            const row = countsByKey.get(activityKeyOf(activity));
            return wayToEarn(
              activity,
              { year: Number(row?.year ?? 0), today: Number(row?.today ?? 0), month: Number(row?.month ?? 0) },
              caller.tenant,
            );
          }),
        celebrate: level && level.points > balance.celebratedPoints ? level : null,
        past_years,
      };
    },

    async getHistory(caller: Caller, query: { plan?: string; cursor?: string }): Promise<TRewardsHistory> {
      const plan = query.plan
        ? await repository.findPlan(caller.tenant.id, query.plan)
        : await repository.findPlanOn(caller.tenant.id, dayOf(now()));
      if (!plan) {
        if (query.plan) throw notFound(INCENTIVE_MESSAGES.planNotFound);
        return { entries: [], next_cursor: null };
      }
      const rows = await repository.listLedger(plan.id, caller.account.id, {
        cursor: query.cursor ? decodeCursor(query.cursor) : undefined,
        limit: HISTORY_PAGE_SIZE + 1,
      });
      const page = rows.slice(0, HISTORY_PAGE_SIZE);
      const last = page.at(-1);
      return {
        entries: page.map((row) => ({
          id: row.id,
          awarded_at: row.awardedAt.toISOString(),
          source: row.source,
          title: row.title,
          points: row.points,
        })),
        next_cursor:
          rows.length > HISTORY_PAGE_SIZE && last
            ? encodeCursor({ at: last.awardedAt.toISOString(), id: last.id })
            : null,
      };
    },

    async markCelebrated(caller: Caller): Promise<void> {
      const plan = await repository.findPlanOn(caller.tenant.id, dayOf(now()));
      if (!plan) return;
      const balance = await repository.findBalance(plan.id, caller.account.id);
      const level = levelAt(plan.levels, balance.points);
      if (level) await repository.markCelebrated(plan.id, caller.account.id, level.points);
    },

    /** A custom activity the member did on a day of the plan year (once a day, within its yearly limit). */
    async reportActivity(caller: Caller, key: string, request: TReportActivityRequest): Promise<TAwardResult> {
      const at = now();
      const plan = await requirePlanNow(caller.tenant.id);
      const activity = plan.activities.find((candidate) => activityKeyOf(candidate) === key);
      if (!activity || activity.kind !== 'custom') throw validationFailed(INCENTIVE_MESSAGES.activityNotInPlan, 'key');
      // "Today" as the member's own calendar has it: the latest time zone's today is not in the future.
      if (
        request.done_on < plan.startsOn ||
        request.done_on > plan.endsOn ||
        request.done_on > getLatestToday(at.getTime())
      ) {
        throw validationFailed(INCENTIVE_MESSAGES.reportDate, 'done_on');
      }
      const award: ActivityAward = {
        tenant: caller.tenant,
        accountId: caller.account.id,
        source: 'custom',
        activityKey: key,
        awardKey: `${key}:${request.done_on}`,
        title: activity.title,
      };
      const outcome = await repository.award(toAward(award, at));
      if (outcome.kind === 'already-awarded') throw conflict(INCENTIVE_MESSAGES.alreadyReported, 'done_on');
      if (outcome.kind === 'capped') throw conflict(INCENTIVE_MESSAGES.capReached);
      if (outcome.kind !== 'awarded') throw conflict(INCENTIVE_MESSAGES.activityNotInPlan);
      announce(caller.tenant, caller.account.id, outcome);
      return toResult(outcome);
    },

    async listMyAlternatives(caller: Caller): Promise<TAlternativeRequestList> {
      return listAlternatives(caller, { accountId: caller.account.id });
    },

    async requestAlternative(
      caller: Caller,
      input: { request: TAlternativeRequestInput; context: ClientContext },
    ): Promise<TAlternativeRequest> {
      const plan = await requirePlanNow(caller.tenant.id);
      const { activity, reason } = input.request;
      if (!plan.activities.some((candidate) => activityKeyOf(candidate) === activity)) {
        throw validationFailed(INCENTIVE_MESSAGES.activityNotInPlan, 'activity');
      }
      const row = await repository.createAlternative(
        { tenantId: caller.tenant.id, planId: plan.id, accountId: caller.account.id, activityKey: activity, reason },
        {
          tenantId: caller.tenant.id,
          accountId: caller.account.id,
          event: 'alternative_requested',
          context: input.context,
          // The activity, never the member's reason: the audit log is read by every admin of the programme.
          details: { activity },
        },
      );
      if (!row) throw conflict(INCENTIVE_MESSAGES.alternativePending, 'activity');
      return toAlternative(row, plan);
    },

    async completeAlternative(caller: Caller, requestId: string): Promise<TAwardResult> {
      const done = await repository.completeAlternative(caller.tenant.id, caller.account.id, requestId, (row) => ({
        tenantId: caller.tenant.id,
        accountId: caller.account.id,
        source: 'alternative',
        activityKey: row.activityKey,
        awardKey: `alternative:${row.id}`,
        points: row.points ?? 0,
        title: row.alternative,
        at: now(),
      }));
      if (done.kind === 'not-found') throw notFound(INCENTIVE_MESSAGES.alternativeNotFound);
      if (done.kind === 'not-approved') throw conflict(INCENTIVE_MESSAGES.alternativeNotApproved);
      if (done.kind === 'done-before') throw conflict(INCENTIVE_MESSAGES.alternativeAlreadyDone);
      announce(caller.tenant, caller.account.id, done.outcome);
      return toResult(done.outcome);
    },

    // — The programme's admins —

    async listPlans(caller: Caller): Promise<TIncentivePlanList> {
      const today = dayOf(now());
      const rows = await repository.listPlans(caller.tenant.id);
      return { plans: rows.map((row) => toPlan(row.plan, today, Number(row.membersWithPoints))) };
    },

    createPlan(caller: Caller, input: { request: TIncentivePlanInput; context: ClientContext }) {
      return saveFields(caller, null, input.request, input.context);
    },

    async updatePlan(caller: Caller, input: { planId: string; request: TIncentivePlanInput; context: ClientContext }) {
      const plan = await repository.findPlan(caller.tenant.id, input.planId);
      if (!plan) throw notFound(INCENTIVE_MESSAGES.planNotFound);
      if (plan.endsOn < dayOf(now())) throw conflict(INCENTIVE_MESSAGES.planEnded);
      return saveFields(caller, plan.id, input.request, input.context);
    },

    async getMemberLedger(caller: Caller, accountId: string): Promise<TAdminMemberRewards> {
      const account = await repository.findAccount(caller.tenant.id, accountId);
      if (!account) throw notFound(INCENTIVE_MESSAGES.memberNotFound);
      const plan = await repository.findPlanOn(caller.tenant.id, dayOf(now()));
      if (!plan) return { plan: null, points: 0, level: null, entries: [] };
      const [balance, rows] = await Promise.all([
        repository.findBalance(plan.id, accountId),
        repository.listLedger(plan.id, accountId, { limit: 200 }),
      ]);
      return {
        plan: { plan_id: plan.id, starts_on: plan.startsOn, ends_on: plan.endsOn },
        points: balance.points,
        level: levelAt(plan.levels, balance.points)?.name ?? null,
        entries: rows.map((row) => ({
          id: row.id,
          awarded_at: row.awardedAt.toISOString(),
          source: row.source,
          title: row.title,
          points: row.points,
          by: row.actorEmail,
        })),
      };
    },

    /** A correction or a result sent by a lab: who, why and when are in the ledger and the audit log. */
    async adjustPoints(
      caller: Caller,
      input: { accountId: string; request: TAdjustmentRequest; context: ClientContext },
    ): Promise<TAdminMemberRewards> {
      const account = await repository.findAccount(caller.tenant.id, input.accountId);
      if (!account) throw notFound(INCENTIVE_MESSAGES.memberNotFound);
      const plan = await requirePlanNow(caller.tenant.id);
      const at = now();
      const outcome = await repository.adjust(
        plan,
        {
          tenantId: caller.tenant.id,
          accountId: input.accountId,
          source: 'adjustment',
          activityKey: 'adjustment',
          awardKey: `adjustment:${crypto.randomUUID()}`,
          points: input.request.points,
          title: input.request.reason,
          actorAccountId: caller.account.id,
          at,
        },
        {
          tenantId: caller.tenant.id,
          accountId: input.accountId,
          actorAccountId: caller.account.id,
          event: 'points_adjusted',
          context: input.context,
          details: { points: input.request.points, plan_id: plan.id },
        },
      );
      if (outcome.kind === 'below-zero') throw validationFailed(INCENTIVE_MESSAGES.adjustmentBelowZero, 'points');
      announce(caller.tenant, input.accountId, outcome);
      return this.getMemberLedger(caller, input.accountId);
    },

    /** The rewards due in a year as CSV: names and employee ids only; audited. */
    async exportRewardsDue(
      caller: Caller,
      input: { planId?: string; context: ClientContext },
    ): Promise<{ fileName: string; csv: string }> {
      const plan = input.planId
        ? await repository.findPlan(caller.tenant.id, input.planId)
        : await repository.findPlanOn(caller.tenant.id, dayOf(now()));
      if (!plan) throw notFound(input.planId ? INCENTIVE_MESSAGES.planNotFound : INCENTIVE_MESSAGES.noPlan);
      const rows = await repository.listLevelsReached(plan.id);
      await repository.recordExport({
        tenantId: caller.tenant.id,
        accountId: null,
        actorAccountId: caller.account.id,
        event: 'rewards_exported',
        context: input.context,
        details: { plan_id: plan.id, rows: rows.length },
      });
      const lines = [
        [...REWARDS_EXPORT_HEADER],
        ...rows.map((row) => [
          row.firstName ?? '',
          row.lastName ?? '',
          row.employeeId ?? '',
          row.levelName,
          row.reward,
          dayOf(row.reachedAt),
        ]),
      ];
      return {
        fileName: `rewards-due-${plan.startsOn}-to-${plan.endsOn}.csv`,
        csv: lines.map((line) => line.map(toCsvCell).join(',')).join('\r\n') + '\r\n',
      };
    },

    async listAlternatives(caller: Caller, query: { status?: 'pending' | 'all' }): Promise<TAlternativeRequestList> {
      return listAlternatives(caller, { pendingOnly: query.status !== 'all', withMembers: true });
    },

    async decideAlternative(
      caller: Caller,
      input: { requestId: string; decision: TAlternativeDecision; context: ClientContext },
    ): Promise<TAlternativeRequest> {
      const { decision } = input;
      const decided = await repository.decideAlternative(
        caller.tenant.id,
        input.requestId,
        (row) => {
          const common = { decidedAt: now(), decidedBy: caller.account.id };
          switch (decision.decision) {
            case 'approve_points':
              return {
                ...common,
                status: 'approved',
                points: decision.points,
                award: {
                  tenantId: caller.tenant.id,
                  accountId: row.accountId,
                  source: 'alternative',
                  activityKey: row.activityKey,
                  awardKey: `alternative:${row.id}`,
                  points: decision.points,
                  at: now(),
                },
              };
            case 'approve_activity':
              return { ...common, status: 'approved', points: decision.points, alternative: decision.alternative };
            case 'decline':
              return { ...common, status: 'declined', declineReason: decision.reason };
          }
        },
        {
          tenantId: caller.tenant.id,
          accountId: null,
          actorAccountId: caller.account.id,
          event: 'alternative_decided',
          context: input.context,
          details: { decision: decision.decision },
        },
      );
      if (decided.kind === 'not-found') throw notFound(INCENTIVE_MESSAGES.alternativeNotFound);
      if (decided.kind === 'decided-before') throw conflict(INCENTIVE_MESSAGES.alternativeDecided);
      if (decided.outcome) announce(caller.tenant, decided.row.accountId, decided.outcome);
      announceAnswer(caller.tenant, decided.row.accountId, decided.row.id);
      const [plan] = await repository.findPlansByIds(caller.tenant.id, [decided.row.planId]);
      return toAlternative(decided.row, plan);
    },
  };

  async function listAlternatives(
    caller: Caller,
    filter: { accountId?: string; pendingOnly?: boolean; withMembers?: boolean },
  ): Promise<TAlternativeRequestList> {
    const rows = await repository.listAlternatives(caller.tenant.id, filter);
    const plans = await repository.findPlansByIds(caller.tenant.id, [
      ...new Set(rows.map((row) => row.request.planId)),
    ]);
    const planById = new Map(plans.map((plan) => [plan.id, plan]));
    return {
      requests: rows.map((row) => ({
        ...toAlternative(row.request, planById.get(row.request.planId)),
        member: filter.withMembers
          ? {
              id: row.request.accountId,
              name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email,
              email: row.email,
            }
          : null,
      })),
    };
  }
}
