import { Suspense, lazy, useState } from 'react';
import { loadCatalogs } from '@/i18n/i18n';
import { canStartTour } from '@/ui/onboarding-tour/tour-cookie';
import { useIdle } from '@/ui/use-idle';

// The tour, its words and @floating-ui/dom (10 KB gzipped) load only when the tour is going to show (a
// first visit), and only once Home has painted and the browser is idle: Home is usable without them, so
// they never delay it (Home's 160 KB budget before it is usable; docs/decisions/onboarding-tour.md).
const HomeTourContent = lazy(() =>
  Promise.all([import('./home-tour-content'), loadCatalogs(['home-tour'])]).then(([module]) => ({
    default: module.HomeTourContent,
  })),
);

export const HOME_TOUR_ID = 'home';

/**
 * Introduces Home on a member's first visit, a moment after Home is shown (when the browser is first
 * idle); once ended, a cookie keeps it away for a year.
 */
export function HomeTour({ hasPartners }: { hasPartners: boolean }) {
  const [isFirstVisit] = useState(() => canStartTour({ tourId: HOME_TOUR_ID, cookieStorage: true }));
  const isIdle = useIdle(isFirstVisit);
  if (!isFirstVisit || !isIdle) return null;
  return (
    <Suspense fallback={null}>
      <HomeTourContent tourId={HOME_TOUR_ID} hasPartners={hasPartners} />
    </Suspense>
  );
}
