#!/usr/bin/env node
// `npm test`: every check the project has, in order, failing fast:
// type check → lint → unit/component/server tests on PGlite → server tests on a real PostgreSQL
// → two instances on that PostgreSQL (with a throw-away redis-server) → build → browser tests in Debian's Chromium. Ends with one summary line of all tests run.
// The runner holds its own rules too: `.only` is refused by the configs (Vitest's allowOnly, Playwright's
// forbidOnly); a report that counts a skipped or to-do test fails its step; the PostgreSQL pass must run
// as many server tests as the PGlite pass; journeys that passed only on a retry are listed apart.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemDeps } from './lib/system-deps.mjs';
import { startPostgresCluster } from './lib/postgres-cluster.mjs';
import { startRedisServer } from './lib/redis-server.mjs';
import {
  compareServerCounts,
  countTests,
  describeSkippedTests,
  describeTest,
  findFlakyTests,
  summaryLines,
} from './lib/test-reports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, flaky: 0, failed: 0, skipped: 0 };
const flakyTitles = [];
const timings = [];

/**
 * Runs one step. With a report (a JSON file), counts what it holds and refuses the step when it lists a
 * test that did not run, or when `check(report)` names a problem. Throws StepFailure when the step
 * failed; otherwise returns the parsed report.
 */
function step(name, command, args, { env = {}, report, check } = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push([name, Date.now() - started]);
  const problems = [];
  let parsed;
  if (report && existsSync(report)) {
    parsed = JSON.parse(readFileSync(report, 'utf8'));
    const counted = countTests(parsed);
    for (const key of Object.keys(totals)) totals[key] += counted[key];
    flakyTitles.push(...findFlakyTests(parsed).map((test) => describeTest(test, root)));
    const skipped = describeSkippedTests(parsed, root);
    if (skipped) problems.push(skipped);
    const problem = check?.(parsed);
    if (problem) problems.push(problem);
  } else if (report && result.status === 0) {
    problems.push(`It wrote no report (${path.relative(root, report)}), so its tests cannot be counted.`);
  }
  if (result.status !== 0 || problems.length > 0) {
    for (const problem of problems) console.error(`\n✖ ${name}: ${problem}`);
    console.error(`\n✖ ${name} failed.`);
    // A failed step counts as at least one failure, so the closing line never reads "0 failed".
    if (report && totals.failed === 0) totals.failed = 1;
    throw new StepFailure(result.status || 1);
  }
  return parsed;
}

/** Ends the run after a failed step once `finally` blocks (the PostgreSQL cluster's stop) have run. */
class StepFailure extends Error {
  constructor(exitCode) {
    super('A step failed.');
    this.exitCode = exitCode;
  }
}

function summarise() {
  console.log('\nTimings:');
  for (const [name, ms] of timings) console.log(`  ${name.padEnd(44)} ${(ms / 1000).toFixed(1)} s`);
  console.log(`\n${summaryLines(totals, flakyTitles).join('\n')}`);
}

const npx = 'npx';
const { chromiumPath, postgresBin, redisServer } = ensureSystemDeps({ redis: true });

try {
  step('Type check', 'npm', ['run', '--silent', 'typecheck']);
  step('Lint', 'npm', ['run', '--silent', 'lint']);

  const pgliteReport = path.join(reports, 'vitest-pglite.json');
  const pglite = step(
    'Unit, component and server tests (PGlite)',
    npx,
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${pgliteReport}`],
    { env: { PORTAL_TEST_ENGINE: 'pglite' }, report: pgliteReport },
  );
  // The server project: its files are those under apps/server (apps/server/vitest.config.ts names it `server`).
  const serverDir = path.join(root, 'apps', 'server');

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
        report: postgresReport,
        check: (postgres) => compareServerCounts(pglite, postgres, serverDir),
      },
    );
    // Several instances on one database (PGlite cannot be shared): their own project and report.
    const redis = await startRedisServer(redisServer);
    try {
      const instancesReport = path.join(reports, 'vitest-instances.json');
      step(
        'Two-instance tests (PostgreSQL, Redis)',
        npx,
        [
          'vitest',
          'run',
          '--config',
          'apps/server/vitest.instances.config.ts',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${instancesReport}`,
        ],
        {
          env: { TEST_DATABASE_URL: cluster.url, TEST_REDIS_URL: redis.url, PORTAL_TEST_ENGINE: 'postgres' },
          report: instancesReport,
        },
      );
    } finally {
      redis.stop();
    }
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
      report: e2eReport,
    },
  );
} catch (error) {
  if (!(error instanceof StepFailure)) throw error;
  summarise();
  process.exit(error.exitCode);
}

summarise();
process.exit(totals.failed > 0 ? 1 : 0);
