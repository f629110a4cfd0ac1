/**
 * The health questionnaire: its definition (`GET /companies/questionnaire`),
 * a member's answers (`POST /companies/questionnaire/responses`) and the
 * scored results (`GET /companies/questionnaire/results[/latest]`), all under
 * the authorization service.
 *
 * A questionnaire is versioned: answers name the `id` and `version` they were
 * given for, and the server scores them against exactly that definition.
 * Option values are per instrument (the built-in set uses 1 to 4, the WHO-5
 * its own 0 to 5), so answers are checked against each question's own
 * options, never against one global range.
 */
import * as z from 'zod/mini';
import { fillMessage } from './localize-message';

export const QUESTIONNAIRE_INSTRUMENTS = ['builtin-v3', 'who-5'] as const;
export const ZQuestionnaireInstrument = z.enum(QUESTIONNAIRE_INSTRUMENTS);
export type TQuestionnaireInstrument = z.infer<typeof ZQuestionnaireInstrument>;

/** The option values an instrument's questions may carry, inclusive. */
export const INSTRUMENT_VALUE_RANGES: Record<TQuestionnaireInstrument, { min: number; max: number }> = {
  'builtin-v3': { min: 1, max: 4 },
  'who-5': { min: 0, max: 5 },
};

/** `scale`: one choice among ordered options; `yes-no`: exactly two options. */
export const QUESTION_KINDS = ['scale', 'yes-no'] as const;
export const ZQuestionKind = z.enum(QUESTION_KINDS);
export type TQuestionKind = z.infer<typeof ZQuestionKind>;

/** Ids of questionnaires, steps, categories and questions: short, URL- and key-safe. */
export const ZQuestionnaireKey = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Use a short lower-case id.'));

export const ZQuestionOption = z.object({
  label: z.string().check(z.minLength(1)),
  /** Higher is healthier, for every question of every instrument. */
  value: z.int(),
});
export type TQuestionOption = z.infer<typeof ZQuestionOption>;

export const ZQuestion = z
  .object({
    id: ZQuestionnaireKey,
    prompt: z.string().check(z.minLength(1)),
    kind: ZQuestionKind,
    options: z.array(ZQuestionOption).check(z.minLength(2)),
  })
  .check(
    z.superRefine((question, context) => {
      if (question.kind === 'yes-no' && question.options.length !== 2) {
        context.addIssue({
          code: 'custom',
          path: ['options'],
          message: fillMessage('Question {id} is a yes-no question: give it exactly 2 options.', { id: question.id }),
        });
      }
      const values = question.options.map((option) => option.value);
      if (new Set(values).size !== values.length) {
        context.addIssue({
          code: 'custom',
          path: ['options'],
          message: fillMessage('Question {id} has two options with the same value.', { id: question.id }),
        });
      }
    }),
  );
export type TQuestion = z.infer<typeof ZQuestion>;

export const ZQuestionCategory = z.object({
  id: ZQuestionnaireKey,
  name: z.string().check(z.minLength(1)),
  questions: z.array(ZQuestion).check(z.minLength(1)),
});
export type TQuestionCategory = z.infer<typeof ZQuestionCategory>;

export const ZQuestionnaireStep = z.object({
  id: ZQuestionnaireKey,
  title: z.string().check(z.minLength(1)),
  categories: z.array(ZQuestionCategory).check(z.minLength(1)),
});
export type TQuestionnaireStep = z.infer<typeof ZQuestionnaireStep>;

/** Every question of a questionnaire, in the order the member sees them. */
export function listQuestions(questionnaire: { steps: readonly TQuestionnaireStep[] }): TQuestion[] {
  return questionnaire.steps.flatMap((step) => step.categories.flatMap((category) => category.questions));
}

/** The WHO-5's scoring needs its own shape: five items scored 0 to 5. */
export const WHO5_ITEM_COUNT = 5;

