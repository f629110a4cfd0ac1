import { queryOptions, useQuery } from '@tanstack/react-query';
import { BUILTIN_QUESTIONNAIRE } from '@portal/contracts/builtin-questionnaire';
import { ZQuestionnaire } from '@portal/contracts/questionnaire';
import type { TQuestionnaire } from '@portal/contracts/questionnaire';
import { loadClients } from '../../../api/load-clients';

/**
 * `GET /companies/questionnaire`: the company's current questionnaire. On any
 * failure (network, status, a body that is not a questionnaire) a warning is
 * logged and the built-in questionnaire is used, as the specification has it.
 */
export async function getQuestionnaire(): Promise<TQuestionnaire> {
  try {
    const { authorizationClient } = await loadClients();
    const { data } = await authorizationClient.get<unknown>('/companies/questionnaire');
    const parsed = ZQuestionnaire.safeParse(data);
    if (parsed.success) return parsed.data;
    console.warn('The questionnaire from the server is not valid; using the built-in questions.', parsed.error);
  } catch (error) {
    console.warn('Fetching the questionnaire failed; using the built-in questions.', error);
  }
  return BUILTIN_QUESTIONNAIRE;
}

export function getQuestionnaireQueryOptions() {
  // Never fails (the fallback is the answer), so nothing to retry.
  return queryOptions({ queryKey: ['questionnaire', 'current'], queryFn: getQuestionnaire, retry: false });
}

export function useQuestionnaire() {
  return useQuery(getQuestionnaireQueryOptions());
}
