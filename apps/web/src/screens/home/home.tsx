import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { getCurrentBrand } from '@/brands/current-brand';
import { getOfferedProgrammeAreas } from '@/brands/offered-programmes';
import { FeaturedContent, useFeaturedContent } from '@/features/content/components/featured-content';
import { HomeTour } from '@/features/home/components/home-tour';
import { SectionCard } from '@/features/home/components/section-card';
import { MEMBER_SECTIONS } from '@/features/home/sections';
import { useNews } from '@/features/news/api/get-news';
import { ProgrammeNews } from '@/features/news/components/programme-news';
import { PARTNER_SERVICES } from '@/features/partners/partner-services';
import { useQuestionnaireResults } from '@/features/questionnaire/api/get-questionnaire-results';
import { QuestionnaireResults } from '@/features/questionnaire/components/questionnaire-results';
import { href } from '@/navigation/paths';
import { getDisplayName, useCurrentUser } from '@/session/use-current-user';
import { Card, CardContent } from '@/ui/card';
import { PageHeading } from '@/ui/page-heading';
import { LoadingStatus } from '@/ui/loading-status';
import { useIdle } from '@/ui/use-idle';

// Home's budget before it is usable (160 KB) carries only this loader: the points and challenge cards,
// the celebration and their words load once Home is usable and the browser is idle.
const HomeIncentives = lazy(() => import('./home-incentives').then((m) => ({ default: m.HomeIncentives })));

/**
 * The signed-in start: the member's latest result, new content, what their programme offers, what every
 * member has, and the programme's news. Everything below the welcome waits until the result and the
 * featured lists have answered (or failed), then lays out once: a card that grew as its data arrived
 * would push the page down. The news does not hold that up: it comes last on the page, where arriving
 * later moves nothing, and shows nothing at all while it loads, when empty or when it fails. The rewards
 * and challenge cards come after it, loaded once Home is usable and the news has answered, for the same
 * reason (home-incentives.tsx).
 */
export function Home() {
  const { t, i18n } = useLingui();
  const results = useQuestionnaireResults();
  const featured = useFeaturedContent();
  // Asked for at once, beside the rest, so it is usually in by the time Home lays out.
  const news = useNews();
  const isLaidOut = !results.isPending && !featured.isPending;
  const showIncentives = useIdle(!news.isPending);
  const brandTitle = getCurrentBrand().title;
  const programmeAreas = getOfferedProgrammeAreas();
  const { data: user } = useCurrentUser();
  const name = user?.member?.preferred_name || user?.member?.first_name || getDisplayName(user);
  const company = user?.member?.company.name;
  return (
    <>
      <PageHeading
        title={name ? t`Welcome, ${name}` : t`Welcome`}
        intro={
          company
            ? t`Your ${brandTitle} programme with ${company}, all in one place.`
            : t`Your ${brandTitle} programme, all in one place.`
        }
      />
      {isLaidOut ? (
        <>
          <Card data-testid="questionnaire-result-card" data-tour="questionnaire-result">
            <CardContent>
              <QuestionnaireResults questionnaireTo={href('questionnaire')} />
            </CardContent>
          </Card>
          <FeaturedContent />
          {programmeAreas.length > 0 ? (
            <section
              aria-labelledby="home-programme"
              aria-describedby="home-programme-intro"
              data-tour="partner-services"
              className="flex flex-col gap-4"
            >
              <div className="flex flex-col gap-1">
                <h2 id="home-programme" className="text-lg font-semibold">
                  <Trans>Your programme</Trans>
                </h2>
                <p id="home-programme-intro" className="text-sm text-muted-foreground">
                  <Trans>The services {brandTitle} offers you, one tap away.</Trans>
                </p>
              </div>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {programmeAreas.map((area) => {
                  const tile = PARTNER_SERVICES[area];
                  return (
                    <SectionCard
                      key={area}
                      to={href(tile.path)}
                      title={typeof tile.title === 'string' ? tile.title : i18n._(tile.title)}
                      description={i18n._(tile.description)}
                    />
                  );
                })}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="home-sections" className="flex flex-col gap-4">
            <h2 id="home-sections" className="text-lg font-semibold">
              <Trans>More for you</Trans>
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {MEMBER_SECTIONS.map((section) => (
                <SectionCard
                  key={section.path}
                  to={href(section.path)}
                  title={i18n._(section.title)}
                  description={i18n._(section.description)}
                />
              ))}
            </ul>
          </section>
          <ProgrammeNews items={news.data?.items ?? []} />
          {/* Last, once the news is in: arriving after Home is usable, it moves nothing above it. */}
          {showIncentives ? (
            <Suspense fallback={null}>
              <HomeIncentives />
            </Suspense>
          ) : null}
          <HomeTour hasPartners={programmeAreas.length > 0} />
        </>
      ) : (
        <LoadingStatus size="md">
          <Trans>Loading your programme…</Trans>
        </LoadingStatus>
      )}
    </>
  );
}
