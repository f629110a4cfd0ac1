import { bandPass } from './band-pass';
import { detrendLinear } from './detrend';
import { extractPosPulse } from './pos';
import type { EvenSeries } from './resample';

/**
 * The band-pass's edges, a little outside the 42–240 bpm the reading may give (the peak is searched in
 * 0.7–4 Hz only), so a rate at either end is not weakened by the filter's −6 dB edge.
 */
export const PULSE_FILTER_HZ = { low: 0.5, high: 6 } as const;

/** The pulse wave from an evenly sampled red, green, blue series: POS, linear detrend, band-pass. */
export function extractPulse(series: EvenSeries): Float64Array {
  const [red, green, blue] = series.values;
  if (!red || !green || !blue) throw new Error('the series needs red, green and blue');
  const pulse = extractPosPulse(red, green, blue, series.sampleRate);
  return bandPass(detrendLinear(pulse), series.sampleRate, PULSE_FILTER_HZ.low, PULSE_FILTER_HZ.high);
}
