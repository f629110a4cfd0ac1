import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAlternativeRequestList } from '@portal/contracts/rewards';
import { loadClients } from '@/api/load-clients';
import { REWARDS_QUERY_KEY } from '@/api/query-keys';

/** `GET /accounts/me/rewards/alternatives`: the member's requests for an alternative and their answers. */
export async function getAlternatives(): Promise<TAlternativeRequestList> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TAlternativeRequestList>('/accounts/me/rewards/alternatives');
  return data;
}

export function getAlternativesQueryOptions() {
  return queryOptions({ queryKey: [...REWARDS_QUERY_KEY, 'alternatives'], queryFn: getAlternatives });
}

export function useAlternatives() {
  return useQuery(getAlternativesQueryOptions());
}
