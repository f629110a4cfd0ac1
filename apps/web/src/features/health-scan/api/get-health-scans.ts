import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TListHealthScansResponse } from '@portal/contracts/health-scan';
import { loadClients } from '@/api/load-clients';

/** `GET /health-scans`: the member's readings, newest first. */
export async function getHealthScans(): Promise<TListHealthScansResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TListHealthScansResponse>('/health-scans');
  return data;
}

export function getHealthScansQueryOptions() {
  return queryOptions({ queryKey: ['health-scans'], queryFn: getHealthScans });
}

export function useHealthScans() {
  return useQuery(getHealthScansQueryOptions());
}
