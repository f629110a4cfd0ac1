import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMemberRewards } from '@portal/contracts/rewards';
import { loadClients } from '@/api/load-clients';
import { getRewardsQueryOptions } from './get-rewards';

/** `POST /accounts/me/rewards/celebration` (204): the level reached was celebrated, so it does not come back. */
export async function markCelebrated(): Promise<void> {
  const { authorizationClient } = await loadClients();
  await authorizationClient.post('/accounts/me/rewards/celebration');
}

export function useMarkCelebrated() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markCelebrated,
    // What is on screen stops asking for it at once, whatever the answer: the dialog shows once.
    onMutate: () =>
      queryClient.setQueryData(getRewardsQueryOptions().queryKey, (rewards: TMemberRewards | undefined) =>
        rewards ? { ...rewards, celebrate: null } : rewards,
      ),
  });
}
