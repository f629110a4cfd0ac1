import { describe, expect, it } from 'vitest';
import { CHALLENGE_MESSAGES, ZChallengeInput } from '@portal/contracts/challenges';
import { challengeFormValues, challengeRequest, withKind, withTeamMode } from './challenge-form';

describe('challenge form', () => {
  it('makes a valid request from a new challenge, with no teams for an individual one', () => {
    const request = challengeRequest({ ...challengeFormValues(null, '2026-11-28'), title: 'Walk' });
    expect(request).toMatchObject({
      title: 'Walk',
      kind: 'steps',
      goal: 7000,
      days_required: null,
      team_names: [],
      starts_on: '2026-12-05',
      ends_on: '2027-01-01',
      points: 100,
    });
    expect(ZChallengeInput.safeParse(request).success).toBe(true);
  });

  it('starts teams with two names to fill, and a habit with one check-in a day', () => {
    const values = withTeamMode(challengeFormValues(null, '2026-11-28'), 'choose');
    expect(values.team_names.map((team) => team.name)).toEqual(['', '']);
    const result = ZChallengeInput.safeParse(challengeRequest({ ...values, title: 'Walk' }));
    expect(result.error?.issues.map((issue) => issue.message)).toContain(CHALLENGE_MESSAGES.teams);
    expect(withKind(values, 'habit')).toMatchObject({ kind: 'habit', goal_type: 'daily', goal: '1' });
  });

  it('refuses an empty goal with its message, and sends days required only for a daily goal', () => {
    const values = { ...challengeFormValues(null, '2026-11-28'), title: 'Walk', goal: '' };
    const result = ZChallengeInput.safeParse(challengeRequest(values));
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['goal', CHALLENGE_MESSAGES.goal],
    ]);
    expect(challengeRequest({ ...values, goal_type: 'total', days_required: '5' }).days_required).toBeNull();
    expect(challengeRequest({ ...values, days_required: '5' }).days_required).toBe(5);
  });
});
