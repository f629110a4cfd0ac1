import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useParams } from '@/navigation/router/hooks';
import { Link } from '@/navigation/link';
import type { TMemberChallengeDetail } from '@portal/contracts/challenges';
import { useChallenge } from '@/features/challenges/api/challenges';
import { DisplayNameForm } from '@/features/challenges/components/display-name-form';
import { EntriesTable } from '@/features/challenges/components/entries-table';
import { EntryForm } from '@/features/challenges/components/entry-form';
import { JoinDialog } from '@/features/challenges/components/join-dialog';
import { Leaderboard } from '@/features/challenges/components/leaderboard';
import { LazyChallengeFacts, LazyChallengeProgress } from '@/features/challenges/components/lazy-challenge-summary';
import { PhoneSteps } from '@/features/phone-steps/components/phone-steps';
import { href } from '@/navigation/paths';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { formatLongDate } from '@/ui/format-date';
import { LoadError } from '@/ui/load-error';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';
import { LoadingStatus } from '@/ui/loading-status';
import { toast } from '@/ui/use-toast';

const SECTION = 'flex flex-col gap-3';

function Loading() {
  return (
    <LoadingStatus size="md">
      <Trans>Loading the challenge…</Trans>
    </LoadingStatus>
  );
}

/** Why the member cannot log now: before the first day, or after the challenge closed. */
function NotLoggable({ challenge }: { challenge: TMemberChallengeDetail }) {
  const starts = formatLongDate(challenge.starts_on);
  const closed = formatLongDate(challenge.closes_on);
  return (
    <Notice>
      <p>
        {challenge.status === 'upcoming' ? (
          <Trans>You can log your progress from {starts}.</Trans>
        ) : (
          <Trans>This challenge closed on {closed}: its entries can no longer change.</Trans>
        )}
      </p>
    </Notice>
  );
}

function MyProgress({ challenge }: { challenge: TMemberChallengeDetail }) {
  const team = challenge.my_team?.name ?? '';
  const name = challenge.my_display_name;
  return (
    <section aria-labelledby="challenge-progress" className={SECTION}>
      <h2
        id="challenge-progress"
        tabIndex={-1}
        className="text-lg font-semibold focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Trans>Your progress</Trans>
      </h2>
      <Card>
        <CardContent className="flex flex-col gap-4">
          {/* Its own boundary: the bar's first render on joining suspends a moment, not the whole page. */}
          <Suspense fallback={null}>
            <LazyChallengeProgress challenge={challenge} />
          </Suspense>
          {team ? (
            <p className="text-sm">
              <Trans>Your team: {team}</Trans>
            </p>
          ) : null}
          <p className="text-sm">
            {name ? (
              <Trans>You show on the leaderboard as {name}.</Trans>
            ) : (
              <Trans>You show on the leaderboard as “A member”.</Trans>
            )}
          </p>
        </CardContent>
      </Card>
      <PhoneSteps challenge={challenge} />
      <Card>
        <CardContent>
          {challenge.can_log ? (
            <EntryForm key={challenge.id} challenge={challenge} entries={challenge.entries} />
          ) : (
            <NotLoggable challenge={challenge} />
          )}
        </CardContent>
      </Card>
      <section aria-labelledby="challenge-entries" className={SECTION}>
        <h3 id="challenge-entries" className="text-base font-semibold">
          <Trans>Your entries</Trans>
        </h3>
        <EntriesTable kind={challenge.kind} entries={challenge.entries} />
      </section>
      {challenge.status === 'ended' ? null : (
        <Card>
          <CardContent>
            <DisplayNameForm key={challenge.my_display_name ?? ''} challenge={challenge} />
          </CardContent>
        </Card>
      )}
    </section>
  );
}

/**
 * A challenge's page (`/dashboard/challenges/:id`): what it asks and when, joining it (a team, the name
 * to show), the member's progress, logging a day by hand, their entries, and the leaderboard.
 */
export function Challenge() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const challenge = useChallenge(id);
  const [isJoining, setIsJoining] = useState(false);
  const focusProgress = useRef(false);
  const joined = challenge.data?.joined ?? false;

  // Once joined and the dialog closed, the Join button is gone: focus goes to the progress it opened.
  useEffect(() => {
    if (joined && !isJoining && focusProgress.current) {
      focusProgress.current = false;
      document.getElementById('challenge-progress')?.focus();
    }
  }, [joined, isJoining]);

  let content;
  if (challenge.isPending) {
    content = <Loading />;
  } else if (challenge.isError) {
    content = (
      <LoadError
        error={challenge.error}
        onRetry={() => void challenge.refetch()}
        isRetrying={challenge.isRefetching}
        title={t`The challenge could not be loaded.`}
      />
    );
  } else {
    const data = challenge.data;
    content = (
      <Suspense fallback={<Loading />}>
        <section aria-labelledby="challenge-about" className={SECTION}>
          <h2 id="challenge-about" className="sr-only">
            <Trans>About the challenge</Trans>
          </h2>
          {data.description ? <p className="max-w-prose whitespace-pre-line">{data.description}</p> : null}
          <LazyChallengeFacts challenge={data} />
          {data.can_join ? (
            <Button className="self-start" onClick={() => setIsJoining(true)}>
              <Trans>Join the challenge</Trans>
            </Button>
          ) : null}
        </section>
        {data.joined ? <MyProgress challenge={data} /> : null}
        <section aria-labelledby="challenge-leaderboard" className={SECTION}>
          <h2 id="challenge-leaderboard" className="text-lg font-semibold">
            <Trans>Leaderboard</Trans>
          </h2>
          <Leaderboard kind={data.kind} teams={data.team_list} leaderboard={data.leaderboard} />
        </section>
        <JoinDialog
          open={isJoining}
          challenge={data}
          onCancel={() => setIsJoining(false)}
          onJoined={() => {
            focusProgress.current = true;
            setIsJoining(false);
            toast({ variant: 'success', title: t`You joined the challenge.` });
          }}
        />
      </Suspense>
    );
  }

  return (
    <>
      <PageHeading
        title={challenge.data?.title ?? t`Challenge`}
        before={
          <Link to={href('rewards')} className="text-sm underline underline-offset-4">
            <Trans>All challenges and rewards</Trans>
          </Link>
        }
      />
      {content}
    </>
  );
}
