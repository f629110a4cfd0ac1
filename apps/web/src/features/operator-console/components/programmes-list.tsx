import { Trans, useLingui } from '@lingui/react/macro';
import type { TOperatorProgrammeSummary } from '@portal/contracts/operator-console';
import { Link } from '@/navigation/link';
import { dateLocale, formatLongDate } from '@/ui/format-date';
import { QueryStates } from '@/ui/query-states';
import { TableRegion } from '@/ui/table-region';
import { Cell, ColumnHeaders, HeaderCell, TableBody } from '@/ui/table';
import { getSafeHref } from '@/ui/safe-href';
import { useProgrammes } from '../api/get-programmes';
import { operatorHref } from '../operator-paths';
import { ProgrammeStatus } from './programme-status';

const LINK =
  'underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function ProgrammeRow({ programme, format }: { programme: TOperatorProgrammeSummary; format: Intl.NumberFormat }) {
  const address = getSafeHref(programme.address);
  return (
    <tr>
      <HeaderCell scope="row" className="font-normal">
        <Link to={operatorHref('operatorProgramme', { key: programme.key })} className={`font-semibold ${LINK}`}>
          {programme.name}
        </Link>
        <span className="block font-mono text-xs text-muted-foreground">{programme.key}</span>
      </HeaderCell>
      <Cell>
        {address ? (
          <a href={address} className={`break-all ${LINK}`} target="_blank" rel="noopener noreferrer">
            {programme.address}
          </a>
        ) : (
          programme.address
        )}
      </Cell>
      <Cell>
        <ProgrammeStatus programme={programme} />
      </Cell>
      <Cell className="tabular-nums">{format.format(programme.members)}</Cell>
      <Cell className="tabular-nums">{format.format(programme.activeThisMonth)}</Cell>
      <Cell>{programme.senderConfigured ? <Trans>Yes</Trans> : <Trans>No</Trans>}</Cell>
      <Cell>
        {programme.lastSignInAt ? (
          <time dateTime={programme.lastSignInAt}>{formatLongDate(programme.lastSignInAt)}</time>
        ) : (
          <Trans>Never</Trans>
        )}
      </Cell>
    </tr>
  );
}

/** Every programme with how it is doing: its members, who signed in this month, its sender and last sign-in. */
export function ProgrammesList() {
  const { t, i18n } = useLingui();
  const programmes = useProgrammes();
  const format = new Intl.NumberFormat(dateLocale(i18n.locale));
  return (
    <QueryStates
      query={programmes}
      loading={<Trans>Loading the programmes…</Trans>}
      failed={<Trans>The programmes could not be loaded.</Trans>}
    >
      {({ programmes: list }) =>
        list.length === 0 ? (
          <p>
            <Trans>There are no programmes yet. Create the first with New programme.</Trans>
          </p>
        ) : (
          <TableRegion
            caption={t`Programmes`}
            className="rounded-lg border border-border bg-surface"
            tableClassName="min-w-[44rem]"
          >
            <ColumnHeaders
              labels={[
                t`Programme`,
                t`Address`,
                t`Status`,
                t`Members`,
                t`Active this month`,
                t`Own sender`,
                t`Last sign-in`,
              ]}
            />
            <TableBody>
              {list.map((programme) => (
                <ProgrammeRow key={programme.key} programme={programme} format={format} />
              ))}
            </TableBody>
          </TableRegion>
        )
      }
    </QueryStates>
  );
}
