import { Trans, useLingui } from '@lingui/react/macro';
import { getCurrentBrand } from '@/brands/current-brand';
import { getSupportLine, supportHoursIn } from '@/brands/support-line';

/**
 * Said with every result: wellness information, not a diagnosis; a clinician if unwell; the programme's
 * support line (the programme's phone and hours, else the brand registry's, in the language on screen); emergencies.
 */
export function WellnessNote() {
  const { t, i18n } = useLingui();
  const brand = getCurrentBrand();
  const brandTitle = brand.title;
  const line = getSupportLine();
  return (
    <aside
      aria-label={t`About this result`}
      className="flex flex-col gap-2 rounded-lg border-2 border-primary/40 bg-primary/5 p-4 text-sm"
      data-testid="wellness-note"
    >
      <p className="font-semibold">
        <Trans>This is wellness information, not a medical diagnosis.</Trans>
      </p>
      <p>
        <Trans>If you feel unwell, contact a clinician.</Trans>
      </p>
      {line ? (
        <p>
          <Trans>Questions about your programme? Call {brandTitle} support:</Trans>{' '}
          <a
            href={`tel:${line.phone.replace(/\s+/g, '')}`}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {line.phone}
          </a>{' '}
          <span className="text-muted-foreground">({supportHoursIn(line, i18n.locale)})</span>
        </p>
      ) : null}
      <p className="font-semibold">
        <Trans>In an emergency, call your local emergency number now.</Trans>
      </p>
    </aside>
  );
}
