import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { REWARDS_QUERY_KEY } from '@/api/query-keys';
import { onAppResume } from '@/platform/app-resume';
import { getNativePlatformName } from '@/platform/native-platform';
import { allowPhoneSteps, localDay, PhoneStepsError, readDailySteps } from '@/platform/phone-steps';
import type { PhoneStepsProblem } from '@/platform/phone-steps';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { Notice } from '@/ui/notice';
import { toast } from '@/ui/use-toast';
import { CHALLENGES_QUERY_KEY } from '@/api/query-keys';
import { savePhoneDay, savePhoneStepsChoice } from '../api/phone-steps';
import { phoneDays, stepsToSend } from '../utils/steps-to-send';
import type { PhoneStepsChallenge } from './phone-steps';

const HEALTH_CONNECT_ON_PLAY = 'https://play.google.com/store/apps/details?id=com.google.android.apps.healthdata';

type Status =
  | { kind: 'idle' }
  | { kind: 'busy'; doing: 'asking' | 'reading' | 'stopping' }
  | { kind: 'synced'; sent: number; found: boolean }
  | { kind: 'stopped' }
  | { kind: 'problem'; problem: PhoneStepsProblem }
  | { kind: 'server'; message: string };

/**
 * Lets the app read the phone's daily step count (read-only, steps only) for a step challenge the member
 * joined, and sends each day's total as the member's entry: when they allow it, each time the page opens
 * and when the app comes back to the front. And turns it off. Loaded only in the native shell (PhoneSteps).
 */
