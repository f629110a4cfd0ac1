import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useState } from 'react';
import { canStartTour } from '@/ui/onboarding-tour/tour-cookie';
import type { TourStep } from '@/ui/onboarding-tour/tour-types';
import { useIdle } from '@/ui/use-idle';

// The tour and @floating-ui/dom (10 KB gzipped) load only when the tour is going to show (a first
// visit), and only once Home has painted and the browser is idle: Home is usable without them, so they
// never delay it (Home's 160 KB budget before it is usable; docs/decisions/onboarding-tour.md).
const OnboardingTour = lazy(() =>
  import('@/ui/onboarding-tour/onboarding-tour').then((module) => ({ default: module.OnboardingTour })),
);

export const HOME_TOUR_ID = 'home';

/** A tour step whose words are translated when the tour shows. */
interface TourStepText {
  target: string;
  tag: MessageDescriptor;
  title: MessageDescriptor;
  description: MessageDescriptor;
}

const NAVIGATION_STEP: TourStepText = {
  // The sidebar on wide screens; on phones, where it is a drawer, the button that opens it.
  target: '[data-tour="navigation"], [aria-controls="dashboard-drawer"]',
  tag: msg`Navigation`,
  title: msg`Find your way around`,
  description: msg`The main menu takes you to Home, Articles and Videos from any screen.`,
};

const RESULT_STEP: TourStepText = {
  target: '[data-tour="questionnaire-result"]',
  tag: msg`Your results`,
  title: msg`Your health check`,
  description: msg`Your latest questionnaire result and how it has changed. Retake the questionnaire here when it is due.`,
};

/** Home's "Your programme" tiles: the services the member's programme offers. */
const PARTNERS_STEP: TourStepText = {
  target: '[data-tour="partner-services"]',
  tag: msg`Your programme`,
  title: msg`What your programme offers`,
  description: msg`The services that come with your programme, one tap away.`,
};

/**
 * Introduces Home on a member's first visit, a moment after Home is shown (when the browser is first
 * idle); once ended, a cookie keeps it away for a year.
 */
export function HomeTour({ hasPartners }: { hasPartners: boolean }) {
  const { i18n } = useLingui();
  const [isFirstVisit] = useState(() => canStartTour({ tourId: HOME_TOUR_ID, cookieStorage: true }));
  const isIdle = useIdle(isFirstVisit);
  if (!isFirstVisit || !isIdle) return null;
  const steps: TourStep[] = (
    hasPartners ? [NAVIGATION_STEP, RESULT_STEP, PARTNERS_STEP] : [NAVIGATION_STEP, RESULT_STEP]
  ).map((step) => ({
    target: step.target,
    tag: i18n._(step.tag),
    title: i18n._(step.title),
    description: i18n._(step.description),
  }));
  return (
    <Suspense fallback={null}>
      <OnboardingTour tourId={HOME_TOUR_ID} steps={steps} cookieStorage />
    </Suspense>
  );
}
