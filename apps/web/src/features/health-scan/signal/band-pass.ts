/** A second-order section: y[n] = b0·x[n] + b1·x[n−1] + b2·x[n−2] − a1·y[n−1] − a2·y[n−2] (a0 = 1). */
export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

const BUTTERWORTH_Q = Math.SQRT1_2;

/** Second-order Butterworth high-pass or low-pass at `cutoffHz` (bilinear transform, R. Bristow-Johnson's cookbook). */
export function designButterworth(kind: 'high-pass' | 'low-pass', cutoffHz: number, sampleRate: number): Biquad {
  const w0 = (2 * Math.PI * cutoffHz) / sampleRate;
  const cos = Math.cos(w0);
  const alpha = Math.sin(w0) / (2 * BUTTERWORTH_Q);
  const a0 = 1 + alpha;
  const [b0, b1] = kind === 'low-pass' ? [(1 - cos) / 2, 1 - cos] : [(1 + cos) / 2, -(1 + cos)];
  return { b0: b0 / a0, b1: b1 / a0, b2: b0 / a0, a1: (-2 * cos) / a0, a2: (1 - alpha) / a0 };
}

function runBiquad(section: Biquad, input: Float64Array): Float64Array {
  const out = new Float64Array(input.length);
  const { b0, b1, b2, a1, a2 } = section;
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < input.length; i++) {
    const x = input[i]!;
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    out[i] = y;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
  }
  return out;
}

/**
 * Runs `sections` forward, then backward over the reversed result (as SciPy's filtfilt): zero phase, so
 * the pulse is not delayed, and each section's attenuation counted twice. The signal is first extended
 * at both ends by its odd reflection (`padLength` samples), so the filters' start-up transients fall outside it.
 */
export function filterForwardBackward(
  signal: Float64Array,
  sections: readonly Biquad[],
  padLength: number,
): Float64Array {
  const n = signal.length;
  if (n === 0) return new Float64Array(0);
  const pad = Math.min(padLength, n - 1);
  const extended = new Float64Array(n + 2 * pad);
  const first = signal[0]!;
  const last = signal[n - 1]!;
  for (let i = 0; i < pad; i++) {
    extended[i] = 2 * first - signal[pad - i]!;
    extended[n + pad + i] = 2 * last - signal[n - 2 - i]!;
  }
  extended.set(signal, pad);
  let work: Float64Array = extended;
  for (const section of sections) work = runBiquad(section, work);
  work.reverse();
  for (const section of sections) work = runBiquad(section, work);
  work.reverse();
  return work.slice(pad, pad + n);
}

/**
 * Band-pass between `lowHz` and `highHz`: a Butterworth high-pass and low-pass, each second order, run
 * forward and backward (fourth-order slopes, −6 dB at each edge, no phase shift).
 */
export function bandPass(signal: Float64Array, sampleRate: number, lowHz: number, highHz: number): Float64Array {
  const sections = [
    designButterworth('high-pass', lowHz, sampleRate),
    designButterworth('low-pass', highHz, sampleRate),
  ];
  // About two periods of the lowest frequency: the high-pass's transient has died down by then.
  return filterForwardBackward(signal, sections, Math.round((2 * sampleRate) / lowHz));
}
