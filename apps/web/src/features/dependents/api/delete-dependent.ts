import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadClients } from '@/api/load-clients';
import { getDependentsQueryOptions } from './get-dependents';

/** `DELETE /dependents/:id` (204): a soft delete, restorable for a short while. */
export async function deleteDependent(id: string): Promise<void> {
  const { authorizationClient } = await loadClients();
  await authorizationClient.delete(`/dependents/${encodeURIComponent(id)}`);
}

export function useDeleteDependent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDependent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getDependentsQueryOptions().queryKey }),
  });
}
