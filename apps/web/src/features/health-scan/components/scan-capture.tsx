import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { getCurrentBrand } from '@/brands/current-brand';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { Spinner } from '@/ui/spinner';
import { useHeartScan } from '../hooks/use-heart-scan';
import type { ScanReading } from '../hooks/use-heart-scan';
import { useSteadyValue } from '../hooks/use-steady-value';
import type { ScanAdvice } from '../signal/frame-advice';
import type { CameraProblem } from '../utils/camera';
import { ADVICE_TEXTS, CAMERA_PROBLEM_TITLES, RETAKE_TEXTS } from '../utils/scan-texts';
import { ProgressRing } from './progress-ring';
import { ScanPreview } from './scan-preview';

/** Guidance changes are shown (and announced) once they have held this long. */
const GUIDANCE_SETTLE_MS = 1_200;

export interface ScanCaptureProps {
  /** A reading: the caller saves it. The camera is already off. */
  onReading: (reading: ScanReading) => void;
}

function CameraProblemText({ problem }: { problem: CameraProblem }) {
  const brandTitle = getCurrentBrand().title;
  switch (problem) {
    case 'denied':
      return (
        <>
          <p>
            <Trans>
              The scan needs the front camera, and the permission was refused. The video would never leave your phone.
            </Trans>
          </p>
          <p>
            <Trans>
              To allow it on Android, open Settings, then Apps, {brandTitle}, Permissions, Camera, and choose Allow. On
              an iPhone, open Settings, scroll down to {brandTitle}, and turn Camera on. Then come back and try again.
            </Trans>
          </p>
        </>
      );
    case 'busy':
      return (
        <p>
          <Trans>
            Another app is using the camera, such as a video call or the camera app. Close it, then try again.
          </Trans>
        </p>
      );
    case 'no-camera':
      return (
        <p>
          <Trans>We couldn’t find a front camera on this phone, so the scan can’t run here.</Trans>
        </p>
      );
    case 'unsupported':
      return (
        <p>
          <Trans>This phone can’t run the scan. Updating the app and the phone’s system may help.</Trans>
        </p>
      );
  }
}

function Guidance({ advice }: { advice: ScanAdvice }) {
  const { i18n } = useLingui();
  const steady = useSteadyValue(advice, GUIDANCE_SETTLE_MS);
  return (
    <p
      aria-live="polite"
      data-testid="scan-guidance"
      className={steady === 'ok' ? 'font-medium' : 'font-semibold text-destructive'}
    >
      {steady === 'ok' ? null : <span aria-hidden="true">⚠ </span>}
      {i18n._(ADVICE_TEXTS[steady])}
    </p>
  );
}

/**
 * The scan step: what to do, the camera asked for on Start, the preview with its oval, the progress ring
 * and countdown, live guidance and Cancel; then why a scan gave no number (with Retake), or what kept the
 * camera from opening. Nothing is kept unless a reading reaches `onReading`.
 */
export function ScanCapture({ onReading }: ScanCaptureProps) {
  const { t, i18n } = useLingui();
  const scan = useHeartScan();
  const { state } = scan;
  const statusRef = useRef<HTMLDivElement>(null);
  const reported = useRef<ScanReading | null>(null);

  // Each reading is handed over once.
  useEffect(() => {
    if (state.phase !== 'reading' || reported.current === state.reading) return;
    reported.current = state.reading;
    onReading(state.reading);
  }, [state, onReading]);

  // A scan that ended without a number takes focus to what happened and what to do next.
  const isStopped =
    state.phase === 'retake' ||
    state.phase === 'camera-problem' ||
    state.phase === 'interrupted' ||
    state.phase === 'failed';
  useEffect(() => {
    if (isStopped) statusRef.current?.focus();
  }, [isStopped, state]);

  const isLive = state.phase === 'starting' || state.phase === 'scanning';
  const startButton = (label: string) => (
    <Button className="self-start" onClick={() => void scan.start()}>
      {label}
    </Button>
  );

  return (
    <div className="flex flex-col gap-4">
      {state.phase === 'ready' ? (
        <>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
            <li>
              <Trans>Sit down somewhere with even, bright light on your face, and rest for a minute first.</Trans>
            </li>
            <li>
              <Trans>
                Hold the phone at eye level, about an arm’s length away, or prop it up. Keep your face inside the oval.
              </Trans>
            </li>
            <li>
              <Trans>Stay still and breathe normally for 30 seconds. Don’t talk.</Trans>
            </li>
          </ul>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Your phone will ask to use the camera. The video stays on your phone: it is never recorded or sent.
            </Trans>
          </p>
          {startButton(t`Start the scan`)}
        </>
      ) : null}

      <ScanPreview videoRef={scan.videoRef} isVisible={isLive} />

      {state.phase === 'starting' ? (
        <p role="status" className="flex items-center gap-2">
          <Spinner />
          <Trans>Opening the camera…</Trans>
        </p>
      ) : null}

      {state.phase === 'scanning' ? (
        <div className="flex items-center gap-4">
          <ProgressRing elapsedMs={state.elapsedMs} durationMs={scan.durationMs} />
          <Guidance advice={state.advice} />
        </div>
      ) : null}

      {isLive ? (
        <Button variant="secondary" className="self-start" onClick={scan.cancel}>
          <Trans>Cancel</Trans>
        </Button>
      ) : null}

      {state.phase === 'analysing' || state.phase === 'reading' ? (
        <p role="status" className="flex items-center gap-2">
          <Spinner />
          <Trans>Reading your pulse…</Trans>
        </p>
      ) : null}

      {isStopped ? (
        <div ref={statusRef} tabIndex={-1} className="flex flex-col gap-3 outline-none">
          {state.phase === 'retake' ? (
            <Notice variant="destructive" role="alert">
              <p className="font-semibold">
                <Trans>No result this time</Trans>
              </p>
              <p>{i18n._(RETAKE_TEXTS[state.reason])}</p>
              <p>
                <Trans>Nothing was saved.</Trans>
              </p>
            </Notice>
          ) : null}
          {state.phase === 'camera-problem' ? (
            <Notice variant="destructive" role="alert">
              <p className="font-semibold">{i18n._(CAMERA_PROBLEM_TITLES[state.problem])}</p>
              <CameraProblemText problem={state.problem} />
            </Notice>
          ) : null}
          {state.phase === 'interrupted' ? (
            <Notice variant="destructive" role="alert">
              <p className="font-semibold">
                <Trans>The scan stopped</Trans>
              </p>
              <p>
                <Trans>The app left the screen during the scan, so it stopped. Nothing was saved.</Trans>
              </p>
            </Notice>
          ) : null}
          {state.phase === 'failed' ? (
            <Notice variant="destructive" role="alert">
              <p className="font-semibold">
                <Trans>Something went wrong</Trans>
              </p>
              <p>
                <Trans>The scan could not be read. Nothing was saved.</Trans>
              </p>
            </Notice>
          ) : null}
          {state.phase === 'retake'
            ? startButton(t`Retake the scan`)
            : state.phase === 'camera-problem' && state.problem !== 'no-camera' && state.problem !== 'unsupported'
              ? startButton(t`Try again`)
              : state.phase === 'interrupted' || state.phase === 'failed'
                ? startButton(t`Start again`)
                : null}
        </div>
      ) : null}
    </div>
  );
}
