// The messages between the scan screen and its Web Worker, in one place. Every 'frame' request gets exactly
// one answer ('frame-report' or 'frame-skipped'), which is how the client knows how many are in flight.
import type { SCAN_ENGINE, ScanOutcome } from '../signal/scan-outcome';
import type { FrameReport } from '../signal/scan-session';

/**
 * One frame's pixels: an ImageBitmap or VideoFrame (transferred; the worker draws it at analysis size and
 * closes it), or RGBA bytes laid out as ImageData.data (the buffer transferred).
 */
export type ScanFrameSource =
  | { kind: 'image'; image: ImageBitmap | VideoFrame }
  | { kind: 'rgba'; pixels: ArrayBuffer; width: number; height: number };

export type ScanRequest =
  /** Starts a new scan, discarding any other. */
  | { type: 'start' }
  /** A frame and its own time in ms: VideoFrame.timestamp / 1000, or requestVideoFrameCallback's mediaTime × 1000. */
  | { type: 'frame'; timestampMs: number; source: ScanFrameSource }
  /** Ends the scan: the worker answers with 'result'. */
  | { type: 'finish' }
  /** Drops the scan without a result. */
  | { type: 'cancel' };

export type ScanResponse =
  | { type: 'frame-report'; timestampMs: number; report: FrameReport }
  | { type: 'frame-skipped'; timestampMs: number; reason: 'not-started' | 'unreadable' }
  | { type: 'result'; outcome: ScanOutcome; engine: ScanEngine }
  | { type: 'error'; message: string };

/** Which signal chain made the result: its name and version, to store with a reading. */
export type ScanEngine = typeof SCAN_ENGINE;

/** The longest side, in pixels, frames are analysed at: the worker scales larger frames down to it. */
export const ANALYSIS_MAX_SIDE = 320;
