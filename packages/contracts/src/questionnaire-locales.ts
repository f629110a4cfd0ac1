/**
 * The built-in questionnaires and their results in each language the portal
 * speaks. A stored questionnaire that is exactly one of the built-in ones (the
 * built-in set, the WHO-5) is served in the request's language; any other is
 * served as written. Results store category names as scored (English): they
 * are named again in the reader's language, by category id.
 */
import { BUILTIN_QUESTIONNAIRE } from './builtin-questionnaire';
import { BUILTIN_QUESTIONNAIRE_ES } from './builtin-questionnaire-es';
import type { TAppLocale } from './locales';
import { LOW_WELLBEING_SUPPORT_MESSAGE } from './questionnaire';
import type { TCategoryResult, TQuestionnaire } from './questionnaire';
import { WHO5_QUESTIONNAIRE } from './who5-questionnaire';
import { WHO5_QUESTIONNAIRE_ES } from './who5-questionnaire-es';

/** Each built-in questionnaire, by language. */
export const LOCALIZED_QUESTIONNAIRES: readonly Readonly<Record<TAppLocale, TQuestionnaire>>[] = [
  { en: BUILTIN_QUESTIONNAIRE, es: BUILTIN_QUESTIONNAIRE_ES },
  { en: WHO5_QUESTIONNAIRE, es: WHO5_QUESTIONNAIRE_ES },
];

/** LOW_WELLBEING_SUPPORT_MESSAGE by language. */
export const LOW_WELLBEING_SUPPORT_MESSAGES: Readonly<Record<TAppLocale, string>> = {
  en: LOW_WELLBEING_SUPPORT_MESSAGE,
  es: 'Algunas de sus respuestas indican que tal vez esté pasando por un momento difícil. No tiene que enfrentarlo solo/a: nuestro equipo de apoyo está aquí para escucharle y ayudarle a encontrar la atención adecuada.',
};

/** brands.ts's EMERGENCY_NOTE in Spanish (the English one stays in brands.ts). */
export const EMERGENCY_NOTE_ES =
  'Si está en peligro inmediato o está pensando en hacerse daño, llame ahora mismo al número de emergencias de su localidad.';

/** JSON with object keys sorted: the same for two equal definitions whatever their key order (a JSONB round trip). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

function findBuiltIn(id: string, version: number) {
  return LOCALIZED_QUESTIONNAIRES.find((set) => set.en.id === id && set.en.version === version);
}

/** `questionnaire` in `locale` when it is exactly one of the built-in ones; else as it is. */
export function localizeQuestionnaire(questionnaire: TQuestionnaire, locale: TAppLocale): TQuestionnaire {
  if (locale === 'en') return questionnaire;
  const set = LOCALIZED_QUESTIONNAIRES.find((candidate) => canonical(candidate.en) === canonical(questionnaire));
  return set ? set[locale] : questionnaire;
}

/** A result's categories named in `locale`, when they come from a built-in questionnaire (by id and version). */
export function localizeCategoryResults(
  categories: readonly TCategoryResult[],
  questionnaire: { id: string; version: number },
  locale: TAppLocale,
): TCategoryResult[] {
  const set = locale === 'en' ? undefined : findBuiltIn(questionnaire.id, questionnaire.version);
  if (!set) return [...categories];
  const names = new Map(set[locale].steps.flatMap((step) => step.categories.map((c) => [c.id, c.name] as const)));
  return categories.map((category) => ({ ...category, name: names.get(category.id) ?? category.name }));
}
