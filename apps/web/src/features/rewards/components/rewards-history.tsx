import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { formatLongDate } from '@/ui/format-date';
import { LoadingStatus } from '@/ui/loading-status';
import { Spinner } from '@/ui/spinner';
import { Cell, ColumnHeaders, HeaderCell, TableBody } from '@/ui/table';
import { TableRegion } from '@/ui/table-region';
import { useRewardsHistory } from '../api/get-rewards-history';
import { entryName } from '../utils/activity-texts';

export interface RewardsHistoryProps {
  /** A past year's plan id; null for the year in force. */
  plan: string | null;
  /** The table's name for screen readers. */
  caption: string;
}

/** The points earned in a plan year, newest first, a page at a time. */
export function RewardsHistory({ plan, caption }: RewardsHistoryProps) {
  const { t, i18n } = useLingui();
  const history = useRewardsHistory(plan);
  if (history.isPending) {
    return (
      <LoadingStatus>
        <Trans>Loading the history…</Trans>
      </LoadingStatus>
    );
  }
  if (history.isError) {
    return (
      <LoadError error={history.error} onRetry={() => void history.refetch()}>
        <Trans>The history could not be loaded.</Trans>
      </LoadError>
    );
  }
  const entries = history.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) {
    return (
      <p className="text-muted-foreground">
        <Trans>No points earned yet.</Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <TableRegion caption={caption}>
        <ColumnHeaders labels={[t`Date`, t`Activity`, t`Points`]} />
        <TableBody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <Cell className="whitespace-nowrap">
                <time dateTime={entry.awarded_at}>{formatLongDate(entry.awarded_at)}</time>
              </Cell>
              <HeaderCell scope="row" className="font-normal">
                {entryName(i18n, entry)}
              </HeaderCell>
              <Cell className="text-right whitespace-nowrap tabular-nums">
                {entry.points > 0 ? '+' : ''}
                {i18n.number(entry.points)}
              </Cell>
            </tr>
          ))}
        </TableBody>
      </TableRegion>
      {history.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-start"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? <Spinner /> : null}
          <Trans>Show earlier points</Trans>
        </Button>
      ) : null}
    </div>
  );
}
