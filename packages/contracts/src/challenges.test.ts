import { describe, expect, it } from 'vitest';
import { CHALLENGE_MESSAGES, ZChallengeEntryRequest, ZChallengeInput, ZJoinChallengeRequest } from './challenges';

const STEPS = {
  title: 'Spring steps',
  kind: 'steps',
  goal_type: 'total',
  goal: 150_000,
  teams: 'choose',
  team_names: ['Trailblazers', 'Pathfinders'],
  starts_on: '2026-03-01',
  ends_on: '2026-03-28',
  join_until: '2026-03-28',
  points: 500,
} as const;

/** The first problem's message and field. */
function problem(input: unknown): { message: string; path: string } | undefined {
  const parsed = ZChallengeInput.safeParse(input);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return issue && { message: issue.message, path: issue.path.join('.') };
}

describe('a challenge as an admin sets it up', () => {
  it('takes a team step challenge, a daily habit and an individual minutes challenge', () => {
    expect(ZChallengeInput.safeParse(STEPS).success).toBe(true);
    const habit = { ...STEPS, kind: 'habit', goal_type: 'daily', goal: 1, days_required: 20 };
    expect(ZChallengeInput.safeParse(habit).success).toBe(true);
    const minutes = { ...STEPS, kind: 'active_minutes', goal: 30 * 28, teams: 'individual', team_names: [] };
    expect(ZChallengeInput.safeParse(minutes).success).toBe(true);
  });

  it.each([
    [{ title: ' ' }, 'title', CHALLENGE_MESSAGES.title],
    [{ goal: 100_000 * 28 + 1 }, 'goal', CHALLENGE_MESSAGES.goalSteps],
    [{ goal_type: 'daily', goal: 100_001 }, 'goal', CHALLENGE_MESSAGES.goalSteps],
    [{ kind: 'active_minutes', goal_type: 'daily', goal: 1_441 }, 'goal', CHALLENGE_MESSAGES.goalMinutes],
    [{ kind: 'habit', goal_type: 'total', goal: 10 }, 'goal', CHALLENGE_MESSAGES.habitGoal],
    [{ days_required: 3 }, 'days_required', CHALLENGE_MESSAGES.daysRequired],
    [{ goal_type: 'daily', goal: 8_000, days_required: 29 }, 'days_required', CHALLENGE_MESSAGES.daysRequired],
    [{ team_names: ['Solo'] }, 'team_names', CHALLENGE_MESSAGES.teams],
    [{ team_names: ['Owls', 'owls'] }, 'team_names', CHALLENGE_MESSAGES.teamsUnique],
    [{ teams: 'individual' }, 'team_names', CHALLENGE_MESSAGES.teamsIndividual],
    [{ ends_on: '2026-02-28' }, 'ends_on', CHALLENGE_MESSAGES.endsBeforeStart],
    [{ ends_on: '2027-03-02', join_until: '2026-03-02' }, 'ends_on', CHALLENGE_MESSAGES.tooLong],
    [{ join_until: '2026-01-29' }, 'join_until', CHALLENGE_MESSAGES.joinUntil],
    [{ join_until: '2026-03-29' }, 'join_until', CHALLENGE_MESSAGES.joinUntil],
    [{ points: 0 }, 'points', CHALLENGE_MESSAGES.points],
    [{ points: 100_001 }, 'points', CHALLENGE_MESSAGES.points],
  ])('refuses %o, naming %s', (change, path, message) => {
    expect(problem({ ...STEPS, ...change })).toEqual({ path, message });
  });

  it('joins from 30 days before the start', () => {
    expect(ZChallengeInput.safeParse({ ...STEPS, join_until: '2026-01-29' }).success).toBe(false);
    expect(ZChallengeInput.safeParse({ ...STEPS, join_until: '2026-01-30' }).success).toBe(true);
  });
});

describe('joining and logging', () => {
  it('takes a trimmed display name or none, never an empty one', () => {
    expect(ZJoinChallengeRequest.parse({ display_name: '  Sam  ' }).display_name).toBe('Sam');
    expect(ZJoinChallengeRequest.parse({ display_name: null }).display_name).toBeNull();
    expect(ZJoinChallengeRequest.safeParse({ display_name: '   ' }).success).toBe(false);
    expect(ZJoinChallengeRequest.safeParse({ display_name: 'x'.repeat(41) }).success).toBe(false);
    expect(ZJoinChallengeRequest.safeParse({}).success).toBe(false);
  });

  it('takes whole values within a day of steps, from the hand or the phone', () => {
    expect(ZChallengeEntryRequest.safeParse({ value: 100_000, source: 'phone' }).success).toBe(true);
    expect(ZChallengeEntryRequest.safeParse({ value: 100_001, source: 'manual' }).success).toBe(false);
    expect(ZChallengeEntryRequest.safeParse({ value: -1, source: 'manual' }).success).toBe(false);
    expect(ZChallengeEntryRequest.safeParse({ value: 1.5, source: 'manual' }).success).toBe(false);
    expect(ZChallengeEntryRequest.safeParse({ value: 1, source: 'watch' }).success).toBe(false);
  });
});

describe('dates that are no dates', () => {
  it('are refused by their own check, never thrown on by the challenge’s', () => {
    for (const day of ['someday', '2026-13-45', '', '-271821-04-20']) {
      expect(ZChallengeInput.safeParse({ ...STEPS, starts_on: day }).success).toBe(false);
      expect(ZChallengeInput.safeParse({ ...STEPS, join_until: day }).success).toBe(false);
    }
  });
});
