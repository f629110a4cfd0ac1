import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '@/navigation/link';
import type { TChallenge, TChallengeKind, TMemberChallenge } from '@portal/contracts/challenges';
import { countChallengeDays } from '@portal/contracts/challenges';
import { href } from '@/navigation/paths';
import { buttonVariants } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { formatLongDate } from '@/ui/format-date';
import { LoadError } from '@/ui/load-error';
import { LoadingStatus } from '@/ui/loading-status';
import { useChallenges } from '../api/challenges';
import { joinOpensLater } from '../utils/join-window';

// This module loads on demand with its own catalog (`challenge-summary`): Home's card once Home is
// usable, and the Rewards screen's list and a challenge's page through the same loader.

/** "12,000 steps", "30 active minutes", "3 check-ins": a value of that kind in the language on screen. */
export function useValueText(kind: TChallengeKind) {
  const { t, i18n } = useLingui();
  return (value: number) => {
    const n = i18n.number(value);
    // Inside `t`, with this hook's i18n: a bare `plural` would split Lingui's core out of the entry chunk.
    if (kind === 'steps') return t`${plural(value, { one: `${n} step`, other: `${n} steps` })}`;
    if (kind === 'active_minutes')
      return t`${plural(value, { one: `${n} active minute`, other: `${n} active minutes` })}`;
    return t`${plural(value, { one: `${n} check-in`, other: `${n} check-ins` })}`;
  };
}

function requiredDays(challenge: TChallenge): number {
  return challenge.days_required ?? countChallengeDays(challenge.starts_on, challenge.ends_on);
}

/** What finishing asks: "10,000 steps a day, on 20 days", "200,000 steps in all", "Check in on 20 days". */
export function useGoalText() {
  const { t, i18n } = useLingui();
  return (challenge: TChallenge) => {
    const days = i18n.number(requiredDays(challenge));
    const goal = i18n.number(challenge.goal);
    if (challenge.kind === 'habit') return t`Check in on ${days} days`;
    if (challenge.goal_type === 'total') {
      return challenge.kind === 'steps' ? t`${goal} steps in all` : t`${goal} active minutes in all`;
    }
    return challenge.kind === 'steps'
      ? t`${goal} steps a day, on ${days} days`
      : t`${goal} active minutes a day, on ${days} days`;
  };
}

function useKindText() {
  const { t } = useLingui();
  return (kind: TChallengeKind) =>
    kind === 'steps' ? t`Steps` : kind === 'active_minutes' ? t`Active minutes` : t`Daily habit`;
}

/** Where a challenge stands for the member: open to join (or from when), joined, running, upcoming or ended. */
function useStatusText() {
  const { t } = useLingui();
  return (challenge: TMemberChallenge) => {
    if (challenge.status === 'ended') return t`Ended`;
    if (challenge.progress?.finished_at) return t`Finished`;
    if (challenge.joined) return challenge.status === 'running' ? t`Joined, running` : t`Joined, starts soon`;
    if (challenge.can_join) return t`Open to join`;
    const opensOn = joinOpensLater(challenge);
    if (opensOn) {
      const date = formatLongDate(opensOn);
      return t`Opens to join on ${date}`;
    }
    return challenge.status === 'running' ? t`Running` : t`Starts soon`;
  };
}

