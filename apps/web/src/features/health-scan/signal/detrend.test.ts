import { expect, it } from 'vitest';
import { detrendLinear } from './detrend';

it('removes a straight line and keeps what rides on it', () => {
  const n = 300;
  const wave = Array.from({ length: n }, (_, i) => Math.sin((2 * Math.PI * i) / 30));
  const out = detrendLinear(Float64Array.from(wave, (v, i) => v + 50 + 0.2 * i));
  const alone = detrendLinear(Float64Array.from(wave));
  for (let i = 0; i < n; i++) expect(out[i]).toBeCloseTo(alone[i]!, 9);
  // The wave itself is barely touched (a whole number of periods has almost no linear trend).
  for (let i = 0; i < n; i++) expect(alone[i]).toBeCloseTo(wave[i]!, 0);
});
