// What the JSON reports of Vitest and Playwright say, for `npm test` (scripts/test.mjs): how many tests
// passed, passed only on a retry, failed or did not run; which did not run (refused: every test runs in
// every pass); which journeys were flaky; whether both server passes ran the same number of tests.
import path from 'node:path';

/** @typedef {{ file: string, title: string, status: string }} ReportedTest */
/** @typedef {{ passed: number, flaky: number, failed: number, skipped: number }} Totals */

/** Vitest's report has `testResults` (one per file); Playwright's has `suites` and `stats`. */
function isVitestReport(report) {
  return Array.isArray(report.testResults);
}

/**
 * Every test in a Vitest or Playwright JSON report. Statuses are Vitest's
 * (`passed`, `failed`, `skipped`, `pending`, `todo`) or Playwright's outcomes
 * (`expected`, `unexpected`, `flaky`, `skipped`); Playwright lists a test once per project it ran in.
 * @returns {ReportedTest[]}
 */
export function reportedTests(report) {
  if (isVitestReport(report)) {
    return report.testResults.flatMap((file) =>
      file.assertionResults.map((test) => ({ file: file.name, title: test.fullName, status: test.status })),
    );
  }
  const tests = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const title = [...(test.projectName ? [test.projectName] : []), ...titles, spec.title].join(' › ');
        tests.push({ file: spec.file, title, status: test.status });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // The top-level suites are the files (titled by their path); their specs carry the file.
  for (const file of report.suites ?? []) visit(file, []);
  return tests;
}

const OUTCOMES = {
  vitest: { passed: 'passed', failed: 'failed' },
  playwright: { expected: 'passed', flaky: 'flaky', unexpected: 'failed' },
};

/** @returns {Totals} Anything neither passed, flaky nor failed (skipped, todo, pending) counts as skipped. */
export function countTests(report) {
  const outcomes = isVitestReport(report) ? OUTCOMES.vitest : OUTCOMES.playwright;
  const totals = { passed: 0, flaky: 0, failed: 0, skipped: 0 };
  for (const test of reportedTests(report)) totals[outcomes[test.status] ?? 'skipped'] += 1;
  return totals;
}

/**
 * The tests that did not run: skipped (`it.skip`, `it.skipIf`, `describe.skip`, `ctx.skip()` or
 * `test.skip()` at run time, `test.fixme`, a test left out by a `.only`) or still to do (`it.todo`).
 * @returns {ReportedTest[]}
 */
export function findSkippedTests(report) {
  const outcomes = isVitestReport(report) ? OUTCOMES.vitest : OUTCOMES.playwright;
  return reportedTests(report).filter((test) => !(test.status in outcomes));
}

/** The Playwright tests that failed first and passed on a retry. @returns {ReportedTest[]} */
export function findFlakyTests(report) {
  return isVitestReport(report) ? [] : reportedTests(report).filter((test) => test.status === 'flaky');
}

/** `file › title` for messages; Vitest's absolute paths are shown from `root`. */
export function describeTest(test, root = process.cwd()) {
  const file = path.isAbsolute(test.file) ? path.relative(root, test.file) : test.file;
  return `${file.split(path.sep).join('/')} › ${test.title}`;
}

/** The refusal of a step whose report holds tests that did not run; undefined when every test ran. */
export function describeSkippedTests(report, root) {
  const skipped = findSkippedTests(report);
  if (skipped.length === 0) return undefined;
  const lines = skipped.map((test) => `  ${describeTest(test, root)} (${test.status})`);
  return [
    `${skipped.length} test${skipped.length === 1 ? '' : 's'} did not run (skipped or to do); every test runs in every pass, so remove the skip or the test:`,
    ...lines,
  ].join('\n');
}

/**
 * Whether the PostgreSQL pass ran as many server tests as the PGlite pass did. The PGlite report is
 * the whole Vitest run: only its files under `serverDir` (the server project) count. Undefined when the
 * numbers agree; otherwise the problem, naming the tests one pass had and the other had not (a test
 * declared only for one engine, a file that fails to load on one).
 */
export function compareServerCounts(pgliteReport, postgresReport, serverDir) {
  const under = (report) =>
    reportedTests(report).filter((test) => path.relative(serverDir, test.file).split(path.sep)[0] !== '..');
  const pglite = under(pgliteReport);
  const postgres = under(postgresReport);
  if (postgres.length === 0) return 'The PostgreSQL pass ran no server tests.';
  if (pglite.length === postgres.length) return undefined;
  const key = (test) => describeTest(test, serverDir);
  const onlyIn = (tests, others) => {
    const left = new Map();
    for (const test of others) left.set(key(test), (left.get(key(test)) ?? 0) + 1);
    return tests.filter((test) => {
      const count = left.get(key(test)) ?? 0;
      left.set(key(test), count - 1);
      return count <= 0;
    });
  };
  return [
    `The server tests differ between the passes: ${pglite.length} ran on PGlite, ${postgres.length} on PostgreSQL.`,
    ...onlyIn(pglite, postgres).map((test) => `  only on PGlite: ${key(test)}`),
    ...onlyIn(postgres, pglite).map((test) => `  only on PostgreSQL: ${key(test)}`),
  ].join('\n');
}

/**
 * The closing lines of `npm test`: the flaky journeys on their own (passed only on a retry, counted apart
 * from the passed ones), then always last `Tests: N passed, N failed, N skipped`, which CI reads.
 * @param {Totals} totals
 * @param {string[]} flakyTitles
 */
export function summaryLines(totals, flakyTitles = []) {
  return [
    `Flaky: ${totals.flaky} passed only on a retry`,
    ...flakyTitles.map((title) => `  ${title}`),
    `Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  ];
}

/**
 * How long each test file took, from a Vitest report (each file's start and end) or a Playwright one (the
 * durations of its journeys' attempts, retries included).
 * @returns {{ file: string, ms: number }[]}
 */
export function fileDurations(report) {
  if (isVitestReport(report)) {
    return report.testResults.map((file) => ({ file: file.name, ms: Math.max(0, file.endTime - file.startTime) }));
  }
  const byFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results ?? []).reduce((sum, result) => sum + result.duration, 0);
      byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const file of report.suites ?? []) visit(file);
  return [...byFile].map(([file, ms]) => ({ file, ms }));
}

/**
 * The closing table of `npm test`: each step's wall time (steps run side by side are marked), then the
 * `count` slowest test files of all the reports, named `pass › file`.
 * @param {{ name: string, ms: number, parallel?: boolean }[]} steps
 * @param {{ pass: string, report: object, root: string }[]} reports
 */
export function timingLines(steps, reports, total, count = 10) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
  const files = reports
    .flatMap(({ pass, report, root }) =>
      fileDurations(report).map(({ file, ms }) => {
        const relative = path.isAbsolute(file) ? path.relative(root, file) : file;
        return { name: `${pass} › ${relative.split(path.sep).join('/')}`, ms };
      }),
    )
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
  return [
    'Steps:',
    ...steps.map((step) => `  ${step.name.padEnd(48)}${seconds(step.ms)}${step.parallel ? '  (side by side)' : ''}`),
    `  ${'Total'.padEnd(48)}${seconds(total)}`,
    ...(files.length > 0
      ? [`Slowest files:`, ...files.map((file) => `  ${file.name.padEnd(72)}${seconds(file.ms)}`)]
      : []),
  ];
}
