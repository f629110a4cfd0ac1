import type { TValidateTokenResponse } from '@portal/contracts/account-lifecycle';
import { loadClients } from '@/api/load-clients';

/** `GET /token/validate-token/{token}?timestamp=…`: who the invitation is for (the timestamp defeats caches). */
export async function validateInvitationToken(token: string): Promise<TValidateTokenResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TValidateTokenResponse>(
    `/token/validate-token/${encodeURIComponent(token)}`,
    { params: { timestamp: Date.now() } },
  );
  return data;
}
