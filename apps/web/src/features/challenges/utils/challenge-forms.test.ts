import { describe, expect, it } from 'vitest';
import { CHALLENGE_MESSAGES } from '@portal/contracts/challenges';
import { entryRequest, entrySchema, joinRequest, joinSchema } from './challenge-forms';

const DAYS = ['2026-11-28', '2026-11-27'];

function issues(result: { success: boolean; error?: { issues: readonly { message: string; path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('challenge forms', () => {
  it('holds a day to 100,000 steps and 1,440 minutes, and a habit to a check-in', () => {
    const steps = entrySchema('steps', DAYS);
    expect(steps.safeParse(entryRequest({ day: DAYS[0]!, value: '100000' })).success).toBe(true);
    expect(issues(steps.safeParse(entryRequest({ day: DAYS[0]!, value: '100001' })))).toEqual([
      ['value', CHALLENGE_MESSAGES.entrySteps],
    ]);
    expect(
      issues(entrySchema('active_minutes', DAYS).safeParse(entryRequest({ day: DAYS[0]!, value: '1441' }))),
    ).toEqual([['value', CHALLENGE_MESSAGES.entryMinutes]]);
    expect(issues(entrySchema('habit', DAYS).safeParse(entryRequest({ day: DAYS[0]!, value: '2' })))).toEqual([
      ['value', CHALLENGE_MESSAGES.entryHabit],
    ]);
  });

  it('refuses an empty or fractional value and a day not offered', () => {
    const steps = entrySchema('steps', DAYS);
    expect(issues(steps.safeParse(entryRequest({ day: DAYS[0]!, value: '' })))).toEqual([
      ['value', CHALLENGE_MESSAGES.entryValue],
    ]);
    expect(issues(steps.safeParse(entryRequest({ day: DAYS[0]!, value: '12.5' })))).toEqual([
      ['value', CHALLENGE_MESSAGES.entryValue],
    ]);
    expect(issues(steps.safeParse(entryRequest({ day: '2026-11-29', value: '10' })))).toEqual([
      ['day', CHALLENGE_MESSAGES.entryDay],
    ]);
  });

  it('asks for a team only where members pick one, and sends no name when the member hides it', () => {
    const values = { team_id: '', hide_name: true, display_name: 'Ana G.' };
    expect(joinRequest(values, 'choose')).toEqual({ team_id: undefined, display_name: null });
    expect(issues(joinSchema('choose').safeParse(joinRequest(values, 'choose')))).toEqual([
      ['team_id', CHALLENGE_MESSAGES.teamRequired],
    ]);
    expect(joinRequest(values, 'assigned')).toEqual({ display_name: null });
    expect(joinSchema('assigned').safeParse(joinRequest(values, 'assigned')).success).toBe(true);
    expect(joinRequest({ ...values, hide_name: false }, 'individual')).toEqual({ display_name: 'Ana G.' });
  });
});
