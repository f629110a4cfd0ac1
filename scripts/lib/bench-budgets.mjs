// Budgets of `npm run bench` (docs/benchmarks.md) and how a figure is judged against one.

export const BUDGETS = {
  /** Gzipped JavaScript (the language's messages included) loaded before the screen is usable. */
  loginKb: 100,
  homeKb: 160,
  /** Every other member screen, and the console's busiest screens, opened directly. */
  screenKb: 180,
  /** Lighthouse mobile, default throttling, median of LIGHTHOUSE_RUNS. */
  loginPerformance: 100,
  loginAccessibility: 100,
  homePerformance: 95,
  /** Every other member screen, signed in. */
  screenPerformance: 95,
  screenAccessibility: 100,
  /** Total blocking time (ms), on every screen measured: /login, Home (first and returning), the rest. */
  tbtMs: 150,
  cls: 0,
};

/**
 * Where the screens are headed, printed beside the budgets and not counted as failures: room on /login for
 * the employer sign-in's step, and half the main-thread work of today on every signed-in screen.
 */
export const GOALS = {
  loginKb: 90,
  performance: 97,
  tbtMs: 120,
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
