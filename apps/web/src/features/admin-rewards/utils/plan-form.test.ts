import { describe, expect, it } from 'vitest';
import type { TIncentivePlan } from '@portal/contracts/rewards';
import { ZIncentivePlanInput } from '@portal/contracts/rewards';
import { PLAN_FIELDS, activityIndexes, planFormValues, planRequest } from './plan-form';

const PLAN: TIncentivePlan = {
  id: 'p1',
  starts_on: '2026-01-01',
  ends_on: '2026-12-31',
  status: 'current',
  members_with_points: 12,
  activities: [
    { kind: 'video', points: 20, per_day: 2, per_year: 40 },
    { kind: 'questionnaire', points: 250 },
    { kind: 'custom', key: 'flu-shot', title: 'Flu shot', points: 100, per_year: 1 },
  ],
  levels: [
    { name: 'Bronze', points: 500, reward: '' },
    { name: 'Gold', points: 2000, reward: '$50 gift card' },
  ],
};

describe('the plan form', () => {
  it('edits a plan as it is and sends it back unchanged, built-in activities first in a fixed order', () => {
    const values = planFormValues(PLAN, PLAN, '2026-05-01');
    expect(values.builtIn.video).toEqual({ on: true, points: '20', per_day: '2', per_month: '', per_year: '40' });
    expect(values.builtIn.article.on).toBe(false);
    const request = planRequest(values);
    expect(ZIncentivePlanInput.safeParse(request).success).toBe(true);
    expect(request).toEqual({
      starts_on: '2026-01-01',
      ends_on: '2026-12-31',
      activities: [
        { kind: 'questionnaire', points: 250 },
        { kind: 'video', points: 20, per_day: 2, per_year: 40 },
        { kind: 'custom', key: 'flu-shot', title: 'Flu shot', points: 100, per_year: 1 },
      ],
      levels: PLAN.levels,
    });
  });

  it('starts a new plan year the day after the newest ends, a year long, from its activities and levels', () => {
    const values = planFormValues(null, PLAN, '2026-05-01');
    expect([values.starts_on, values.ends_on]).toEqual(['2027-01-01', '2027-12-31']);
    expect(values.levels.map((level) => level.name)).toEqual(['Bronze', 'Gold']);
    expect(values.custom.map((activity) => activity.key)).toEqual(['flu-shot']);
  });

  it('starts a first plan on 1 January this year, with one empty level and nothing switched on', () => {
    const values = planFormValues(null, null, '2026-05-01');
    expect([values.starts_on, values.ends_on]).toEqual(['2026-01-01', '2026-12-31']);
    expect(values.levels).toHaveLength(1);
    expect(Object.values(values.builtIn).some((activity) => activity.on)).toBe(false);
  });

  it('names each control by the path the contract reports its error at', () => {
    const values = planFormValues(PLAN, PLAN, '2026-05-01');
    values.builtIn.video.per_day = '';
    values.custom[0]!.key = 'Flu Shot';
    values.levels[1]!.points = '400';
    const indexes = activityIndexes(values);
    expect(indexes).toEqual({ builtIn: { questionnaire: 0, video: 1 }, custom: [2] });
    const parsed = ZIncentivePlanInput.safeParse(planRequest(values));
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['activities.1.per_day', 'activities.2.key']));
    // Every path the contract names is a control of the form (or its group), so the error has a place.
    for (const path of paths ?? []) expect(PLAN_FIELDS).toContain(path);
  });

  it('leaves a number or a day not typed missing, so the contract asks for it', () => {
    const values = planFormValues(null, null, '2026-05-01');
    values.starts_on = '';
    values.builtIn.questionnaire = { ...values.builtIn.questionnaire, on: true, points: ' ' };
    const request = planRequest(values);
    expect(request.starts_on).toBeUndefined();
    expect(request.activities).toEqual([{ kind: 'questionnaire', points: undefined }]);
  });
});
