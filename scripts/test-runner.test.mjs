// The rules `npm test` (scripts/test.mjs) holds, tried on real Vitest and Playwright runs of probe files:
// `.only` refused in every mode, skipped and to-do tests refused, the two server passes compared, flaky
// journeys listed apart. A check that stops catching what it was added for fails here.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  compareServerCounts,
  countTests,
  describeSkippedTests,
  describeTest,
  findFlakyTests,
  findSkippedTests,
  summaryLines,
} from './lib/test-reports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const vitestCli = path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const playwrightCli = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
// The probes live outside the tree, where `@playwright/test` does not resolve: they import it by its file.
const playwrightModule = pathToFileURL(path.join(root, 'node_modules', '@playwright', 'test', 'index.mjs')).href;

/** This run's environment without CI (the rules hold outside CI too) and without the outer Vitest's own. */
function probeEnv(extra = {}) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'CI' && !/^(?:VITEST|TEST$|NODE_ENV$)/.test(name)),
  );
  return { ...env, ...extra };
}

/** Runs Node with `args` to its end; never rejects. */
function runNode(args, { cwd = root, env = {} } = {}) {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd, env: probeEnv(env), maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ status: error ? (error.code ?? 1) : 0, stdout, output: `${stdout}${stderr}` }),
    );
  });
}

