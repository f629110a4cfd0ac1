import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TListDependentsResponse } from '@portal/contracts/dependents';
import { loadClients } from '@/api/load-clients';

/** `GET /dependents`: the member's dependents and the tenant's age limit for children. */
export async function getDependents(): Promise<TListDependentsResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TListDependentsResponse>('/dependents');
  return data;
}

export function getDependentsQueryOptions() {
  return queryOptions({ queryKey: ['dependents'], queryFn: getDependents });
}

export function useDependents() {
  return useQuery(getDependentsQueryOptions());
}
