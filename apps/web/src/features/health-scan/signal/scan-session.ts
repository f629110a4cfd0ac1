import type { FrameSample } from './analyse-scan';
import { analyseScan } from './analyse-scan';
import type { ScanAdvice } from './frame-advice';
import { adviseFrame } from './frame-advice';
import type { RgbaFrame } from './frame-measure';
import { measureFrame } from './frame-measure';
import type { RegionSampler } from './region-sampler';
import { createRegionSampler } from './region-sampler';
import type { ScanLimits } from './scan-limits';
import { SCAN_LIMITS } from './scan-limits';
import type { ScanOutcome } from './scan-outcome';

/** What the screen shows while scanning, after each frame. */
export interface FrameReport {
  advice: ScanAdvice;
  /** Frames kept so far, and the time from the first to this one (the progress ring's clock). */
  frames: number;
  elapsedMs: number;
  brightness: number;
  skinFraction: number;
  motion: number;
}

/**
 * One scan, frame by frame: the per-frame work (measure the oval, advise) as frames arrive, the whole
 * analysis at the end. The same object runs in the Web Worker and in `npm run bench:scan`.
 */
export class ScanSession {
  readonly #limits: ScanLimits;
  readonly #samples: FrameSample[] = [];
  #sampler: RegionSampler | undefined;
  #previous: { timestampMs: number; r: number; g: number; b: number } | undefined;

  constructor(limits: ScanLimits = SCAN_LIMITS) {
    this.#limits = limits;
  }

  get frameCount(): number {
    return this.#samples.length;
  }

  /**
   * Measures one frame, taken at `timestampMs` (the frame's own time, never an assumed rate). A frame whose
   * timestamp does not move forward (a repeat, or out of order) is measured for advice but not kept.
   */
  addFrame(frame: RgbaFrame, timestampMs: number): FrameReport {
    if (this.#sampler?.width !== frame.width || this.#sampler.height !== frame.height) {
      this.#sampler = createRegionSampler(frame.width, frame.height);
    }
    const measure = measureFrame(frame, this.#sampler);
    const previous = this.#previous;
    const isNewer = previous === undefined || timestampMs > previous.timestampMs;
    let motion = 0;
    if (previous && isNewer) {
      const change = Math.hypot(
        measure.regionR - previous.r,
        measure.regionG - previous.g,
        measure.regionB - previous.b,
      );
      motion = (change * 1000) / (timestampMs - previous.timestampMs);
    }
    const sample: FrameSample = {
      timestampMs,
      r: measure.r,
      g: measure.g,
      b: measure.b,
      brightness: measure.brightness,
      skinFraction: measure.skinFraction,
      clippedFraction: measure.clippedFraction,
      motion,
    };
    if (isNewer) {
      this.#samples.push(sample);
      this.#previous = { timestampMs, r: measure.regionR, g: measure.regionG, b: measure.regionB };
    }
    const first = this.#samples[0];
    return {
      advice: adviseFrame(sample, this.#limits),
      frames: this.#samples.length,
      elapsedMs: first ? this.#previous!.timestampMs - first.timestampMs : 0,
      brightness: measure.brightness,
      skinFraction: measure.skinFraction,
      motion,
    };
  }

  /** The scan's outcome from every frame kept so far. */
  finish(): ScanOutcome {
    return analyseScan(this.#samples, this.#limits);
  }
}
