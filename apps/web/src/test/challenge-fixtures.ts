import type { TAdminChallengeDetail, TMemberChallenge, TMemberChallengeDetail } from '@portal/contracts/challenges';

/** Evergreen's step challenge: two teams members pick, 7,000 steps a day on 20 of 28 days. */
export function makeMemberChallenge(overrides: Partial<TMemberChallenge> = {}): TMemberChallenge {
  return {
    id: 'ch-1',
    title: 'Autumn steps',
    description: 'Walk with your colleagues.',
    kind: 'steps',
    goal_type: 'daily',
    goal: 7000,
    days_required: 20,
    teams: 'choose',
    team_list: [
      { id: '00000000-0000-4000-8000-00000000000a', name: 'Trailblazers' },
      { id: '00000000-0000-4000-8000-00000000000b', name: 'Pathfinders' },
    ],
    starts_on: '2026-11-20',
    ends_on: '2026-12-17',
    join_until: '2026-12-10',
    closes_on: '2026-12-24',
    points: 200,
    status: 'running',
    joined: false,
    can_join: true,
    can_log: false,
    progress: null,
    my_team: null,
    my_display_name: null,
    phone_steps: false,
    participants: 12,
    ...overrides,
  };
}

/** The same challenge, joined: two days logged, on team Trailblazers as "Ana G.". */
export function makeJoinedChallenge(overrides: Partial<TMemberChallenge> = {}): TMemberChallenge {
  return makeMemberChallenge({
    joined: true,
    can_join: false,
    can_log: true,
    progress: { total: 15000, days_met: 2, percent: 10, finished_at: null },
    my_team: { id: '00000000-0000-4000-8000-00000000000a', name: 'Trailblazers' },
    my_display_name: 'Ana G.',
    ...overrides,
  });
}

export function makeChallengeDetail(
  challenge: TMemberChallenge = makeMemberChallenge(),
  overrides: Partial<TMemberChallengeDetail> = {},
): TMemberChallengeDetail {
  return {
    ...challenge,
    entries: challenge.joined
      ? [
          { day: '2026-11-26', value: 8000, source: 'manual', updated_at: '2026-11-26T20:00:00.000Z' },
          { day: '2026-11-27', value: 7000, source: 'phone', updated_at: '2026-11-27T20:00:00.000Z' },
        ]
      : [],
    leaderboard: {
      teams: [
        { team_id: '00000000-0000-4000-8000-00000000000a', name: 'Trailblazers', members: 6, total: 90000 },
        { team_id: '00000000-0000-4000-8000-00000000000b', name: 'Pathfinders', members: 6, total: 80000 },
      ],
      members: [
        {
          rank: 1,
          display_name: 'Sam K.',
          team_id: '00000000-0000-4000-8000-00000000000b',
          total: 30000,
          finished: false,
          is_me: false,
        },
        {
          rank: 2,
          display_name: null,
          team_id: '00000000-0000-4000-8000-00000000000a',
          total: 20000,
          finished: false,
          is_me: false,
        },
        ...(challenge.joined
          ? [
              {
                rank: 3,
                display_name: 'Ana G.',
                team_id: '00000000-0000-4000-8000-00000000000a',
                total: 15000,
                finished: false,
                is_me: true,
              },
            ]
          : []),
      ],
    },
    ...overrides,
  };
}

export function makeAdminChallengeDetail(overrides: Partial<TAdminChallengeDetail> = {}): TAdminChallengeDetail {
  const {
    joined: _joined,
    can_join: _canJoin,
    can_log: _canLog,
    progress: _progress,
    my_team: _team,
    my_display_name: _name,
    phone_steps: _phone,
    participants: _count,
    ...challenge
  } = makeMemberChallenge();
  return {
    ...challenge,
    participation: { joined: { value: 12, fewer_than_5: false }, finished: { value: null, fewer_than_5: true } },
    created_at: '2026-11-01T10:00:00.000Z',
    team_totals: [
      {
        team_id: '00000000-0000-4000-8000-00000000000a',
        name: 'Trailblazers',
        members: { value: 6, fewer_than_5: false },
        total: { value: 90000, fewer_than_5: false },
      },
      {
        team_id: '00000000-0000-4000-8000-00000000000b',
        name: 'Pathfinders',
        members: { value: null, fewer_than_5: true },
        total: { value: null, fewer_than_5: true },
      },
    ],
    participants: [
      {
        account_id: 'acc-1',
        name: 'Ana García',
        email: 'ana@evergreen.test',
        team_id: '00000000-0000-4000-8000-00000000000a',
      },
      {
        account_id: 'acc-2',
        name: 'Sam Kim',
        email: 'sam@evergreen.test',
        team_id: '00000000-0000-4000-8000-00000000000b',
      },
    ],
    ...overrides,
  };
}
