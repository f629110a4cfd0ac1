#!/usr/bin/env node
// `npm test`: every check the project has, in order, failing fast:
// type check → lint → unit/component/server tests on PGlite → server tests on a real PostgreSQL
// → build → browser tests in Debian's Chromium. Ends with one summary line of all tests run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemDeps } from './lib/system-deps.mjs';
import { startPostgresCluster } from './lib/postgres-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

/** Runs one step; on failure counts what its report holds (if any), prints the summary and exits. */
function step(name, command, args, { env = {}, report } = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push([name, Date.now() - started]);
  if (report) countReport(report);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed.`);
    if (report && totals.failed === 0) totals.failed = 1;
    summarise();
    process.exit(result.status ?? 1);
  }
}

function countReport({ kind, file }) {
  if (!existsSync(file)) return;
  if (kind === 'vitest') countVitest(file);
  else countPlaywright(file);
}

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function summarise() {
  console.log('\nTimings:');
  for (const [name, ms] of timings) console.log(`  ${name.padEnd(44)} ${(ms / 1000).toFixed(1)} s`);
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

const npx = 'npx';
const { chromiumPath, postgresBin } = ensureSystemDeps();

step('Type check', 'npm', ['run', '--silent', 'typecheck']);
step('Lint', 'npm', ['run', '--silent', 'lint']);

const pgliteReport = path.join(reports, 'vitest-pglite.json');
step(
  'Unit, component and server tests (PGlite)',
  npx,
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${pgliteReport}`],
  { env: { PORTAL_TEST_ENGINE: 'pglite' }, report: { kind: 'vitest', file: pgliteReport } },
);

const cluster = await startPostgresCluster(postgresBin);
const postgresReport = path.join(reports, 'vitest-postgres.json');
try {
  step(
    'Server tests (PostgreSQL)',
    npx,
    [
      'vitest',
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${postgresReport}`,
    ],
    {
      env: { TEST_DATABASE_URL: cluster.url, PORTAL_TEST_ENGINE: 'postgres' },
      report: { kind: 'vitest', file: postgresReport },
    },
  );
} finally {
  cluster.stop();
}

step('Build', 'npm', ['run', '--silent', 'build']);

const e2eReport = path.join(reports, 'playwright.json');
step(
  'Browser tests (Chromium)',
  npx,
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
  {
    env: { CHROMIUM_PATH: chromiumPath, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    report: { kind: 'playwright', file: e2eReport },
  },
);

summarise();
process.exit(totals.failed > 0 ? 1 : 0);
