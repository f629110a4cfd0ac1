import type { RgbaFrame } from '../signal/frame-measure';
import { SCAN_ENGINE } from '../signal/scan-outcome';
import { ScanSession } from '../signal/scan-session';
import type { ScanFrameSource, ScanRequest, ScanResponse } from './scan-protocol';

/** Reads an ImageBitmap or VideoFrame's pixels at analysis size (in the worker: an OffscreenCanvas). */
export type ImagePixelReader = (image: ImageBitmap | VideoFrame) => RgbaFrame;

/**
 * The worker's logic without the worker: requests in, responses out through `post`. The worker entry wires
 * it to `self.onmessage`; tests call `handle` directly.
 */
export class ScanWorkerHandler {
  readonly #post: (message: ScanResponse) => void;
  readonly #readImage: ImagePixelReader;
  #session: ScanSession | undefined;

  constructor(post: (message: ScanResponse) => void, readImage: ImagePixelReader) {
    this.#post = post;
    this.#readImage = readImage;
  }

  handle(request: ScanRequest): void {
    switch (request.type) {
      case 'start':
        this.#session = new ScanSession();
        return;
      case 'frame':
        this.#onFrame(request.timestampMs, request.source);
        return;
      case 'finish':
        this.#onFinish();
        return;
      case 'cancel':
        this.#session = undefined;
        return;
    }
  }

  #onFrame(timestampMs: number, source: ScanFrameSource): void {
    const session = this.#session;
    let frame: RgbaFrame | undefined;
    try {
      if (session && Number.isFinite(timestampMs)) frame = this.#readFrame(source);
    } catch {
      frame = undefined;
    } finally {
      // The image was transferred here: release its memory (a camera's frame pool is small) whatever happens.
      if (source.kind === 'image') source.image.close();
    }
    if (!session) {
      this.#post({ type: 'frame-skipped', timestampMs, reason: 'not-started' });
    } else if (!frame) {
      this.#post({ type: 'frame-skipped', timestampMs, reason: 'unreadable' });
    } else {
      this.#post({ type: 'frame-report', timestampMs, report: session.addFrame(frame, timestampMs) });
    }
  }

  #readFrame(source: ScanFrameSource): RgbaFrame | undefined {
    if (source.kind === 'image') return this.#readImage(source.image);
    const { pixels, width, height } = source;
    if (!(width > 0 && height > 0) || pixels.byteLength !== width * height * 4) return undefined;
    return { data: new Uint8ClampedArray(pixels), width, height };
  }

  #onFinish(): void {
    const session = this.#session;
    this.#session = undefined;
    if (!session) {
      this.#post({ type: 'error', message: 'finish without a started scan' });
      return;
    }
    try {
      this.#post({ type: 'result', outcome: session.finish(), engine: SCAN_ENGINE });
    } catch (error) {
      this.#post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }
}
