import { Trans, useLingui } from '@lingui/react/macro';
import { isProgrammeArea } from '@portal/contracts/brands';
import { getCurrentBrand } from '../../brands/current-brand';
import { FeaturedContent, useFeaturedContent } from '../../features/content/components/featured-content';
import { HomeTour } from '../../features/home/components/home-tour';
import { SectionCard } from '../../features/home/components/section-card';
import { PROGRAMME_SECTIONS } from '../../features/home/sections';
import { PARTNER_SERVICES } from '../../features/partners/partner-services';
import { useQuestionnaireResults } from '../../features/questionnaire/api/get-questionnaire-results';
import { QuestionnaireResults } from '../../features/questionnaire/components/questionnaire-results';
import { href } from '../../navigation/paths';
import { getDisplayName, useCurrentUser } from '../../session/use-current-user';
import { Card, CardContent } from '../../ui/card';
import { PageHeading } from '../../ui/page-heading';
import { Spinner } from '../../ui/spinner';

/**
 * The signed-in start: the member's latest result, new content, their programme and partner services.
 * Everything below the welcome waits until the result and the featured lists have answered (or
 * failed), then lays out once: a card that grew as its data arrived would push the page down.
 */
export function Home() {
  const { t, i18n } = useLingui();
  const results = useQuestionnaireResults();
  const featured = useFeaturedContent();
  const isLaidOut = !results.isPending && !featured.isPending;
  const brand = getCurrentBrand();
  const brandTitle = brand.title;
  const programmeAreas = brand.programmes.filter(isProgrammeArea);
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
          <section aria-labelledby="home-sections" className="flex flex-col gap-4">
            <h2 id="home-sections" className="text-lg font-semibold">
              <Trans>Your programme</Trans>
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {PROGRAMME_SECTIONS.map((section) => (
                <SectionCard
                  key={section.path}
                  to={href(section.path)}
                  title={i18n._(section.title)}
                  description={i18n._(section.description)}
                />
              ))}
            </ul>
          </section>
          {programmeAreas.length > 0 ? (
            <section aria-labelledby="home-partners" data-tour="partner-services" className="flex flex-col gap-4">
              <h2 id="home-partners" className="text-lg font-semibold">
                <Trans>Partner services</Trans>
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {programmeAreas.map((feature) => {
                  const partner = PARTNER_SERVICES[feature];
                  return (
                    <SectionCard
                      key={feature}
                      to={href(partner.path)}
                      title={typeof partner.title === 'string' ? partner.title : i18n._(partner.title)}
                      description={i18n._(partner.description)}
                    />
                  );
                })}
              </ul>
            </section>
          ) : null}
          <HomeTour hasPartners={programmeAreas.length > 0} />
        </>
      ) : (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner size="md" />
          <Trans>Loading your programme…</Trans>
        </p>
      )}
    </>
  );
}