const dirs = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Probe files in a folder of their own outside the tree (the tree's lint and test runs never see them). */
function probeDir(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-runner-probe-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/**
 * A Vitest run of probe files (globals on: the probes import nothing), refusing `.only` as this
 * repository's projects do; `filter` limits it to the files whose path holds it. Its JSON report, parsed.
 */
async function runVitest(dir, { filter, env = {} } = {}) {
  writeFileSync(
    path.join(dir, 'vitest.config.mjs'),
    "export default { test: { globals: true, allowOnly: false, include: ['**/*.test.mjs'] } };\n",
  );
  const report = path.join(dir, `report-${Math.random().toString(36).slice(2)}.json`);
  const result = await runNode(
    [vitestCli, 'run', ...(filter ? [filter] : []), '--root', dir, '--reporter=json', `--outputFile.json=${report}`],
    { cwd: dir, env },
  );
  return { ...result, report: JSON.parse(readFileSync(report, 'utf8')) };
}

/** A Playwright run of probe files (no browser: the probes use no page) with one retry. */
async function runPlaywright(dir) {
  writeFileSync(
    path.join(dir, 'playwright.config.mjs'),
    "export default { testDir: '.', retries: 1, workers: 1, forbidOnly: true };\n",
  );
  const report = path.join(dir, 'report.json');
  const result = await runNode(
    [playwrightCli, 'test', '-c', path.join(dir, 'playwright.config.mjs'), '--reporter=json'],
    {
      cwd: dir,
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    },
  );
  return { ...result, report: JSON.parse(readFileSync(report, 'utf8')) };
}

const titles = (tests) => tests.map((test) => test.title).sort();

// One Playwright run serves the skip and flaky checks (each run costs a couple of seconds).
let journeys;
beforeAll(() => {
  const dir = probeDir({
    'journeys.spec.mjs': [
      `import { expect, test } from '${playwrightModule}';`,
      "test('passes', () => {});",
      "test.skip('is skipped', () => {});",
      "test('skips itself at run time', () => { test.skip(); });",
      "test('skips itself by a condition', () => { test.skip(true, 'not here'); });",
      "test.fixme('is to be fixed', () => {});",
      "test.describe.skip('a skipped group', () => { test('sits in a skipped group', () => {}); });",
      "test.describe('signing in', () => {",
      "  test('passes only on a retry', ({}, testInfo) => { expect(testInfo.retry).toBe(1); });",
      '});',
      '',
    ].join('\n'),
  });
  journeys = runPlaywright(dir);
  // A run that fails fails the tests that await it, not this hook.
  journeys.catch(() => {});
});

describe('.only is refused in every mode', () => {
  it('by every Vitest project of this repository, outside CI too', async () => {
    const script = [
      "import { createVitest } from 'vitest/node';",
      "const vitest = await createVitest('test', { watch: false, reporters: [] });",
      'const projects = Object.fromEntries(vitest.projects.map((project) => [project.name, project.config.allowOnly]));',
      'await vitest.close();',
      'console.log(JSON.stringify(projects));',
    ].join('\n');
    const { status, stdout, output } = await runNode(['--input-type=module', '-e', script]);
    expect(status, output).toBe(0);
    expect(JSON.parse(stdout.trim().split('\n').at(-1))).toEqual({
      contracts: false,
      server: false,
      web: false,
      'web-node': false,
      tooling: false,
    });
  });

  it('by the browser journeys, outside CI too', async () => {
    vi.stubEnv('CI', '');
    try {
      const { default: config } = await import('../e2e/playwright.config.ts');
      expect(config.forbidOnly).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('fails a Vitest run with a focused test', async () => {
    const dir = probeDir({ 'only.test.mjs': "it('runs', () => {});\nit.only('is focused', () => {});\n" });
    const { status, report } = await runVitest(dir);
    expect(status).not.toBe(0);
    expect(report.numFailedTests).toBe(1);
    expect(JSON.stringify(report.testResults)).toContain('Unexpected .only modifier');
  });

  it('fails a Playwright run with a focused journey', async () => {
    const dir = probeDir({
      'only.spec.mjs': `import { test } from '${playwrightModule}';\ntest('runs', () => {});\ntest.only('is focused', () => {});\n`,
    });
    const { status, report } = await runPlaywright(dir);
    expect(status).not.toBe(0);
    expect(report.errors.map((error) => error.message).join('\n')).toContain("focused with '.only' is not allowed");
  });
});

describe('skipped and to-do tests are refused', () => {
  it('finds every way a Vitest test can skip', async () => {
    const dir = probeDir({
      'skips.test.mjs': [
        "it('passes', () => {});",
        "it('fails', () => { throw new Error('no'); });",
        "it.skip('is skipped', () => {});",
        "it('skips itself at run time', (context) => { context.skip(); });",
        "it.todo('is still to do');",
        "describe.skip('a skipped group', () => { it('sits in a skipped group', () => {}); });",
        "it.skipIf(true)('is skipped by a condition', () => {});",
        "it.runIf(false)('runs only by a condition', () => {});",
        '',
      ].join('\n'),
    });
    const { report } = await runVitest(dir);
    const skipped = findSkippedTests(report);
    expect(titles(skipped)).toEqual([
      'a skipped group sits in a skipped group',
      'is skipped',
      'is skipped by a condition',
      'is still to do',
      'runs only by a condition',
      'skips itself at run time',
    ]);
    expect(countTests(report)).toEqual({ passed: 1, flaky: 0, failed: 1, skipped: 6 });
    expect(countTests(report).skipped).toBe(report.numPendingTests + report.numTodoTests);
    const message = describeSkippedTests(report, dir);
    expect(message).toMatch(/^6 tests did not run/);
    expect(message).toContain('  skips.test.mjs › is still to do (todo)');
    expect(message).toContain('  skips.test.mjs › skips itself at run time (skipped)');
  });

  it('finds every way a journey can skip', async () => {
    const { report } = await journeys;
    expect(titles(findSkippedTests(report))).toEqual([
      'a skipped group › sits in a skipped group',
      'is skipped',
      'is to be fixed',
      'skips itself at run time',
      'skips itself by a condition',
    ]);
    expect(countTests(report)).toEqual({ passed: 1, flaky: 1, failed: 0, skipped: 5 });
    const { expected, flaky, unexpected, skipped } = report.stats;
    expect(countTests(report)).toEqual({ passed: expected, flaky, failed: unexpected, skipped });
    expect(describeSkippedTests(report)).toContain('  journeys.spec.mjs › is to be fixed (skipped)');
  });

  it('lets a report in which every test ran through', () => {
    const report = {
      testResults: [{ name: '/x/a.test.ts', assertionResults: [{ fullName: 'a', status: 'passed' }] }],
    };
    expect(findSkippedTests(report)).toEqual([]);
    expect(describeSkippedTests(report)).toBeUndefined();
  });
});

describe('the PostgreSQL pass runs as many server tests as the PGlite pass', () => {
  // As in `npm test`: the first pass runs every project, the second only the server's, with its engine set.
  const probe = {
    'server/engine.test.mjs': [
      "it('runs on both engines', () => {});",
      "if (process.env.PORTAL_TEST_ENGINE === 'pglite') it('is declared only on PGlite', () => {});",
      "describe('a group', () => { it('runs on both engines too', () => {}); });",
      '',
    ].join('\n'),
    'server/other.test.mjs': "it('runs on both engines', () => {});\n",
    'web/page.test.mjs': "it('is not a server test', () => {});\n",
  };
  let dir;
  let pglite;
  beforeAll(async () => {
    dir = probeDir(probe);
    pglite = (await runVitest(dir, { env: { PORTAL_TEST_ENGINE: 'pglite' } })).report;
  });

  it('names a test declared on one engine only', async () => {
    const { report: postgres } = await runVitest(dir, { filter: 'server/', env: { PORTAL_TEST_ENGINE: 'postgres' } });
    expect(postgres.numTotalTests).toBe(3);
    expect(compareServerCounts(pglite, postgres, path.join(dir, 'server'))).toBe(
      [
        'The server tests differ between the passes: 4 ran on PGlite, 3 on PostgreSQL.',
        '  only on PGlite: engine.test.mjs › is declared only on PGlite',
      ].join('\n'),
    );
  });

  it('passes when both engines ran the same tests, whatever else the first pass ran', async () => {
    const { report: postgres } = await runVitest(dir, { filter: 'server/', env: { PORTAL_TEST_ENGINE: 'pglite' } });
    expect(pglite.numTotalTests).toBe(5);
    expect(compareServerCounts(pglite, postgres, path.join(dir, 'server'))).toBeUndefined();
  });

  it('refuses a PostgreSQL pass that ran nothing', () => {
    const empty = { testResults: [] };
    expect(compareServerCounts(empty, empty, '/repo/apps/server')).toBe('The PostgreSQL pass ran no server tests.');
  });

  it('names tests the PostgreSQL pass had and the PGlite pass had not', () => {
    const report = (...names) => ({
      testResults: [
        {
          name: '/repo/apps/server/src/a.test.ts',
          assertionResults: names.map((fullName) => ({ fullName, status: 'passed' })),
        },
        {
          name: '/repo/apps/server-tools/b.test.ts',
          assertionResults: [{ fullName: 'not the server', status: 'passed' }],
        },
      ],
    });
    expect(compareServerCounts(report('x', 'x'), report('x', 'x', 'x', 'y'), '/repo/apps/server')).toBe(
      [
        'The server tests differ between the passes: 2 ran on PGlite, 4 on PostgreSQL.',
        '  only on PostgreSQL: src/a.test.ts › x',
        '  only on PostgreSQL: src/a.test.ts › y',
      ].join('\n'),
    );
  });
});

describe('flaky journeys are reported apart from passed ones', () => {
  it('lists the journeys that passed only on a retry', async () => {
    const { status, report } = await journeys;
    expect(status).toBe(0);
    const flaky = findFlakyTests(report).map((test) => describeTest(test));
    expect(flaky).toEqual(['journeys.spec.mjs › signing in › passes only on a retry']);
    expect(countTests(report).passed).toBe(1);
  });

  it('prints them on their own line above the closing line CI reads', () => {
    const lines = summaryLines({ passed: 412, flaky: 1, failed: 0, skipped: 0 }, [
      'tests/sign-in.spec.ts › signing in › passes only on a retry',
    ]);
    expect(lines).toEqual([
      'Flaky: 1 passed only on a retry',
      '  tests/sign-in.spec.ts › signing in › passes only on a retry',
      'Tests: 412 passed, 0 failed, 0 skipped',
    ]);
    expect(summaryLines({ passed: 3, flaky: 0, failed: 1, skipped: 0 }).at(-1)).toMatch(
      /^Tests: \d+ passed, \d+ failed, \d+ skipped$/,
    );
  });
});
