import { lazy, Suspense } from 'react';
import type { TMemberRewards } from '@portal/contracts/incentives';
import { loadCatalogs } from '@/i18n/i18n';
import { useIdle } from '@/ui/use-idle';

/** The summary, the celebration and Home's card, with their words: one chunk and one catalog, on demand. */
const loadPointsCard = () => Promise.all([import('./points-card'), loadCatalogs(['rewards-points'])]);

const HomePointsCardModule = lazy(() => loadPointsCard().then(([m]) => ({ default: m.HomePointsCard })));
const PointsSummaryModule = lazy(() => loadPointsCard().then(([m]) => ({ default: m.PointsSummary })));
const CelebrationModule = lazy(() => loadPointsCard().then(([m]) => ({ default: m.Celebration })));

/**
 * Home's rewards card, loaded once Home is usable and the browser is idle (Home's 160 KB budget before
 * it is usable carries none of it). `isReady`: Home has laid out what comes above it, so it shifts nothing.
 */
export function LazyHomePointsCard({ isReady }: { isReady: boolean }) {
  const isIdle = useIdle(isReady);
  if (!isIdle) return null;
  return (
    <Suspense fallback={null}>
      <HomePointsCardModule />
    </Suspense>
  );
}

/** The Rewards screen's summary and celebration (in a Suspense boundary of the screen's). */
export function LazyPointsSummary({ rewards }: { rewards: TMemberRewards }) {
  return (
    <>
      <PointsSummaryModule rewards={rewards} />
      <CelebrationModule level={rewards.celebrate} />
    </>
  );
}
