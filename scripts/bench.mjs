#!/usr/bin/env node
// `npm run bench`: builds the portal, starts it on a fresh data folder and prints, for every brand
// (<brand>.localhost; `--brands=swift,oakmore` for some):
//  1. the gzipped JavaScript loaded before the login form is usable, and before the dashboard home is usable
//     (budgets: 100 KB and 160 KB), the language's messages included: the scripts the page had
//     requested when the screen's own content was rendered by the app (the login form's fields; Home's
//     "Welcome…" <h1>, navigation and programme), all loaded; then, on this first visit, Home with the
//     onboarding tour shown and the scripts that brought it. `--list` prints each figure's files;
//  2. whether the server's static first paint of /login has the geometry of the screen the app puts in its
//     place (phone and desktop widths, English and Spanish), element by element;
//  3. Lighthouse, mobile with its default (simulated) throttling, the median of 3 runs
//     (BENCH_LIGHTHOUSE_RUNS): /login performance and accessibility (100), /dashboard/home signed in
//     performance (≥ 95) on a first and a returning visit, cumulative layout shift 0 on both, and total
//     blocking time (≤ 150 ms) on every screen, with the goals beside (lib/bench-budgets.mjs); and, as a
//     control, a blank page without and with the portal's Cross-Origin-Opener-Policy (what this harness
//     can score at best). /login's performance budget is read with that header taken out by the TLS
//     front (Lighthouse counts the browser's process switch it causes as the page's own); the figure with
//     it is printed beside, on the first brand (it costs every brand alike). Accessibility, which does not
//     vary between runs, is read in the first run of each screen;
//     then every other member screen (scripts/lib/member-screens.mjs: articles, an article, videos, a
//     video, profile, security, dependents, rewards, a challenge, the clinic library and a condition, a
//     programme page, the health scan, the questionnaire) signed in: performance (≥ 95) and accessibility
//     (100) on one brand, and accessibility on every other brand that offers the screen (its colours
//     differ), and the console's Members, Engagement and Rewards as the admin on that brand, each with the
//     JavaScript loaded before it is usable (≤ 180 KB); `--screens=articles,a video` for some,
//     `--no-screens`; `--profile` prints where each run's main thread went;
//     Lighthouse reaches the portal as members do, over https: through Caddy terminating TLS and
//     speaking HTTP/2 (scripts/lib/tls-front.mjs, the deployment's front); `--direct` measures the
//     server's own plain HTTP/1.1 port instead;
// and once, 4. requests per second and p99 latency of GET /accounts/me beside a trivial route
//     (GET /api/health), measured in the same run against the same server (bar: me ≥ 50% of the trivial route).
// Each budget is printed PASS or FAIL; the last lines give the time the run took and the number of budgets
// failed, and the command fails when one did. `--no-build` runs the web app's last build (the server is
// built every time: a second's work, and a stale one would measure old code),
// `--no-lighthouse` and `--no-api` leave out steps 3 and 4.
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { BUDGETS, GOALS, LIGHTHOUSE_RUNS, median, medianRun, verdict } from './lib/bench-budgets.mjs';
import { readBrandKeys } from './lib/brand-keys.mjs';
import { compareFirstPaint } from './lib/first-paint-check.mjs';
import { startControlPage } from './lib/lighthouse-control.mjs';
import { CONSOLE_SCREENS, findMemberScreens, screenMilestone } from './lib/member-screens.mjs';
import { startPortal } from './lib/portal-process.mjs';
import { ensureSystemDeps } from './lib/system-deps.mjs';
import { startTlsFront } from './lib/tls-front.mjs';

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
  // The server's static first paint (data-first-paint) looks the same but is not the usable app.
  const isApp = (element) => element.closest('[data-first-paint]') === null;
  const hasLabelledControl = (text) =>
    [...document.querySelectorAll('label')].some(
      (label) => label.textContent.trim() === text && label.control && isApp(label),
    );
  const milestones = {
    // The login form's own fields and button, not the page around them.
    login: () =>
      hasLabelledControl('Email address') &&
      hasLabelledControl('Password') &&
      [...document.querySelectorAll('form button[type="submit"]')].some(
        (b) => b.textContent.trim() === 'Sign in' && isApp(b),
      ),
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

/** The scripts before the login form and before Home are usable, on a first visit in a new context. */
async function measureScripts(browser, origin, brand) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(markMilestones);
    const scripts = trackScripts(page);

    await page.goto(`${origin}/login`);
    // The visitor starts to use the page, which starts the app (first-paint-script.ts)…
    await page.getByLabel('Email').focus();
    // …and the app has replaced the server's first paint (whose form looks the same).
    await page.waitForFunction(() => document.querySelector('[data-first-paint]') === null);
    await page.getByLabel('Email').waitFor({ state: 'visible' });
    await page.getByLabel('Password', { exact: true }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ state: 'visible' });
    await scripts.settle();
    const login = await scripts.requestedBefore('login');

    await page.getByLabel('Email').fill(`member@${brand}.test`);
    await page.getByLabel('Password', { exact: true }).fill('wellness-demo-2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
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
    // The signed-in session (local storage), for Lighthouse's run of Home.
    const storage = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    // The member ends the tour, which a cookie remembers: the browser of a returning member, for
    // Lighthouse's second look at Home.
    if (tourShown) {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Find your way around' }).waitFor({ state: 'detached' });
    }
    const cookies = await context.cookies();
    return { login, home, withTour, tourShown, storage, cookies, sizes: scripts.sizes };
  } finally {
    await context.close();
  }
}

