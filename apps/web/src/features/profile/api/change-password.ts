import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest, TChangePasswordResponse } from '@portal/contracts/profile';
import { loadClients } from '@/api/load-clients';

/** `POST /accounts/me/password`: other sessions are revoked, this one is kept. */
export async function changePassword(request: TChangePasswordRequest): Promise<TChangePasswordResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.post<TChangePasswordResponse>('/accounts/me/password', request);
  return data;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
