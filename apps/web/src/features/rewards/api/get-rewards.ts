import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMemberRewards } from '@portal/contracts/rewards';
import { loadClients } from '@/api/load-clients';
import { REWARDS_QUERY_KEY } from '@/api/query-keys';

/** `GET /accounts/me/rewards`: the plan year in force (or none), the member's points, levels and ways to earn. */
export async function getRewards(): Promise<TMemberRewards> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TMemberRewards>('/accounts/me/rewards');
  return data;
}

export function getRewardsQueryOptions() {
  return queryOptions({ queryKey: [...REWARDS_QUERY_KEY, 'summary'], queryFn: getRewards });
}

export function useRewards() {
  return useQuery(getRewardsQueryOptions());
}
