import { lazy, Suspense } from 'react';
import { loadCatalogs } from '@/i18n/i18n';
import { useIdle } from '@/ui/use-idle';

// Home's budget before it is usable (160 KB) carries only this: the card and its words load once Home
// is usable and the browser is idle.
const HomeChallengeCard = lazy(() =>
  Promise.all([import('./challenge-summary'), loadCatalogs(['challenge-summary'])]).then(([m]) => ({
    default: m.HomeChallengeCard,
  })),
);

/** Home's challenge card, once `isReady` (what comes above it is laid out, so it shifts nothing). */
export function LazyHomeChallengeCard({ isReady }: { isReady: boolean }) {
  return useIdle(isReady) ? (
    <Suspense fallback={null}>
      <HomeChallengeCard />
    </Suspense>
  ) : null;
}
