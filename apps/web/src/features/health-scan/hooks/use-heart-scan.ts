import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { ScanAdvice } from '../signal/frame-advice';
import type { ReadingQuality, RetakeReason } from '../signal/scan-outcome';
import type { ScanEngine } from '../worker/scan-protocol';
import { createScanWorkerClient, MAX_FRAMES_IN_FLIGHT } from '../worker/scan-worker-client';
import type { ScanWorkerClient } from '../worker/scan-worker-client';
import { CameraUnavailableError, openFrontCamera, stopCamera } from '../utils/camera';
import type { CameraProblem } from '../utils/camera';

/** How long the camera watches: the signal chain needs 20 s of usable video, 30 s leaves room for a stumble. */
export const SCAN_DURATION_MS = 30_000;
/** A scan whose frames stop coming (the camera stalled) ends this long after its start, by the wall clock. */
const STALLED_SCAN_MARGIN_MS = 15_000;
/** A face out of the oval, or a room too dark, for this long stops the scan with its reason. */
export const PERSISTENT_PROBLEM_MS = 5_000;
/** The progress shown moves at most this often (a re-render per frame would be wasted on a phone). */
const PROGRESS_STEP_MS = 250;

/** A reading the signal chain gave, ready to be saved with the pre-scan answers. */
export interface ScanReading {
  bpm: number;
  snrDb: number;
  quality: ReadingQuality;
  frames: number;
  durationMs: number;
  engine: ScanEngine;
  /** ISO 8601, by the phone's clock: when the camera started delivering frames. */
  startedAt: string;
}

export type HeartScanState =
  | { phase: 'ready' }
  | { phase: 'starting' }
  | { phase: 'scanning'; advice: ScanAdvice; elapsedMs: number }
  | { phase: 'analysing' }
  | { phase: 'reading'; reading: ScanReading }
  | { phase: 'retake'; reason: RetakeReason }
  | { phase: 'camera-problem'; problem: CameraProblem }
  /** The app went to the background (or the screen off) mid-scan: stopped, nothing kept. */
  | { phase: 'interrupted' }
  /** The worker failed: nothing kept. */
  | { phase: 'failed' };

export interface HeartScan {
  state: HeartScanState;
  /** The preview's <video>: the camera plays there, and frames are read from it. */
  videoRef: RefObject<HTMLVideoElement | null>;
  durationMs: number;
  /** Opens the camera (asking permission the first time) and scans. */
  start: () => Promise<void>;
  /** Stops at once: camera off, worker dropped, nothing kept; back to ready. */
  cancel: () => void;
}

/** One scan's resources, released together. */
interface Run {
  isStopped: boolean;
  isFinishing: boolean;
  stream?: MediaStream;
  client?: ScanWorkerClient;
  frameHandle?: number;
  stallTimer?: ReturnType<typeof setTimeout>;
  removeVisibilityListener?: () => void;
}

/**
 * The scan itself: the front camera into a <video>, each new frame (requestVideoFrameCallback, stamped
 * with the frame's own media time) sent as an ImageBitmap to the Web Worker, the worker's live advice
 * and progress back, and after `durationMs` of frames the outcome. The camera is turned off as soon as
 * the frames are in; leaving the screen, cancelling or unmounting drops everything.
 */
