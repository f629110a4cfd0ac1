import type { PowerSpectrum } from './spectrum';

/** The heart rates a reading may give: 42–240 beats per minute. */
export const HEART_RATE_BAND_HZ = { low: 0.7, high: 4 } as const;
/** Half-width of the windows around the peak and its first harmonic that count as signal (de Haan and Jeanne). */
const SIGNAL_HALF_WIDTH_HZ = 0.1;

export interface HeartRateEstimate {
  /** The spectral peak, refined between bins. */
  bpm: number;
  /**
   * Signal-to-noise ratio in dB: the power within ±0.1 Hz of the peak and of its first harmonic against the
   * rest of the 42–240 bpm band, widened by 0.1 Hz at each end (de Haan and Jeanne 2013, with the peak
   * standing in for their reference rate).
   * −Infinity for a band without power.
   */
  snrDb: number;
}

/**
 * The heart rate from the highest peak of `spectrum` in the 42–240 bpm band, refined by fitting a parabola
 * to the logarithm of the peak bin and its two neighbours (a Hann window's main lobe is close to a Gaussian,
 * whose logarithm is a parabola), and the signal-to-noise ratio around it.
 */
export function estimateHeartRate(spectrum: PowerSpectrum): HeartRateEstimate {
  const { binHz, power } = spectrum;
  const lowBin = Math.ceil(HEART_RATE_BAND_HZ.low / binHz);
  const highBin = Math.min(power.length - 2, Math.floor(HEART_RATE_BAND_HZ.high / binHz));
  let peakBin = lowBin;
  for (let k = lowBin; k <= highBin; k++) if (power[k]! > power[peakBin]!) peakBin = k;
  const peakPower = power[peakBin]!;
  if (!(peakPower > 0)) return { bpm: 0, snrDb: -Infinity };

  let offset = 0;
  const before = power[peakBin - 1]!;
  const after = power[peakBin + 1]!;
  if (before > 0 && after > 0) {
    const alpha = Math.log(before);
    const beta = Math.log(peakPower);
    const gamma = Math.log(after);
    const curvature = alpha - 2 * beta + gamma;
    if (curvature < 0) offset = Math.max(-0.5, Math.min(0.5, (0.5 * (alpha - gamma)) / curvature));
  }
  const peakHz = (peakBin + offset) * binHz;

  // The band widened by the windows' half-width, so a peak at either end keeps its whole window.
  const snrLowBin = Math.ceil((HEART_RATE_BAND_HZ.low - SIGNAL_HALF_WIDTH_HZ) / binHz);
  const snrHighBin = Math.min(power.length - 1, Math.floor((HEART_RATE_BAND_HZ.high + SIGNAL_HALF_WIDTH_HZ) / binHz));
  let signal = 0;
  let noise = 0;
  for (let k = snrLowBin; k <= snrHighBin; k++) {
    const f = k * binHz;
    const isSignal = Math.abs(f - peakHz) <= SIGNAL_HALF_WIDTH_HZ || Math.abs(f - 2 * peakHz) <= SIGNAL_HALF_WIDTH_HZ;
    if (isSignal) signal += power[k]!;
    else noise += power[k]!;
  }
  // Capped at +60 dB: a band with no noise at all (a synthetic sine) still gives a finite number.
  const snrDb = 10 * Math.log10(signal / Math.max(noise, signal * 1e-6));
  return { bpm: peakHz * 60, snrDb };
}
