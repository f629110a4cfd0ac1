#!/usr/bin/env node
// `npm test`: every check the project has, failing fast, on both cores:
// type check ‖ lint → unit/component/server tests on PGlite → build → server tests on a real PostgreSQL,
// then two instances on it (with a throw-away redis-server) ‖ the journeys' data folder prepared → browser
// tests in Debian's Chromium. Ends with a table of the steps' times and the slowest files, then one
// summary line of all tests run.
// The runner holds its own rules too: `.only` is refused by the configs (Vitest's allowOnly, Playwright's
// forbidOnly); a report that counts a skipped or to-do test fails its step; the PostgreSQL pass must run
// as many server tests as the PGlite pass; journeys that passed only on a retry are listed apart.
import { spawn } from 'node:child_process';
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
  timingLines,
} from './lib/test-reports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
// Outside CI, type check and lint remember what they checked (a clean clone has nothing to remember).
const incremental = !process.env.CI;

const started = Date.now();
const totals = { passed: 0, flaky: 0, failed: 0, skipped: 0 };
const flakyTitles = [];
/** @type {{ name: string, ms: number, parallel?: boolean }[]} */
const timings = [];
/** @type {{ pass: string, report: object, root: string }[]} */
const passes = [];

/** Runs a command to its end with the terminal as its output; resolves with its exit status. */
function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs one step. With a report (a JSON file), counts what it holds and refuses the step when it lists a
 * test that did not run, or when `check(report)` names a problem. Throws StepFailure when the step
 * failed; otherwise returns the parsed report.
 */
async function step(name, command, args, { env = {}, report, pass, check, parallel = false } = {}) {
  console.log(`\n▶ ${name}`);
  const stepStarted = Date.now();
  const status = await run(command, args, env);
  timings.push({ name, ms: Date.now() - stepStarted, parallel });
  const problems = [];
  let parsed;
  if (report && existsSync(report)) {
    parsed = JSON.parse(readFileSync(report, 'utf8'));
    const counted = countTests(parsed);
    for (const key of Object.keys(totals)) totals[key] += counted[key];
    flakyTitles.push(...findFlakyTests(parsed).map((test) => describeTest(test, root)));
    passes.push({ pass: pass ?? name, report: parsed, root });
    const skipped = describeSkippedTests(parsed, root);
    if (skipped) problems.push(skipped);
    const problem = check?.(parsed);
    if (problem) problems.push(problem);
  } else if (report && status === 0) {
    problems.push(`It wrote no report (${path.relative(root, report)}), so its tests cannot be counted.`);
  }
  if (status !== 0 || problems.length > 0) {
    for (const problem of problems) console.error(`\n✖ ${name}: ${problem}`);
    console.error(`\n✖ ${name} failed.`);
    // A failed step counts as at least one failure, so the closing line never reads "0 failed".
    if (report && totals.failed === 0) totals.failed = 1;
    throw new StepFailure(status || 1);
  }
  return parsed;
}

/** Steps that use different resources, run side by side; fails (after all have ended) if any failed. */
async function sideBySide(...steps) {
  const outcomes = await Promise.allSettled(steps.map((start) => start()));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return outcomes.map((outcome) => outcome.value);
}

/** Ends the run after a failed step once `finally` blocks (the PostgreSQL cluster's stop) have run. */
class StepFailure extends Error {
  constructor(exitCode) {
    super('A step failed.');
    this.exitCode = exitCode;
  }
}

function summarise() {
  console.log(`\n${timingLines(timings, passes, Date.now() - started).join('\n')}`);
  console.log(`\n${summaryLines(totals, flakyTitles).join('\n')}`);
}

const npx = 'npx';
const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, name)}`,
];
const { chromiumPath, postgresBin, redisServer } = ensureSystemDeps({ redis: true });

try {
  await sideBySide(
    () =>
      step('Type check', 'npm', ['run', '--silent', incremental ? 'typecheck:incremental' : 'typecheck'], {
        parallel: true,
      }),
    () => step('Lint', 'npm', ['run', '--silent', incremental ? 'lint:cached' : 'lint'], { parallel: true }),
  );

  const pglite = await step(
    'Unit, component and server tests (PGlite)',
    npx,
    ['vitest', 'run', ...vitestReport('vitest-pglite.json')],
    { env: { PORTAL_TEST_ENGINE: 'pglite' }, report: path.join(reports, 'vitest-pglite.json'), pass: 'PGlite' },
  );
  // The server project: its files are those under apps/server (apps/server/vitest.config.ts names it `server`).
  const serverDir = path.join(root, 'apps', 'server');

  await step('Build', 'npm', ['run', '--silent', 'build']);

  const cluster = await startPostgresCluster(postgresBin);
  try {
    await sideBySide(
      async () => {
        await step(
          'Server tests (PostgreSQL)',
          npx,
          ['vitest', 'run', '--project', 'server', ...vitestReport('vitest-postgres.json')],
          {
            env: { TEST_DATABASE_URL: cluster.url, PORTAL_TEST_ENGINE: 'postgres' },
            report: path.join(reports, 'vitest-postgres.json'),
            pass: 'PostgreSQL',
            check: (postgres) => compareServerCounts(pglite, postgres, serverDir),
            parallel: true,
          },
        );
        // Several instances on one database (PGlite cannot be shared): their own project and report.
        const redis = await startRedisServer(redisServer);
        try {
          await step(
            'Two-instance tests (PostgreSQL, Redis)',
            npx,
            [
              'vitest',
              'run',
              '--config',
              'apps/server/vitest.instances.config.ts',
              ...vitestReport('vitest-instances.json'),
            ],
            {
              env: { TEST_DATABASE_URL: cluster.url, TEST_REDIS_URL: redis.url, PORTAL_TEST_ENGINE: 'postgres' },
              report: path.join(reports, 'vitest-instances.json'),
              pass: 'Instances',
              parallel: true,
            },
          );
        } finally {
          redis.stop();
        }
      },
      // The journeys' server starts from this folder instead of seeding its own (e2e/support/start-portal.mjs).
      () => step('Journeys’ data folder', 'node', ['e2e/support/prepare-portal-data.mjs'], { parallel: true }),
    );
  } finally {
    cluster.stop();
  }

  const e2eReport = path.join(reports, 'playwright.json');
  await step(
    'Browser tests (Chromium)',
    npx,
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      env: { CHROMIUM_PATH: chromiumPath, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
      report: e2eReport,
      pass: 'Journeys',
    },
  );
} catch (error) {
  if (!(error instanceof StepFailure)) throw error;
  summarise();
  process.exit(error.exitCode);
}

summarise();
process.exit(totals.failed > 0 ? 1 : 0);
