import { useMutation } from '@tanstack/react-query';
import type { TRequestAccountDeletionRequest, TRequestAccountDeletionResponse } from '@portal/contracts/profile';
import { loadClients } from '@/api/load-clients';

/** `POST /accounts/me/deletion-request`: 202, and every session of the account ends. */
export async function requestAccountDeletion(
  request: TRequestAccountDeletionRequest,
): Promise<TRequestAccountDeletionResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.post<TRequestAccountDeletionResponse>(
    '/accounts/me/deletion-request',
    request,
  );
  return data;
}

export function useRequestAccountDeletion() {
  return useMutation({ mutationFn: requestAccountDeletion });
}
