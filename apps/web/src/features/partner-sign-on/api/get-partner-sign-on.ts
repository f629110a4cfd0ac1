import { useMutation } from '@tanstack/react-query';
import type { TPartnerSignOnResponse, TSignOnPartner } from '@portal/contracts/partner-sign-on';
import { loadClients } from '@/api/load-clients';

/**
 * `GET /{partner}/sso`: a signed, single-use handoff to the partner. A mutation, not a query: each call
 * issues a new credential that is posted at once and never cached or reused.
 */
export async function getPartnerSignOn(partner: TSignOnPartner): Promise<TPartnerSignOnResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TPartnerSignOnResponse>(`/${partner}/sso`);
  return data;
}

export function usePartnerSignOn() {
  return useMutation({ mutationFn: getPartnerSignOn });
}
