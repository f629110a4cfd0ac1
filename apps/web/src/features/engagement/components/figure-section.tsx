import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/ui/card';
import { cn } from '@/ui/cn';
import { TableRegion } from '@/ui/table-region';
import { Cell, HeaderCell, TableBody, TableDensityProvider, TableHead } from '@/ui/table';
import { useCountText } from '../utils/count-text';
import { BarChart } from './bar-chart';
import type { BarChartRow } from './bar-chart';

export interface FigureSectionProps {
  title: string;
  /** What the figures count, under the title. */
  description?: ReactNode;
  /** The table's first column's header (what each row is). */
  rowHeader: string;
  /** The measures: the table's other columns and the chart's series. */
  measures: readonly string[];
  rows: readonly BarChartRow[];
  /** Said instead of the chart and table when there are no rows. */
  empty?: ReactNode;
  /** Figures beside the chart (a sentence or two). */
  children?: ReactNode;
  testId?: string;
}

/**
 * One section of the report: its heading, an SVG chart (hidden from screen readers) and beside it a
 * table of the same figures, which is what a screen reader reads. The table scrolls sideways on a
 * narrow screen; the chart scales.
 */
export function FigureSection({
  title,
  description,
  rowHeader,
  measures,
  rows,
  empty,
  children,
  testId,
}: FigureSectionProps) {
  const headingId = useId();
  const { t } = useLingui();
  const countText = useCountText();
  return (
    <section aria-labelledby={headingId} data-testid={testId}>
      <Card>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2 id={headingId} className="text-lg font-semibold">
              {title}
            </h2>
            {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
          </div>
          {children}
          {rows.length === 0 && empty ? (
            <p className="text-sm text-muted-foreground">{empty}</p>
          ) : (
            <div className="grid min-w-0 gap-4 lg:grid-cols-2 lg:items-start">
              <BarChart rows={rows} series={measures} />
              <TableDensityProvider density="compact">
                <TableRegion caption={title} label={t`${title}: table`} className="min-w-0 rounded-sm">
                  <TableHead>
                    <tr>
                      <HeaderCell>{rowHeader}</HeaderCell>
                      {measures.map((measure) => (
                        <HeaderCell key={measure} className="text-right">
                          {measure}
                        </HeaderCell>
                      ))}
                    </tr>
                  </TableHead>
                  <TableBody>
                    {rows.map((row) => (
                      <tr key={row.key} className="align-top">
                        <HeaderCell scope="row" className="font-normal">
                          {row.label}
                        </HeaderCell>
                        {row.counts.map((count, index) => (
                          <Cell
                            key={measures[index] ?? index}
                            className={cn(
                              'text-right whitespace-nowrap tabular-nums',
                              count.value === null && 'text-muted-foreground italic',
                            )}
                          >
                            {countText(count)}
                          </Cell>
                        ))}
                      </tr>
                    ))}
                  </TableBody>
                </TableRegion>
              </TableDensityProvider>
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
