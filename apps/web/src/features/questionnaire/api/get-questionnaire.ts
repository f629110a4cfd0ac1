import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BUILTIN_QUESTIONNAIRE } from '@portal/contracts/builtin-questionnaire';
import type { TAppLocale } from '@portal/contracts/locales';
import { ZQuestionnaire } from '@portal/contracts/questionnaire';
import type { TQuestionnaire } from '@portal/contracts/questionnaire';
import { loadClients } from '@/api/load-clients';

/** The built-in questionnaire in `locale` (the Spanish texts download only when Spanish is shown). */
async function getBuiltinQuestionnaire(locale: TAppLocale): Promise<TQuestionnaire> {
  if (locale === 'es') return (await import('@portal/contracts/builtin-questionnaire-es')).BUILTIN_QUESTIONNAIRE_ES;
  return BUILTIN_QUESTIONNAIRE;
}

/**
 * `GET /companies/questionnaire`: the company's current questionnaire (the
 * server answers in the language of the request's Accept-Language, which is
 * `locale`). On any failure (network, status, a body that is not a
 * questionnaire) a warning is logged and the built-in questionnaire is used,
 * in `locale`, as docs/product.md has it.
 */
export async function getQuestionnaire(locale: TAppLocale = 'en'): Promise<TQuestionnaire> {
  try {
    const { authorizationClient } = await loadClients();
    const { data } = await authorizationClient.get<unknown>('/companies/questionnaire');
    const parsed = ZQuestionnaire.safeParse(data);
    if (parsed.success) return parsed.data;
    console.warn('The questionnaire from the server is not valid; using the built-in questions.', parsed.error);
  } catch (error) {
    console.warn('Fetching the questionnaire failed; using the built-in questions.', error);
  }
  return getBuiltinQuestionnaire(locale);
}

/** One cache entry per language: switching language fetches the questionnaire's texts in the new one. */
export function getQuestionnaireQueryOptions(locale: TAppLocale) {
  // Never fails (the fallback is the answer), so nothing to retry.
  return queryOptions({
    queryKey: ['questionnaire', 'current', locale],
    queryFn: () => getQuestionnaire(locale),
    retry: false,
  });
}

export function useQuestionnaire() {
  const { i18n } = useLingui();
  return useQuery(getQuestionnaireQueryOptions(i18n.locale === 'es' ? 'es' : 'en'));
}
