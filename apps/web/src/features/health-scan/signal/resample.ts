/** Series sampled at even intervals: `values[c][i]` is channel c at `startMs + i * 1000 / sampleRate`. */
export interface EvenSeries {
  sampleRate: number;
  startMs: number;
  values: Float64Array[];
}

/**
 * Resamples series taken at the frames' own times (uneven: jitter, dropped frames, a camera that slows down
 * in low light) onto an even grid at `sampleRate` Hz, by linear interpolation between the neighbouring
 * frames. `timesMs` must increase strictly; the grid runs from the first time to the last.
 */
export function resampleEvenly(
  timesMs: ArrayLike<number>,
  channels: readonly ArrayLike<number>[],
  sampleRate: number,
): EvenSeries {
  const n = timesMs.length;
  for (const channel of channels) {
    if (channel.length !== n) throw new Error('every channel needs one value per time');
  }
  if (n === 0) return { sampleRate, startMs: 0, values: channels.map(() => new Float64Array(0)) };
  const startMs = timesMs[0]!;
  const spanMs = timesMs[n - 1]! - startMs;
  const count = Math.floor((spanMs * sampleRate) / 1000 + 1e-9) + 1;
  const values = channels.map(() => new Float64Array(count));
  let j = 0;
  for (let i = 0; i < count; i++) {
    const t = startMs + (i * 1000) / sampleRate;
    while (j < n - 2 && timesMs[j + 1]! < t) j++;
    const t0 = timesMs[j]!;
    const t1 = timesMs[Math.min(j + 1, n - 1)]!;
    const w = t1 > t0 ? Math.min(1, Math.max(0, (t - t0) / (t1 - t0))) : 0;
    for (let c = 0; c < channels.length; c++) {
      const channel = channels[c]!;
      const v0 = channel[j]!;
      const v1 = channel[Math.min(j + 1, n - 1)]!;
      values[c]![i] = v0 + (v1 - v0) * w;
    }
  }
  return { sampleRate, startMs, values };
}
