import { queryOptions, useQuery } from '@tanstack/react-query';
import { DATA_EXPORT_POLL_MS } from '@portal/contracts/data-export';
import type { TListDataExportsResponse } from '@portal/contracts/data-export';
import { loadClients } from '@/api/load-clients';

/** `GET /accounts/me/data-exports`: the member's recent downloads of their data, newest first. */
export async function getDataExports(): Promise<TListDataExportsResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TListDataExportsResponse>('/accounts/me/data-exports');
  return data;
}

export function getDataExportsQueryOptions() {
  return queryOptions({ queryKey: ['data-exports'], queryFn: getDataExports });
}

/** The list, asked again every few seconds while one is being prepared. */
export function useDataExports() {
  return useQuery({
    ...getDataExportsQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'preparing') ? DATA_EXPORT_POLL_MS : false,
  });
}
