import { describe, expect, it } from 'vitest';
import { resampleEvenly } from './resample';

describe('resampling at the frames’ own times', () => {
  it('puts uneven samples on an even grid by linear interpolation', () => {
    const times = [0, 30, 71, 100, 166, 200];
    const line = times.map((t) => 3 + 0.5 * t);
    const series = resampleEvenly(times, [line], 50);
    expect(series.startMs).toBe(0);
    expect(Array.from(series.values[0]!)).toEqual([3, 13, 23, 33, 43, 53, 63, 73, 83, 93, 103]);
  });

  it('fills a dropped frame from its neighbours and never reads past the ends', () => {
    // The frame due at 1067 ms was dropped.
    const times = [1000, 1033, 1100, 1134];
    const series = resampleEvenly(
      times,
      [
        [1, 2, 4, 5],
        [0, 0, 0, 0],
      ],
      30,
    );
    expect(series.values[0]).toHaveLength(5);
    expect(series.values[0]![0]).toBe(1);
    expect(series.values[0]![2]).toBeCloseTo(2 + (2 * (1000 / 15 - 33)) / 67, 6);
    expect(series.values[0]![4]).toBeCloseTo(4 + (1000 / 7.5 - 100) / 34, 6);
    expect(Array.from(series.values[1]!)).toEqual([0, 0, 0, 0, 0]);
  });

  it('gives empty series for no samples and refuses channels of the wrong length', () => {
    expect(resampleEvenly([], [[]], 30).values[0]).toHaveLength(0);
    expect(() => resampleEvenly([0, 1], [[1]], 30)).toThrow();
  });
});
