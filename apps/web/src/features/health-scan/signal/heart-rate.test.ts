import { describe, expect, it } from 'vitest';
import { estimateHeartRate } from './heart-rate';
import { getPowerSpectrum } from './spectrum';
import { createRandom, gaussian } from './testing/synthetic-series';

const RATE = 30;
const wave = (hz: number, seconds = 30) =>
  Float64Array.from({ length: seconds * RATE }, (_, i) => Math.sin((2 * Math.PI * hz * i) / RATE));

describe('the heart rate from the spectrum', () => {
  it.each([0.75, 1.0, 1.234, 1.9, 2.5, 3.9])('finds a %s Hz peak between the bins', (hz) => {
    const { bpm, snrDb } = estimateHeartRate(getPowerSpectrum(wave(hz), RATE));
    expect(bpm).toBeCloseTo(hz * 60, 0);
    expect(Math.abs(bpm - hz * 60)).toBeLessThan(0.1);
    expect(snrDb).toBeGreaterThan(20);
  });

  it('looks in 42–240 bpm only', () => {
    const mixed = Float64Array.from(wave(0.3), (v, i) => 5 * v + 0.5 * wave(1.5)[i]! + 5 * wave(6)[i]!);
    expect(estimateHeartRate(getPowerSpectrum(mixed, RATE)).bpm).toBeCloseTo(90, 0);
  });

  it('counts the first harmonic as signal', () => {
    const withHarmonic = Float64Array.from(wave(1.2), (v, i) => v + 0.6 * wave(2.4)[i]!);
    const random = createRandom(3);
    const noise = Float64Array.from({ length: 900 }, () => 0.8 * gaussian(random));
    const noisy = (signal: Float64Array) => Float64Array.from(signal, (v, i) => v + noise[i]!);
    const plain = estimateHeartRate(getPowerSpectrum(noisy(wave(1.2)), RATE));
    const both = estimateHeartRate(getPowerSpectrum(noisy(withHarmonic), RATE));
    expect(both.snrDb).toBeGreaterThan(plain.snrDb);
  });

  it('gives −Infinity dB for a flat signal', () => {
    expect(estimateHeartRate(getPowerSpectrum(new Float64Array(900), RATE)).snrDb).toBe(-Infinity);
  });
});
