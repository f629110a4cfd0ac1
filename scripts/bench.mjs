#!/usr/bin/env node
// `npm run bench`: builds the portal, starts it on a fresh data folder and prints
//  1. the gzipped JavaScript loaded before the login form is usable, and before the dashboard home is usable
//     (budgets: 100 KB and 160 KB, DESIGN.md §5);
//  2. requests per second and p99 latency of GET /accounts/me beside a trivial route (GET /api/health),
//     measured in the same run against the same server (bar: me ≥ 50% of the trivial route).
//  3. the Lighthouse mobile performance score of /login (budget: 100).
// Figures, not pass/fail: compare them across changes.
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startPortal } from './lib/portal-process.mjs';
import { ensureSystemDeps } from './lib/system-deps.mjs';

const BUDGET_LOGIN_KB = 100;
const BUDGET_HOME_KB = 160;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const { chromiumPath } = ensureSystemDeps({ postgres: false });
const portal = await startPortal();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

try {
  // 1. JavaScript before usable.
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // a script that failed to load counts as nothing
    }
  });
  const total = () => [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);

  await page.goto(`${portal.origin}/login`);
  await page.getByLabel('Email').waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  const loginBytes = total();
  const loginFiles = scripts.size;

  await page.getByLabel('Email').fill('member@attentive.test');
  await page.getByLabel('Password', { exact: true }).fill('wellness-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard/home');
  await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  const homeBytes = total();
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_token') ?? '{}').access_token);

  console.log('\nJavaScript (gzip -9) loaded before usable');
  console.log(`  login form      ${kb(loginBytes).padStart(9)}  in ${loginFiles} files   budget ${BUDGET_LOGIN_KB} KB`);
  console.log(`  dashboard home  ${kb(homeBytes).padStart(9)}  in ${scripts.size} files   budget ${BUDGET_HOME_KB} KB`);

  // 2. API throughput, trivial route and /accounts/me back to back on the same server.
  const run = (title, path, headers = {}) =>
    autocannon({ title, url: `${portal.origin}${path}`, headers, connections: CONNECTIONS, duration: DURATION_S });
  const headers = { 'x-application-type': 'HEALTHCARE_PORTAL' };
  await run('warm-up', '/api/health', headers);
  const trivial = await run('GET /api/health', '/api/health', headers);
  const me = await run('GET /accounts/me', '/api/authorization/accounts/me?get_member=true', {
    ...headers,
    authorization: `Bearer ${token}`,
  });
  for (const result of [trivial, me]) {
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${result.title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  console.log(`\nAPI (${CONNECTIONS} connections, ${DURATION_S} s each, same process)`);
  for (const result of [trivial, me]) {
    console.log(
      `  ${result.title.padEnd(18)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms`,
    );
  }
  const ratio = me.requests.average / trivial.requests.average;
  console.log(`  /accounts/me at ${(ratio * 100).toFixed(0)}% of the trivial route (bar: 50%)\n`);

  // 3. Lighthouse, default (mobile, throttled) settings, performance only.
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-sync',
    ],
  });
  try {
    const { lhr } = await lighthouse(`${portal.origin}/login`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const metric = (id) => lhr.audits[id]?.displayValue ?? 'n/a';
    console.log(
      `Lighthouse mobile performance on /login: ${Math.round(lhr.categories.performance.score * 100)} (budget 100)`,
    );
    console.log(
      `  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}\n`,
    );
  } finally {
    chrome.kill();
  }
} finally {
  await browser.close();
  await portal.stop();
}