/** `GET /api/authorization/companies/questionnaire`: the member's company's current questionnaire. */
export const ZQuestionnaire = z
  .object({
    id: ZQuestionnaireKey,
    version: z.int().check(z.positive()),
    instrument: ZQuestionnaireInstrument,
    title: z.string().check(z.minLength(1)),
    /** What the member reads before the first question. */
    intro: z.optional(z.string()),
    steps: z.array(ZQuestionnaireStep).check(z.minLength(1)),
  })
  .check(
    z.superRefine((questionnaire, context) => {
      const range = INSTRUMENT_VALUE_RANGES[questionnaire.instrument];
      const questions = listQuestions(questionnaire);
      const seen = new Set<string>();
      for (const question of questions) {
        if (seen.has(question.id)) {
          context.addIssue({
            code: 'custom',
            path: ['steps'],
            message: fillMessage('Question id {id} is used twice.', { id: question.id }),
          });
        }
        seen.add(question.id);
        for (const option of question.options) {
          if (option.value < range.min || option.value > range.max) {
            context.addIssue({
              code: 'custom',
              path: ['steps'],
              message: fillMessage(
                'Question {id}: the {instrument} instrument takes values {min} to {max}, not {value}.',
                { id: question.id, instrument: questionnaire.instrument, ...range, value: option.value },
              ),
            });
          }
        }
      }
      if (
        questionnaire.instrument === 'who-5' &&
        (questions.length !== WHO5_ITEM_COUNT ||
          questions.some((question) => question.kind !== 'scale' || question.options.length !== 6))
      ) {
        context.addIssue({
          code: 'custom',
          path: ['steps'],
          message: 'The WHO-5 has exactly 5 questions, each with the 6 options 0 to 5.',
        });
      }
    }),
  );
export type TQuestionnaire = z.infer<typeof ZQuestionnaire>;
export const ZGetQuestionnaireResponse = ZQuestionnaire;
export type TGetQuestionnaireResponse = TQuestionnaire;

/** Far more than any questionnaire has; bounds the work one request can cause. */
export const MAX_ANSWERS = 100;

/** `POST /api/authorization/companies/questionnaire/responses`. */
export const ZSubmitQuestionnaireRequest = z.object({
  questionnaire_id: z.string().check(z.minLength(1), z.maxLength(40)),
  version: z.int().check(z.positive()),
  /** Question id → the chosen option's value. Checked against the questionnaire's own options by the server. */
  answers: z
    .record(z.string().check(z.minLength(1), z.maxLength(40)), z.number())
    .check(z.refine((answers) => Object.keys(answers).length <= MAX_ANSWERS, `Send at most ${MAX_ANSWERS} answers.`)),
});
export type TSubmitQuestionnaireRequest = z.infer<typeof ZSubmitQuestionnaireRequest>;

export const RESULT_BANDS = ['doing-well', 'worth-attention', 'talk-to-someone'] as const;
export const ZResultBand = z.enum(RESULT_BANDS);
export type TResultBand = z.infer<typeof ZResultBand>;

/** What the app shows for each band: plain words, no judgement. */
export const RESULT_BAND_LABELS: Record<TResultBand, string> = {
  'doing-well': 'Doing well',
  'worth-attention': 'Worth attention',
  'talk-to-someone': 'Talk to someone',
};

/** One sentence under the label. */
export const RESULT_BAND_DESCRIPTIONS: Record<TResultBand, string> = {
  'doing-well': 'Your answers suggest things are going well here. Keep doing what works for you.',
  'worth-attention': 'Your answers suggest this area could use a little care. Small changes can make a difference.',
  'talk-to-someone':
    'Your answers suggest this area is hard right now. Talking it through with someone you trust or a professional can help.',
};

export const ZResultScore = z.object({
  score: z.number(),
  max: z.number(),
  /** 0 to 100, rounded to a whole number. */
  percent: z.number(),
  band: ZResultBand,
});
export type TResultScore = z.infer<typeof ZResultScore>;

