import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdjustmentRequest,
  TAdminMemberRewards,
  TAlternativeDecision,
  TAlternativeRequest,
  TAlternativeRequestList,
  TIncentivePlan,
  TIncentivePlanInput,
  TIncentivePlanList,
} from '@portal/contracts/rewards';
import { loadClients } from '@/api/load-clients';
import { attachmentName } from '@/ui/save-file';

/**
 * The console's Rewards section: the plans, the members' points and the alternatives asked for. Every
 * call is under `/api/authorization/admin/rewards` (admins only).
 */
const KEYS = {
  all: ['admin-rewards'] as const,
  plans: ['admin-rewards', 'plans'] as const,
  member: (id: string) => ['admin-rewards', 'member', id] as const,
  alternatives: ['admin-rewards', 'alternatives'] as const,
  alternativesBy: (status: AlternativesShown) => ['admin-rewards', 'alternatives', status] as const,
};

/** The queue (`pending`) or every request, answered ones too (`all`). */
export type AlternativesShown = 'pending' | 'all';

async function client() {
  return (await loadClients()).authorizationClient;
}

/** `GET /admin/rewards/plans`: newest year first. */
export function usePlans() {
  return useQuery({
    queryKey: KEYS.plans,
    queryFn: async () => (await (await client()).get<TIncentivePlanList>('/admin/rewards/plans')).data.plans,
  });
}

/** A new plan year (`id` null) or a plan's changes, the whole plan each time. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, plan }: { id: string | null; plan: TIncentivePlanInput }) => {
      const http = await client();
      const { data } =
        id === null
          ? await http.post<TIncentivePlan>('/admin/rewards/plans', plan)
          : await http.put<TIncentivePlan>(`/admin/rewards/plans/${encodeURIComponent(id)}`, plan);
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS.plans }),
  });
}

/** `GET /admin/rewards/members/:id`: a member's points this year and their ledger. */
export function useMemberRewards(memberId: string) {
  return useQuery({
    queryKey: KEYS.member(memberId),
    queryFn: async () =>
      (await (await client()).get<TAdminMemberRewards>(`/admin/rewards/members/${encodeURIComponent(memberId)}`)).data,
  });
}

/** An admin's correction of a member's points: the answer is their points and ledger as they now are. */
export function useAdjustPoints(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (adjustment: TAdjustmentRequest) =>
      (
        await (
          await client()
        ).post<TAdminMemberRewards>(`/admin/rewards/members/${encodeURIComponent(memberId)}/adjustments`, adjustment)
      ).data,
    onSuccess: (rewards) => {
      queryClient.setQueryData(KEYS.member(memberId), rewards);
      // Points decide who is counted in a plan.
      void queryClient.invalidateQueries({ queryKey: KEYS.plans });
    },
  });
}

/** `GET /admin/rewards/alternatives?status=`: the requests with the member who asked. */
export function useAlternatives(status: AlternativesShown) {
  return useQuery({
    queryKey: KEYS.alternativesBy(status),
    queryFn: async () =>
      (
        await (
          await client()
        ).get<TAlternativeRequestList>('/admin/rewards/alternatives', {
          params: { status },
        })
      ).data.requests,
  });
}

/** Approves (with points or an activity) or declines a request. */
export function useDecideAlternative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: string; decision: TAlternativeDecision }) =>
      (
        await (
          await client()
        ).post<TAlternativeRequest>(`/admin/rewards/alternatives/${encodeURIComponent(id)}/decision`, decision)
      ).data,
    onSuccess: () =>
      // Approved with points changes the member's points, so their panel is stale too.
      queryClient.invalidateQueries({ queryKey: KEYS.all }),
  });
}

/** `GET /admin/rewards/levels.csv`: the rewards due in the year in force, with the server's name for the file. */
export async function getRewardsDueCsv(): Promise<{ blob: Blob; fileName: string }> {
  const { data, headers } = await (await client()).get<Blob>('/admin/rewards/levels.csv', { responseType: 'blob' });
  return { blob: data, fileName: attachmentName(headers['content-disposition']) ?? 'rewards-due.csv' };
}
