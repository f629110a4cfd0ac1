import type { TResetPasswordRequest, TResetPasswordResponse } from '@portal/contracts/account-lifecycle';
import { loadClients } from '@/api/load-clients';

/** `POST /reset-password` with the link's token and the new password. */
export async function resetPassword(request: TResetPasswordRequest): Promise<TResetPasswordResponse> {
  const { authClient } = await loadClients();
  const { data } = await authClient.post<TResetPasswordResponse>('/reset-password', request);
  return data;
}
