import { estimateHeartRate } from './heart-rate';
import { extractPulse } from './pulse-signal';
import { resampleEvenly } from './resample';
import type { ScanLimits } from './scan-limits';
import { SCAN_LIMITS } from './scan-limits';
import type { RetakeReason, ScanOutcome } from './scan-outcome';
import { getPowerSpectrum } from './spectrum';

/** One frame's measures at its own timestamp: what the analysis of a whole scan reads. */
export interface FrameSample {
  /** The frame's own time in ms (VideoFrame.timestamp / 1000, or requestVideoFrameCallback's mediaTime × 1000). */
  timestampMs: number;
  /** Mean colour of the skin in the oval. */
  r: number;
  g: number;
  b: number;
  brightness: number;
  skinFraction: number;
  clippedFraction: number;
  /** Change of the oval's mean colour since the previous frame, in levels per second. */
  motion: number;
}

/** Why a frame cannot be used, or null when it can. Movement does not exclude a frame: POS absorbs some. */
export function getFrameProblem(
  sample: FrameSample,
  limits: ScanLimits = SCAN_LIMITS,
): 'too-dark' | 'too-bright' | 'no-face' | null {
  if (sample.brightness < limits.tooDarkBrightness) return 'too-dark';
  if (sample.brightness > limits.tooBrightBrightness || sample.clippedFraction > limits.maxClippedFraction) {
    return 'too-bright';
  }
  if (sample.skinFraction < limits.minSkinFraction) return 'no-face';
  return null;
}

/** The longest run of samples without a gap longer than `maxGapMs`. */
function longestRun(samples: readonly FrameSample[], maxGapMs: number): readonly FrameSample[] {
  let best: [number, number] = [0, 0];
  let start = 0;
  for (let i = 1; i <= samples.length; i++) {
    const isBreak = i === samples.length || samples[i]!.timestampMs - samples[i - 1]!.timestampMs > maxGapMs;
    if (!isBreak) continue;
    const span = samples[i - 1]!.timestampMs - samples[start]!.timestampMs;
    if (span > samples[best[1]]!.timestampMs - samples[best[0]]!.timestampMs) best = [start, i - 1];
    start = i;
  }
  return samples.slice(best[0], best[1] + 1);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The outcome of a whole scan from its frames' measures, in timestamp order. Checked in this order: enough
 * time; too many frames too dark, too bright, without a face or moving (a reason the member can act on);
 * then the pulse: resampled evenly, POS, band-pass, the spectral peak and its signal-to-noise ratio.
 */
export function analyseScan(samples: readonly FrameSample[], limits: ScanLimits = SCAN_LIMITS): ScanOutcome {
  const frames = samples.length;
  const durationMs = frames > 1 ? samples[frames - 1]!.timestampMs - samples[0]!.timestampMs : 0;
  const retake = (reason: RetakeReason, snrDb?: number): ScanOutcome =>
    snrDb === undefined
      ? { kind: 'retake', reason, frames, durationMs }
      : { kind: 'retake', reason, frames, durationMs, snrDb: round1(snrDb) };
  if (durationMs < limits.minDurationMs) return retake('too-short');

  const counts = { 'too-dark': 0, 'too-bright': 0, 'no-face': 0, moved: 0 };
  const usable: FrameSample[] = [];
  for (const sample of samples) {
    const problem = getFrameProblem(sample, limits);
    if (problem) counts[problem]++;
    else usable.push(sample);
    if (sample.motion > limits.maxMotionPerSecond) counts.moved++;
  }
  for (const reason of ['too-dark', 'too-bright', 'no-face', 'moved'] as const) {
    if (counts[reason] > limits.maxBadFrameFraction * frames) return retake(reason);
  }

  const run = longestRun(usable, limits.maxGapMs);
  if (run.length < 2 || run[run.length - 1]!.timestampMs - run[0]!.timestampMs < limits.minDurationMs) {
    return retake('too-short');
  }
  const series = resampleEvenly(
    run.map((sample) => sample.timestampMs),
    [run.map((sample) => sample.r), run.map((sample) => sample.g), run.map((sample) => sample.b)],
    limits.sampleRate,
  );
  const pulse = extractPulse(series);
  const { bpm, snrDb } = estimateHeartRate(getPowerSpectrum(pulse, limits.sampleRate));
  if (!(snrDb >= limits.minSnrDb)) return retake('weak-signal', Number.isFinite(snrDb) ? snrDb : undefined);
  return {
    kind: 'reading',
    bpm: round1(bpm),
    snrDb: round1(snrDb),
    quality: snrDb >= limits.goodSnrDb ? 'good' : 'fair',
    frames,
    durationMs,
  };
}
