import { lazy } from 'react';
import type { TMemberRewards } from '@portal/contracts/rewards';
import { loadCatalogs } from '@/i18n/i18n';

/** The module Home's card loads too, with its words (the `rewards-points` catalog). */
const loadPointsCard = () => Promise.all([import('./points-card'), loadCatalogs(['rewards-points'])]);
const PointsSummary = lazy(() => loadPointsCard().then(([m]) => ({ default: m.PointsSummary })));
const Celebration = lazy(() => loadPointsCard().then(([m]) => ({ default: m.Celebration })));

/** The Rewards screen's summary and celebration (in a Suspense boundary of the screen's). */
export function LazyPointsSummary({ rewards }: { rewards: TMemberRewards }) {
  return (
    <>
      <PointsSummary rewards={rewards} />
      <Celebration level={rewards.celebrate} />
    </>
  );
}
