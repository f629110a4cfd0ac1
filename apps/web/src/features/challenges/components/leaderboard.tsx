import { Trans, useLingui } from '@lingui/react/macro';
import type { TChallengeKind, TChallengeLeaderboard, TChallengeTeam } from '@portal/contracts/challenges';
import { Cell, ColumnHeaders, HeaderCell, TableBody } from '@/ui/table';
import { TableRegion } from '@/ui/table-region';
import { useValueHeader } from './entries-table';

export interface LeaderboardProps {
  kind: TChallengeKind;
  teams: readonly TChallengeTeam[];
  leaderboard: TChallengeLeaderboard;
}

/**
 * The leaderboard: each team's total, then members ranked by their total under the name each chose to
 * show ("A member" for none), the member's own row marked "You".
 */
export function Leaderboard({ kind, teams, leaderboard }: LeaderboardProps) {
  const { t, i18n } = useLingui();
  const valueHeader = useValueHeader()(kind);
  const teamName = (id: string | null) => teams.find((team) => team.id === id)?.name ?? '';
  const hasTeams = leaderboard.teams.length > 0;
  return (
    <div className="flex flex-col gap-4">
      {hasTeams ? (
        <TableRegion caption={t`Teams' totals`} className="rounded-md border border-border">
          <ColumnHeaders labels={[t`Team`, t`Members`, valueHeader]} />
          <TableBody>
            {leaderboard.teams.map((team) => (
              <tr key={team.team_id}>
                <HeaderCell scope="row" className="font-medium">
                  {team.name}
                </HeaderCell>
                <Cell>{i18n.number(team.members)}</Cell>
                <Cell>{i18n.number(team.total)}</Cell>
              </tr>
            ))}
          </TableBody>
        </TableRegion>
      ) : null}
      {leaderboard.members.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No one has joined yet.</Trans>
        </p>
      ) : (
        <TableRegion
          caption={t`Members by their total`}
          className="rounded-md border border-border"
          tableClassName="min-w-[18rem]"
        >
          <ColumnHeaders
            labels={hasTeams ? [t`Rank`, t`Member`, t`Team`, valueHeader] : [t`Rank`, t`Member`, valueHeader]}
          />
          <TableBody>
            {leaderboard.members.map((member) => (
              <tr
                key={`${member.rank}-${member.is_me ? 'me' : ''}-${member.display_name ?? ''}-${member.total}`}
                className={member.is_me ? 'bg-surface-muted font-semibold' : undefined}
              >
                <Cell>{i18n.number(member.rank)}</Cell>
                <HeaderCell scope="row" className={member.is_me ? 'font-semibold' : 'font-normal'}>
                  {/* Isolated: a name in a right-to-left script never reorders what is around it. */}
                  <bdi>{member.display_name ?? t`A member`}</bdi>
                  {member.is_me ? (
                    <span className="ms-2 rounded-sm border border-border px-1.5 text-xs font-semibold">{t`You`}</span>
                  ) : null}
                  {member.finished ? (
                    <span className="ms-2 text-xs text-muted-foreground">
                      <span aria-hidden="true">✓ </span>
                      <Trans>Finished</Trans>
                    </span>
                  ) : null}
                </HeaderCell>
                {hasTeams ? <Cell>{teamName(member.team_id)}</Cell> : null}
                <Cell>{i18n.number(member.total)}</Cell>
              </tr>
            ))}
          </TableBody>
        </TableRegion>
      )}
    </div>
  );
}
