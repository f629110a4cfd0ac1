import { fftInPlace, nextPowerOfTwo } from './fft';

/** A one-sided power spectrum: `power[k]` at `k * binHz` Hz, for k from 0 to the Nyquist frequency. */
export interface PowerSpectrum {
  binHz: number;
  power: Float64Array;
}

/** Zero-padded at least to this many points: bins of 30 Hz / 4096 ≈ 0.44 bpm before interpolation. */
const MIN_FFT_SIZE = 4096;

/**
 * The periodogram of `signal` under a Hann window (its side lobes fall fast, so one strong peak does not
 * leak across the band), zero-padded to a power of two at least 4 times the signal's length.
 */
export function getPowerSpectrum(signal: Float64Array, sampleRate: number): PowerSpectrum {
  const n = signal.length;
  const size = nextPowerOfTwo(Math.max(MIN_FFT_SIZE, 4 * n));
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  for (let i = 0; i < n; i++) {
    const hann = n > 1 ? 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (n - 1)) : 1;
    re[i] = signal[i]! * hann;
  }
  fftInPlace(re, im);
  const power = new Float64Array(size / 2 + 1);
  for (let k = 0; k < power.length; k++) power[k] = re[k]! ** 2 + im[k]! ** 2;
  return { binHz: sampleRate / size, power };
}
