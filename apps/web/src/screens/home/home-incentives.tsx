import { lazy, Suspense } from 'react';
import { useRewards } from '@/features/rewards/api/get-rewards';
import { loadCatalogs } from '@/i18n/i18n';

// Each card loads with its words (their catalogs are on demand, shared with the Rewards screen).
const HomePointsCard = lazy(() =>
  Promise.all([import('@/features/rewards/components/points-card'), loadCatalogs(['rewards-points'])]).then(([m]) => ({
    default: m.HomePointsCard,
  })),
);
const HomeChallengeCard = lazy(() =>
  Promise.all([import('@/features/challenges/components/challenge-summary'), loadCatalogs(['challenge-summary'])]).then(
    ([m]) => ({ default: m.HomeChallengeCard }),
  ),
);

/**
 * Home's last cards, loaded once Home is usable: the member's points, then their challenge once the
 * points have answered, so the points card never pushes the challenge card down.
 */
export function HomeIncentives() {
  const rewards = useRewards();
  return (
    <Suspense fallback={null}>
      <HomePointsCard />
      {rewards.isPending ? null : <HomeChallengeCard />}
    </Suspense>
  );
}
