import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { TQuestionnaireResult } from '@portal/contracts/questionnaire';
import { Cell, ColumnHeaders, Table, TableBody, TableCaption } from '@/ui/table';
import { BAND_LABELS, formatResultDate, formatResultShortDate } from '../utils/result-texts';
import { ScoreText } from './result-summary';

const WIDTH = 320;
const HEIGHT = 160;
const PAD = { top: 12, right: 16, bottom: 28, left: 36 };

export interface ResultsHistoryChartProps {
  /** Newest first, as the server sends them. */
  results: readonly TQuestionnaireResult[];
}

/**
 * The overall score over time, hand-drawn in SVG (no chart library), with
 * the same numbers as a table for anyone who cannot read the picture.
 */
export function ResultsHistoryChart({ results }: ResultsHistoryChartProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const oldestFirst = [...results].reverse();
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (oldestFirst.length === 1 ? plotWidth / 2 : (index / (oldestFirst.length - 1)) * plotWidth);
  const y = (percent: number) => PAD.top + plotHeight - (Math.min(100, Math.max(0, percent)) / 100) * plotHeight;
  const points = oldestFirst.map((result, index) => `${x(index)},${y(result.overall.percent)}`).join(' ');
  const description = oldestFirst
    .map((result) => {
      const date = formatResultDate(i18n, result.answered_at);
      const percent = result.overall.percent;
      return t`${date}: ${percent}%`;
    })
    .join(', ');

  return (
    <figure className="flex flex-col gap-2">
      <figcaption id={titleId} className="text-sm font-semibold">
        <Trans>Your overall score over time</Trans>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-desc`}
        className="h-auto w-full max-w-md text-primary"
      >
        <desc id={`${titleId}-desc`}>{description}</desc>
        {[0, 50, 100].map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
              className="text-border"
              strokeDasharray={tick === 0 ? undefined : '3 3'}
            />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="10" fill="currentColor">
              {tick}%
            </text>
          </g>
        ))}
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        {oldestFirst.map((result, index) => (
          <g key={result.id}>
            <circle cx={x(index)} cy={y(result.overall.percent)} r="4" fill="currentColor" />
            <text x={x(index)} y={HEIGHT - 8} textAnchor="middle" fontSize="10" fill="currentColor">
              {formatResultShortDate(i18n, result.answered_at)}
            </text>
          </g>
        ))}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary underline-offset-4 hover:underline">
          <Trans>Show as a table</Trans>
        </summary>
        <Table density="compact" className="mt-2">
          <TableCaption>
            <Trans>Your overall score over time</Trans>
          </TableCaption>
          <ColumnHeaders labels={[t`Date`, t`Score`, t`Band`]} />
          <TableBody>
            {results.map((result) => (
              <tr key={result.id}>
                <Cell>
                  <time dateTime={result.answered_at}>{formatResultDate(i18n, result.answered_at)}</time>
                </Cell>
                <Cell>
                  <ScoreText score={result.overall.score} max={result.overall.max} percent={result.overall.percent} />
                </Cell>
                <Cell>{i18n._(BAND_LABELS[result.overall.band])}</Cell>
              </tr>
            ))}
          </TableBody>
        </Table>
      </details>
    </figure>
  );
}
