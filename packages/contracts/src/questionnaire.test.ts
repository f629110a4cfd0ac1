import { describe, expect, it } from 'vitest';
import { BUILTIN_QUESTIONNAIRE } from './builtin-questionnaire';
import { ZQuestionnaire, ZSubmitQuestionnaireRequest } from './questionnaire';
import type { TQuestionnaire } from './questionnaire';
import { WHO5_OPTIONS, WHO5_QUESTIONNAIRE } from './who5-questionnaire';

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function withFirstQuestion(questionnaire: TQuestionnaire, change: Record<string, unknown>): unknown {
  const copy = clone(questionnaire);
  Object.assign(copy.steps[0]!.categories[0]!.questions[0]!, change);
  return copy;
}

function messagesOf(value: unknown): string[] {
  const result = ZQuestionnaire.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('ZQuestionnaire', () => {
  it('accepts the WHO-5 with its own 0 to 5 scale, in the official order and labels', () => {
    expect(ZQuestionnaire.parse(WHO5_QUESTIONNAIRE)).toEqual(WHO5_QUESTIONNAIRE);
    expect(WHO5_OPTIONS.map((option) => `${option.value} ${option.label}`)).toEqual([
      '5 All of the time',
      '4 Most of the time',
      '3 More than half of the time',
      '2 Less than half of the time',
      '1 Some of the time',
      '0 At no time',
    ]);
    const [step] = WHO5_QUESTIONNAIRE.steps;
    expect(WHO5_QUESTIONNAIRE.steps).toHaveLength(1);
    expect(step?.categories.map((category) => category.name)).toEqual(['Well-being']);
    expect(step?.categories[0]?.questions.map((question) => question.prompt)).toEqual([
      'I have felt cheerful and in good spirits.',
      'I have felt calm and relaxed.',
      'I have felt active and vigorous.',
      'I woke up feeling fresh and rested.',
      'My daily life has been filled with things that interest me.',
    ]);
  });

  it('refuses a Yes/No question without exactly 2 options, and repeated values', () => {
    const three = [
      { label: 'Yes', value: 4 },
      { label: 'No', value: 1 },
      { label: 'Maybe', value: 2 },
    ];
    expect(messagesOf(withFirstQuestion(BUILTIN_QUESTIONNAIRE, { kind: 'yes-no', options: three }))).toContain(
      'Question q1 is a yes-no question: give it exactly 2 options.',
    );
    const repeated = [
      { label: 'A', value: 1 },
      { label: 'B', value: 1 },
    ];
    expect(messagesOf(withFirstQuestion(BUILTIN_QUESTIONNAIRE, { options: repeated }))).toContain(
      'Question q1 has two options with the same value.',
    );
  });

  it("checks option values against the instrument's own range", () => {
    const zeroToFive = WHO5_OPTIONS.map((option) => ({ ...option }));
    expect(messagesOf(withFirstQuestion(BUILTIN_QUESTIONNAIRE, { options: zeroToFive }))).toContain(
      'Question q1: the builtin-v3 instrument takes values 1 to 4, not 5.',
    );
    const six = [...zeroToFive.slice(1), { label: 'Beyond', value: 6 }];
    expect(messagesOf(withFirstQuestion(WHO5_QUESTIONNAIRE, { options: six }))).toContain(
      'Question q1: the who-5 instrument takes values 0 to 5, not 6.',
    );
  });

  it('refuses a WHO-5 without its 5 items and a questionnaire with a repeated question id', () => {
    const four = clone(WHO5_QUESTIONNAIRE);
    four.steps[0]!.categories[0]!.questions.pop();
    expect(messagesOf(four)).toContain('The WHO-5 has exactly 5 questions, each with the 6 options 0 to 5.');
    expect(messagesOf(withFirstQuestion(BUILTIN_QUESTIONNAIRE, { id: 'q2' }))).toContain(
      'Question id q2 is used twice.',
    );
  });
});

describe('ZSubmitQuestionnaireRequest', () => {
  it('takes an id, a version and numeric answers by question id', () => {
    const request = { questionnaire_id: 'builtin-v3', version: 1, answers: { q1: 4, q2: 1 } };
    expect(ZSubmitQuestionnaireRequest.parse(request)).toEqual(request);
    for (const bad of [
      { ...request, version: 0 },
      { ...request, version: 1.5 },
      { ...request, answers: { q1: '4' } },
      { ...request, answers: [4] },
      { ...request, questionnaire_id: '' },
      { ...request, answers: Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`q${index}`, 1])) },
    ]) {
      expect(ZSubmitQuestionnaireRequest.safeParse(bad).success).toBe(false);
    }
  });
});
