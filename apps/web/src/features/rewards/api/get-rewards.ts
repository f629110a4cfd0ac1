import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMemberRewards } from '@portal/contracts/incentives';
import { loadClients } from '@/api/load-clients';

/** `GET /accounts/me/rewards`: the plan year in force (or none), the member's points, levels and ways to earn. */
export async function getRewards(): Promise<TMemberRewards> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TMemberRewards>('/accounts/me/rewards');
  return data;
}

/** Everything about the member's rewards starts with this key, so one award refreshes it all. */
export const REWARDS_QUERY_KEY = ['rewards'] as const;

export function getRewardsQueryOptions() {
  return queryOptions({ queryKey: [...REWARDS_QUERY_KEY, 'summary'], queryFn: getRewards });
}

export function useRewards() {
  return useQuery(getRewardsQueryOptions());
}
