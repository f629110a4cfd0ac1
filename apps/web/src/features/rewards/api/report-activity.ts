import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAwardResult, TReportActivityRequest } from '@portal/contracts/rewards';
import { loadClients } from '@/api/load-clients';
import { REWARDS_QUERY_KEY } from '@/api/query-keys';

/** `POST /accounts/me/rewards/activities/:key/report`: a custom activity the member did, attested. */
export async function reportActivity(key: string, request: TReportActivityRequest): Promise<TAwardResult> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.post<TAwardResult>(
    `/accounts/me/rewards/activities/${encodeURIComponent(key)}/report`,
    request,
  );
  return data;
}

export function useReportActivity(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TReportActivityRequest) => reportActivity(key, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REWARDS_QUERY_KEY }),
  });
}
