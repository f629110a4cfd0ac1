import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAlternativeRequest, TAlternativeRequestInput, TAwardResult } from '@portal/contracts/rewards';
import { loadClients } from '@/api/load-clients';
import { REWARDS_QUERY_KEY } from '@/api/query-keys';

/** `POST /accounts/me/rewards/alternatives` (201): asks the programme for an alternative to an activity. */
export async function requestAlternative(request: TAlternativeRequestInput): Promise<TAlternativeRequest> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.post<TAlternativeRequest>('/accounts/me/rewards/alternatives', request);
  return data;
}

export function useRequestAlternative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAlternative,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REWARDS_QUERY_KEY }),
  });
}

/** `POST /accounts/me/rewards/alternatives/:id/done`: the member did the approved alternative (attested). */
export async function completeAlternative(id: string): Promise<TAwardResult> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.post<TAwardResult>(
    `/accounts/me/rewards/alternatives/${encodeURIComponent(id)}/done`,
    { attested: true },
  );
  return data;
}

export function useCompleteAlternative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeAlternative,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REWARDS_QUERY_KEY }),
  });
}
