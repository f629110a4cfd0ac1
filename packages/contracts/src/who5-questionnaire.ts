/**
 * The WHO-5 Well-Being Index (World Health Organization, 1998; free to use).
 * Five statements about the last two weeks, each scored 0 ("At no time") to 5
 * ("All of the time"); options are listed in the order of the official form.
 * Scoring is in questionnaire-scoring.ts: raw 0 to 25, times 4 for 0 to 100.
 */
import type { TQuestion, TQuestionnaire } from './questionnaire';

export const WHO5_QUESTIONNAIRE_ID = 'who-5';
export const WHO5_QUESTIONNAIRE_VERSION = 1;
export const WHO5_CATEGORY_ID = 'wellbeing';

/** The official answer labels, from 5 down to 0. */
export const WHO5_OPTIONS = [
  { label: 'All of the time', value: 5 },
  { label: 'Most of the time', value: 4 },
  { label: 'More than half of the time', value: 3 },
  { label: 'Less than half of the time', value: 2 },
  { label: 'Some of the time', value: 1 },
  { label: 'At no time', value: 0 },
] as const;

function item(id: string, prompt: string): TQuestion {
  return { id, prompt, kind: 'scale', options: WHO5_OPTIONS.map((option) => ({ ...option })) };
}

export const WHO5_QUESTIONNAIRE: TQuestionnaire = {
  id: WHO5_QUESTIONNAIRE_ID,
  version: WHO5_QUESTIONNAIRE_VERSION,
  instrument: 'who-5',
  title: 'WHO-5 Well-Being Index',
  intro:
    'For each of the five statements, choose the answer that is closest to how you have been feeling over the last two weeks.',
  steps: [
    {
      id: 'step-1',
      title: 'Over the last two weeks',
      categories: [
        {
          id: WHO5_CATEGORY_ID,
          name: 'Well-being',
          questions: [
            item('q1', 'I have felt cheerful and in good spirits.'),
            item('q2', 'I have felt calm and relaxed.'),
            item('q3', 'I have felt active and vigorous.'),
            item('q4', 'I woke up feeling fresh and rested.'),
            item('q5', 'My daily life has been filled with things that interest me.'),
          ],
        },
      ],
    },
  ],
};
