#!/usr/bin/env node
// `npm run bench`: builds the portal, starts it on a fresh data folder and prints
//  1. the gzipped JavaScript loaded before the login form is usable, and before the dashboard home is usable
//     (budgets: 100 KB and 160 KB, DESIGN.md §5): the scripts the page had requested when the screen's own
//     content was rendered (the login form's fields; Home's "Welcome…" <h1>, navigation and programme), all
//     loaded; then, on this first visit, Home with the onboarding tour shown and the scripts that brought it.
//     `--list` prints each figure's files;
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
const fileName = (url) => new URL(url).pathname.split('/').pop();
/** No script request may start or be in flight for this long before a figure is read. */
const QUIET_MS = 500;

/**
 * Runs in the page before its own scripts: records (page clock, `performance.now()`) the moment each
 * screen's own content is in the document. A mutation observer's callback runs right after the
 * render that inserted it, before the browser paints or runs idle callbacks.
 */
function markMilestones() {
  performance.setResourceTimingBufferSize(1000);
  const hasLabelledControl = (text) =>
    [...document.querySelectorAll('label')].some((label) => label.textContent.trim() === text && label.control);
  const milestones = {
    // The login form's own fields and button, not the page around them.
    login: () =>
      hasLabelledControl('Email address') &&
      hasLabelledControl('Password') &&
      [...document.querySelectorAll('form button[type="submit"]')].some((b) => b.textContent.trim() === 'Sign in'),
    // Home's own <h1>, the dashboard's navigation and Home's programme section.
    home: () =>
      [...document.querySelectorAll('h1')].some((h1) => /^Welcome\b/.test(h1.textContent.trim())) &&
      document.querySelector('nav[aria-label="Main navigation"]') !== null &&
      document.getElementById('home-sections') !== null,
  };
  const reached = {};
  window.__benchMilestones = reached;
  const check = () => {
    for (const [name, isReached] of Object.entries(milestones)) {
      if (!(name in reached) && isReached()) reached[name] = performance.now();
    }
    if (Object.keys(reached).length === Object.keys(milestones).length) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Every script the page loads, gzipped (-9). A figure is the scripts the page had requested by the
 * moment a screen's content was rendered (each of them loaded), read once no script has been loading
 * for QUIET_MS; what the page asks for after that moment did not make the screen usable.
 */
function trackScripts(page) {
  const sizes = new Map();
  const pending = new Set();
  const sizing = [];
  let lastActivity = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.add(request);
    lastActivity = Date.now();
  });
  const done = (request) => {
    if (pending.delete(request)) lastActivity = Date.now();
  };
  page.on('requestfailed', done);
  page.on('requestfinished', (request) => {
    if (!pending.has(request)) return;
    sizing.push(
      (async () => {
        try {
          const body = await (await request.response()).body();
          sizes.set(request.url(), gzipSync(body, { level: 9 }).length);
        } catch {
          // a script that failed to load counts as nothing
        } finally {
          done(request);
        }
      })(),
    );
  });
  const figure = (files) => ({ files, bytes: files.reduce((sum, file) => sum + (sizes.get(file) ?? 0), 0) });
  return {
    sizes,
    async settle() {
      const deadline = Date.now() + 60_000;
      while (pending.size > 0 || Date.now() - lastActivity < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`${pending.size} scripts still loading after 60 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await Promise.all(sizing);
    },
    all: () => figure([...sizes.keys()]),
    /** The scripts requested before the milestone (a script the page never timed counts too). */
    async requestedBefore(milestone) {
      const { at, starts } = await page.evaluate((name) => {
        const entries = performance.getEntriesByType('resource');
        return {
          at: window.__benchMilestones?.[name],
          starts: Object.fromEntries(entries.map((entry) => [entry.name, entry.startTime])),
        };
      }, milestone);
      if (at === undefined) throw new Error(`The ${milestone} screen was visible but never marked as rendered`);
      return figure([...sizes.keys()].filter((file) => !(starts[file] > at)));
    },
  };
}

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
  await page.addInitScript(markMilestones);
  const scripts = trackScripts(page);

  await page.goto(`${portal.origin}/login`);
  await page.getByLabel('Email').waitFor({ state: 'visible' });
  await page.getByLabel('Password', { exact: true }).waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor({ state: 'visible' });
  await scripts.settle();
  const login = await scripts.requestedBefore('login');

  await page.getByLabel('Email').fill('member@attentive.test');
  await page.getByLabel('Password', { exact: true }).fill('wellness-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard/home');
  // Home's own heading (the login page's <h1> is still on screen while Home's chunks load), its
  // navigation and its programme. includeHidden: the tour's modal card, once open, hides the page
  // behind it from the accessibility tree.
  const onHome = { includeHidden: true };
  await page.getByRole('heading', { level: 1, name: /^Welcome\b/, ...onHome }).waitFor({ state: 'visible' });
  await page.getByRole('navigation', { name: 'Main navigation', exact: true, ...onHome }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Your programme', ...onHome }).waitFor({ state: 'visible' });
  await scripts.settle();
  const home = await scripts.requestedBefore('home');

  // A first visit: the onboarding tour starts a moment after Home is usable and brings its own code.
  const tourShown = await page
    .getByRole('dialog', { name: 'Find your way around' })
    .waitFor({ state: 'visible', timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  await scripts.settle();
  const withTour = scripts.all();
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_token') ?? '{}').access_token);

  const line = (label, figure, note) =>
    console.log(
      `  ${label.padEnd(16)}${kb(figure.bytes).padStart(9)}  in ${String(figure.files.length).padStart(2)} files   ${note}`,
    );
  console.log('\nJavaScript (gzip -9) loaded before usable');
  line('login form', login, `budget ${BUDGET_LOGIN_KB} KB`);
  line('dashboard home', home, `budget ${BUDGET_HOME_KB} KB`);
  if (tourShown) {
    const after = withTour.files.filter((file) => !home.files.includes(file));
    line(
      'home + tour',
      withTour,
      after.length > 0 ? `after Home was usable: ${after.map(fileName).join(', ')}` : 'no script after Home was usable',
    );
  } else {
    console.log('  home + tour          n/a   the onboarding tour did not show');
  }
  if (process.argv.includes('--list')) {
    for (const [label, figure] of [
      ['login form', login],
      ['dashboard home', home],
      ['home + tour', withTour],
    ]) {
      console.log(`\n  ${label}:`);
      for (const file of figure.files) console.log(`    ${kb(scripts.sizes.get(file)).padStart(8)}  ${fileName(file)}`);
    }
  }

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
