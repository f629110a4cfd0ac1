import { describe, expect, it } from 'vitest';
import { extractPosPulse } from './pos';

const RATE = 30;
const N = 600;
const at = (fn: (seconds: number) => number) => Float64Array.from({ length: N }, (_, i) => fn(i / RATE));
const rms = (signal: Float64Array) => Math.sqrt(signal.reduce((sum, v) => sum + v * v, 0) / signal.length);

describe('POS', () => {
  const skin = [190, 140, 115] as const;

  it('cancels a change of light intensity (the same relative change in every channel)', () => {
    const light = (t: number) => 1 + 0.05 * Math.sin(2 * Math.PI * 1.2 * t);
    const pulse = extractPosPulse(
      at((t) => skin[0] * light(t)),
      at((t) => skin[1] * light(t)),
      at((t) => skin[2] * light(t)),
      RATE,
    );
    expect(rms(pulse)).toBeLessThan(1e-9);
  });

  it('keeps a blood-volume pulse (mostly green) while the light changes', () => {
    const light = (t: number) => 1 + 0.05 * Math.sin(2 * Math.PI * 1.2 * t);
    const beat = (t: number) => Math.sin(2 * Math.PI * 1.2 * t);
    const shape = [0.43, 1, 0.69];
    const pulse = extractPosPulse(
      at((t) => skin[0] * light(t) * (1 - 0.004 * shape[0]! * beat(t))),
      at((t) => skin[1] * light(t) * (1 - 0.004 * shape[1]! * beat(t))),
      at((t) => skin[2] * light(t) * (1 - 0.004 * shape[2]! * beat(t))),
      RATE,
    );
    expect(rms(pulse)).toBeGreaterThan(0.001);
    // Correlated with the beat (in one sign or the other), not with the light.
    const expected = at(beat);
    let dot = 0;
    for (let i = 60; i < N - 60; i++) dot += pulse[i]! * expected[i]!;
    const correlation = dot / (rms(pulse.slice(60, N - 60)) * rms(expected.slice(60, N - 60)) * (N - 120));
    expect(Math.abs(correlation)).toBeGreaterThan(0.95);
  });

  it('gives zeros for flat light and for a series shorter than its window', () => {
    const flat = at(() => 100);
    expect(rms(extractPosPulse(flat, flat, flat, RATE))).toBe(0);
    expect(extractPosPulse(new Float64Array(10), new Float64Array(10), new Float64Array(10), RATE)).toHaveLength(10);
  });
});