/** The member's progress towards finishing: a bar with its value read out in words. */
export function ChallengeProgress({ challenge }: { challenge: TMemberChallenge }) {
  const { t, i18n } = useLingui();
  const valueText = useValueText(challenge.kind);
  const { progress } = challenge;
  if (!progress) return null;
  const percent = Math.round(Math.min(Math.max(progress.percent, 0), 100));
  let text: string;
  if (challenge.goal_type === 'total') {
    const total = i18n.number(progress.total);
    const goal = valueText(challenge.goal);
    text = t`${total} of ${goal}`;
  } else {
    const met = i18n.number(progress.days_met);
    const required = i18n.number(requiredDays(challenge));
    text = t`Goal met on ${met} of ${required} days`;
  }
  const title = challenge.title;
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={t`Your progress in ${title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-3 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className="h-full rounded-full bg-primary motion-safe:transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        {progress.finished_at ? <Trans>{text}: finished, well done.</Trans> : text}
      </p>
    </div>
  );
}

/** A challenge's facts: kind, goal, dates, join window, teams and points, as a list of terms. */
export function ChallengeFacts({ challenge }: { challenge: TMemberChallenge }) {
  const { t, i18n } = useLingui();
  const goalText = useGoalText();
  const kindText = useKindText();
  const statusText = useStatusText();
  const from = formatLongDate(challenge.starts_on);
  const to = formatLongDate(challenge.ends_on);
  const joinUntil = formatLongDate(challenge.join_until);
  const points = i18n.number(challenge.points);
  const teams =
    challenge.teams === 'individual'
      ? t`Individual`
      : challenge.teams === 'choose'
        ? t`In teams you choose`
        : t`In teams the programme assigns`;
  const rows: [string, string][] = [
    [t`Status`, statusText(challenge)],
    [t`Kind`, kindText(challenge.kind)],
    [t`Goal`, goalText(challenge)],
    [t`Dates`, t`${from} to ${to}`],
    [t`Join until`, joinUntil],
    [t`Teams`, teams],
    [t`Points for finishing`, points],
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

/** One challenge in a list: its title (a link to its page), goal, dates, points and the member's progress. */
function ChallengeItem({ challenge, headingLevel }: { challenge: TMemberChallenge; headingLevel: 'h3' | 'h4' }) {
  const { i18n } = useLingui();
  const goalText = useGoalText();
  const statusText = useStatusText();
  const Heading = headingLevel;
  const from = formatLongDate(challenge.starts_on);
  const to = formatLongDate(challenge.ends_on);
  const points = i18n.number(challenge.points);
  return (
    <Card>
      <CardContent className="flex flex-col gap-2">
        <Heading className="text-base font-semibold">
          <Link
            to={href('challenge', { id: challenge.id })}
            className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {challenge.title}
          </Link>
        </Heading>
        <p className="text-sm font-medium">{statusText(challenge)}</p>
        <p className="text-sm">{goalText(challenge)}</p>
        <p className="text-sm text-muted-foreground">
          <Trans>
            {from} to {to} · {points} points for finishing
          </Trans>
        </p>
        <ChallengeProgress challenge={challenge} />
      </CardContent>
    </Card>
  );
}

function ChallengeGroup({ id, title, challenges }: { id: string; title: ReactNode; challenges: TMemberChallenge[] }) {
  if (challenges.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      <ul className="grid gap-3 md:grid-cols-2">
        {challenges.map((challenge) => (
          <li key={challenge.id}>
            <ChallengeItem challenge={challenge} headingLevel="h4" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The Rewards screen's challenges: open to join, running (joined or not), and ended in the last 30 days. */
export function ChallengeList() {
  const { t } = useLingui();
  const challenges = useChallenges();
  let content;
  if (challenges.isPending) {
    content = (
      <LoadingStatus>
        <Trans>Loading the challenges…</Trans>
      </LoadingStatus>
    );
  } else if (challenges.isError) {
    content = (
      <LoadError
        error={challenges.error}
        onRetry={() => void challenges.refetch()}
        isRetrying={challenges.isRefetching}
        title={t`The challenges could not be loaded.`}
      />
    );
  } else if (challenges.data.length === 0) {
    content = (
      <p className="text-muted-foreground">
        <Trans>Your programme has no challenge running or open to join now.</Trans>
      </p>
    );
  } else {
    const list = challenges.data;
    content = (
      <>
        <ChallengeGroup
          id="challenges-open"
          title={<Trans>Open to join</Trans>}
          challenges={list.filter((c) => c.can_join)}
        />
        <ChallengeGroup
          id="challenges-running"
          title={<Trans>Running and coming up</Trans>}
          challenges={list.filter((c) => !c.can_join && c.status !== 'ended')}
        />
        <ChallengeGroup
          id="challenges-ended"
          title={<Trans>Recently ended</Trans>}
          challenges={list.filter((c) => !c.can_join && c.status === 'ended')}
        />
      </>
    );
  }
  return (
    <section aria-labelledby="rewards-challenges" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="rewards-challenges" className="text-lg font-semibold">
          <Trans>Challenges</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>Take on a goal with your colleagues, log your progress and earn points for finishing.</Trans>
        </p>
      </div>
      {content}
    </section>
  );
}

/**
 * Home's challenge card: the member's running challenge with their progress, or else one open to join.
 * Nothing while it loads, when it fails, or when there is none.
 */
export function HomeChallengeCard() {
  const { data } = useChallenges();
  const mine = data?.find((c) => c.joined && c.status !== 'ended' && !c.progress?.finished_at);
  const open = data?.find((c) => c.can_join);
  const challenge = mine ?? open;
  if (!challenge) return null;
  return (
    <section aria-labelledby="home-challenge" data-testid="home-challenge" className="flex flex-col gap-4">
      <h2 id="home-challenge" className="text-lg font-semibold">
        {mine ? <Trans>Your challenge</Trans> : <Trans>A challenge you can join</Trans>}
      </h2>
      <div className="flex flex-col gap-3">
        <ChallengeItem challenge={challenge} headingLevel="h3" />
        <Link
          to={href('challenge', { id: challenge.id })}
          className={buttonVariants({ variant: 'secondary', className: 'self-start' })}
        >
          {mine ? <Trans>Log your progress</Trans> : <Trans>See the challenge and join</Trans>}
        </Link>
      </div>
    </section>
  );
}