export function PhoneStepsPanel({ challenge }: { challenge: PhoneStepsChallenge }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const platform = getNativePlatformName();
  // The latest challenge for a sync that runs later (on resume) or after an await.
  const latest = useRef(challenge);
  useEffect(() => {
    latest.current = challenge;
  });
  const busy = useRef(false);
  const focusAfter = useRef<'update' | 'use' | null>(null);
  const updateButton = useRef<HTMLButtonElement>(null);
  const useButton = useRef<HTMLButtonElement>(null);

  const failed = (error: unknown) => {
    if (error instanceof PhoneStepsError) setStatus({ kind: 'problem', problem: error.problem });
    else setStatus({ kind: 'server', message: getErrorMessage(error) });
  };

  /** Reads the challenge's days from the phone and sends those that change something. */
  const sync = async () => {
    const current = latest.current;
    const days = phoneDays(current, localDay(new Date()));
    // Before the first day (or once closed) there is nothing to read yet.
    if (!current.can_log || !days) {
      setStatus({ kind: 'idle' });
      return;
    }
    setStatus({ kind: 'busy', doing: 'reading' });
    const totals = await readDailySteps(days.first, days.last);
    const toSend = stepsToSend(totals, current.entries, days);
    let points: number | null = null;
    for (const { day, value } of toSend) {
      const result = await savePhoneDay(current.id, day, value);
      points = result.points_awarded ?? points;
    }
    if (toSend.length > 0) await queryClient.invalidateQueries({ queryKey: CHALLENGES_QUERY_KEY });
    if (points !== null) {
      void queryClient.invalidateQueries({ queryKey: REWARDS_QUERY_KEY });
      const earned = i18n.number(points);
      toast({ variant: 'success', title: t`You finished the challenge and earned ${earned} points!` });
    }
    setStatus({ kind: 'synced', sent: toSend.length, found: Object.keys(totals).length > 0 });
  };

  /** One thing at a time: a resume while the member's own press runs is ignored. */
  const run = async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await work();
    } catch (error) {
      failed(error);
    } finally {
      busy.current = false;
    }
  };

  const start = () =>
    run(async () => {
      setStatus({ kind: 'busy', doing: 'asking' });
      await allowPhoneSteps();
      if (!latest.current.phone_steps) {
        await savePhoneStepsChoice(latest.current.id, true);
        focusAfter.current = 'update';
        await queryClient.invalidateQueries({ queryKey: CHALLENGES_QUERY_KEY });
      }
      await sync();
    });

  const stop = () =>
    run(async () => {
      setStatus({ kind: 'busy', doing: 'stopping' });
      await savePhoneStepsChoice(latest.current.id, false);
      focusAfter.current = 'use';
      await queryClient.invalidateQueries({ queryKey: CHALLENGES_QUERY_KEY });
      setStatus({ kind: 'stopped' });
    });

  // Each time the page opens, and each time the app comes back to the front: the days since.
  useEffect(() => {
    const syncIfOn = () => {
      if (latest.current.phone_steps) void run(sync);
    };
    syncIfOn();
    return onAppResume(syncIfOn);
    // Once per challenge: `run` and `sync` read the latest challenge through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [challenge.id]);

  // The button pressed is replaced by the other: focus follows to it, never lost to the page.
  useEffect(() => {
    const target = focusAfter.current === 'update' ? updateButton : focusAfter.current === 'use' ? useButton : null;
    if (target?.current) {
      focusAfter.current = null;
      target.current.focus();
    }
  }, [challenge.phone_steps]);

  const isBusy = status.kind === 'busy';
  const store = platform === 'ios' ? t`the Health app` : t`Health Connect`;
  const problem = status.kind === 'problem' ? status.problem : null;
  const mayAsk = !challenge.phone_steps || problem === 'denied' || problem === 'not-installed';

  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <h3 id="phone-steps-heading" className="text-base font-semibold">
          <Trans>Your phone’s step count</Trans>
        </h3>
        {challenge.phone_steps ? (
          <p className="text-sm">
            <Trans>
              Your phone’s step count is used for this challenge: each time you open it, each day’s steps from {store}{' '}
              are sent as your entry for that day. A day you logged by hand with more steps keeps your number.
            </Trans>
          </p>
        ) : (
          <p className="text-sm">
            <Trans>
              Let the app read your phone’s daily step count from {store} for this challenge. Only steps are read, and
              only each day’s total is sent to your programme, as your entry for that day. Nothing is written to your
              phone.
            </Trans>
          </p>
        )}
        <div role="status" className="text-sm empty:hidden">
          {status.kind === 'busy' ? (
            <p>
              {status.doing === 'asking' ? (
                <Trans>Asking your phone…</Trans>
              ) : status.doing === 'reading' ? (
                <Trans>Reading your phone’s steps…</Trans>
              ) : (
                <Trans>Turning it off…</Trans>
              )}
            </p>
          ) : status.kind === 'synced' ? (
            <SyncedMessage sent={status.sent} found={status.found} isIos={platform === 'ios'} />
          ) : status.kind === 'stopped' ? (
            <p>
              <Trans>
                Your phone’s steps are no longer read. The days already sent stay, and you can change them by hand.
              </Trans>
            </p>
          ) : null}
        </div>
        <div role="alert" className="empty:hidden">
          {problem ? (
            <Notice variant="destructive">
              <ProblemMessage problem={problem} isIos={platform === 'ios'} />
            </Notice>
          ) : status.kind === 'server' ? (
            <Notice variant="destructive">
              <p>{status.message}</p>
            </Notice>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          {mayAsk ? (
            <Button ref={useButton} onClick={() => void start()} aria-disabled={isBusy || undefined}>
              <Trans>Use my phone’s step count</Trans>
            </Button>
          ) : null}
          {challenge.phone_steps ? (
            <>
              {challenge.can_log && !mayAsk ? (
                <Button
                  ref={updateButton}
                  variant="secondary"
                  onClick={() => void run(sync)}
                  aria-disabled={isBusy || undefined}
                >
                  <Trans>Update from my phone now</Trans>
                </Button>
              ) : null}
              <Button variant="secondary" onClick={() => void stop()} aria-disabled={isBusy || undefined}>
                <Trans>Stop using my phone’s steps</Trans>
              </Button>
            </>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function SyncedMessage({ sent, found, isIos }: { sent: number; found: boolean; isIos: boolean }) {
  const { t } = useLingui();
  if (!found) {
    return (
      <p>
        {isIos ? (
          <Trans>
            Your phone has no steps for the challenge’s days yet. If you did not allow reading steps, allow it in the
            Health app: Sharing, then Apps, then this app.
          </Trans>
        ) : (
          <Trans>Your phone has no steps for the challenge’s days yet.</Trans>
        )}
      </p>
    );
  }
  if (sent === 0) return <p>{t`Your steps are up to date.`}</p>;
  return (
    <p>{t`${plural(sent, { one: 'Updated: # day of steps sent from your phone.', other: 'Updated: # days of steps sent from your phone.' })}`}</p>
  );
}

function ProblemMessage({ problem, isIos }: { problem: PhoneStepsProblem; isIos: boolean }) {
  if (problem === 'denied') {
    return (
      <p>
        {isIos ? (
          <Trans>
            Reading steps was not allowed. You can allow it in the Health app: Sharing, then Apps, then this app.
          </Trans>
        ) : (
          <Trans>
            Reading steps was not allowed. Press “Use my phone’s step count” to be asked again, or allow it in Health
            Connect.
          </Trans>
        )}
      </p>
    );
  }
  if (problem === 'not-installed') {
    return (
      <>
        <p>
          <Trans>
            Reading steps needs the Health Connect app. Install or update it from Google Play, then try again.
          </Trans>
        </p>
        <p>
          <a href={HEALTH_CONNECT_ON_PLAY} className="underline underline-offset-4">
            <Trans>Health Connect on Google Play</Trans>
          </a>
        </p>
      </>
    );
  }
  if (problem === 'unavailable') {
    return (
      <p>
        <Trans>This phone has no step count the app can read. You can still log your steps by hand.</Trans>
      </p>
    );
  }
  return (
    <p>
      <Trans>Your phone’s steps could not be read. Try again later, or log your steps by hand.</Trans>
    </p>
  );
}
