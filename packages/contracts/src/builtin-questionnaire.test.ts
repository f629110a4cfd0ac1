import { describe, expect, it } from 'vitest';
import { BUILTIN_QUESTIONNAIRE, YES_NO_VALUES } from './builtin-questionnaire';
import { ZQuestionnaire, listQuestions } from './questionnaire';

describe('BUILTIN_QUESTIONNAIRE', () => {
  it('is a valid questionnaire of the builtin-v3 instrument, version 1', () => {
    expect(ZQuestionnaire.parse(BUILTIN_QUESTIONNAIRE)).toEqual(BUILTIN_QUESTIONNAIRE);
    expect(BUILTIN_QUESTIONNAIRE).toMatchObject({ id: 'builtin-v3', version: 1, instrument: 'builtin-v3' });
  });

  it('has docs/product.md’s shape: 3 steps, one category each, 3 questions each, q1 to q9', () => {
    const shape = BUILTIN_QUESTIONNAIRE.steps.map((step) =>
      step.categories.map((category) => ({
        id: category.id,
        name: category.name,
        questions: category.questions.map((question) => `${question.id}:${question.kind}`),
      })),
    );
    expect(shape).toEqual([
      [{ id: 'physical-health', name: 'Physical Health', questions: ['q1:scale', 'q2:scale', 'q3:yes-no'] }],
      [{ id: 'mental-wellbeing', name: 'Mental Well-being', questions: ['q4:scale', 'q5:scale', 'q6:yes-no'] }],
      [{ id: 'lifestyle-habits', name: 'Lifestyle Habits', questions: ['q7:scale', 'q8:scale', 'q9:yes-no'] }],
    ]);
  });

  it('gives every question a prompt and options valued 1 to 4, higher being healthier', () => {
    for (const question of listQuestions(BUILTIN_QUESTIONNAIRE)) {
      expect(question.prompt.length).toBeGreaterThan(10);
      for (const option of question.options) expect(option.label).not.toBe('');
      if (question.kind === 'scale') {
        expect(question.options.map((option) => option.value)).toEqual([1, 2, 3, 4]);
      } else {
        expect(question.options).toEqual([
          { label: 'Yes', value: YES_NO_VALUES.healthier },
          { label: 'No', value: YES_NO_VALUES.other },
        ]);
        expect(YES_NO_VALUES).toEqual({ healthier: 4, other: 1 });
      }
    }
  });
});
