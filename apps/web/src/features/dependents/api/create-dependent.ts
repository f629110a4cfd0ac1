import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateDependentRequest, TDependentResponse } from '@portal/contracts/dependents';
import { loadClients } from '@/api/load-clients';
import { getDependentsQueryOptions } from './get-dependents';

/** `POST /dependents` (201). */
export async function createDependent(request: TCreateDependentRequest): Promise<TDependentResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.post<TDependentResponse>('/dependents', request);
  return data;
}

export function useCreateDependent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDependent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getDependentsQueryOptions().queryKey }),
  });
}
