import { useQuery } from '@tanstack/react-query';
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

/**
 * Who the invitation is for, asked when the page opens. Never retried on its own (a link's answer does
 * not change by asking again; the page offers "Try again" for the rest), and forgotten once the page is
 * left: it names the person.
 */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => validateInvitationToken(token),
    retry: false,
    gcTime: 0,
  });
}
