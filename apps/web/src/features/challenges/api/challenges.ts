import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TChallengeEntryResult,
  TJoinChallengeRequest,
  TMemberChallenge,
  TMemberChallengeDetail,
  TMemberChallengeList,
} from '@portal/contracts/challenges';
import { loadClients } from '@/api/load-clients';
import { CHALLENGES_QUERY_KEY, REWARDS_QUERY_KEY } from '@/api/query-keys';

/** The member's challenges, under `/api/authorization/challenges` (their queries start with CHALLENGES_QUERY_KEY). */

async function client() {
  return (await loadClients()).authorizationClient;
}

const path = (id: string, rest = '') => `/challenges/${encodeURIComponent(id)}${rest}`;

/** `GET /challenges`: open to join, running, or ended in the last 30 days. */
export async function getChallenges(): Promise<TMemberChallenge[]> {
  const { data } = await (await client()).get<TMemberChallengeList>('/challenges');
  return data.challenges;
}

export function getChallengesQueryOptions() {
  return queryOptions({ queryKey: [...CHALLENGES_QUERY_KEY, 'list'], queryFn: getChallenges });
}

export function useChallenges() {
  return useQuery(getChallengesQueryOptions());
}

/** `GET /challenges/:id`: the challenge, the member's entries and the leaderboard. */
export async function getChallenge(id: string): Promise<TMemberChallengeDetail> {
  const { data } = await (await client()).get<TMemberChallengeDetail>(path(id));
  return data;
}

export function getChallengeQueryOptions(id: string) {
  return queryOptions({ queryKey: [...CHALLENGES_QUERY_KEY, 'detail', id], queryFn: () => getChallenge(id) });
}

export function useChallenge(id: string) {
  return useQuery(getChallengeQueryOptions(id));
}

function useRefreshChallenges() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CHALLENGES_QUERY_KEY });
}

/** `POST /challenges/:id/join`: a team for a `choose` challenge, the name to show (null: "A member"). */
export function useJoinChallenge(id: string) {
  const refresh = useRefreshChallenges();
  return useMutation({
    mutationFn: async (request: TJoinChallengeRequest) =>
      (await (await client()).post<TMemberChallenge>(path(id, '/join'), request)).data,
    onSuccess: refresh,
  });
}

/** `PUT /challenges/:id/display-name`. */
export function useChangeDisplayName(id: string) {
  const refresh = useRefreshChallenges();
  return useMutation({
    mutationFn: async (request: { display_name: string | null }) =>
      (await (await client()).put<unknown>(path(id, '/display-name'), request)).data,
    onSuccess: refresh,
  });
}

/** `PUT /challenges/:id/entries/:day`: the day's one value, typed by hand. */
export function useSaveEntry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ day, value }: { day: string; value: number }) =>
      (
        await (
          await client()
        ).put<TChallengeEntryResult>(path(id, `/entries/${encodeURIComponent(day)}`), { value, source: 'manual' })
      ).data,
    onSuccess: async (result) => {
      if (result.points_awarded !== null) void queryClient.invalidateQueries({ queryKey: REWARDS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: CHALLENGES_QUERY_KEY });
    },
  });
}
