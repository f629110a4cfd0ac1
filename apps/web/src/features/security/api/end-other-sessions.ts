import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEndOtherSessionsResponse } from '@portal/contracts/sessions';
import { loadClients } from '@/api/load-clients';
import { getSessionsQueryOptions } from './get-sessions';

/** `POST /accounts/me/sessions/end-others`: every session but this one; answers how many ended. */
export async function endOtherSessions(): Promise<TEndOtherSessionsResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.post<TEndOtherSessionsResponse>('/accounts/me/sessions/end-others');
  return data;
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }),
  });
}