/**
 * The brand's member (or `account`, e.g. its admin) signed in anew, in a context of its own: the session
 * (local storage) as the app keeps it. A session from the start of a long bench may have ended by a later
 * step's turn (the idle limit), so each step that needs one signs in right before it.
 */
async function signInAgain(browser, origin, brand, account = 'member') {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill(`${account}@${brand}.test`);
    await page.getByLabel('Password', { exact: true }).fill('wellness-demo-2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Signed in once the app has gone on from the login page (a member to Home).
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.waitForFunction(() => localStorage.getItem('user_details') !== null);
    return await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  } finally {
    await context.close();
  }
}

/** As markMilestones, for a member screen: the moment `isUsable` (member-screens.mjs) first holds. */
function markScreenUsable(isUsable) {
  performance.setResourceTimingBufferSize(1000);
  const reached = {};
  window.__benchMilestones = reached;
  const observer = new MutationObserver(() => {
    if (!isUsable()) return;
    reached.screen = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
}

/** A new context with the signed-in member of `brand` (their session, and the tour already ended). */
async function signedInContext(browser, origin, { storage, cookies }) {
  const context = await browser.newContext();
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: new URL(origin).hostname })));
  const page = await context.newPage();
  await page.goto(`${origin}/api/health`);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  return { context, page };
}

/** The member screens `brand` offers (member-screens.mjs), each with its address. */
async function memberScreensOf(browser, origin, session) {
  const { context, page } = await signedInContext(browser, origin, session);
  try {
    return await findMemberScreens(page, origin, screensWanted);
  } finally {
    await context.close();
  }
}

/** The scripts before a member screen is usable, opened directly by a signed-in member (a first load). */
async function measureScreenScripts(browser, origin, session, path) {
  const { context, page } = await signedInContext(browser, origin, session);
  try {
    await page.addInitScript({ content: `(${markScreenUsable})(${screenMilestone})` });
    const scripts = trackScripts(page);
    await page.goto(`${origin}${path}`);
    await page.waitForFunction(() => window.__benchMilestones?.screen !== undefined, undefined, { timeout: 30_000 });
    await scripts.settle();
    return await scripts.requestedBefore('screen');
  } finally {
    await context.close();
  }
}

/** The accessibility audits that failed, among those whose weight in the score `counts`. */
function failedAudits(lhr, counts) {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs.filter((ref) => counts(ref.weight) && lhr.audits[ref.id]?.score === 0).map((ref) => ref.id);
}

/**
 * An accessibility-only run waits for the page to settle a quarter of the time a performance run waits
 * (Lighthouse's 1 s of network and CPU quiet, after load and after the first paint): its audits read the
 * page as it stands once the screen's data is in, and nothing about time.
 */