export const ZCategoryResult = z.object({
  id: z.string(),
  name: z.string(),
  score: z.number(),
  max: z.number(),
  percent: z.number(),
  band: ZResultBand,
});
export type TCategoryResult = z.infer<typeof ZCategoryResult>;

export const ZResultFlags = z.object({
  /** The member's answers point to low well-being: the app shows the support block. */
  low_wellbeing: z.boolean(),
});
export type TResultFlags = z.infer<typeof ZResultFlags>;

/** Shown above the support contact when low_wellbeing is set. */
export const LOW_WELLBEING_SUPPORT_MESSAGE =
  "Some of your answers suggest you may be going through a hard time. You don't have to handle it alone: our support team is here to listen and help you find the right care.";

/** Who to call when the result points to low well-being (the brand's support line). */
export const ZResultSupport = z.object({
  message: z.string(),
  phone: z.string(),
  hours: z.string(),
  /** Always shown with the phone number: the support line is not an emergency service. */
  emergency_note: z.string(),
});
export type TResultSupport = z.infer<typeof ZResultSupport>;

/** The scored part of a result: what scoring computes from a questionnaire and its answers. */
export const ZQuestionnaireScore = z.object({
  overall: ZResultScore,
  categories: z.array(ZCategoryResult),
  flags: ZResultFlags,
});
export type TQuestionnaireScore = z.infer<typeof ZQuestionnaireScore>;

/** `POST …/responses` (201), `GET …/results/latest`, and each entry of `GET …/results`. */
export const ZQuestionnaireResult = z.object({
  id: z.string(),
  questionnaire_id: z.string(),
  version: z.int(),
  instrument: ZQuestionnaireInstrument,
  /** ISO 8601. */
  answered_at: z.iso.datetime(),
  overall: ZResultScore,
  categories: z.array(ZCategoryResult),
  flags: ZResultFlags,
  /** Present exactly when `flags.low_wellbeing` is true. */
  support: z.optional(ZResultSupport),
});
export type TQuestionnaireResult = z.infer<typeof ZQuestionnaireResult>;
export const ZSubmitQuestionnaireResponse = ZQuestionnaireResult;
export type TSubmitQuestionnaireResponse = TQuestionnaireResult;
export const ZLatestQuestionnaireResultResponse = ZQuestionnaireResult;
export type TLatestQuestionnaireResultResponse = TQuestionnaireResult;

/** How many past results `GET …/results` returns at most. */
export const QUESTIONNAIRE_HISTORY_LIMIT = 20;

/** When the member may answer again (the company sets the wait; 0 means any time). */
export const ZRetakeInfo = z.object({
  can_retake: z.boolean(),
  /** ISO 8601; null when the member can answer now. */
  retake_available_at: z.nullable(z.iso.datetime()),
});
export type TRetakeInfo = z.infer<typeof ZRetakeInfo>;

/** `GET /api/authorization/companies/questionnaire/results`: newest first. */
export const ZQuestionnaireHistoryResponse = z.object({
  results: z.array(ZQuestionnaireResult),
  can_retake: z.boolean(),
  retake_available_at: z.nullable(z.iso.datetime()),
});
export type TQuestionnaireHistoryResponse = z.infer<typeof ZQuestionnaireHistoryResponse>;

/** Days a member waits between two answers unless the company sets another wait. */
export const QUESTIONNAIRE_RETAKE_AFTER_DAYS_DEFAULT = 30;

export const QUESTIONNAIRE_ERROR_CODES = {
  /** 400: the answers are for a questionnaire or version that is no longer the company's current one. */
  outdated: 'QUESTIONNAIRE_OUTDATED',
  /** 409: the member answered recently; `details.retake_available_at` says when they may again. */
  retakeTooEarly: 'QUESTIONNAIRE_RETAKE_TOO_EARLY',
} as const;

/** The 409 body of a too-early retake. */
export const ZQuestionnaireRetakeErrorDetails = z.object({ retake_available_at: z.iso.datetime() });
export type TQuestionnaireRetakeErrorDetails = z.infer<typeof ZQuestionnaireRetakeErrorDetails>;
