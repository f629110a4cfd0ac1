/**
 * What the server knows of each kind of activity beyond the limits its plan sets: which of the partner
 * programmes it needs, and how often its award keys let it earn (the questionnaire's key is written once a
 * plan year, a custom activity's once a day, a partner's sign-on once per programme a year). The ledger
 * holds the plan's limits; these rules say when a way to earn is done or capped for a member. A kind of
 * the contracts' registry without its rule does not compile.
 */
import type { ProgrammeKind } from '@portal/contracts/programmes';
import { PROGRAMMES } from '@portal/contracts/programmes';
import { activityKeyOf, limitsOf } from '@portal/contracts/rewards';
import type {
  TIncentiveActivity,
  TIncentiveActivityKind,
  TIncentiveLimit,
  TWayToEarn,
} from '@portal/contracts/rewards';
import type { TenantRef } from '../../lib/caller';

interface ActivityRule {
  /** The kind of programme the tenant must offer for its members to do it; null for every tenant. */
  needs: ProgrammeKind | null;
  /** The most awards its award keys allow, given how many programmes of `needs` the tenant offers. */
  keyLimits(programmes: number): Partial<Record<TIncentiveLimit, number>>;
}

const ACTIVITY_RULES: Record<TIncentiveActivityKind, ActivityRule> = {
  questionnaire: { needs: null, keyLimits: () => ({ per_year: 1 }) },
  health_scan: { needs: 'health-scan', keyLimits: () => ({}) },
  // Each article or video once (`article:<id>`): the plan's limits count them.
  article: { needs: null, keyLimits: () => ({}) },
  video: { needs: null, keyLimits: () => ({}) },
  // Only a partner's sign-on is an act of using it the server sees: once per programme a year.
  partner_programme: { needs: 'sign-on', keyLimits: (programmes) => (programmes > 0 ? { per_year: programmes } : {}) },
  custom: { needs: null, keyLimits: () => ({ per_day: 1 }) },
};

function programmesOffered(tenant: Pick<TenantRef, 'programmes'>, kind: ProgrammeKind): number {
  return tenant.programmes.filter((programme) => PROGRAMMES[programme].kind === kind).length;
}

/** An activity the programme lets its members do: the scan and partners' sign-on only where it offers them. */
export function isOffered(activity: TIncentiveActivity, tenant: Pick<TenantRef, 'programmes'>): boolean {
  const { needs } = ACTIVITY_RULES[activity.kind];
  return needs === null || programmesOffered(tenant, needs) > 0;
}

/** An activity of the member's plan year, with how far they are: done for the year, capped for now, or not. */
export function wayToEarn(
  activity: TIncentiveActivity,
  counts: { year: number; today: number; month: number },
  tenant: Pick<TenantRef, 'programmes'>,
): TWayToEarn {
  const rule = ACTIVITY_RULES[activity.kind];
  const limits = limitsOf(activity);
  const keyLimits = rule.keyLimits(rule.needs === null ? 0 : programmesOffered(tenant, rule.needs));
  const most = (limit: TIncentiveLimit) => Math.min(limits[limit] ?? Infinity, keyLimits[limit] ?? Infinity);
  const status = ((): TWayToEarn['status'] => {
    if (counts.year >= most('per_year')) return 'done';
    return counts.today >= most('per_day') || counts.month >= most('per_month') ? 'capped' : 'available';
  })();
  return {
    key: activityKeyOf(activity),
    kind: activity.kind,
    title: activity.kind === 'custom' ? activity.title : null,
    points: activity.points,
    times_earned: counts.year,
    per_day: limits.per_day ?? null,
    per_month: limits.per_month ?? null,
    per_year: limits.per_year ?? null,
    self_reported: activity.kind === 'custom',
    status,
  };
}