const ACCESSIBILITY_ONLY = {
  extends: 'lighthouse:default',
  settings: { pauseAfterFcpMs: 250, pauseAfterLoadMs: 250, networkQuietThresholdMs: 250, cpuQuietThresholdMs: 250 },
};

/**
 * One Lighthouse run (default config: mobile, simulated throttling). The full-page screenshot (the report's
 * picture, no figure) is left out.
 */
async function runLighthouse(url, port, categories, flags = {}) {
  const config = categories.includes('performance') ? undefined : ACCESSIBILITY_ONLY;
  const settings = { port, onlyCategories: categories, logLevel: 'error', disableFullPageScreenshot: true, ...flags };
  const { lhr } = await lighthouse(url, settings, config);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: lhr.categories.accessibility ? Math.round(lhr.categories.accessibility.score * 100) : undefined,
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    si: numeric('speed-index'),
    cls: numeric('cumulative-layout-shift'),
    // Lighthouse's measure of this machine's CPU speed (a desktop of its reference is about 1500).
    benchmarkIndex: lhr.environment.benchmarkIndex,
    /** How long Lighthouse took over the run, from its own clock. */
    seconds: (lhr.timing?.total ?? 0) / 1000,
    // Where the main thread went (`--profile` prints it): its long tasks, and the time per script.
    longTasks: lhr.audits['long-tasks']?.details?.items ?? [],
    bootup: lhr.audits['bootup-time']?.details?.items ?? [],
    work: lhr.audits['mainthread-work-breakdown']?.details?.items ?? [],
    // The failed audits the score counts, then those Lighthouse runs but does not score (weight 0).
    failedA11y: failedAudits(lhr, (weight) => weight > 0),
    unscoredA11y: failedAudits(lhr, (weight) => weight === 0),
  };
}

const ms = (value) => `${(value / 1000).toFixed(2)} s`;

/**
 * With `--profile`, where a run's main thread went, as Lighthouse saw it under its throttling: the work by
 * kind, the scripts that took longest, and each long task (what the blocking time is made of).
 */
function printProfile(run, indent) {
  if (!process.argv.includes('--profile')) return;
  const short = (url) => (url ? String(url).replace(/^https?:\/\/[^/]+/, '') : '(the page)');
  const work = run.work.map((item) => `${item.groupLabel} ${Math.round(item.duration)}`).join(', ');
  console.log(`${indent}main thread (ms): ${work}; the run took ${run.seconds.toFixed(1)} s`);
  for (const item of run.bootup.slice(0, 6)) {
    console.log(
      `${indent}  ${short(item.url).padEnd(48)} total ${String(Math.round(item.total)).padStart(4)}  scripting ${String(Math.round(item.scripting)).padStart(4)}  parse ${Math.round(item.scriptParseCompile)}`,
    );
  }
  for (const task of run.longTasks) {
    console.log(
      `${indent}  long task at ${String(Math.round(task.startTime)).padStart(5)} ms: ${String(Math.round(task.duration)).padStart(4)} ms  ${short(task.url)}`,
    );
  }
}
const metrics = (run) =>
  `FCP ${ms(run.fcp)}, LCP ${ms(run.lcp)}, SI ${ms(run.si)}, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}; host benchmark index ${Math.round(run.benchmarkIndex)}`;

/**
 * The TLS front's second host for a brand: the portal's answers for it without the COOP header. The name
 * holds the brand's key, so the app in the page resolves the same brand as on `<brand>.localhost`.
 */
const withoutCoopHost = (brand) => `${brand}-without-coop.localhost`;

