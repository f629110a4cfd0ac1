import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import type { PartnerFeature } from '@portal/contracts/brands';
import { href } from '../../../app/paths';
import type { StaticPathName } from '../../../app/paths';
import { getCurrentBrand } from '../../../brands/current-brand';
import { Card, CardContent } from '../../../ui/card';
import { FeaturedContent } from '../components/featured-content';
import { PageHeading } from '../../../ui/page-heading';
import { QuestionnaireResults } from '../../../questionnaire-results/questionnaire-results';
import { getDisplayName, useCurrentUser } from '../../../session/use-current-user';
import { canStartTour } from '../../../ui/onboarding-tour/tour-cookie';
import type { TourStep } from '../../../ui/onboarding-tour/tour-types';

// The tour and @floating-ui/react load only when the tour is going to show (a first visit).
const OnboardingTour = lazy(() =>
  import('../../../ui/onboarding-tour/onboarding-tour').then((module) => ({ default: module.OnboardingTour })),
);

export const HOME_TOUR_ID = 'home';

const NAVIGATION_STEP: TourStep = {
  // The sidebar on wide screens; on phones, where it is a drawer, the button that opens it.
  target: '[data-tour="navigation"], [aria-controls="dashboard-drawer"]',
  tag: 'Navigation',
  title: 'Find your way around',
  description: 'The main menu takes you to Home, Articles and Videos from any screen.',
};

const RESULT_STEP: TourStep = {
  target: '[data-tour="questionnaire-result"]',
  tag: 'Your results',
  title: 'Your health check',
  description: 'Your latest questionnaire result and how it has changed. Retake the questionnaire here when it is due.',
};

const PARTNERS_STEP: TourStep = {
  target: '[data-tour="partner-services"]',
  tag: 'Partners',
  title: 'Partner services',
  description: 'Services from partners that come with your programme, one tap away.',
};

/** Introduces Home on a member's first visit; once ended, a cookie keeps it away for a year. */
function HomeTour({ hasPartners }: { hasPartners: boolean }) {
  const [isFirstVisit] = useState(() => canStartTour({ tourId: HOME_TOUR_ID, cookieStorage: true }));
  if (!isFirstVisit) return null;
  const steps = hasPartners ? [NAVIGATION_STEP, RESULT_STEP, PARTNERS_STEP] : [NAVIGATION_STEP, RESULT_STEP];
  return (
    <Suspense fallback={null}>
      <OnboardingTour tourId={HOME_TOUR_ID} steps={steps} cookieStorage />
    </Suspense>
  );
}

const SECTIONS: { path: StaticPathName; title: string; description: string }[] = [
  { path: 'articles', title: 'Articles', description: 'Reading picked for your programme.' },
  { path: 'videos', title: 'Videos', description: 'Short sessions to watch at your own pace.' },
  { path: 'profile', title: 'Your profile', description: 'Your details and how we reach you.' },
  { path: 'dependent', title: 'Dependents', description: 'Family members covered by your programme.' },
];

const PARTNERS: Record<PartnerFeature, { path: StaticPathName; title: string; description: string }> = {
  ucm: { path: 'ucm', title: 'UCM', description: 'Care management with your partner team.' },
  'attentive-health-scan': {
    path: 'attentiveHealthScan',
    title: 'Attentive health scan',
    description: 'A quick scan of key health signs.',
  },
  corpcare: { path: 'corpcare', title: 'CorpCare', description: 'Support at work, when you need it.' },
  ourrelationship: {
    path: 'ourRelationship',
    title: 'OurRelationship',
    description: 'Tools for a healthier relationship.',
  },
  vrsfreedom365: { path: 'vrsFreedom365', title: 'VRS Freedom 365', description: 'Everyday wellbeing, all year.' },
  'mayo-clinic': {
    path: 'mayoClinic',
    title: 'Mayo Clinic library',
    description: 'Trusted answers on diseases and conditions.',
  },
};

function SectionCard({ to, title, description }: { to: string; title: string; description: string }) {
  return (
    <li>
      <Link
        to={to}
        className="group block h-full rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Card className="h-full transition-shadow group-hover:shadow-md">
          <CardContent className="flex h-full flex-col gap-1">
            <h3 className="font-semibold text-foreground group-hover:underline">{title}</h3>
            <p className="text-sm text-muted-foreground">{description}</p>
          </CardContent>
        </Card>
      </Link>
    </li>
  );
}

export function Home() {
  const brand = getCurrentBrand();
  const { data: user } = useCurrentUser();
  const name = user?.member?.preferred_name || user?.member?.first_name || getDisplayName(user);
  const company = user?.member?.company.name;
  return (
    <>
      <PageHeading
        title={name ? `Welcome, ${name}` : 'Welcome'}
        intro={
          company
            ? `Your ${brand.title} programme with ${company}, all in one place.`
            : `Your ${brand.title} programme, all in one place.`
        }
      />
      <Card data-testid="questionnaire-result-card" data-tour="questionnaire-result">
        <CardContent>
          <QuestionnaireResults questionnaireTo={href('questionnaire')} />
        </CardContent>
      </Card>
      <FeaturedContent />
      <section aria-labelledby="home-sections" className="flex flex-col gap-4">
        <h2 id="home-sections" className="text-lg font-semibold">
          Your programme
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SECTIONS.map((section) => (
            <SectionCard
              key={section.path}
              to={href(section.path)}
              title={section.title}
              description={section.description}
            />
          ))}
        </ul>
      </section>
      {brand.partnerFeatures.length > 0 ? (
        <section aria-labelledby="home-partners" data-tour="partner-services" className="flex flex-col gap-4">
          <h2 id="home-partners" className="text-lg font-semibold">
            Partner services
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {brand.partnerFeatures.map((feature) => {
              const partner = PARTNERS[feature];
              return (
                <SectionCard
                  key={feature}
                  to={href(partner.path)}
                  title={partner.title}
                  description={partner.description}
                />
              );
            })}
          </ul>
        </section>
      ) : null}
      <HomeTour hasPartners={brand.partnerFeatures.length > 0} />
    </>
  );
}
