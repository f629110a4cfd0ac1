import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/navigation/link';
import type { TIncentiveLevel, TMemberRewards } from '@portal/contracts/rewards';
import { href } from '@/navigation/paths';
import { Button, buttonVariants } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { ModalDialog } from '@/ui/modal-dialog';
import { useRewards } from '../api/get-rewards';
import { useMarkCelebrated } from '../api/mark-celebrated';

// This module loads on demand with its own catalog (`rewards-points`): Home shows it once usable, and the
// Rewards screen shows the same summary and celebration.

/** "1,250 points", in the language on screen. */
export function usePointsText() {
  const { t, i18n } = useLingui();
  return (points: number) => {
    const formatted = i18n.number(points);
    // Inside `t`, with this hook's i18n: a bare `plural` would import Lingui's core here, which splits it
    // out of the entry chunk into one more script before any page is usable.
    return t`${plural(points, { one: `${formatted} point`, other: `${formatted} points` })}`;
  };
}

/**
 * How far the member is towards the next level: a progress bar whose value is their points and whose
 * maximum is the next level's, read out in words.
 */
export function PointsProgress({ points, next }: { points: number; next: TIncentiveLevel }) {
  const { t, i18n } = useLingui();
  const percent = Math.round(Math.min(points / next.points, 1) * 100);
  const nextName = next.name;
  const pointsText = i18n.number(points);
  const target = i18n.number(next.points);
  const text = t`${pointsText} of ${target} points towards ${nextName}`;
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={t`Progress towards ${nextName}`}
        aria-valuemin={0}
        aria-valuemax={next.points}
        aria-valuenow={Math.min(points, next.points)}
        aria-valuetext={text}
        className="h-3 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className="h-full rounded-full bg-primary motion-safe:transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

/** Points this plan year, the level reached, the next one with its reward, and the progress towards it. */
export function PointsSummary({ rewards }: { rewards: TMemberRewards }) {
  const pointsText = usePointsText();
  const { level, next_level: next } = rewards;
  const levelName = level?.name ?? '';
  const nextName = next?.name ?? '';
  const nextReward = next?.reward ?? '';
  const missing = next ? pointsText(next.points - rewards.points) : '';
  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-bold tracking-tight" data-testid="rewards-points">
          {pointsText(rewards.points)}
        </span>
        <span className="text-sm text-muted-foreground">
          <Trans>this plan year</Trans>
        </span>
      </p>
      <p>{level ? <Trans>Your level: {levelName}</Trans> : <Trans>You have not reached a level yet.</Trans>}</p>
      {next ? (
        <>
          <p>
            {nextReward ? (
              <Trans>
                Next: {nextName}, {missing} to go. Its reward: {nextReward}
              </Trans>
            ) : (
              <Trans>
                Next: {nextName}, {missing} to go.
              </Trans>
            )}
          </p>
          <PointsProgress points={rewards.points} next={next} />
        </>
      ) : level ? (
        <p>
          <Trans>You have reached the highest level.</Trans>
        </p>
      ) : null}
    </div>
  );
}

/** Brings the celebration's star in, unless the member asked for less motion. */
function useEntrance() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof element.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    element.animate(
      [
        { transform: 'scale(0.4) rotate(-30deg)', opacity: 0 },
        { transform: 'scale(1) rotate(0)', opacity: 1 },
      ],
      { duration: 600, easing: 'ease-out' },
    );
  }, []);
  return ref;
}

function CelebrationContent({ level, onClose }: { level: TIncentiveLevel; onClose: () => void }) {
  const star = useEntrance();
  const reward = level.reward;
  return (
    <div className="flex flex-col gap-4">
      <span ref={star} aria-hidden="true" className="self-center text-5xl text-primary">
        ★
      </span>
      {reward ? (
        <p id="rewards-celebration-text">
          <Trans>Your reward: {reward}</Trans>
        </p>
      ) : (
        <p id="rewards-celebration-text">
          <Trans>Well done: keep it up.</Trans>
        </p>
      )}
      <Button className="self-end" onClick={onClose}>
        <Trans>Thanks!</Trans>
      </Button>
    </div>
  );
}

/**
 * "You reached Silver!": shown once for a level the server says is not celebrated yet, and the server is
 * told as it shows, so the dialog does not come back (on this screen or another).
 */
export function Celebration({ level }: { level: TIncentiveLevel | null }) {
  const { t } = useLingui();
  const [shown, setShown] = useState<TIncentiveLevel | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  // The level last shown: another one reached later (a report on this screen) is celebrated too.
  const told = useRef<string | null>(null);
  const { mutate: markCelebrated } = useMarkCelebrated();
  useEffect(() => {
    if (!level || told.current === level.name) return;
    told.current = level.name;
    setShown(level);
    setIsOpen(true);
    markCelebrated();
  }, [level, markCelebrated]);
  const name = shown?.name ?? '';
  return (
    <ModalDialog
      open={isOpen}
      onClose={() => setIsOpen(false)}
      title={t`You reached ${name}!`}
      describedBy="rewards-celebration-text"
    >
      {shown ? <CelebrationContent level={shown} onClose={() => setIsOpen(false)} /> : null}
    </ModalDialog>
  );
}

/**
 * Home's rewards card: the summary and a link to the Rewards screen, and the celebration of a level just
 * reached. Nothing while it loads, when it fails, or when the programme has no plan running.
 */
export function HomePointsCard() {
  const { data: rewards } = useRewards();
  if (!rewards?.plan) return null;
  return (
    <section aria-labelledby="home-rewards" data-testid="home-rewards" className="flex flex-col gap-4">
      <h2 id="home-rewards" className="text-lg font-semibold">
        <Trans>Your rewards</Trans>
      </h2>
      <Card>
        <CardContent className="flex flex-col gap-4">
          <PointsSummary rewards={rewards} />
          <Link to={href('rewards')} className={buttonVariants({ variant: 'secondary', className: 'self-start' })}>
            <Trans>Ways to earn points</Trans>
          </Link>
        </CardContent>
      </Card>
      <Celebration level={rewards.celebrate} />
    </section>
  );
}
