import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { THealthScan } from '@portal/contracts/health-scan';
import { formatLongDate, formatShortDate } from '@/ui/format-date';
import { Cell, ColumnHeaders, Table, TableBody, TableCaption } from '@/ui/table';
import { interpretReading, USUAL_RESTING_RANGE } from '../utils/interpret-reading';
import type { ReadingCaveat } from '../utils/interpret-reading';
import { CAVEAT_SHORT_LABELS, QUALITY_LABELS } from '../utils/scan-texts';

const WIDTH = 320;
const HEIGHT = 180;
const PAD = { top: 12, right: 16, bottom: 28, left: 36 };
/** The chart shows the latest readings; the table lists them all. */
const CHART_MAX = 20;

export interface ScanHistoryProps {
  /** Newest first, as the server sends them. */
  scans: readonly THealthScan[];
}

/** The y scale's ends: the usual resting range with room around it, widened to every reading shown. */
function getScale(values: readonly number[]): { low: number; high: number } {
  const low = Math.min(40, ...values.map((value) => Math.floor((value - 5) / 10) * 10));
  const high = Math.max(120, ...values.map((value) => Math.ceil((value + 5) / 10) * 10));
  return { low, high };
}

/**
 * The heart rate over time, hand-drawn in SVG with the usual resting range shaded; its text alternative
 * names every point, and a table lists every reading with its signal and what came before the scan.
 */
export function ScanHistory({ scans }: ScanHistoryProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const shown = scans.slice(0, CHART_MAX).reverse();
  const rates = shown.map((scan) => Math.round(scan.heart_rate_bpm));
  const { low, high } = getScale(rates);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (shown.length === 1 ? plotWidth / 2 : (index / (shown.length - 1)) * plotWidth);
  const y = (bpm: number) => PAD.top + plotHeight - ((bpm - low) / (high - low)) * plotHeight;
  const points = shown.map((_, index) => `${x(index)},${y(rates[index]!)}`).join(' ');
  const description = shown
    .map((scan, index) => {
      const date = formatLongDate(scan.recorded_at);
      const bpm = rates[index];
      return t`${date}: ${bpm} beats per minute`;
    })
    .join('; ');
  const ticks = [low, USUAL_RESTING_RANGE.min, USUAL_RESTING_RANGE.max, high];

  return (
    <div className="flex flex-col gap-4">
      <figure className="flex flex-col gap-2">
        <figcaption id={titleId} className="text-sm font-semibold">
          <Trans>Your heart rate over time, in beats per minute</Trans>
        </figcaption>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={`${titleId}-desc`}
          className="h-auto w-full max-w-md text-primary"
        >
          <desc id={`${titleId}-desc`}>
            {t`The shaded band is the usual resting range for adults, 60 to 100.`} {description}
          </desc>
          <rect
            x={PAD.left}
            y={y(USUAL_RESTING_RANGE.max)}
            width={plotWidth}
            height={y(USUAL_RESTING_RANGE.min) - y(USUAL_RESTING_RANGE.max)}
            fill="currentColor"
            fillOpacity="0.08"
          />
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke="currentColor"
                className="text-border"
                strokeDasharray={tick === low ? undefined : '3 3'}
              />
              <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="10" fill="currentColor">
                {tick}
              </text>
            </g>
          ))}
          {shown.length > 1 ? (
            <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
          ) : null}
          {shown.map((scan, index) => (
            <g key={scan.id}>
              <circle cx={x(index)} cy={y(rates[index]!)} r="4" fill="currentColor" />
              {index === 0 || index === shown.length - 1 ? (
                <text x={x(index)} y={HEIGHT - 8} textAnchor="middle" fontSize="10" fill="currentColor">
                  {formatShortDate(scan.recorded_at)}
                </text>
              ) : null}
            </g>
          ))}
        </svg>
      </figure>
      <div className="overflow-x-auto">
        <Table density="compact" data-testid="scan-history-table">
          <TableCaption>
            <Trans>Your health scan results</Trans>
          </TableCaption>
          <ColumnHeaders labels={[t`Date`, t`Heart rate`, t`Signal`, t`Before the scan`]} />
          <TableBody>
            {scans.map((scan) => {
              const { bpm, caveats } = interpretReading(scan);
              const notes = caveats
                .filter((caveat): caveat is Exclude<ReadingCaveat, 'fair-signal'> => caveat !== 'fair-signal')
                .map((caveat) => i18n._(CAVEAT_SHORT_LABELS[caveat]));
              return (
                <tr key={scan.id} className="align-top">
                  <Cell>
                    <time dateTime={scan.recorded_at}>{formatLongDate(scan.recorded_at)}</time>
                  </Cell>
                  <Cell className="whitespace-nowrap tabular-nums">
                    <Trans>{bpm} bpm</Trans>
                  </Cell>
                  <Cell>{i18n._(QUALITY_LABELS[scan.quality])}</Cell>
                  <Cell>{notes.length > 0 ? notes.join(', ') : t`Nothing noted`}</Cell>
                </tr>
              );
            })}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
