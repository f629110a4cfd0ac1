import type { FrameReport } from '../signal/scan-session';
import type { ScanOutcome } from '../signal/scan-outcome';
import type { ScanEngine, ScanRequest, ScanResponse } from './scan-protocol';

/** What the client needs of a Worker (a fake one in tests). */
export interface ScanWorkerLike {
  postMessage(message: ScanRequest, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ScanResponse>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  terminate(): void;
}

export interface ScanResult {
  outcome: ScanOutcome;
  engine: ScanEngine;
}

export interface ScanWorkerClient {
  /** Starts a scan (a new one each time; any other is dropped). */
  start(): void;
  /**
   * Sends a frame with its own time in ms (VideoFrame.timestamp / 1000, or requestVideoFrameCallback's
   * metadata.mediaTime × 1000). The image is transferred: do not use it afterwards. When the worker is
   * still busy with earlier frames it is closed and dropped instead (false): the timestamps make gaps harmless.
   */
  sendFrame(image: ImageBitmap | VideoFrame, timestampMs: number): boolean;
  /** The same with RGBA pixels (ImageData, or its parts); the buffer is transferred (detached here). */
  sendPixels(pixels: { data: Uint8ClampedArray; width: number; height: number }, timestampMs: number): boolean;
  /** Called after each frame the worker measured, with the live advice and progress. Returns an unsubscribe. */
  onReport(listener: (report: FrameReport, timestampMs: number) => void): () => void;
  /** Ends the scan: the outcome, once the worker has measured every frame sent before. */
  finish(): Promise<ScanResult>;
  /** Drops the scan without a result. */
  cancel(): void;
  /** Stops the worker; a pending finish() is rejected. */
  dispose(): void;
  /** Frames sent and not yet answered. */
  readonly framesInFlight: number;
}

/** Frames waiting at the worker at most: more means it is behind, and newer frames are dropped. */
export const MAX_FRAMES_IN_FLIGHT = 3;

/** The scan's Web Worker, bundled by Vite as a module worker. */
export function createScanWorker(): ScanWorkerLike {
  return new Worker(new URL('./scan-worker.ts', import.meta.url), { type: 'module', name: 'health-scan' });
}

export function createScanWorkerClient(worker: ScanWorkerLike = createScanWorker()): ScanWorkerClient {
  const listeners = new Set<(report: FrameReport, timestampMs: number) => void>();
  let inFlight = 0;
  let isDisposed = false;
  let pending: { resolve: (result: ScanResult) => void; reject: (error: Error) => void } | undefined;

  const settle = (result: ScanResult | Error) => {
    const current = pending;
    pending = undefined;
    if (!current) return;
    if (result instanceof Error) current.reject(result);
    else current.resolve(result);
  };

  worker.addEventListener('message', (event) => {
    const message = event.data;
    switch (message.type) {
      case 'frame-report':
        inFlight = Math.max(0, inFlight - 1);
        for (const listener of listeners) listener(message.report, message.timestampMs);
        return;
      case 'frame-skipped':
        inFlight = Math.max(0, inFlight - 1);
        return;
      case 'result':
        settle({ outcome: message.outcome, engine: message.engine });
        return;
      case 'error':
        settle(new Error(`health scan worker: ${message.message}`));
        return;
    }
  });
  worker.addEventListener('error', (event) => {
    settle(new Error(`health scan worker failed: ${event.message}`));
  });

  const post = (message: ScanRequest, transfer: Transferable[] = []) => {
    if (isDisposed) throw new Error('the health scan worker was disposed');
    worker.postMessage(message, transfer);
  };

  const canSend = () => !isDisposed && inFlight < MAX_FRAMES_IN_FLIGHT;

  return {
    start() {
      inFlight = 0;
      post({ type: 'start' });
    },
    sendFrame(image, timestampMs) {
      if (!canSend()) {
        image.close();
        return false;
      }
      inFlight++;
      post({ type: 'frame', timestampMs, source: { kind: 'image', image } }, [image]);
      return true;
    },
    sendPixels({ data, width, height }, timestampMs) {
      if (!canSend()) return false;
      inFlight++;
      // A copy when the bytes are a view on part of a larger buffer: only this frame's bytes travel.
      const bytes = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? data : data.slice();
      const pixels = bytes.buffer as ArrayBuffer;
      post({ type: 'frame', timestampMs, source: { kind: 'rgba', pixels, width, height } }, [pixels]);
      return true;
    },
    onReport(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    finish() {
      settle(new Error('a newer finish() replaced this one'));
      return new Promise<ScanResult>((resolve, reject) => {
        pending = { resolve, reject };
        post({ type: 'finish' });
      });
    },
    cancel() {
      settle(new Error('the scan was cancelled'));
      if (!isDisposed) post({ type: 'cancel' });
    },
    dispose() {
      if (isDisposed) return;
      settle(new Error('the health scan worker was disposed'));
      isDisposed = true;
      listeners.clear();
      worker.terminate();
    },
    get framesInFlight() {
      return inFlight;
    },
  };
}
