import { describe, expect, it } from 'vitest';
import { bandPass } from './band-pass';

const RATE = 30;
const sine = (hz: number, seconds = 30) =>
  Float64Array.from({ length: seconds * RATE }, (_, i) => Math.sin((2 * Math.PI * hz * i) / RATE));
/** Root mean square over the middle half (away from the ends). */
const middleRms = (signal: Float64Array) => {
  const part = signal.slice(signal.length / 4, (3 * signal.length) / 4);
  return Math.sqrt(part.reduce((sum, v) => sum + v * v, 0) / part.length);
};

describe('the 42–240 bpm band-pass', () => {
  it('passes the heart rates and stops the slow drift and fast flicker', () => {
    const passed = middleRms(bandPass(sine(1.5), RATE, 0.6, 4.5)) / middleRms(sine(1.5));
    expect(passed).toBeGreaterThan(0.95);
    expect(middleRms(bandPass(sine(0.05), RATE, 0.6, 4.5))).toBeLessThan(0.01);
    expect(middleRms(bandPass(sine(10), RATE, 0.6, 4.5))).toBeLessThan(0.05);
  });

  it('keeps the pulse in time (forward and backward: no phase shift)', () => {
    const input = sine(1.2);
    const output = bandPass(input, RATE, 0.6, 4.5);
    let best = 0;
    let bestLag = 0;
    for (let lag = -5; lag <= 5; lag++) {
      let sum = 0;
      for (let i = 100; i < 800; i++) sum += input[i]! * output[i + lag]!;
      if (sum > best) [best, bestLag] = [sum, lag];
    }
    expect(bestLag).toBe(0);
  });

  it('has no start-up transient at the ends', () => {
    const output = bandPass(
      Float64Array.from(sine(1.2), (v) => v + 100),
      RATE,
      0.6,
      4.5,
    );
    expect(Math.abs(output[0]!)).toBeLessThan(1.5);
    expect(Math.abs(output[output.length - 1]!)).toBeLessThan(1.5);
  });
});
