import { describe, expect, it } from 'vitest';
import { fftInPlace, nextPowerOfTwo } from './fft';

describe('the FFT', () => {
  it('matches a direct DFT', () => {
    const n = 64;
    const input = Array.from({ length: n }, (_, i) => Math.sin(i * 0.7) + 0.3 * Math.cos(i * 2.1) + (i % 5) * 0.1);
    const re = Float64Array.from(input);
    const im = new Float64Array(n);
    fftInPlace(re, im);
    for (let k = 0; k < n; k++) {
      let sumRe = 0;
      let sumIm = 0;
      for (let t = 0; t < n; t++) {
        sumRe += input[t]! * Math.cos((-2 * Math.PI * k * t) / n);
        sumIm += input[t]! * Math.sin((-2 * Math.PI * k * t) / n);
      }
      expect(re[k]).toBeCloseTo(sumRe, 9);
      expect(im[k]).toBeCloseTo(sumIm, 9);
    }
  });

  it('takes powers of two only', () => {
    expect(() => fftInPlace(new Float64Array(6), new Float64Array(6))).toThrow();
    expect(nextPowerOfTwo(900)).toBe(1024);
    expect(nextPowerOfTwo(1024)).toBe(1024);
  });
});