export function useHeartScan(durationMs: number = SCAN_DURATION_MS): HeartScan {
  const [state, setState] = useState<HeartScanState>({ phase: 'ready' });
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const runRef = useRef<Run | null>(null);

  /** Camera off, frame callback and listeners gone; the worker too unless the run is finishing. */
  const stopCapture = useCallback((run: Run) => {
    stopCamera(run.stream);
    run.stream = undefined;
    const video = videoRef.current;
    if (run.frameHandle !== undefined && video) video.cancelVideoFrameCallback(run.frameHandle);
    run.frameHandle = undefined;
    if (video) video.srcObject = null;
    clearTimeout(run.stallTimer);
    run.removeVisibilityListener?.();
    run.removeVisibilityListener = undefined;
  }, []);

  const release = useCallback(
    (run: Run) => {
      run.isStopped = true;
      stopCapture(run);
      run.client?.dispose();
      if (runRef.current === run) runRef.current = null;
    },
    [stopCapture],
  );

  const finish = useCallback(
    async (run: Run, startedAt: string) => {
      if (run.isFinishing || run.isStopped || !run.client) return;
      run.isFinishing = true;
      const client = run.client;
      stopCapture(run);
      setState({ phase: 'analysing' });
      try {
        const { outcome, engine } = await client.finish();
        if (run.isStopped) return;
        setState(
          outcome.kind === 'reading'
            ? {
                phase: 'reading',
                reading: {
                  bpm: outcome.bpm,
                  snrDb: outcome.snrDb,
                  quality: outcome.quality,
                  frames: outcome.frames,
                  durationMs: outcome.durationMs,
                  engine,
                  startedAt,
                },
              }
            : { phase: 'retake', reason: outcome.reason },
        );
      } catch {
        if (!run.isStopped) setState({ phase: 'failed' });
      } finally {
        release(run);
      }
    },
    [release, stopCapture],
  );

  /** Stops early with the reason the member can act on (the face gone, the room dark). */
  const stopWith = useCallback(
    (run: Run, reason: RetakeReason) => {
      if (run.isFinishing || run.isStopped) return;
      release(run);
      setState({ phase: 'retake', reason });
    },
    [release],
  );

  const start = useCallback(async () => {
    if (runRef.current) release(runRef.current);
    const run: Run = { isStopped: false, isFinishing: false };
    runRef.current = run;
    setState({ phase: 'starting' });

    let stream: MediaStream;
    try {
      stream = await openFrontCamera();
    } catch (error) {
      if (run.isStopped) return;
      runRef.current = null;
      setState({
        phase: 'camera-problem',
        problem: error instanceof CameraUnavailableError ? error.problem : 'unsupported',
      });
      return;
    }
    run.stream = stream;
    const video = videoRef.current;
    if (run.isStopped || !video) {
      release(run);
      return;
    }
    video.srcObject = stream;
    try {
      await video.play();
    } catch {
      // A preview that will not play still gives frames to read once it has data; the stall timer covers the rest.
    }
    if (run.isStopped) return;

    const client = createScanWorkerClient();
    run.client = client;
    client.start();
    const startedAt = new Date().toISOString();
    let shown = { advice: 'ok' as ScanAdvice, elapsedMs: -Infinity };
    let problem: { advice: ScanAdvice; sinceMs: number } | undefined;

    client.onReport((report, timestampMs) => {
      if (run.isStopped || run.isFinishing) return;
      if (report.advice === 'face-left' || report.advice === 'too-dark') {
        if (problem?.advice !== report.advice) problem = { advice: report.advice, sinceMs: timestampMs };
        else if (timestampMs - problem.sinceMs >= PERSISTENT_PROBLEM_MS) {
          stopWith(run, report.advice === 'face-left' ? 'no-face' : 'too-dark');
          return;
        }
      } else {
        problem = undefined;
      }
      if (report.elapsedMs >= durationMs) {
        void finish(run, startedAt);
        return;
      }
      if (report.advice !== shown.advice || report.elapsedMs - shown.elapsedMs >= PROGRESS_STEP_MS) {
        shown = { advice: report.advice, elapsedMs: report.elapsedMs };
        setState({ phase: 'scanning', ...shown });
      }
    });

    const onFrame = (_now: number, metadata: VideoFrameCallbackMetadata) => {
      if (run.isStopped || run.isFinishing) return;
      // A busy worker gets no new bitmap to drop: the frames' own times make the gap harmless.
      if (client.framesInFlight < MAX_FRAMES_IN_FLIGHT) {
        createImageBitmap(video).then(
          (bitmap) => {
            if (run.isStopped || run.isFinishing) bitmap.close();
            else client.sendFrame(bitmap, metadata.mediaTime * 1000);
          },
          () => undefined, // A frame that could not be read is skipped like a dropped one.
        );
      }
      run.frameHandle = video.requestVideoFrameCallback(onFrame);
    };
    run.frameHandle = video.requestVideoFrameCallback(onFrame);

    // Sent to the background (another app, the screen locked): the scan stops and nothing is kept.
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'hidden' || run.isFinishing) return;
      release(run);
      setState({ phase: 'interrupted' });
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    run.removeVisibilityListener = () => document.removeEventListener('visibilitychange', onVisibilityChange);
    run.stallTimer = setTimeout(() => void finish(run, startedAt), durationMs + STALLED_SCAN_MARGIN_MS);

    setState({ phase: 'scanning', advice: 'ok', elapsedMs: 0 });
  }, [durationMs, finish, release, stopWith]);

  const cancel = useCallback(() => {
    if (runRef.current) release(runRef.current);
    setState({ phase: 'ready' });
  }, [release]);

  // Leaving the screen mid-scan: camera off, worker gone.
  useEffect(
    () => () => {
      if (runRef.current) release(runRef.current);
    },
    [release],
  );

  return { state, videoRef, durationMs, start, cancel };
}
