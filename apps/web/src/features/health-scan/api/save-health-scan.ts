import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateHealthScanRequest, THealthScanResponse } from '@portal/contracts/health-scan';
import { track } from '@/analytics/track';
import { loadClients } from '@/api/load-clients';
import { getHealthScansQueryOptions } from './get-health-scans';

/** `POST /health-scans` (201): the reading's numbers and the pre-scan answers, never an image. */
export async function saveHealthScan(request: TCreateHealthScanRequest): Promise<THealthScanResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.post<THealthScanResponse>('/health-scans', request);
  return data;
}

export function useSaveHealthScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHealthScan,
    onSuccess: () => {
      // That a reading was posted, never its values.
      track('health_scan_complete', {});
      return queryClient.invalidateQueries({ queryKey: getHealthScansQueryOptions().queryKey });
    },
  });
}
