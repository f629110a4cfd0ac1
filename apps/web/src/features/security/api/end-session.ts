import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMemberSessionsResponse } from '@portal/contracts/sessions';
import { getErrorStatus } from '@/api/error-message';
import { loadClients } from '@/api/load-clients';
import { getSessionsQueryOptions } from './get-sessions';

/** `DELETE /accounts/me/sessions/:id` (204; 404 when it is not the member's or has already ended). */
export async function endSession(id: string): Promise<void> {
  const { authorizationClient } = await loadClients();
  await authorizationClient.delete(`/accounts/me/sessions/${encodeURIComponent(id)}`);
}

export function useEndSession() {
  const queryClient = useQueryClient();
  const { queryKey } = getSessionsQueryOptions();
  return useMutation({
    mutationFn: endSession,
    onSuccess: (_, id) => {
      // Gone from the list at once; the refetch below confirms it.
      queryClient.setQueryData<TMemberSessionsResponse>(queryKey, (sessions) =>
        sessions ? { items: sessions.items.filter((session) => session.id !== id) } : sessions,
      );
    },
    onSettled: (_, error) =>
      // A 404 means it had already ended: the list is out of date, not the member's request wrong.
      error === null || getErrorStatus(error) === 404 ? queryClient.invalidateQueries({ queryKey }) : undefined,
  });
}
