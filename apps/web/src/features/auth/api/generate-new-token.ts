import type { TGenerateNewTokenResponse } from '@portal/contracts/account-lifecycle';
import { loadClients } from '@/api/load-clients';

/** `GET /accounts/invitation/generate-new-token/{token}?timestamp=…`: emails a fresh invitation link. */
export async function generateNewInvitationToken(token: string): Promise<TGenerateNewTokenResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TGenerateNewTokenResponse>(
    `/accounts/invitation/generate-new-token/${encodeURIComponent(token)}`,
    { params: { timestamp: Date.now() } },
  );
  return data;
}
