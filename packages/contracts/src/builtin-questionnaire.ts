/**
 * The built-in questionnaire (instrument `builtin-v3`): what the server
 * serves to a company without a questionnaire of its own, and what the app
 * shows when it cannot fetch one (docs/product.md's fallback).
 *
 * Three steps, one category each (Physical Health, Mental Well-being,
 * Lifestyle Habits), three questions each (q1 to q9). Every option value is
 * 1 to 4 and higher is always healthier, so no question is reverse-scored.
 * Scale questions list their options from 1 to 4. The third question of each
 * category is a Yes/No question: the healthier answer is worth 4, the other
 * 1, so each category still scores 3 to 12.
 */
import type { TQuestion, TQuestionOption, TQuestionnaire } from './questionnaire';

export const BUILTIN_QUESTIONNAIRE_ID = 'builtin-v3';
export const BUILTIN_QUESTIONNAIRE_VERSION = 1;

/** The Mental Well-being category: its lowest band sets the low well-being flag. */
export const BUILTIN_MENTAL_WELLBEING_CATEGORY_ID = 'mental-wellbeing';

/** The value of the healthier and the other answer of a Yes/No question. */
export const YES_NO_VALUES = { healthier: 4, other: 1 } as const;

function scale(id: string, prompt: string, labels: readonly [string, string, string, string]): TQuestion {
  return {
    id,
    prompt,
    kind: 'scale',
    options: labels.map((label, index): TQuestionOption => ({ label, value: index + 1 })),
  };
}

/** A Yes/No question whose "Yes" is the healthier answer. */
function yesNo(id: string, prompt: string): TQuestion {
  return {
    id,
    prompt,
    kind: 'yes-no',
    options: [
      { label: 'Yes', value: YES_NO_VALUES.healthier },
      { label: 'No', value: YES_NO_VALUES.other },
    ],
  };
}

const HOW_OFTEN = ['Rarely or never', 'Some of the time', 'Often', 'Most of the time'] as const;

export const BUILTIN_QUESTIONNAIRE: TQuestionnaire = {
  id: BUILTIN_QUESTIONNAIRE_ID,
  version: BUILTIN_QUESTIONNAIRE_VERSION,
  instrument: 'builtin-v3',
  title: 'Your health check-in',
  intro:
    'Nine short questions about how you have been lately. There are no right or wrong answers: choose what fits you best. It takes about two minutes.',
  steps: [
    {
      id: 'step-1',
      title: 'Your body',
      categories: [
        {
          id: 'physical-health',
          name: 'Physical Health',
          questions: [
            scale(
              'q1',
              'In the past two weeks, on how many days did you move enough to raise your heart rate for 30 minutes or more?',
              ['Hardly any days', 'A few days', 'About half of the days', 'Most days'],
            ),
            scale('q2', 'How has your energy been on a usual day lately?', [
              'Low most of the day',
              'Up and down',
              'Mostly steady',
              'Good most of the day',
            ]),
            yesNo('q3', 'Have you had a routine health check-up in the past 12 months?'),
          ],
        },
      ],
    },
    {
      id: 'step-2',
      title: 'Your mind',
      categories: [
        {
          id: BUILTIN_MENTAL_WELLBEING_CATEGORY_ID,
          name: 'Mental Well-being',
          questions: [
            scale(
              'q4',
              'In the past two weeks, how often have you felt calm and able to handle what came your way?',
              HOW_OFTEN,
            ),
            scale(
              'q5',
              'In the past two weeks, how often have you enjoyed the things you usually like doing?',
              HOW_OFTEN,
            ),
            yesNo('q6', 'Do you have someone you can talk to when things feel hard?'),
          ],
        },
      ],
    },
    {
      id: 'step-3',
      title: 'Your habits',
      categories: [
        {
          id: 'lifestyle-habits',
          name: 'Lifestyle Habits',
          questions: [
            scale('q7', 'How rested do you usually feel when you wake up?', [
              'Not rested',
              'A little rested',
              'Fairly rested',
              'Well rested',
            ]),
            scale('q8', 'In a usual week, on how many days do you eat fruit or vegetables with most meals?', [
              '0 to 1 days',
              '2 to 3 days',
              '4 to 5 days',
              '6 to 7 days',
            ]),
            yesNo('q9', 'Do you make time most weeks for something you enjoy that helps you unwind?'),
          ],
        },
      ],
    },
  ],
};
