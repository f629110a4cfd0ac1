import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/navigation/link';
import type { TAdminChallenge } from '@portal/contracts/challenges';
import { adminHref } from '@/navigation/admin-sections';
import { formatLongDate } from '@/ui/format-date';
import { Cell, ColumnHeaders, HeaderCell, TableBody } from '@/ui/table';
import { TableRegion } from '@/ui/table-region';
import { FEWER_THAN_5, groupCountText, KIND_LABELS, STATUS_LABELS } from '../utils/labels';

/** The programme's challenges with their participation (counts under the small-group rule). */
export function ChallengesTable({ challenges }: { challenges: readonly TAdminChallenge[] }) {
  const { t, i18n } = useLingui();
  const fewer = i18n._(FEWER_THAN_5);
  const count = (value: number) => i18n.number(value);
  if (challenges.length === 0) {
    return (
      <p className="text-muted-foreground">
        <Trans>No challenge yet.</Trans>
      </p>
    );
  }
  return (
    <TableRegion
      caption={t`Challenges and their participation`}
      className="rounded-md border border-border"
      tableClassName="min-w-[40rem]"
    >
      <ColumnHeaders
        labels={[t`Challenge`, t`Kind`, t`Dates`, t`Status`, t`Members who joined`, t`Members who finished`]}
      />
      <TableBody>
        {challenges.map((challenge) => (
          <tr key={challenge.id}>
            <HeaderCell scope="row" className="font-medium">
              <Link
                to={adminHref('adminChallenge', { id: challenge.id })}
                className="underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {challenge.title}
              </Link>
            </HeaderCell>
            <Cell>{i18n._(KIND_LABELS[challenge.kind])}</Cell>
            <Cell>
              {formatLongDate(challenge.starts_on)} – {formatLongDate(challenge.ends_on)}
            </Cell>
            <Cell>{i18n._(STATUS_LABELS[challenge.status])}</Cell>
            <Cell>{groupCountText(challenge.participation.joined, count, fewer)}</Cell>
            <Cell>{groupCountText(challenge.participation.finished, count, fewer)}</Cell>
          </tr>
        ))}
      </TableBody>
    </TableRegion>
  );
}
