import type { TConfirmInvitationRequest } from '@portal/contracts/account-lifecycle';
import type { TLoginResponse } from '@portal/contracts/auth';
import { loadClients } from '@/api/load-clients';

/** `POST /accounts/confirm-invitation`: sets the password and answers with a token record, as login does. */
export async function confirmInvitation(request: TConfirmInvitationRequest): Promise<TLoginResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.post<TLoginResponse>('/accounts/confirm-invitation', request);
  return data;
}
