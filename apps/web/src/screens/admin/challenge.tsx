import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams } from '@/navigation/router/hooks';
import { Link } from '@/navigation/link';
import type { TAdminChallengeDetail } from '@portal/contracts/challenges';
import { useAdminChallenge } from '@/features/admin-challenges/api/admin-challenges';
import { ChallengeForm } from '@/features/admin-challenges/components/challenge-form';
import { MoveParticipant } from '@/features/admin-challenges/components/move-participant';
import {
  FEWER_THAN_5,
  GOAL_TYPE_LABELS,
  groupCountText,
  KIND_LABELS,
  STATUS_LABELS,
  TEAM_MODE_LABELS,
} from '@/features/admin-challenges/utils/labels';
import { adminHref } from '@/navigation/admin-sections';
import { Button } from '@/ui/button';
import { formatLongDate } from '@/ui/format-date';
import { LoadError } from '@/ui/load-error';
import { PageHeading } from '@/ui/page-heading';
import { LoadingStatus } from '@/ui/loading-status';
import { Cell, ColumnHeaders, HeaderCell, TableBody } from '@/ui/table';
import { TableRegion } from '@/ui/table-region';

const SECTION = 'flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6';

function Facts({ challenge }: { challenge: TAdminChallengeDetail }) {
  const { t, i18n } = useLingui();
  const fewer = i18n._(FEWER_THAN_5);
  const count = (value: number) => i18n.number(value);
  const goalValue = i18n.number(challenge.goal);
  const days = challenge.days_required === null ? '' : i18n.number(challenge.days_required);
  const goal = days ? t`${goalValue}, on ${days} days` : goalValue;
  const rows: [string, string][] = [
    [t`Status`, i18n._(STATUS_LABELS[challenge.status])],
    [t`Kind`, i18n._(KIND_LABELS[challenge.kind])],
    [t`Goal type`, i18n._(GOAL_TYPE_LABELS[challenge.goal_type])],
    [t`Goal`, goal],
    [t`Teams`, i18n._(TEAM_MODE_LABELS[challenge.teams])],
    [t`Dates`, `${formatLongDate(challenge.starts_on)} – ${formatLongDate(challenge.ends_on)}`],
    [t`Members can join until`, formatLongDate(challenge.join_until)],
    [t`Entries close after`, formatLongDate(challenge.closes_on)],
    [t`Points for finishing`, i18n.number(challenge.points)],
    [t`Members who joined`, groupCountText(challenge.participation.joined, count, fewer)],
    [t`Members who finished`, groupCountText(challenge.participation.finished, count, fewer)],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="font-medium">{term}</dt>
          <dd className="mb-1 text-muted-foreground sm:mb-0">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

function Teams({ challenge }: { challenge: TAdminChallengeDetail }) {
  const { t, i18n } = useLingui();
  const fewer = i18n._(FEWER_THAN_5);
  const count = (value: number) => i18n.number(value);
  const teamName = (id: string | null) => challenge.team_list.find((team) => team.id === id)?.name ?? '';
  const canMove = challenge.status !== 'ended';
  return (
    <>
      <TableRegion caption={t`Teams, their members and totals`} className="rounded-md border border-border">
        <ColumnHeaders labels={[t`Team`, t`Members`, t`Total`]} />
        <TableBody>
          {challenge.team_totals.map((team) => (
            <tr key={team.team_id}>
              <HeaderCell scope="row" className="font-medium">
                {team.name}
              </HeaderCell>
              <Cell>{groupCountText(team.members, count, fewer)}</Cell>
              <Cell>{groupCountText(team.total, count, fewer)}</Cell>
            </tr>
          ))}
        </TableBody>
      </TableRegion>
      <h3 className="text-base font-semibold">
        <Trans>Who is in which team</Trans>
      </h3>
      {challenge.participants.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No member has joined yet.</Trans>
        </p>
      ) : (
        <TableRegion
          caption={t`Members and their teams`}
          className="rounded-md border border-border"
          tableClassName="min-w-[36rem]"
        >
          <ColumnHeaders
            labels={canMove ? [t`Member`, t`Email`, t`Team`, t`Move to`] : [t`Member`, t`Email`, t`Team`]}
          />
          <TableBody>
            {challenge.participants.map((participant) => (
              <tr key={participant.account_id}>
                <HeaderCell scope="row" className="font-medium">
                  {participant.name}
                </HeaderCell>
                <Cell className="break-all">{participant.email}</Cell>
                <Cell>{teamName(participant.team_id)}</Cell>
                {canMove ? (
                  <Cell>
                    <MoveParticipant challengeId={challenge.id} participant={participant} teams={challenge.team_list} />
                  </Cell>
                ) : null}
              </tr>
            ))}
          </TableBody>
        </TableRegion>
      )}
    </>
  );
}

/**
 * A challenge in the console (`/admin/challenges/:id`): its facts and participation, its teams with their
 * members and totals (under the small-group rule), moving a member to another team, and its changes.
 */
export function AdminChallenge() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const challenge = useAdminChallenge(id);
  const [isEditing, setIsEditing] = useState(false);
  let content;
  if (challenge.isPending) {
    content = (
      <LoadingStatus>
        <Trans>Loading the challenge…</Trans>
      </LoadingStatus>
    );
  } else if (challenge.isError) {
    content = (
      <LoadError
        error={challenge.error}
        onRetry={() => void challenge.refetch()}
        isRetrying={challenge.isRefetching}
        title={t`We couldn't load the challenge`}
      />
    );
  } else {
    const data = challenge.data;
    content = (
      <>
        <section aria-labelledby="challenge-facts" className={SECTION}>
          <h2 id="challenge-facts" className="text-xl font-semibold">
            <Trans>Participation</Trans>
          </h2>
          {data.description ? <p className="max-w-prose whitespace-pre-line">{data.description}</p> : null}
          <Facts challenge={data} />
          {isEditing ? (
            <ChallengeForm
              challenge={data}
              title={<Trans>Edit the challenge</Trans>}
              onDone={() => setIsEditing(false)}
            />
          ) : data.status === 'ended' ? null : (
            <Button variant="secondary" className="self-start" onClick={() => setIsEditing(true)}>
              <Trans>Edit the challenge</Trans>
            </Button>
          )}
        </section>
        {data.teams === 'individual' ? null : (
          <section aria-labelledby="challenge-teams" className={SECTION}>
            <h2 id="challenge-teams" className="text-xl font-semibold">
              <Trans>Teams</Trans>
            </h2>
            <Teams challenge={data} />
          </section>
        )}
      </>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={challenge.data?.title ?? t`Challenge`}
        before={
          <Link
            to={adminHref('adminChallenges')}
            className="self-start text-sm underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Trans>All challenges</Trans>
          </Link>
        }
      />
      {content}
    </div>
  );
}
