import type { TGroupCount } from '@portal/contracts/engagement';
import { cn } from '@/ui/cn';
import { useCountText } from '../utils/count-text';

export interface BarChartRow {
  key: string;
  label: string;
  /** One count per series. */
  counts: readonly TGroupCount[];
}

export interface BarChartProps {
  rows: readonly BarChartRow[];
  /** The series' names, for the legend (one per count of a row). */
  series: readonly string[];
}

const WIDTH = 320;
const LABEL_HEIGHT = 16;
const BAR_HEIGHT = 12;
const BAR_GAP = 3;
const ROW_GAP = 10;
const VALUE_ROOM = 84;
const LABEL_MAX = 48;
/** The series' colours: the brand's colour, then a lighter tone of it. */
const SERIES_OPACITY = [1, 0.45] as const;

function shorten(label: string): string {
  return label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1)}…` : label;
}

/**
 * Horizontal bars, one group per row, drawn in SVG that scales to its box. It is hidden from assistive
 * technology: the table beside it holds the same figures. A hidden count ("fewer than 5") has no bar,
 * only its words, so no length hints at its size.
 */
export function BarChart({ rows, series }: BarChartProps) {
  const countText = useCountText();
  const max = Math.max(1, ...rows.flatMap((row) => row.counts.map((count) => count.value ?? 0)));
  const barsHeight = series.length * BAR_HEIGHT + (series.length - 1) * BAR_GAP;
  const rowHeight = LABEL_HEIGHT + barsHeight + ROW_GAP;
  const height = Math.max(rowHeight, rows.length * rowHeight);
  const scale = (value: number) => (value / max) * (WIDTH - VALUE_ROOM);

  return (
    <div aria-hidden="true" className="flex flex-col gap-2" data-testid="engagement-chart">
      {series.length > 1 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {series.map((name, index) => (
            <li key={name} className="flex items-center gap-1.5">
              <svg viewBox="0 0 10 10" className="size-2.5 text-primary">
                <rect width="10" height="10" fill="currentColor" fillOpacity={SERIES_OPACITY[index] ?? 1} />
              </svg>
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      <svg viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full max-w-md text-primary" focusable="false">
        {rows.map((row, rowIndex) => {
          const top = rowIndex * rowHeight;
          return (
            <g key={row.key}>
              <text x={0} y={top + 11} fontSize="11" className="fill-foreground">
                {shorten(row.label)}
              </text>
              {row.counts.map((count, index) => {
                const y = top + LABEL_HEIGHT + index * (BAR_HEIGHT + BAR_GAP);
                const width = count.value === null ? 0 : scale(count.value);
                return (
                  <g key={series[index] ?? index}>
                    {count.value === null ? (
                      <rect
                        x={0.5}
                        y={y + 0.5}
                        width={8}
                        height={BAR_HEIGHT - 1}
                        fill="none"
                        stroke="currentColor"
                        strokeDasharray="2 2"
                      />
                    ) : (
                      <rect
                        x={0}
                        y={y}
                        width={Math.max(width, 1)}
                        height={BAR_HEIGHT}
                        rx={2}
                        fill="currentColor"
                        fillOpacity={SERIES_OPACITY[index] ?? 1}
                      />
                    )}
                    <text
                      x={(count.value === null ? 8 : Math.max(width, 1)) + 4}
                      y={y + BAR_HEIGHT - 2}
                      fontSize="10"
                      className={cn('fill-foreground', count.value === null && 'italic')}
                    >
                      {countText(count)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
