import type { TForgotPasswordRequest, TForgotPasswordResponse } from '@portal/contracts/account-lifecycle';
import { loadClients } from '@/api/load-clients';

/** `POST /forgot-password`: the same answer whether or not the address has an account. */
export async function requestPasswordReset(request: TForgotPasswordRequest): Promise<TForgotPasswordResponse> {
  const { authClient } = await loadClients();
  const { data } = await authClient.post<TForgotPasswordResponse>('/forgot-password', request);
  return data;
}
