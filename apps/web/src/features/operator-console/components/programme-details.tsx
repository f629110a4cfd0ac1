import { Trans, useLingui } from '@lingui/react/macro';
import type { TOperatorProgramme } from '@portal/contracts/operator-console';
import { PROGRAMMES } from '@portal/contracts/programmes';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/ui/card';
import { dateLocale, formatLongDate } from '@/ui/format-date';
import { getSafeHref } from '@/ui/safe-href';
import { LANGUAGE_NAMES } from '../utils/language-names';
import { ProgrammeStatus } from './programme-status';

function Row({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

/** What the programme is and how it is doing, as the server last answered. */
export function ProgrammeDetails({ programme }: { programme: TOperatorProgramme }) {
  const { t, i18n } = useLingui();
  const name = programme.name;
  const format = new Intl.NumberFormat(dateLocale(i18n.locale));
  const address = getSafeHref(programme.address);
  const logo = getSafeHref(programme.logoUrl);
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <section aria-labelledby="programme-details-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="programme-details-heading" className="text-lg font-semibold">
              <Trans>Details</Trans>
            </h2>
            {logo ? (
              <img
                src={logo}
                alt={t`${name} logo`}
                className="h-10 max-w-40 rounded border border-border bg-surface object-contain p-1"
              />
            ) : null}
          </div>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            <Row term={<Trans>Key</Trans>}>
              <span className="font-mono">{programme.key}</span>
            </Row>
            <Row term={<Trans>Status</Trans>}>
              <ProgrammeStatus programme={programme} />
            </Row>
            <Row term={<Trans>Address</Trans>}>
              {address ? (
                <a
                  href={address}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="break-all underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {programme.address}
                </a>
              ) : (
                programme.address
              )}
            </Row>
            <Row term={<Trans>Host names</Trans>}>{programme.hosts.join(', ')}</Row>
            <Row term={<Trans>Members</Trans>}>{format.format(programme.members)}</Row>
            <Row term={<Trans>Active this month</Trans>}>{format.format(programme.activeThisMonth)}</Row>
            <Row term={<Trans>Last sign-in</Trans>}>
              {programme.lastSignInAt ? (
                <time dateTime={programme.lastSignInAt}>{formatLongDate(programme.lastSignInAt)}</time>
              ) : (
                <Trans>Never</Trans>
              )}
            </Row>
            <Row term={<Trans>Programmes offered</Trans>}>
              {programme.programmes.length > 0 ? (
                programme.programmes.map((each) => PROGRAMMES[each].name).join(', ')
              ) : (
                <Trans>None</Trans>
              )}
            </Row>
            <Row term={<Trans>Languages</Trans>}>
              {programme.languages.map((locale) => i18n._(LANGUAGE_NAMES[locale])).join(', ')}
            </Row>
            <Row term={<Trans>Support email</Trans>}>{programme.supportEmail ?? <Trans>None</Trans>}</Row>
            <Row term={<Trans>Sender</Trans>}>
              {programme.senderConfigured ? (
                (programme.senderName ?? <Trans>Its own address</Trans>)
              ) : (
                <Trans>The platform's sender</Trans>
              )}
            </Row>
          </dl>
          {programme.builtIn ? (
            <p className="text-sm text-muted-foreground">
              <Trans>A built-in demo programme: it can be suspended but not deleted.</Trans>
            </p>
          ) : null}
        </section>
      </CardContent>
    </Card>
  );
}
