import { describe, expect, it } from 'vitest';
import { BUILTIN_QUESTIONNAIRE } from './builtin-questionnaire';
import { BUILTIN_QUESTIONNAIRE_ES } from './builtin-questionnaire-es';
import { ZQuestionnaire, listQuestions } from './questionnaire';
import type { TQuestionnaire } from './questionnaire';
import { LOCALIZED_QUESTIONNAIRES, localizeCategoryResults, localizeQuestionnaire } from './questionnaire-locales';
import { scoreQuestionnaire } from './questionnaire-scoring';
import { WHO5_QUESTIONNAIRE } from './who5-questionnaire';
import { WHO5_QUESTIONNAIRE_ES } from './who5-questionnaire-es';

/** Everything but the texts: ids, kinds, option values and their order. */
function structureOf(questionnaire: TQuestionnaire) {
  return {
    id: questionnaire.id,
    version: questionnaire.version,
    instrument: questionnaire.instrument,
    hasIntro: questionnaire.intro !== undefined,
    steps: questionnaire.steps.map((step) => ({
      id: step.id,
      categories: step.categories.map((category) => ({
        id: category.id,
        questions: category.questions.map((question) => ({
          id: question.id,
          kind: question.kind,
          values: question.options.map((option) => option.value),
        })),
      })),
    })),
  };
}

/** Every text of a questionnaire, in order. */
function textsOf(questionnaire: TQuestionnaire): string[] {
  return [
    questionnaire.title,
    questionnaire.intro ?? '',
    ...questionnaire.steps.flatMap((step) => [
      step.title,
      ...step.categories.flatMap((category) => [
        category.name,
        ...category.questions.flatMap((question) => [
          question.prompt,
          ...question.options.map((option) => option.label),
        ]),
      ]),
    ]),
  ];
}

describe.each([
  ['the built-in questionnaire', BUILTIN_QUESTIONNAIRE, BUILTIN_QUESTIONNAIRE_ES],
  ['the WHO-5', WHO5_QUESTIONNAIRE, WHO5_QUESTIONNAIRE_ES],
])('%s in Spanish', (_name, english, spanish) => {
  it('is valid and has exactly the English ids, kinds, options, values and order', () => {
    expect(ZQuestionnaire.parse(spanish)).toEqual(spanish);
    expect(structureOf(spanish)).toEqual(structureOf(english));
  });

  it('translates every text (none is left empty or in English, but for shared words like “No”)', () => {
    const englishTexts = textsOf(english);
    const spanishTexts = textsOf(spanish);
    expect(spanishTexts).toHaveLength(englishTexts.length);
    spanishTexts.forEach((text, index) => {
      expect(text).not.toBe('');
      if (text !== 'No') expect(text).not.toBe(englishTexts[index]);
    });
  });

  it('scores the same answers the same way as the English one (but for the category names)', () => {
    const answers = Object.fromEntries(
      listQuestions(english).map((question, index) => [
        question.id,
        question.options[index % question.options.length]!.value,
      ]),
    );
    const strip = (score: ReturnType<typeof scoreQuestionnaire>) => ({
      ...score,
      categories: score.categories.map(({ name: _name, ...rest }) => rest),
    });
    expect(strip(scoreQuestionnaire(spanish, answers))).toEqual(strip(scoreQuestionnaire(english, answers)));
  });
});

describe('the WHO-5 in Spanish', () => {
  it('uses the published Spanish wording', () => {
    expect(WHO5_QUESTIONNAIRE_ES.steps[0]?.title).toBe('Durante las últimas dos semanas…');
    expect(listQuestions(WHO5_QUESTIONNAIRE_ES).map((question) => question.prompt)).toEqual([
      'Me he sentido alegre y de buen humor.',
      'Me he sentido tranquilo/a y relajado/a.',
      'Me he sentido activo/a y enérgico/a.',
      'Me he despertado fresco/a y descansado/a.',
      'Mi vida cotidiana ha estado llena de cosas que me interesan.',
    ]);
    expect(listQuestions(WHO5_QUESTIONNAIRE_ES)[0]?.options).toEqual([
      { label: 'Todo el tiempo', value: 5 },
      { label: 'La mayor parte del tiempo', value: 4 },
      { label: 'Más de la mitad del tiempo', value: 3 },
      { label: 'Menos de la mitad del tiempo', value: 2 },
      { label: 'De vez en cuando', value: 1 },
      { label: 'Nunca', value: 0 },
    ]);
  });
});

describe('localizeQuestionnaire', () => {
  it('serves a built-in questionnaire in the language asked for, even after a JSON round trip', () => {
    for (const set of LOCALIZED_QUESTIONNAIRES) {
      const stored = JSON.parse(JSON.stringify(set.en)) as TQuestionnaire;
      expect(localizeQuestionnaire(stored, 'es')).toEqual(set.es);
      expect(localizeQuestionnaire(stored, 'en')).toEqual(set.en);
    }
  });

  it('leaves any other questionnaire as written', () => {
    const custom = { ...BUILTIN_QUESTIONNAIRE, title: 'Our own check-in' };
    expect(localizeQuestionnaire(custom, 'es')).toEqual(custom);
  });
});

describe('localizeCategoryResults', () => {
  it('names a built-in result’s categories in the language asked for', () => {
    const { categories } = scoreQuestionnaire(BUILTIN_QUESTIONNAIRE, {
      q1: 4,
      q2: 4,
      q3: 4,
      q4: 4,
      q5: 4,
      q6: 4,
      q7: 4,
      q8: 4,
      q9: 4,
    });
    expect(localizeCategoryResults(categories, BUILTIN_QUESTIONNAIRE, 'es').map((c) => c.name)).toEqual([
      'Salud física',
      'Bienestar mental',
      'Hábitos de vida',
    ]);
    expect(localizeCategoryResults(categories, BUILTIN_QUESTIONNAIRE, 'en')).toEqual(categories);
    expect(localizeCategoryResults(categories, { id: 'other', version: 1 }, 'es')).toEqual(categories);
  });
});
