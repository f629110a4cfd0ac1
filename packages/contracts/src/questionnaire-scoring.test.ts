import { describe, expect, it } from 'vitest';
import { BUILTIN_QUESTIONNAIRE } from './builtin-questionnaire';
import { findAnswerProblems, getBand, scoreQuestionnaire } from './questionnaire-scoring';
import { RESULT_BAND_LABELS } from './questionnaire';
import { WHO5_QUESTIONNAIRE } from './who5-questionnaire';

function who5(...values: number[]) {
  return Object.fromEntries(values.map((value, index) => [`q${index + 1}`, value]));
}

function builtin(...values: number[]) {
  return Object.fromEntries(values.map((value, index) => [`q${index + 1}`, value]));
}

describe('getBand', () => {
  it('bands by percent: 75 and up doing well, 50 and up worth attention, else talk to someone', () => {
    expect([100, 75, 74, 50, 49, 0].map(getBand)).toEqual([
      'doing-well',
      'doing-well',
      'worth-attention',
      'worth-attention',
      'talk-to-someone',
      'talk-to-someone',
    ]);
    expect(RESULT_BAND_LABELS).toEqual({
      'doing-well': 'Doing well',
      'worth-attention': 'Worth attention',
      'talk-to-someone': 'Talk to someone',
    });
  });
});

describe('scoreQuestionnaire: WHO-5', () => {
  it('all 3s: raw 15 of 25, 60%, not low', () => {
    expect(scoreQuestionnaire(WHO5_QUESTIONNAIRE, who5(3, 3, 3, 3, 3))).toEqual({
      overall: { score: 15, max: 25, percent: 60, band: 'worth-attention' },
      categories: [{ id: 'wellbeing', name: 'Well-being', score: 15, max: 25, percent: 60, band: 'worth-attention' }],
      flags: { low_wellbeing: false },
    });
  });

  it('one item at 1 is low, however high the rest', () => {
    const score = scoreQuestionnaire(WHO5_QUESTIONNAIRE, who5(5, 5, 5, 5, 1));
    expect(score.overall).toEqual({ score: 21, max: 25, percent: 84, band: 'talk-to-someone' });
    expect(score.flags.low_wellbeing).toBe(true);
    expect(scoreQuestionnaire(WHO5_QUESTIONNAIRE, who5(0, 5, 5, 5, 5)).flags.low_wellbeing).toBe(true);
  });

  it('raw 12 is low, raw 13 with every item at 2 or more is not', () => {
    const twelve = scoreQuestionnaire(WHO5_QUESTIONNAIRE, who5(2, 2, 2, 3, 3));
    expect(twelve.overall).toEqual({ score: 12, max: 25, percent: 48, band: 'talk-to-someone' });
    expect(twelve.flags.low_wellbeing).toBe(true);
    const thirteen = scoreQuestionnaire(WHO5_QUESTIONNAIRE, who5(2, 2, 3, 3, 3));
    expect(thirteen.overall).toEqual({ score: 13, max: 25, percent: 52, band: 'worth-attention' });
    expect(thirteen.flags.low_wellbeing).toBe(false);
  });

  it('all 5s: 100%, doing well', () => {
    const score = scoreQuestionnaire(WHO5_QUESTIONNAIRE, who5(5, 5, 5, 5, 5));
    expect(score.overall).toEqual({ score: 25, max: 25, percent: 100, band: 'doing-well' });
    expect(score.flags.low_wellbeing).toBe(false);
  });
});

describe('scoreQuestionnaire: builtin-v3', () => {
  it('sums each category out of 12 and the whole out of 36', () => {
    const score = scoreQuestionnaire(BUILTIN_QUESTIONNAIRE, builtin(3, 3, 4, 2, 3, 4, 2, 3, 1));
    expect(score).toEqual({
      overall: { score: 25, max: 36, percent: 69, band: 'worth-attention' },
      categories: [
        { id: 'physical-health', name: 'Physical Health', score: 10, max: 12, percent: 83, band: 'doing-well' },
        { id: 'mental-wellbeing', name: 'Mental Well-being', score: 9, max: 12, percent: 75, band: 'doing-well' },
        { id: 'lifestyle-habits', name: 'Lifestyle Habits', score: 6, max: 12, percent: 50, band: 'worth-attention' },
      ],
      flags: { low_wellbeing: false },
    });
  });

  it('flags low well-being when Mental Well-being is in the lowest band, and only then', () => {
    // Mental Well-being 2 + 2 + 1 = 5 of 12 (42%): talk to someone.
    const low = scoreQuestionnaire(BUILTIN_QUESTIONNAIRE, builtin(4, 4, 4, 2, 2, 1, 4, 4, 4));
    expect(low.categories[1]).toMatchObject({ score: 5, percent: 42, band: 'talk-to-someone' });
    expect(low.overall).toMatchObject({ score: 29, percent: 81, band: 'doing-well' });
    expect(low.flags.low_wellbeing).toBe(true);
    // Physical Health at its minimum does not set it.
    const physical = scoreQuestionnaire(BUILTIN_QUESTIONNAIRE, builtin(1, 1, 1, 4, 4, 4, 4, 4, 4));
    expect(physical.categories[0]).toMatchObject({ score: 3, percent: 25, band: 'talk-to-someone' });
    expect(physical.flags.low_wellbeing).toBe(false);
  });
});

describe('findAnswerProblems', () => {
  it('finds nothing wrong with a complete set of valid answers', () => {
    expect(findAnswerProblems(BUILTIN_QUESTIONNAIRE, builtin(1, 2, 4, 3, 4, 1, 2, 3, 4))).toEqual([]);
    expect(findAnswerProblems(WHO5_QUESTIONNAIRE, who5(0, 1, 2, 3, 5))).toEqual([]);
  });

  it("names missing answers, values that are not among the question's own options, and unknown questions", () => {
    const answers: Record<string, number> = { ...builtin(1, 7, 2, 3, 4, 1, 2, 3, 4), q10: 1 };
    delete answers.q4;
    // q3 is Yes/No: only 4 and 1 are options, so 2 is not one.
    expect(findAnswerProblems(BUILTIN_QUESTIONNAIRE, answers).map((problem) => problem.message)).toEqual([
      'Answer 7 is not an option for question q2.',
      'Answer 2 is not an option for question q3.',
      'Question q4 has no answer.',
      'There is no question q10 in this questionnaire.',
    ]);
    // 0 is a WHO-5 option but not a built-in one.
    expect(findAnswerProblems(BUILTIN_QUESTIONNAIRE, { ...builtin(1, 1, 1, 1, 1, 1, 1, 1, 1), q5: 0 })).toEqual([
      { kind: 'not-an-option', questionId: 'q5', message: 'Answer 0 is not an option for question q5.' },
    ]);
  });

  it('never takes an inherited property for an answer', () => {
    const answers = Object.create({ q1: 3 }) as Record<string, number>;
    expect(findAnswerProblems(WHO5_QUESTIONNAIRE, answers)[0]?.message).toBe('Question q1 has no answer.');
  });
});
