import { useQuery } from '@tanstack/react-query';
import type { TListSignInAttacksResponse, TSignInAttackFigure } from '@portal/contracts/audit-log';
import { loadClients } from '@/api/load-clients';

/**
 * `GET /admin/sign-in-attacks`: sign-in attempts the throttle refused over the last day, for the
 * members on screen, by account id (members with none are not in the map).
 */
export function useSignInAttacks(accountIds: readonly string[]) {
  return useQuery({
    queryKey: ['admin-members', 'sign-in-attacks', accountIds],
    enabled: accountIds.length > 0,
    queryFn: async () => {
      const { authorizationClient } = await loadClients();
      const { data } = await authorizationClient.get<TListSignInAttacksResponse>('/admin/sign-in-attacks', {
        params: { accounts: accountIds.join(',') },
      });
      return new Map<string, TSignInAttackFigure>(data.members.map((figure) => [figure.account_id, figure]));
    },
    // The figure is a warning beside the list: a minute old is fresh enough.
    staleTime: 60_000,
  });
}
