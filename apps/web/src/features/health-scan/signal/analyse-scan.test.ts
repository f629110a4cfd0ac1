import { describe, expect, it } from 'vitest';
import { analyseScan } from './analyse-scan';
import { SCAN_LIMITS } from './scan-limits';
import type { ScanOutcome } from './scan-outcome';
import { makeSyntheticSamples } from './testing/synthetic-series';

/** A busy phone: frames up to ±6 ms off their slot and 4 % of them dropped, the light drifting by ±5 %. */
const UNEVEN = { jitterMs: 6, dropFraction: 0.04, drift: 0.05 } as const;

const bpmOf = (outcome: ScanOutcome) => (outcome.kind === 'reading' ? outcome.bpm : outcome.reason);

describe('analysing a scan', () => {
  it.each([42, 45, 60, 72, 90, 110, 130, 150, 180, 220, 240])(
    'recovers %s bpm from a noisy series with uneven timestamps and light drift',
    (bpm) => {
      const outcome = analyseScan(makeSyntheticSamples({ bpm, noise: 0.2, wanderBpm: 1, seed: bpm, ...UNEVEN }));
      expect(outcome.kind).toBe('reading');
      expect(Math.abs((bpmOf(outcome) as number) - bpm)).toBeLessThan(2);
    },
  );

  it('takes the rate from the frames’ timestamps, whatever the camera’s rate (15 fps, 24 fps, 60 fps)', () => {
    for (const frameRate of [15, 24, 60]) {
      const outcome = analyseScan(makeSyntheticSamples({ bpm: 80, frameRate, noise: 0.2, ...UNEVEN }));
      expect(Math.abs((bpmOf(outcome) as number) - 80)).toBeLessThan(2);
    }
  });

  it('grades a clean pulse good, a noisier one fair', () => {
    const clean = analyseScan(makeSyntheticSamples({ bpm: 72, noise: 0.05, ...UNEVEN }));
    expect(clean).toMatchObject({ kind: 'reading', quality: 'good' });
    expect(clean.kind === 'reading' && clean.snrDb).toBeGreaterThan(SCAN_LIMITS.goodSnrDb);
    const fair = analyseScan(makeSyntheticSamples({ bpm: 72, noise: 0.25, seed: 4, ...UNEVEN }));
    expect(fair).toMatchObject({ kind: 'reading', quality: 'fair' });
  });

  it('reports the frames and the time they span', () => {
    const samples = makeSyntheticSamples({ bpm: 72, seconds: 30 });
    expect(analyseScan(samples)).toMatchObject({ frames: 900, durationMs: 29_966.666666666664 });
  });

  it('never gives a number for pure noise: a retake for a weak signal, over many tries', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const outcome = analyseScan(makeSyntheticSamples({ bpm: null, noise: 0.5, seed, ...UNEVEN }));
      expect(outcome).toMatchObject({ kind: 'retake', reason: 'weak-signal' });
    }
  });

  it('never gives a number for flat light', () => {
    const flat = makeSyntheticSamples({ bpm: null, noise: 0, drift: 0 });
    expect(analyseScan(flat)).toMatchObject({ kind: 'retake', reason: 'weak-signal' });
    const drifting = makeSyntheticSamples({ bpm: null, noise: 0, drift: 0.1 });
    expect(analyseScan(drifting)).toMatchObject({ kind: 'retake', reason: 'weak-signal' });
  });

  it('asks for a retake in a dark room, even with a pulse', () => {
    const dark = makeSyntheticSamples({ bpm: 72, colour: [40, 28, 22] });
    expect(analyseScan(dark)).toMatchObject({ kind: 'retake', reason: 'too-dark' });
  });

  it('asks for a retake when over-exposed', () => {
    const bright = makeSyntheticSamples({ bpm: 72, colour: [250, 238, 232] });
    expect(analyseScan(bright)).toMatchObject({ kind: 'retake', reason: 'too-bright' });
    const clipped = makeSyntheticSamples({ bpm: 72 }).map((sample) => ({ ...sample, clippedFraction: 0.5 }));
    expect(analyseScan(clipped)).toMatchObject({ kind: 'retake', reason: 'too-bright' });
  });

  it('asks for a retake when the face was out of the oval for long', () => {
    const samples = makeSyntheticSamples({ bpm: 72 }).map((sample, i) =>
      i % 2 ? { ...sample, skinFraction: 0.05 } : sample,
    );
    expect(analyseScan(samples)).toMatchObject({ kind: 'retake', reason: 'no-face' });
  });

  it('reads through a short absence of the face, leaving those frames out', () => {
    const samples = makeSyntheticSamples({ bpm: 72, noise: 0.1 }).map((sample, i) =>
      i >= 400 && i < 415 ? { ...sample, skinFraction: 0, r: 0, g: 0, b: 0 } : sample,
    );
    expect(Math.abs((bpmOf(analyseScan(samples)) as number) - 72)).toBeLessThan(2);
  });

  it('asks for a retake when the member kept moving', () => {
    const samples = makeSyntheticSamples({ bpm: 72 }).map((sample, i) => (i % 3 ? { ...sample, motion: 80 } : sample));
    expect(analyseScan(samples)).toMatchObject({ kind: 'retake', reason: 'moved' });
  });

  it('asks for a retake when the scan is too short, or its longest unbroken part is', () => {
    expect(analyseScan([])).toMatchObject({ kind: 'retake', reason: 'too-short', frames: 0 });
    expect(analyseScan(makeSyntheticSamples({ bpm: 72, seconds: 12 }))).toMatchObject({ reason: 'too-short' });
    // 30 s with the app in the background for 12 s in the middle: two 9 s parts.
    const interrupted = makeSyntheticSamples({ bpm: 72, seconds: 30 }).filter(
      (sample) => sample.timestampMs < 9_000 || sample.timestampMs > 21_000,
    );
    expect(analyseScan(interrupted)).toMatchObject({ kind: 'retake', reason: 'too-short' });
  });
});
