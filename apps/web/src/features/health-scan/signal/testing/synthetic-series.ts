// Synthetic frame measures for the signal chain's tests: a skin colour whose pulse, light drift, noise and
// frame timing are known, so what the chain recovers can be checked against the truth.
import type { FrameSample } from '../analyse-scan';

/** A small seeded PRNG (mulberry32): the same seed gives the same series on every run. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller). */
export function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

export interface SyntheticSeriesOptions {
  /** Heart rate, or null for no pulse at all. */
  bpm: number | null;
  seconds?: number;
  frameRate?: number;
  /** Each frame's time moves by up to ± this many ms (a busy phone delivers frames unevenly). */
  jitterMs?: number;
  /** Share of frames dropped at random. */
  dropFraction?: number;
  /** Standard deviation of the noise on each channel's mean, in levels. */
  noise?: number;
  /** Relative amplitude of the slow light drift (0.05: ±5 % over tens of seconds). */
  drift?: number;
  /** Relative change of the green channel with the pulse (0.004: about half a level at 140). */
  amplitude?: number;
  /** The skin's mean colour. */
  colour?: readonly [number, number, number];
  /** Heart-rate wander, ± bpm, slow. */
  wanderBpm?: number;
  seed?: number;
}

/** Relative pulse amplitude per channel (green largest), after the blood-volume pulse vector of de Haan and van Leest (2014). */
const PULSE_SHAPE = [0.43, 1, 0.69] as const;

export function makeSyntheticSamples(options: SyntheticSeriesOptions): FrameSample[] {
  const {
    bpm,
    seconds = 30,
    frameRate = 30,
    jitterMs = 0,
    dropFraction = 0,
    noise = 0.1,
    drift = 0.05,
    amplitude = 0.004,
    colour = [190, 140, 115],
    wanderBpm = 0,
    seed = 1,
  } = options;
  const random = createRandom(seed);
  const samples: FrameSample[] = [];
  const frameCount = Math.round(seconds * frameRate);
  let phase = 0;
  let previousT = 0;
  let previousRegion: [number, number, number] | undefined;
  let previousTime = 0;
  for (let k = 0; k < frameCount; k++) {
    const t = (k / frameRate) * 1000 + (k > 0 ? (random() * 2 - 1) * jitterMs : 0);
    const seconds = t / 1000;
    const rate = bpm === null ? 0 : (bpm + wanderBpm * Math.sin((2 * Math.PI * seconds) / 17)) / 60;
    phase += 2 * Math.PI * rate * ((t - previousT) / 1000);
    previousT = t;
    const drop = random() < dropFraction;
    // A pulse wave with a steep systole: the fundamental and a weaker first harmonic.
    const wave = bpm === null ? 0 : Math.sin(phase) + 0.3 * Math.sin(2 * phase + 0.8);
    const light = 1 + drift * Math.sin((2 * Math.PI * seconds) / 23) + drift * 0.5 * (seconds / 30);
    const clean = colour.map((c, i) => c * light * (1 - amplitude * PULSE_SHAPE[i]! * wave));
    const rgb = clean.map((c) => c + noise * gaussian(random)) as [number, number, number];
    if (drop) continue;
    // The whole oval's mean, which motion is measured on, averages far more pixels: its noise is left out.
    const region = clean as [number, number, number];
    const motion = previousRegion
      ? (Math.hypot(region[0] - previousRegion[0], region[1] - previousRegion[1], region[2] - previousRegion[2]) *
          1000) /
        (t - previousTime)
      : 0;
    previousRegion = region;
    previousTime = t;
    samples.push({
      timestampMs: t,
      r: rgb[0],
      g: rgb[1],
      b: rgb[2],
      brightness: 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2],
      skinFraction: 0.95,
      clippedFraction: 0,
      motion,
    });
  }
  return samples;
}
