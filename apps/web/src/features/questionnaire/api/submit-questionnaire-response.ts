import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSubmitQuestionnaireRequest, TSubmitQuestionnaireResponse } from '@portal/contracts/questionnaire';
import { track } from '@/analytics/track';
import { loadClients } from '@/api/load-clients';
import { getCurrentUserQueryOptions } from '@/session/use-current-user';
import { QUESTIONNAIRE_RESULTS_QUERY_KEY } from './get-questionnaire-results';

/** `POST /companies/questionnaire/responses`: scores and keeps the member's answers (201 with the result). */
export async function submitQuestionnaireResponse(
  request: TSubmitQuestionnaireRequest,
): Promise<TSubmitQuestionnaireResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.post<TSubmitQuestionnaireResponse>(
    '/companies/questionnaire/responses',
    request,
  );
  return data;
}

export function useSubmitQuestionnaireResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuestionnaireResponse,
    onSuccess: async () => {
      // That it was completed, never its answers or score.
      track('questionnaire_complete', {});
      // The results and the member's questionnaire_answered are now different on the server.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUESTIONNAIRE_RESULTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey }),
      ]);
    },
  });
}
