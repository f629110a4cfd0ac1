import { defineConfig } from '@playwright/test';
import {
  E2E_DATA_DIR,
  E2E_PORT,
  E2E_STRICT_DATA_DIR,
  E2E_STRICT_PORT,
  E2E_STRICT_STEP_UP_MINUTES,
  EXPIRED_INVITATION_EMAILS,
  chromiumLaunchOptions,
} from './support/environment';

/**
 * The journeys that scan with Chromium's fake camera (support/scan-camera.ts): the longest ones (a real
 * 30 s scan, its video written on first use). Their project is listed first, so Playwright queues them
 * first and each starts on a worker of its own at once, instead of both ending up last on one worker.
 */
const CAMERA_JOURNEYS = ['**/health-scan.spec.ts', '**/health-scan-retake.spec.ts'];

/**
 * The journeys that change a programme's sign-in rules for a few seconds (two-step sign-in required of
 * everyone, idle minutes at 5): they run once every other journey has finished, so no journey signing
 * in on that brand meanwhile is held to setting two-step sign-in up or ended as idle.
 */
const PROGRAMME_RULE_JOURNEYS = ['**/admin-sign-in-security.spec.ts', '**/idle-session.spec.ts'];

/** A journeys' portal (support/start-portal.mjs) on its own port and data folder. */
function portal({ port, dataDir, env = {} }: { port: number; dataDir: string; env?: Record<string, string> }) {
  return {
    command: 'node e2e/support/start-portal.mjs',
    env: {
      E2E_PORT: String(port),
      E2E_DATA_DIR: dataDir,
      // The same list for both, or each would take the other's template for a stale one.
      E2E_EXPIRED_INVITATION_EMAILS: EXPIRED_INVITATION_EMAILS.join(','),
      ...env,
    },
    cwd: '..',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}

// Browser journeys against the real, built portal server (embedded PostgreSQL, fresh data folder copied
// from a prepared template, support/start-portal.mjs) in Debian's Chromium. `npm run build` must have run
// first; `npm test` does that. `node e2e/support/prepare-portal-data.mjs` may prepare the template ahead.
export default defineConfig({
  testDir: './tests',
  // Generous for a 2-core machine running two journeys, their browsers and the server at once: the long
  // journeys (a questionnaire answered step by step, axe on several screens) take 25-35 s there when
  // the machine is busy, 8-12 s when it is not.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A focused journey would pass the run while the others never ran: refused everywhere, not only in CI.
  forbidOnly: true,
  outputDir: '../.tmp/e2e-results',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    // Recording a trace costs a third or more of a journey's time: only a retry records one.
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'camera', testMatch: CAMERA_JOURNEYS },
    { name: 'journeys', testIgnore: [...CAMERA_JOURNEYS, ...PROGRAMME_RULE_JOURNEYS] },
    { name: 'programme-rules', testMatch: PROGRAMME_RULE_JOURNEYS, dependencies: ['camera', 'journeys'] },
  ],
  // Two portals, started one after the other from the same prepared template (the first prepares it when
  // it is not current, the second only copies it: some 7 s more on an idle 2-core machine): the journeys'
  // own, and the strict one, whose step-up window is 0 (support/environment.ts's E2E_STRICT_PORT), for the
  // journeys about the step-up prompt.
  webServer: [
    portal({ port: E2E_PORT, dataDir: E2E_DATA_DIR }),
    portal({
      port: E2E_STRICT_PORT,
      dataDir: E2E_STRICT_DATA_DIR,
      env: { STEP_UP_MINUTES: String(E2E_STRICT_STEP_UP_MINUTES) },
    }),
  ],
});
