import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDependentResponse, TUpdateDependentRequest } from '@portal/contracts/dependents';
import { loadClients } from '@/api/load-clients';
import { getDependentsQueryOptions } from './get-dependents';

/** `PATCH /dependents/:id`. */
export async function updateDependent({
  id,
  changes,
}: {
  id: string;
  changes: TUpdateDependentRequest;
}): Promise<TDependentResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.patch<TDependentResponse>(
    `/dependents/${encodeURIComponent(id)}`,
    changes,
  );
  return data;
}

export function useUpdateDependent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDependent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getDependentsQueryOptions().queryKey }),
  });
}
