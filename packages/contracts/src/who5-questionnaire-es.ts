/**
 * The WHO-5 Well-Being Index in its published Spanish wording: the same
 * questionnaire (ids, option values and order) as WHO5_QUESTIONNAIRE.
 */
import { translateQuestionnaire } from './questionnaire-translation';
import { WHO5_OPTIONS, WHO5_QUESTIONNAIRE } from './who5-questionnaire';

/** The official Spanish answer labels, by value (5 down to 0, as WHO5_OPTIONS lists them). */
export const WHO5_OPTION_LABELS_ES: Readonly<Record<(typeof WHO5_OPTIONS)[number]['value'], string>> = {
  5: 'Todo el tiempo',
  4: 'La mayor parte del tiempo',
  3: 'Más de la mitad del tiempo',
  2: 'Menos de la mitad del tiempo',
  1: 'De vez en cuando',
  0: 'Nunca',
};

const OPTIONS = WHO5_OPTIONS.map((option) => WHO5_OPTION_LABELS_ES[option.value]);

export const WHO5_QUESTIONNAIRE_ES = translateQuestionnaire(WHO5_QUESTIONNAIRE, {
  title: 'Índice de Bienestar WHO-5',
  intro:
    'Para cada una de las cinco afirmaciones, elija la respuesta que más se acerque a cómo se ha sentido durante las últimas dos semanas.',
  steps: { 'step-1': 'Durante las últimas dos semanas…' },
  categories: { wellbeing: 'Bienestar' },
  questions: {
    q1: { prompt: 'Me he sentido alegre y de buen humor.', options: OPTIONS },
    q2: { prompt: 'Me he sentido tranquilo/a y relajado/a.', options: OPTIONS },
    q3: { prompt: 'Me he sentido activo/a y enérgico/a.', options: OPTIONS },
    q4: { prompt: 'Me he despertado fresco/a y descansado/a.', options: OPTIONS },
    q5: { prompt: 'Mi vida cotidiana ha estado llena de cosas que me interesan.', options: OPTIONS },
  },
});
