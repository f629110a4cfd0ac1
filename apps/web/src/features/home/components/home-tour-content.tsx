import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { OnboardingTour } from '@/ui/onboarding-tour/onboarding-tour';
import type { TourStep } from '@/ui/onboarding-tour/tour-types';

// Loaded on demand with its words (the `home-tour` catalog) when the tour is going to show: Home's
// budget before it is usable carries neither.

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

/** The tour of Home, its steps in the language on screen. */
export function HomeTourContent({ tourId, hasPartners }: { tourId: string; hasPartners: boolean }) {
  const { i18n } = useLingui();
  const steps: TourStep[] = (
    hasPartners ? [NAVIGATION_STEP, RESULT_STEP, PARTNERS_STEP] : [NAVIGATION_STEP, RESULT_STEP]
  ).map((step) => ({
    target: step.target,
    tag: i18n._(step.tag),
    title: i18n._(step.title),
    description: i18n._(step.description),
  }));
  return <OnboardingTour tourId={tourId} steps={steps} cookieStorage />;
}
