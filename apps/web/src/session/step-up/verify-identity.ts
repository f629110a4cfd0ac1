import type { TStepUpRequest } from '@portal/contracts/sign-in-security';
import { loadClients } from '@/api/load-clients';

/** `POST /accounts/me/verify`: the password or a code opens what matters for a few minutes (204). */
export async function verifyIdentity(request: TStepUpRequest): Promise<void> {
  const { authorizationClient } = await loadClients();
  await authorizationClient.post('/accounts/me/verify', request);
}
