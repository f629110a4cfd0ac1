/**
 * Checking and scoring a questionnaire's answers, per instrument. Pure, so
 * the server (the authority on every stored result) and the tests share it;
 * the app shows what the server returns.
 */
import { BUILTIN_MENTAL_WELLBEING_CATEGORY_ID } from './builtin-questionnaire';
import { listQuestions } from './questionnaire';
import type {
  TCategoryResult,
  TQuestionCategory,
  TQuestionnaire,
  TQuestionnaireScore,
  TResultBand,
  TResultScore,
} from './questionnaire';

/** Bands by percent of the maximum: at least 75 doing well, at least 50 worth attention, else talk to someone. */
export const BAND_THRESHOLDS = { doingWell: 75, worthAttention: 50 } as const;

/** WHO-5: a raw score below 13 (of 25), or any item at 0 or 1, points to low well-being. */
export const WHO5_LOW_RAW_SCORE_BELOW = 13;
export const WHO5_LOW_ITEM_AT_MOST = 1;

export type TAnswers = Readonly<Record<string, number>>;

export interface AnswerProblem {
  kind: 'missing' | 'not-an-option' | 'unknown-question';
  questionId: string;
  message: string;
}

/**
 * Everything wrong with a set of answers, in the order the questions are
 * asked (unknown question ids last): every question needs one answer among
 * its own options' values, and nothing else may be answered.
 */
export function findAnswerProblems(questionnaire: TQuestionnaire, answers: TAnswers): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  const questions = listQuestions(questionnaire);
  for (const question of questions) {
    const answer = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
    if (answer === undefined) {
      problems.push({ kind: 'missing', questionId: question.id, message: `Question ${question.id} has no answer.` });
    } else if (!question.options.some((option) => option.value === answer)) {
      problems.push({
        kind: 'not-an-option',
        questionId: question.id,
        message: `Answer ${answer} is not an option for question ${question.id}.`,
      });
    }
  }
  const known = new Set(questions.map((question) => question.id));
  for (const questionId of Object.keys(answers)) {
    if (!known.has(questionId)) {
      problems.push({
        kind: 'unknown-question',
        questionId,
        message: `There is no question ${questionId} in this questionnaire.`,
      });
    }
  }
  return problems;
}

export function getBand(percent: number): TResultBand {
  if (percent >= BAND_THRESHOLDS.doingWell) return 'doing-well';
  if (percent >= BAND_THRESHOLDS.worthAttention) return 'worth-attention';
  return 'talk-to-someone';
}

function toPercent(score: number, max: number): number {
  return max === 0 ? 0 : Math.round((score / max) * 100);
}

function toScore(score: number, max: number): TResultScore {
  const percent = toPercent(score, max);
  return { score, max, percent, band: getBand(percent) };
}

function answerOf(answers: TAnswers, questionId: string): number {
  const answer = answers[questionId];
  if (answer === undefined)
    throw new Error(`Question ${questionId} has no answer; check with findAnswerProblems first.`);
  return answer;
}

function sumCategory(category: TQuestionCategory, answers: TAnswers) {
  return {
    score: category.questions.reduce((total, question) => total + answerOf(answers, question.id), 0),
    max: category.questions.reduce(
      (total, question) => total + Math.max(...question.options.map((option) => option.value)),
      0,
    ),
  };
}

function listCategories(questionnaire: TQuestionnaire): TQuestionCategory[] {
  return questionnaire.steps.flatMap((step) => step.categories);
}

/** builtin-v3: sums per category and overall; low well-being when Mental Well-being is in the lowest band. */
function scoreBuiltin(questionnaire: TQuestionnaire, answers: TAnswers): TQuestionnaireScore {
  let score = 0;
  let max = 0;
  const categories = listCategories(questionnaire).map((category): TCategoryResult => {
    const sum = sumCategory(category, answers);
    score += sum.score;
    max += sum.max;
    return { id: category.id, name: category.name, ...toScore(sum.score, sum.max) };
  });
  const mental = categories.find((category) => category.id === BUILTIN_MENTAL_WELLBEING_CATEGORY_ID);
  return {
    overall: toScore(score, max),
    categories,
    flags: { low_wellbeing: mental?.band === 'talk-to-someone' },
  };
}

/**
 * WHO-5: raw score 0 to 25, percent = raw × 4. Low well-being (raw below 13,
 * or any item at 0 or 1) always bands as "talk to someone", so the band and
 * the support block never disagree; otherwise the usual percent bands apply.
 */
function scoreWho5(questionnaire: TQuestionnaire, answers: TAnswers): TQuestionnaireScore {
  const values = listQuestions(questionnaire).map((question) => answerOf(answers, question.id));
  const raw = values.reduce((total, value) => total + value, 0);
  const isLow = raw < WHO5_LOW_RAW_SCORE_BELOW || values.some((value) => value <= WHO5_LOW_ITEM_AT_MOST);
  const overall = toScore(raw, 25);
  if (isLow) overall.band = 'talk-to-someone';
  return {
    overall,
    categories: listCategories(questionnaire).map((category) => ({ id: category.id, name: category.name, ...overall })),
    flags: { low_wellbeing: isLow },
  };
}

/** Scores answers that findAnswerProblems found nothing wrong with. */
export function scoreQuestionnaire(questionnaire: TQuestionnaire, answers: TAnswers): TQuestionnaireScore {
  switch (questionnaire.instrument) {
    case 'builtin-v3':
      return scoreBuiltin(questionnaire, answers);
    case 'who-5':
      return scoreWho5(questionnaire, answers);
  }
}
