import { lazy, Suspense } from 'react';
import { loadCatalogs } from '@/i18n/i18n';
import { useIdle } from '@/ui/use-idle';

// Home's budget before it is usable (160 KB) carries only this: the card, the celebration and their
// words load once Home is usable and the browser is idle.
const HomePointsCard = lazy(() =>
  Promise.all([import('./points-card'), loadCatalogs(['rewards-points'])]).then(([m]) => ({
    default: m.HomePointsCard,
  })),
);

/** Home's rewards card, once `isReady` (Home has laid out what comes above it, so it shifts nothing). */
export function LazyHomePointsCard({ isReady }: { isReady: boolean }) {
  return useIdle(isReady) ? (
    <Suspense fallback={null}>
      <HomePointsCard />
    </Suspense>
  ) : null;
}
