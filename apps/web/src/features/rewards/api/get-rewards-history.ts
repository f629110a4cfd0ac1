import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TRewardsHistory } from '@portal/contracts/rewards';
import { loadClients } from '@/api/load-clients';
import { REWARDS_QUERY_KEY } from '@/api/query-keys';

/** `GET /accounts/me/rewards/history?plan=&cursor=`: a page of points earned, newest first. */
export async function getRewardsHistory(plan: string | null, cursor: string | null): Promise<TRewardsHistory> {
  const { authorizationClient } = await loadClients();
  const params: Record<string, string> = {};
  if (plan) params.plan = plan;
  if (cursor) params.cursor = cursor;
  const { data } = await authorizationClient.get<TRewardsHistory>('/accounts/me/rewards/history', { params });
  return data;
}

/** `plan`: a past year's plan id; null for the year in force. */
export function getRewardsHistoryQueryOptions(plan: string | null) {
  return infiniteQueryOptions({
    queryKey: [...REWARDS_QUERY_KEY, 'history', plan],
    queryFn: ({ pageParam }) => getRewardsHistory(plan, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });
}

export function useRewardsHistory(plan: string | null) {
  return useInfiniteQuery(getRewardsHistoryQueryOptions(plan));
}
