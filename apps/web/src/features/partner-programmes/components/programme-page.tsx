import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { toTelHref } from '@portal/contracts/partner-programmes';
import type {
  TProgrammePage,
  TProgrammePageProgramme,
  TProgrammeSignOnPartner,
} from '@portal/contracts/partner-programmes';
import { useTrackShown } from '@/analytics/use-track';
import { buttonVariants } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { cn } from '@/ui/cn';
import { LoadError } from '@/ui/load-error';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';
import { LoadingStatus } from '@/ui/loading-status';
import { getSafeHref, isWebAddress } from '@/ui/safe-href';
import { useProgrammePage } from '../api/get-programme-page';

/** Renders a sign-on partner's button (the screen supplies it: a feature never imports another). */
export type RenderSignOn = (partner: TProgrammeSignOnPartner, label: ReactNode, className: string) => ReactNode;

export interface ProgrammePageProps {
  programme: TProgrammePageProgramme;
  /** The heading while the page loads, fails or is not written: the programme's own name. */
  title: string;
  renderSignOn: RenderSignOn;
}

const LINK = 'font-semibold text-primary underline underline-offset-4 break-words';

/** A link to another site: a new tab, no opener, no referrer, and said so to screen readers. */
function ExternalLink({ url, className, children }: { url: string; className: string; children: ReactNode }) {
  const safe = getSafeHref(url);
  // The server accepts https (and http on localhost) only; anything else is shown, not linked.
  if (!safe || !isWebAddress(safe)) return <span className="break-all">{url}</span>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span aria-hidden="true"> ↗</span>
      <span className="sr-only">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

function PhoneLink({ phone, className, children }: { phone: string; className: string; children?: ReactNode }) {
  return (
    <a href={toTelHref(phone)} className={className}>
      {children ?? phone}
    </a>
  );
}

interface DetailsProps {
  page: TProgrammePage;
  /** The page's language where it differs from the screen's. */
  lang: string | undefined;
  renderSignOn: RenderSignOn;
}

/** The way in the page names first, labelled with its call to action. */
function PrimaryContact({ page, lang, renderSignOn }: DetailsProps) {
  const className = cn(buttonVariants({ variant: 'primary' }), 'self-start no-underline');
  const { contact } = page;
  const label = <span lang={lang}>{page.call_to_action}</span>;
  switch (contact.kind) {
    case 'phone':
      return (
        <PhoneLink phone={contact.phone} className={cn(className, 'flex-wrap')}>
          {label}
          <span className="font-normal">{contact.phone}</span>
        </PhoneLink>
      );
    case 'website':
      return (
        <ExternalLink url={contact.url} className={className}>
          {label}
        </ExternalLink>
      );
    case 'sign-on':
      return renderSignOn(contact.partner, label, 'self-start');
  }
}

function ProgrammeDetails({ page, lang, renderSignOn }: DetailsProps) {
  const alsoPhone = page.phone && !(page.contact.kind === 'phone' && page.contact.phone === page.phone);
  const alsoWebsite = page.website && !(page.contact.kind === 'website' && page.contact.url === page.website);
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="programme-offers">
          <Card className="h-full">
            <CardContent className="flex flex-col gap-3">
              <h2 id="programme-offers" className="text-lg font-semibold">
                <Trans>What it offers</Trans>
              </h2>
              <ul className="flex list-disc flex-col gap-1.5 ps-5" lang={lang}>
                {page.offers.map((offer, index) => (
                  <li key={index}>{offer}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </section>
        <section aria-labelledby="programme-eligibility">
          <Card className="h-full">
            <CardContent className="flex flex-col gap-3">
              <h2 id="programme-eligibility" className="text-lg font-semibold">
                <Trans>Who can use it</Trans>
              </h2>
              <p lang={lang}>{page.eligibility.text}</p>
              <p className="font-semibold" data-testid="programme-dependents">
                {page.eligibility.includes_dependents ? (
                  <Trans>Your dependents are included.</Trans>
                ) : (
                  <Trans>Dependents are not included.</Trans>
                )}
              </p>
            </CardContent>
          </Card>
        </section>
      </div>
      <section aria-labelledby="programme-contact">
        <Card>
          <CardContent className="flex flex-col gap-4">
            <h2 id="programme-contact" className="text-lg font-semibold">
              <Trans>How to reach it</Trans>
            </h2>
            <PrimaryContact page={page} lang={lang} renderSignOn={renderSignOn} />
            <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold">
                <Trans>Hours</Trans>
              </dt>
              <dd lang={lang}>{page.hours}</dd>
              {alsoPhone && page.phone ? (
                <>
                  <dt className="font-semibold">
                    <Trans>Phone</Trans>
                  </dt>
                  <dd>
                    <PhoneLink phone={page.phone} className={LINK} />
                  </dd>
                </>
              ) : null}
              {alsoWebsite && page.website ? (
                <>
                  <dt className="font-semibold">
                    <Trans>Website</Trans>
                  </dt>
                  <dd>
                    <ExternalLink url={page.website} className={LINK}>
                      {page.website.replace(/^https?:\/\//, '')}
                    </ExternalLink>
                  </dd>
                </>
              ) : null}
            </dl>
          </CardContent>
        </Card>
      </section>
    </>
  );
}

/**
 * A partner programme's page as the tenant wrote it: its name, what it offers, who may use it (and
 * whether dependents may), its hours and how to reach it (a phone call, a website in a new tab, or a
 * sign-on partner's handoff).
 */
export function ProgrammePage({ programme, title, renderSignOn }: ProgrammePageProps) {
  const { i18n } = useLingui();
  const { data, isPending, isError, error, refetch, isRefetching } = useProgrammePage(programme);
  useTrackShown('partner_open', { programme }, programme);
  const page = data?.page;
  // A page not yet written in the language on screen comes in English: its text is marked so, for
  // screen readers. The heading stays one element throughout, so the focus a route change gives it stays.
  const lang = page && page.locale !== i18n.locale ? page.locale : undefined;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={page ? <span lang={lang}>{page.name}</span> : title}
        intro={page ? <span lang={lang}>{page.summary}</span> : undefined}
      />
      {page ? (
        <ProgrammeDetails page={page} lang={lang} renderSignOn={renderSignOn} />
      ) : isPending ? (
        <LoadingStatus>
          <Trans>Loading the programme’s details…</Trans>
        </LoadingStatus>
      ) : isError ? (
        <LoadError error={error} onRetry={() => void refetch()} isRetrying={isRefetching}>
          <Trans>The programme’s details could not be loaded.</Trans>
        </LoadError>
      ) : (
        <Notice>
          <p className="font-semibold">
            <Trans>The details of this programme are not published yet.</Trans>
          </p>
          <p className="text-muted-foreground">
            <Trans>Your programme team is adding them. Check back soon, or contact support with any questions.</Trans>
          </p>
        </Notice>
      )}
    </div>
  );
}
