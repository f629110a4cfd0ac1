import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAppLocale } from '@portal/contracts/locales';
import type { TQuestionnaireHistoryResponse } from '@portal/contracts/questionnaire';
import { loadClients } from '@/api/load-clients';

/** `GET /companies/questionnaire/results`: the member's past results (newest first) and when they may answer again. */
export async function getQuestionnaireResults(): Promise<TQuestionnaireHistoryResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TQuestionnaireHistoryResponse>('/companies/questionnaire/results');
  return data;
}

/** All languages' entries, for invalidation (category names and the support block come in the request's language). */
export const QUESTIONNAIRE_RESULTS_QUERY_KEY = ['questionnaire', 'results'] as const;

export function getQuestionnaireResultsQueryOptions(locale: TAppLocale) {
  return queryOptions({ queryKey: [...QUESTIONNAIRE_RESULTS_QUERY_KEY, locale], queryFn: getQuestionnaireResults });
}

export function useQuestionnaireResults() {
  const { i18n } = useLingui();
  return useQuery(getQuestionnaireResultsQueryOptions(i18n.locale === 'es' ? 'es' : 'en'));
}
