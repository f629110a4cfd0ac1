/**
 * A questionnaire's texts in another language, laid over its definition: the
 * ids, kinds, option values and their order always come from the original,
 * so answers (question id → option value), scores and history never depend
 * on the language a member answered in.
 */
import type { TQuestionnaire } from './questionnaire';

export interface QuestionnaireTexts {
  title: string;
  intro?: string;
  /** Step id → its title. */
  steps: Readonly<Record<string, string>>;
  /** Category id → its name. */
  categories: Readonly<Record<string, string>>;
  /** Question id → its prompt and its option labels, in the original's order. */
  questions: Readonly<Record<string, { prompt: string; options: readonly string[] }>>;
}

function textOf<T>(table: Readonly<Record<string, T>>, id: string, what: string): T {
  const text = Object.hasOwn(table, id) ? table[id] : undefined;
  if (text === undefined) throw new Error(`The translation has no ${what} ${id}.`);
  return text;
}

/** `original` with every text replaced by `texts`; throws if a text or an option label is missing. */
export function translateQuestionnaire(original: TQuestionnaire, texts: QuestionnaireTexts): TQuestionnaire {
  return {
    ...original,
    title: texts.title,
    ...(texts.intro === undefined ? {} : { intro: texts.intro }),
    steps: original.steps.map((step) => ({
      ...step,
      title: textOf(texts.steps, step.id, 'step'),
      categories: step.categories.map((category) => ({
        ...category,
        name: textOf(texts.categories, category.id, 'category'),
        questions: category.questions.map((question) => {
          const translated = textOf(texts.questions, question.id, 'question');
          if (translated.options.length !== question.options.length) {
            throw new Error(`The translation of question ${question.id} has the wrong number of options.`);
          }
          return {
            ...question,
            prompt: translated.prompt,
            options: question.options.map((option, index) => ({
              ...option,
              label: translated.options[index] ?? option.label,
            })),
          };
        }),
      })),
    })),
  };
}
