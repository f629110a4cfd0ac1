import { HomeChallengeCard } from '@/features/challenges/components/challenge-summary';
import { useRewards } from '@/features/rewards/api/get-rewards';
import { HomePointsCard } from '@/features/rewards/components/points-card';

/**
 * Home's last cards, loaded once Home is usable: the member's points, then their challenge once the
 * points have answered, so the points card never pushes the challenge card down.
 */
export function HomeIncentives() {
  const rewards = useRewards();
  return (
    <>
      <HomePointsCard />
      {rewards.isPending ? null : <HomeChallengeCard />}
    </>
  );
}
