import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/navigation/link';
import type { TClinicConditionResponse } from '@portal/contracts/clinic-library';
import { getCurrentBrand } from '@/brands/current-brand';
import { getSupportLine } from '@/brands/support-line';
import { href } from '@/navigation/paths';
import { formatLongDate } from '@/ui/format-date';
import { Markdown } from '@/ui/markdown';
import { Notice } from '@/ui/notice';
import { SECTION_LABELS, sectionAnchor } from '../utils/section-labels';

const LINK = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

/**
 * One condition: other names, summary, the "general information" note, an in-page table of contents,
 * the sections, the nurse line, related conditions, and the source with its review date.
 */
export function ConditionArticle({ condition }: { condition: TClinicConditionResponse }) {
  const { i18n } = useLingui();
  const brand = getCurrentBrand();
  const brandTitle = brand.title;
  const phone = getSupportLine()?.phone;
  const otherNames = condition.also_called.join(', ');
  const reviewedOn = condition.last_reviewed ? formatLongDate(condition.last_reviewed, i18n.locale) : '';
  // A remote library may speak only English: its text says so to assistive technology.
  const contentLang = condition.locale !== i18n.locale ? condition.locale : undefined;
  const sourceName = condition.source.name;

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div lang={contentLang} className="flex flex-col gap-2">
        {otherNames ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Also called: {otherNames}</Trans>
          </p>
        ) : null}
        <p className="text-lg leading-8">{condition.summary}</p>
      </div>

      <Notice>
        <p>
          <Trans>
            This is general information, not medical advice. For advice about your own health, talk to your doctor or
            nurse.
          </Trans>
        </p>
      </Notice>

      <nav aria-labelledby="condition-contents" className="rounded-lg border border-border bg-surface p-4">
        <h2 id="condition-contents" className="text-base font-semibold">
          <Trans>On this page</Trans>
        </h2>
        <ol className="mt-2 flex list-decimal flex-col gap-1 pl-5 text-base">
          {condition.sections.map((section) => (
            <li key={section.key}>
              <a href={`#${sectionAnchor(section.key)}`} className={LINK}>
                {i18n._(SECTION_LABELS[section.key])}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {condition.sections.map((section) => (
        <section
          key={section.key}
          id={sectionAnchor(section.key)}
          aria-labelledby={`${sectionAnchor(section.key)}-heading`}
          className="flex scroll-mt-20 flex-col gap-3"
        >
          <h2 id={`${sectionAnchor(section.key)}-heading`} className="text-xl font-semibold tracking-tight">
            {i18n._(SECTION_LABELS[section.key])}
          </h2>
          <div lang={contentLang}>
            <Markdown source={section.body} topHeadingLevel={3} />
          </div>
        </section>
      ))}

      <section
        aria-labelledby="condition-nurse-line"
        className="flex flex-col gap-2 rounded-lg border-2 border-primary/40 bg-primary/5 p-4"
      >
        <h2 id="condition-nurse-line" className="text-base font-semibold">
          <Trans>Questions about your health?</Trans>
        </h2>
        {phone ? (
          <p>
            <a href={`tel:${phone.replace(/\s+/g, '')}`} className={LINK}>
              <Trans>
                Call the {brandTitle} nurse line: {phone}
              </Trans>
            </a>
          </p>
        ) : null}
        <p className="text-sm font-semibold">
          <Trans>In an emergency, call 911 or your local emergency number now.</Trans>
        </p>
      </section>

      {condition.related.length > 0 ? (
        <section aria-labelledby="condition-related" className="flex flex-col gap-2">
          <h2 id="condition-related" className="text-xl font-semibold tracking-tight">
            <Trans>Related conditions</Trans>
          </h2>
          <ul className="flex flex-col gap-1">
            {condition.related.map((related) => (
              <li key={related.id}>
                <Link to={href('diseaseOrCondition', { id: related.id })} className={LINK}>
                  {related.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <footer className="flex flex-col gap-1 border-t border-border pt-4 text-sm text-muted-foreground">
        <p>
          <Trans>Source: {sourceName}.</Trans> <span lang={contentLang}>{condition.source.attribution}</span>
        </p>
        {condition.source.url?.startsWith('https://') ? (
          <p>
            <a href={condition.source.url} target="_blank" rel="noopener noreferrer" className={LINK}>
              <Trans>Read it at the source</Trans>
              <span className="sr-only">
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </p>
        ) : null}
        {reviewedOn ? (
          <p>
            <Trans>Last reviewed: {reviewedOn}</Trans>
          </p>
        ) : null}
      </footer>
    </div>
  );
}
