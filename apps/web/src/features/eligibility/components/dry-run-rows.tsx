import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ELIGIBILITY_ROW_ACTIONS } from '@portal/contracts/eligibility';
import type { TEligibilityCounts, TEligibilityRow, TEligibilityRowAction } from '@portal/contracts/eligibility';
import { FilterSelect } from '@/ui/filter-select';
import { LoadError } from '@/ui/load-error';
import { Button } from '@/ui/button';
import { TableRegion } from '@/ui/table-region';
import { Cell, ColumnHeaders, TableBody } from '@/ui/table';
import { ROWS_PAGE_SIZE, useEligibilityRows } from '../api/eligibility-api';
import { ACTION_LABELS, describeChange, describeNote, describeProblem } from '../utils/describe-row';

function RowDetails({ row }: { row: TEligibilityRow }) {
  const { i18n } = useLingui();
  const lines = [
    ...row.problems.map((problem) => describeProblem(i18n, problem)),
    ...row.changes.map((change) => describeChange(i18n, change)),
    ...(row.note ? [describeNote(i18n, row.note)] : []),
  ];
  if (lines.length === 0) return null;
  if (lines.length === 1) return <>{lines[0]}</>;
  return (
    <ul className="list-disc pl-4">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** The dry run's rows, errors first, filterable by action, a page at a time. */
export function DryRunRows({ importId, counts }: { importId: string; counts: TEligibilityCounts }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [action, setAction] = useState<TEligibilityRowAction | null>(null);
  const [page, setPage] = useState(1);
  const rows = useEligibilityRows(importId, { action, page }, true);
  const total = rows.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ROWS_PAGE_SIZE));
  const number = new Intl.NumberFormat(i18n.locale);

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        <Trans>Rows</Trans>
      </h3>
      <FilterSelect
        label={<Trans>Show</Trans>}
        value={action ?? ''}
        onChange={(value) => {
          setAction(value || null);
          setPage(1);
        }}
        anyText={t`All rows, errors first`}
        options={ELIGIBILITY_ROW_ACTIONS.map((value) => ({
          value,
          label: `${i18n._(ACTION_LABELS[value])} (${number.format(counts[value])})`,
        }))}
        className="max-w-xs"
      />
      {rows.isError ? <LoadError error={rows.error} onRetry={() => void rows.refetch()} /> : null}
      <TableRegion
        caption={
          <Trans>
            Rows of the file, page {page} of {pages}
          </Trans>
        }
        label={t`Rows of the file`}
        className="rounded-md border border-border"
        tableClassName="min-w-[40rem]"
      >
        <ColumnHeaders labels={[t`Line`, t`Action`, t`Name`, t`Email`, t`Details`]} />
        <TableBody>
          {(rows.data?.rows ?? []).map((row) => (
            <tr key={row.line} className="align-top">
              <Cell>{row.line}</Cell>
              <Cell className={row.action === 'error' ? 'font-semibold text-destructive' : undefined}>
                {row.action === 'error' ? <span aria-hidden="true">⚠ </span> : null}
                {i18n._(ACTION_LABELS[row.action])}
              </Cell>
              <Cell>{`${row.data.first_name ?? ''} ${row.data.last_name ?? ''}`.trim()}</Cell>
              <Cell className="break-all">{row.data.email}</Cell>
              <Cell>
                <RowDetails row={row} />
              </Cell>
            </tr>
          ))}
          {rows.data && rows.data.rows.length === 0 ? (
            <tr>
              <Cell colSpan={5}>
                <Trans>No rows.</Trans>
              </Cell>
            </tr>
          ) : null}
        </TableBody>
      </TableRegion>
      <nav aria-label={t`Pages of rows`} className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          <Trans>Previous</Trans>
        </Button>
        <span className="text-sm">
          <Trans>
            Page {page} of {pages}
          </Trans>
        </span>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          <Trans>Next</Trans>
        </Button>
      </nav>
    </section>
  );
}
