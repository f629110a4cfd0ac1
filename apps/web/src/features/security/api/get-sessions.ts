import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMemberSessionsResponse } from '@portal/contracts/sessions';
import { loadClients } from '@/api/load-clients';

/** `GET /accounts/me/sessions`: where the member is signed in, most recently used first. */
export async function getSessions(): Promise<TMemberSessionsResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TMemberSessionsResponse>('/accounts/me/sessions');
  return data;
}

export function getSessionsQueryOptions() {
  return queryOptions({ queryKey: ['sessions'], queryFn: getSessions });
}

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}
