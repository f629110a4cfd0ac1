import { useMutation } from '@tanstack/react-query';
import type { TRequestAccountDeletionRequest, TRequestAccountDeletionResponse } from '@portal/contracts/profile';
import { loadClients } from '@/api/load-clients';
import { withStepUp } from '@/session/step-up/step-up-requests';

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

/** Deleting the account needs a fresh proof: the member is asked for it, then the request goes again. */
export function useRequestAccountDeletion() {
  return useMutation({
    mutationFn: (request: TRequestAccountDeletionRequest) => withStepUp(() => requestAccountDeletion(request)),
  });
}
