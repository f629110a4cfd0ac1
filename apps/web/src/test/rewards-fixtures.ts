import type { TAlternativeRequest, TMemberRewards, TWayToEarn } from '@portal/contracts/rewards';

export const REWARDS_LEVELS = [
  { name: 'Bronze', points: 500, reward: 'Water bottle' },
  { name: 'Silver', points: 1000, reward: '$50 gift card' },
  { name: 'Gold', points: 2000, reward: 'HSA contribution' },
];

export function makeWayToEarn(overrides: Partial<TWayToEarn> = {}): TWayToEarn {
  return {
    key: 'questionnaire',
    kind: 'questionnaire',
    title: null,
    points: 250,
    status: 'available',
    times_earned: 0,
    per_day: null,
    per_month: null,
    per_year: null,
    self_reported: false,
    ...overrides,
  };
}

/** A member with 750 points this plan year (Bronze reached, Silver next), and one year before. */
export function makeMemberRewards(overrides: Partial<TMemberRewards> = {}): TMemberRewards {
  return {
    plan: { plan_id: 'plan-2026', starts_on: '2026-01-01', ends_on: '2026-12-31' },
    points: 750,
    levels: REWARDS_LEVELS,
    level: REWARDS_LEVELS[0]!,
    next_level: REWARDS_LEVELS[1]!,
    ways_to_earn: [
      makeWayToEarn({ status: 'done', times_earned: 1 }),
      makeWayToEarn({ key: 'article', kind: 'article', points: 10, per_day: 3, per_year: 50, times_earned: 4 }),
      makeWayToEarn({
        key: 'health_scan',
        kind: 'health_scan',
        points: 50,
        per_month: 2,
        status: 'capped',
        times_earned: 2,
      }),
      makeWayToEarn({
        key: 'custom:flu-shot',
        kind: 'custom',
        title: 'Flu shot',
        points: 100,
        per_year: 1,
        self_reported: true,
      }),
    ],
    celebrate: null,
    past_years: [
      { plan_id: 'plan-2025', starts_on: '2025-01-01', ends_on: '2025-12-31', points: 1200, level: 'Silver' },
    ],
    ...overrides,
  };
}

/** A programme without a plan running now. */
export function makeNoPlanRewards(): TMemberRewards {
  return makeMemberRewards({
    plan: null,
    points: 0,
    levels: [],
    level: null,
    next_level: null,
    ways_to_earn: [],
    past_years: [],
  });
}

export function makeAlternativeRequest(overrides: Partial<TAlternativeRequest> = {}): TAlternativeRequest {
  return {
    id: 'alt-1',
    activity: 'health_scan',
    activity_title: null,
    reason: 'I cannot use a camera.',
    status: 'pending',
    requested_at: '2026-03-02T10:00:00.000Z',
    decided_at: null,
    alternative: null,
    points: null,
    decline_reason: null,
    done_at: null,
    ...overrides,
  };
}
