import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDependentResponse } from '@portal/contracts/dependents';
import { loadClients } from '@/api/load-clients';
import { getDependentsQueryOptions } from './get-dependents';

/** `POST /dependents/:id/restore`: the toast's Undo, within the restore window. */
export async function restoreDependent(id: string): Promise<TDependentResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.post<TDependentResponse>(
    `/dependents/${encodeURIComponent(id)}/restore`,
    undefined,
  );
  return data;
}

export function useRestoreDependent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreDependent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getDependentsQueryOptions().queryKey }),
  });
}