/** Lighthouse per brand: /login signed out, then /dashboard/home with the session `measured` holds. */
async function lighthouseFigures(measured) {
  const control = await startControlPage();
  let front;
  try {
    if (!direct) {
      front = await startTlsFront({
        caddyPath,
        sites: [
          { hosts: brands.map((brand) => `${brand}.localhost`), upstreamPort: portal.port },
          // Each brand once more with the portal's COOP header taken out by the front: what /login scores
          // without it, measured, not a budget (docs/decisions/cross-origin-opener-policy.md).
          ...brands.map((brand) => ({
            hosts: [withoutCoopHost(brand)],
            upstreamPort: portal.port,
            upstreamHost: `${brand}.localhost`,
            removeResponseHeaders: ['Cross-Origin-Opener-Policy'],
          })),
          { hosts: [control.host], upstreamPort: control.port },
        ],
      });
    }
    await lighthouseThrough(measured, control, front);
  } finally {
    await front?.close();
    await control.close();
  }
}

/** The control's and each brand's runs, through the TLS front when there is one, else directly. */
async function lighthouseThrough(measured, control, front) {
  const lighthouseOrigin = (host, port) => front?.originOf(host) ?? `http://${host}:${port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-sync',
      // The front's certificates are from its own throw-away authority.
      ...(front ? ['--ignore-certificate-errors'] : []),
    ],
  });
  /** Runs `action` on a page of Lighthouse's browser, connected only for that (an attached client disturbs its trace). */
  const inLighthouseBrowser = async (action) => {
    const connection = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const page = await connection.contexts()[0].newPage();
      await action(page);
      await page.close();
    } finally {
      await connection.close();
    }
  };
  /** A run that fails to record (Lighthouse's NO_NAVSTART and the like) is run again, twice at most. */
  const lighthouseRun = async (...args) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await runLighthouse(...args);
      } catch (error) {
        if (attempt === 3) throw error;
        console.log(`    (run again: ${error.message})`);
      }
    }
  };
  /** `session` (local storage, as the app keeps it) in Lighthouse's browser for `origin`, in place of any other. */
  const useSession = (origin, session) =>
    inLighthouseBrowser(async (page) => {
      await page.goto(`${origin}/api/health`);
      await page.evaluate((entries) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, session);
    });
  /**
   * A run of a signed-in `path`, the HTTP cache cleared first. A session that ended meanwhile (the idle limit
   * of a long bench) sends the page to /login: the account signs in again and the run is repeated, once.
   */
  const signedInRun = async (origin, account, path, categories) => {
    for (let attempt = 1; ; attempt += 1) {
      await inLighthouseBrowser(async (page) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
      });
      const run = await lighthouseRun(`${origin}${path}`, chrome.port, categories, { disableStorageReset: true });
      if (run.finalUrl.endsWith(path)) return run;
      if (attempt === 2) throw new Error(`${path} was not signed in: ${run.finalUrl}`);
      console.log(`    (${path} went to ${run.finalUrl}: signed in again)`);
      await useSession(origin, await account.signIn());
    }
  };
  try {
    console.log(
      `\nLighthouse (mobile, default throttling; median of ${LIGHTHOUSE_RUNS} runs; ${front ? 'https, HTTP/2, through the TLS front' : 'http, HTTP/1.1, the server directly'})`,
    );
    // The harness's ceiling on this machine: a blank page, without and with the portal's COOP header.
    for (const [label, path] of [
      ['without COOP', '/'],
      ['with COOP', '/coop'],
    ]) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
        runs.push(
          await lighthouseRun(`${lighthouseOrigin(control.host, control.port)}${path}`, chrome.port, ['performance']),
        );
      }
      const run = medianRun(runs, 'performance');
      console.log(
        `  control: a blank page ${label.padEnd(12)} ${String(run.performance).padStart(3)} (runs ${runs.map((each) => each.performance).join('/')}), TBT ${Math.round(run.tbt)} ms`,
      );
    }
    for (const brand of brands) {
      const brandStarted = Date.now();
      const origin = lighthouseOrigin(`${brand}.localhost`, portal.port);
      // With the portal's COOP header, what members get: its performance on the first brand only (not a
      // budget, and the same on every brand: the header costs them all alike), its accessibility on each.
      // Accessibility is read once per screen (it does not vary between runs), in the first of its runs.
      const withCoopPerformance = !front || brand === brands[0];
      const loginRuns = [];
      for (let i = 0; i < (withCoopPerformance ? LIGHTHOUSE_RUNS : 1); i += 1) {
        const categories = withCoopPerformance ? ['performance'] : [];
        loginRuns.push(
          await lighthouseRun(`${origin}/login`, chrome.port, i === 0 ? [...categories, 'accessibility'] : categories),
        );
      }
      const loginWithoutCoopRuns = [];
      for (let i = 0; front && i < LIGHTHOUSE_RUNS; i += 1) {
        loginWithoutCoopRuns.push(
          await lighthouseRun(`${front.originOf(withoutCoopHost(brand))}/login`, chrome.port, ['performance']),
        );
      }
      // Signed in: a session signed in now goes into local storage, which Lighthouse then leaves in place
      // (disableStorageReset); the HTTP cache is cleared before each run, so every load is a first one.
      const member = { signIn: () => signInAgain(browser, originOf(brand), brand) };
      await useSession(origin, await member.signIn());
      const homeLoads = async () => {
        const runs = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
          runs.push(await signedInRun(origin, member, '/dashboard/home', ['performance']));
        }
        return runs;
      };
      // A first visit, as the budget is read: the onboarding tour opens once Home is usable.
      const homeRuns = await homeLoads();
      // A returning member: the first visit's cookies (the tour ended), for the same host. Without a
      // tour in the first visit there is nothing a return would leave out.
      let returningRuns = [];
      if (measured[brand].tourShown) {
        await inLighthouseBrowser((page) =>
          page.context().addCookies(
            measured[brand].cookies.map(({ name, value, path, expires, sameSite }) => ({
              name,
              value,
              path,
              expires,
              sameSite,
              domain: `${brand}.localhost`,
            })),
          ),
        );
        returningRuns = await homeLoads();
      }
      // Every other member screen the brand offers, as the same returning member opens it directly.
      const screenRuns = [];
      for (const screen of measured[brand].screens) {
        const full = measuredOn[screen.name] === brand;
        const runs = [];
        for (let i = 0; i < (full ? LIGHTHOUSE_RUNS : 1); i += 1) {
          const categories = [...(full ? ['performance'] : []), ...(i === 0 ? ['accessibility'] : [])];
          runs.push(await signedInRun(origin, member, screen.path, categories));
        }
        screenRuns.push({ screen, full, runs });
      }
      // The console's busiest screens, on one brand, opened directly by its admin.
      if (brand === consoleBrand) {
        const admin = { signIn: () => signInAgain(browser, originOf(brand), brand, 'admin') };
        await useSession(origin, await admin.signIn());
        for (const screen of CONSOLE_SCREENS) {
          const runs = [];
          for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
            runs.push(
              await signedInRun(origin, admin, screen.path, ['performance', ...(i === 0 ? ['accessibility'] : [])]),
            );
          }
          screenRuns.push({ screen, full: true, runs });
        }
      }
      await inLighthouseBrowser(async (page) => {
        await page.goto(`${origin}/api/health`);
        await page.evaluate(() => localStorage.clear());
        await page.context().clearCookies();
      });

      const login = medianRun(loginRuns, 'performance');
      /** The runs that read accessibility (the first of a screen's). */
      const withA11y = (runs) => runs.filter((run) => run.accessibility !== undefined);
      const loginA11y = median(withA11y(loginRuns).map((run) => run.accessibility));
      // CLS as Lighthouse shows it, to three decimals: a shift of a few millionths is no shift.
      const cls = (runs) => Number(median(runs.map((run) => run.cls)).toFixed(3));
      const loginCls = cls(loginWithoutCoopRuns.length > 0 ? loginWithoutCoopRuns : loginRuns);
      const home = medianRun(homeRuns, 'performance');
      const homeCls = cls(homeRuns);
      const scores = (runs, key) => runs.map((run) => run[key]).join('/');
      /** Performance against its budget, and the goal beside it. */
      const performanceText = (label, run, budget) =>
        `budget ≥ ${budget}  ${check(`${brand} ${label} performance`, run.performance >= budget)}  goal ≥ ${GOALS.performance} ${goal(run.performance >= GOALS.performance)}`;
      /** The median total blocking time of `runs` against its budget, and the goal beside it. */
      const blockingText = (label, runs) => {
        const tbt = Math.round(median(runs.map((run) => run.tbt)));
        return `TBT ${String(tbt).padStart(4)} ms  budget ≤ ${BUDGETS.tbtMs}  ${check(`${brand} ${label} total blocking time`, tbt <= BUDGETS.tbtMs)}  goal ≤ ${GOALS.tbtMs} ${goal(tbt <= GOALS.tbtMs)}`;
      };
      console.log(brand);
      // The budget is read without the COOP header when the front can take it out: Lighthouse counts the
      // browser's process switch the header causes as the page's own blocking time (the control shows it).
      const budgetLogin = (run, runs) =>
        `budget ${BUDGETS.loginPerformance}  ${check(`${brand} /login performance`, run.performance >= BUDGETS.loginPerformance)}  ${blockingText('/login', runs)}`;
      const withCoopNote = 'with the COOP header the portal sends; not a budget (the control shows why)';
      if (withCoopPerformance) {
        console.log(
          `  /login performance      ${String(login.performance).padStart(3)} (runs ${scores(loginRuns, 'performance')})  ${loginWithoutCoopRuns.length > 0 ? withCoopNote : budgetLogin(login, loginRuns)}`,
        );
        console.log(`    ${metrics(login)}`);
      } else {
        console.log(`  /login performance      with the COOP header: measured on ${brands[0]}`);
      }
      if (loginWithoutCoopRuns.length > 0) {
        const withoutCoop = medianRun(loginWithoutCoopRuns, 'performance');
        console.log(
          `  /login without COOP     ${String(withoutCoop.performance).padStart(3)} (runs ${scores(loginWithoutCoopRuns, 'performance')})  ${budgetLogin(withoutCoop, loginWithoutCoopRuns)}  (the front removes the header)`,
        );
        console.log(`    ${metrics(withoutCoop)}`);
        printProfile(withoutCoop, '    ');
      }
      console.log(
        `  /login accessibility    ${String(loginA11y).padStart(3)}  budget ${BUDGETS.loginAccessibility}  ${check(`${brand} /login accessibility`, loginA11y >= BUDGETS.loginAccessibility)}`,
      );
      const failedA11y = [...new Set(loginRuns.flatMap((run) => run.failedA11y))];
      if (failedA11y.length > 0) console.log(`    failed audits: ${failedA11y.join(', ')}`);
      console.log(
        `  /login CLS            ${loginCls.toFixed(3)}  budget 0  ${check(`${brand} /login CLS`, loginCls <= BUDGETS.cls)}`,
      );
      console.log(
        `  /dashboard/home perf    ${String(home.performance).padStart(3)} (runs ${scores(homeRuns, 'performance')})  ${performanceText('home', home, BUDGETS.homePerformance)}  ${blockingText('home', homeRuns)}  (a first visit: the onboarding tour opens)`,
      );
      console.log(`    ${metrics(home)}`);
      printProfile(home, '    ');
      if (returningRuns.length > 0) {
        const returning = medianRun(returningRuns, 'performance');
        console.log(
          `  /dashboard/home perf    ${String(returning.performance).padStart(3)} (runs ${scores(returningRuns, 'performance')})  ${performanceText('home returning', returning, BUDGETS.homePerformance)}  ${blockingText('home returning', returningRuns)}  (returning: the tour ended)`,
        );
        console.log(`    ${metrics(returning)}`);
        printProfile(returning, '    ');
      }
      console.log(
        `  /dashboard/home CLS   ${homeCls.toFixed(3)}  budget 0  ${check(`${brand} home CLS`, homeCls <= BUDGETS.cls)}`,
      );
      if (screenRuns.length > 0) {
        console.log(
          `  other screens (signed in, opened directly; performance median of ${LIGHTHOUSE_RUNS} on one brand, accessibility on each)`,
        );
      }
      for (const { screen, full, runs } of screenRuns) {
        const a11y = median(withA11y(runs).map((run) => run.accessibility));
        const a11yText = `a11y ${String(a11y).padStart(3)}  budget ${BUDGETS.screenAccessibility}  ${check(`${brand} ${screen.name} accessibility`, a11y >= BUDGETS.screenAccessibility)}`;
        if (!full) {
          console.log(`    ${screen.name.padEnd(18)} ${a11yText}   (performance on ${measuredOn[screen.name]})`);
        } else {
          const run = medianRun(runs, 'performance');
          console.log(
            `    ${screen.name.padEnd(18)} perf ${String(run.performance).padStart(3)} (runs ${scores(runs, 'performance')})  ${performanceText(screen.name, run, BUDGETS.screenPerformance)}  ${blockingText(screen.name, runs)}   ${a11yText}`,
          );
          console.log(`      ${screen.path}: ${metrics(run)}`);
          printProfile(run, '      ');
        }
        const failed = [...new Set(runs.flatMap((run) => run.failedA11y))];
        if (failed.length > 0) console.log(`      failed audits: ${failed.join(', ')}`);
        const unscored = [...new Set(runs.flatMap((run) => run.unscoredA11y))];
        if (unscored.length > 0) console.log(`      failed, not scored by Lighthouse: ${unscored.join(', ')}`);
      }
      console.log(`  (${brand} took ${elapsed(brandStarted)})`);
    }
  } finally {
    chrome.kill();
  }
}

const brandsArg = process.argv.find((arg) => arg.startsWith('--brands='));
const screensArg = process.argv.find((arg) => arg.startsWith('--screens='));
/** The member screens to measure: all (undefined), some by name, or none (`--no-screens`). */
const screensWanted = process.argv.includes('--no-screens') ? false : screensArg?.slice('--screens='.length).split(',');
/** Member screen name → the brand its JavaScript and performance are measured on. */
const measuredOn = {};
const brands = brandsArg ? brandsArg.slice('--brands='.length).split(',') : readBrandKeys();
/** The brand the console's screens are measured on (evergreen, which offers every programme, when measured). */
const consoleBrand = screensWanted === false ? undefined : brands.includes('evergreen') ? 'evergreen' : brands[0];

const benchStarted = Date.now();
{
  const what = process.argv.includes('--no-build') ? ['-w', '@portal/server'] : [];
  const build = spawnSync('npm', ['run', '--silent', 'build', ...what], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const lighthouseWanted = !process.argv.includes('--no-lighthouse');
const direct = process.argv.includes('--direct');
const { chromiumPath, caddyPath } = ensureSystemDeps({ postgres: false, caddy: lighthouseWanted && !direct });
const portal = await startPortal();
const originOf = (brand) => `http://${brand}.localhost:${portal.port}`;
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

const failures = [];
const check = (label, ok) => {
  if (!ok) failures.push(label);
  return verdict(ok);
};
/** A goal met or not: printed, never counted as a failure. */
const goal = (met) => (met ? 'met' : 'not yet');
const elapsed = (since) => {
  const seconds = Math.round((Date.now() - since) / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};

try {
  // 1 and 2. JavaScript before usable, and the first paint's geometry, per brand.
  const measured = {};
  for (const brand of brands) {
    const scripts = await measureScripts(browser, originOf(brand), brand);
    const shellDifferences = await compareFirstPaint(browser, `${originOf(brand)}/login`);
    const screens = screensWanted === false ? [] : await memberScreensOf(browser, originOf(brand), scripts);
    measured[brand] = { ...scripts, shellDifferences, screens };
  }
  // A member screen's code is the same on every brand: its JavaScript and performance are measured on
  // one (evergreen, which offers every programme, when it is measured), its accessibility (the brand's
  // colours) on each.
  for (const brand of [...brands].sort((a, b) => (b === 'evergreen') - (a === 'evergreen'))) {
    for (const screen of measured[brand].screens) measuredOn[screen.name] ??= brand;
  }

  console.log('\nJavaScript (gzip -9, messages included) loaded before usable');
  for (const brand of brands) {
    const { login, home, withTour, tourShown, sizes, shellDifferences } = measured[brand];
    const line = (label, figure, note) =>
      console.log(
        `  ${label.padEnd(16)}${kb(figure.bytes).padStart(9)}  in ${String(figure.files.length).padStart(2)} files   ${note}`,
      );
    console.log(`${brand}`);
    line(
      'login form',
      login,
      `budget ${BUDGETS.loginKb} KB  ${check(`${brand} login JS`, login.bytes <= BUDGETS.loginKb * 1024)}  goal ≤ ${GOALS.loginKb} KB ${goal(login.bytes <= GOALS.loginKb * 1024)}`,
    );
    line(
      'dashboard home',
      home,
      `budget ${BUDGETS.homeKb} KB  ${check(`${brand} home JS`, home.bytes <= BUDGETS.homeKb * 1024)}`,
    );
    if (tourShown) {
      const after = withTour.files.filter((file) => !home.files.includes(file));
      line(
        'home + tour',
        withTour,
        after.length > 0
          ? `after Home was usable: ${after.map(fileName).join(', ')}`
          : 'no script after Home was usable',
      );
    } else {
      console.log('  home + tour          n/a   the onboarding tour did not show');
    }
    console.log(
      `  first paint of /login vs the app: ${shellDifferences.length === 0 ? 'same geometry' : `${shellDifferences.length} differences`}  ${check(`${brand} first paint geometry`, shellDifferences.length === 0)}`,
    );
    for (const difference of shellDifferences) console.log(`    ${difference}`);
    if (process.argv.includes('--list')) {
      for (const [label, figure] of [
        ['login form', login],
        ['dashboard home', home],
        ['home + tour', withTour],
      ]) {
        console.log(`\n  ${label}:`);
        for (const file of figure.files) console.log(`    ${kb(sizes.get(file)).padStart(8)}  ${fileName(file)}`);
      }
    }
  }

  if (Object.keys(measuredOn).length > 0) {
    console.log('\nJavaScript before each screen is usable (signed in, opened directly)');
    const line = (name, figure, brand, path) =>
      console.log(
        `  ${name.padEnd(18)}${kb(figure.bytes).padStart(9)}  in ${String(figure.files.length).padStart(2)} files   budget ${BUDGETS.screenKb} KB  ${check(`${name} JS`, figure.bytes <= BUDGETS.screenKb * 1024)}   ${brand} ${path}`,
      );
    for (const [name, brand] of Object.entries(measuredOn)) {
      const { path } = measured[brand].screens.find((screen) => screen.name === name);
      line(name, await measureScreenScripts(browser, originOf(brand), measured[brand], path), brand, path);
    }
    const admin = { storage: await signInAgain(browser, originOf(consoleBrand), consoleBrand, 'admin'), cookies: [] };
    for (const { name, path } of CONSOLE_SCREENS) {
      line(name, await measureScreenScripts(browser, originOf(consoleBrand), admin, path), consoleBrand, path);
    }
  }
  console.log(`  (${elapsed(benchStarted)} since the bench started, the build included)`);

  // 3. Lighthouse per brand: /login signed out, then /dashboard/home with the session of step 1.
  if (lighthouseWanted) await lighthouseFigures(measured);

  // 4. API throughput, trivial route and /accounts/me back to back on the same server.
  if (!process.argv.includes('--no-api')) {
    const session = await signInAgain(browser, originOf(brands[0]), brands[0]);
    const token = JSON.parse(session.auth_token ?? '{}').access_token;
    const run = (title, path, headers = {}) =>
      autocannon({ title, url: `${portal.origin}${path}`, headers, connections: CONNECTIONS, duration: DURATION_S });
    const headers = { 'x-application-type': 'HEALTHCARE_PORTAL', host: `${brands[0]}.localhost` };
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
    console.log(
      `  /accounts/me at ${(ratio * 100).toFixed(0)}% of the trivial route  budget 50%  ${check('/accounts/me throughput', ratio >= 0.5)}`,
    );
  }

  console.log(`\nThe bench took ${elapsed(benchStarted)}, the build included.`);
  console.log(
    failures.length === 0
      ? '0 budgets failed.\n'
      : `${failures.length} ${failures.length === 1 ? 'budget' : 'budgets'} failed: ${failures.join('; ')}\n`,
  );
  if (failures.length > 0) process.exitCode = 1;
} finally {
  await browser.close();
  await portal.stop();
}
