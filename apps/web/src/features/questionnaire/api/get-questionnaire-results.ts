import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TQuestionnaireHistoryResponse } from '@portal/contracts/questionnaire';
import { loadClients } from '../../../api/load-clients';

/** `GET /companies/questionnaire/results`: the member's past results (newest first) and when they may answer again. */
export async function getQuestionnaireResults(): Promise<TQuestionnaireHistoryResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TQuestionnaireHistoryResponse>('/companies/questionnaire/results');
  return data;
}

export function getQuestionnaireResultsQueryOptions() {
  return queryOptions({ queryKey: ['questionnaire', 'results'], queryFn: getQuestionnaireResults });
}

export function useQuestionnaireResults() {
  return useQuery(getQuestionnaireResultsQueryOptions());
}
