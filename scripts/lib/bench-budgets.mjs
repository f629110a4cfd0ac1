// Budgets of `npm run bench` (docs/benchmarks.md) and how a figure is judged against one.

export const BUDGETS = {
  /** Gzipped JavaScript (the language's messages included) loaded before the screen is usable. */
  loginKb: 100,
  homeKb: 160,
  /** Lighthouse mobile, default throttling, median of LIGHTHOUSE_RUNS. */
  loginPerformance: 100,
  loginAccessibility: 100,
  homePerformance: 95,
  /** Every other member screen, signed in. */
  screenPerformance: 95,
  screenAccessibility: 100,
  cls: 0,
};

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** The middle value (the lower middle of an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The run whose `key` is the median: its other metrics are reported with it. */
export function medianRun(runs, key) {
  const sorted = [...runs].sort((a, b) => a[key] - b[key]);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
