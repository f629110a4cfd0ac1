import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminChallenge,
  TAdminChallengeDetail,
  TAdminChallengeList,
  TChallengeInput,
} from '@portal/contracts/challenges';
import { loadClients } from '@/api/load-clients';

/** The console's challenges, under `/api/authorization/admin/challenges` (admins only). */
const KEYS = {
  all: ['admin-challenges'] as const,
  list: ['admin-challenges', 'list'] as const,
  detail: (id: string) => ['admin-challenges', 'detail', id] as const,
};

async function client() {
  return (await loadClients()).authorizationClient;
}

const path = (id: string) => `/admin/challenges/${encodeURIComponent(id)}`;

/** `GET /admin/challenges`: running and upcoming first, then ended, each with its participation. */
export function useAdminChallenges() {
  return useQuery({
    queryKey: KEYS.list,
    queryFn: async () => (await (await client()).get<TAdminChallengeList>('/admin/challenges')).data.challenges,
  });
}

/** `GET /admin/challenges/:id`: participation, each team's members and total, who is in which team. */
export function useAdminChallenge(id: string) {
  return useQuery({
    queryKey: KEYS.detail(id),
    queryFn: async () => (await (await client()).get<TAdminChallengeDetail>(path(id))).data,
  });
}

/** A new challenge (`id` null) or a challenge's changes, the whole challenge each time. */
export function useSaveChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, challenge }: { id: string | null; challenge: TChallengeInput }) => {
      const http = await client();
      const { data } =
        id === null
          ? await http.post<TAdminChallenge>('/admin/challenges', challenge)
          : await http.put<TAdminChallenge>(path(id), challenge);
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS.all }),
  });
}

/** `PUT /admin/challenges/:id/participants/:accountId/team`: moves a member to another team. */
export function useMoveParticipant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ accountId, teamId }: { accountId: string; teamId: string }) =>
      (
        await (
          await client()
        ).put<unknown>(`${path(id)}/participants/${encodeURIComponent(accountId)}/team`, { team_id: teamId })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS.all }),
  });
}
