import { Trans, useLingui } from '@lingui/react/macro';
import type { TChallengeEntry, TChallengeKind } from '@portal/contracts/challenges';
import { formatLongDate } from '@/ui/format-date';
import { Cell, ColumnHeaders, HeaderCell, TableBody } from '@/ui/table';
import { TableRegion } from '@/ui/table-region';

/** The column's name for a value of that kind. */
export function useValueHeader() {
  const { t } = useLingui();
  return (kind: TChallengeKind) =>
    kind === 'steps' ? t`Steps` : kind === 'active_minutes' ? t`Active minutes` : t`Check-ins`;
}

/** The member's entries, newest day first: the value, and whether it came from the phone or by hand. */
export function EntriesTable({ kind, entries }: { kind: TChallengeKind; entries: readonly TChallengeEntry[] }) {
  const { t, i18n } = useLingui();
  const valueHeader = useValueHeader();
  if (entries.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Nothing logged yet.</Trans>
      </p>
    );
  }
  const rows = entries.toSorted((a, b) => b.day.localeCompare(a.day));
  return (
    <TableRegion caption={t`Your entries by day`} className="rounded-md border border-border">
      <ColumnHeaders labels={[t`Day`, valueHeader(kind), t`Source`]} />
      <TableBody>
        {rows.map((entry) => (
          <tr key={entry.day}>
            <HeaderCell scope="row" className="font-medium">
              {formatLongDate(entry.day)}
            </HeaderCell>
            <Cell>{kind === 'habit' ? (entry.value > 0 ? t`Done` : t`Not done`) : i18n.number(entry.value)}</Cell>
            <Cell>{entry.source === 'phone' ? t`Your phone` : t`Logged by hand`}</Cell>
          </tr>
        ))}
      </TableBody>
    </TableRegion>
  );
}
