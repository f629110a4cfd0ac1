import { Trans, useLingui } from '@lingui/react/macro';
import type { TQuestionnaireResult, TResultBand } from '@portal/contracts/questionnaire';
import { cn } from '@/ui/cn';
import { BAND_DESCRIPTIONS, BAND_LABELS } from '../utils/result-texts';
import { SupportContact } from './support-contact';

// Text stays in the foreground colour (contrast on every brand); the band's colour is the border and dot.
const BAND_STYLES: Record<TResultBand, { pill: string; dot: string }> = {
  'doing-well': { pill: 'border-success', dot: 'bg-success' },
  'worth-attention': { pill: 'border-primary', dot: 'bg-primary' },
  'talk-to-someone': { pill: 'border-destructive', dot: 'bg-destructive' },
};

/** The band as words in a pill: its meaning never rests on colour. */
export function BandBadge({ band }: { band: TResultBand }) {
  const { i18n } = useLingui();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border bg-surface px-2.5 py-0.5 text-xs font-semibold text-foreground',
        BAND_STYLES[band].pill,
      )}
      data-band={band}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', BAND_STYLES[band].dot)} />
      {i18n._(BAND_LABELS[band])}
    </span>
  );
}

/** "30 of 36 (83%)". */
export function ScoreText({ score, max, percent }: { score: number; max: number; percent: number }) {
  return (
    <Trans>
      {score} of {max} ({percent}%)
    </Trans>
  );
}

export interface ResultSummaryProps {
  result: TQuestionnaireResult;
  /** The level of the summary's own headings (categories, support). */
  headingLevel?: 'h3' | 'h4';
}

/** Scores as the server computed them: overall, then each category with its band in plain words. */
export function ResultSummary({ result, headingLevel: Heading = 'h3' }: ResultSummaryProps) {
  const { t, i18n } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">
          <Trans>Overall:</Trans>
        </span>
        <span data-testid="overall-score">
          <ScoreText score={result.overall.score} max={result.overall.max} percent={result.overall.percent} />
        </span>
        <BandBadge band={result.overall.band} />
      </p>
      <ul className="flex flex-col gap-3" aria-label={t`Scores by category`}>
        {result.categories.map((category) => (
          <li key={category.id} className="flex flex-col gap-1 rounded-md border border-border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Heading className="font-semibold">{category.name}</Heading>
              <BandBadge band={category.band} />
            </div>
            <p className="text-sm">
              <ScoreText score={category.score} max={category.max} percent={category.percent} />
            </p>
            <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-muted">
              <div className="h-full rounded-full bg-primary" style={{ width: `${category.percent}%` }} />
            </div>
            <p className="text-sm text-muted-foreground">{i18n._(BAND_DESCRIPTIONS[category.band])}</p>
          </li>
        ))}
      </ul>
      {result.flags.low_wellbeing ? <SupportContact support={result.support} headingLevel={Heading} /> : null}
    </div>
  );
}
