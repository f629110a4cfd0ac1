import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { linguiCatalogs, linguiMacros, srcAlias } from './vite.config';

// The web tests are two projects: `web` (this file) runs components and everything that needs a
// document in jsdom; `web-node` (vitest.node.config.ts) runs the logic that needs none in Node. A
// `.test.tsx` runs in jsdom; a `.test.ts` in Node unless it is listed here. Both run without per-file
// isolation: each worker keeps its modules and its environment from one file to the next, and the
// setup files put back after every test what a test may change (src/test/setup.ts). The number of
// workers is the root config's (two).

/** The `.test.ts` files that need a document, storage or a window (jsdom). */
export const DOM_TEST_FILES = [
  'src/analytics/queue.test.ts',
  'src/analytics/track.test.ts',
  'src/api/clients.test.ts',
  'src/api/private-file.test.ts',
  'src/api/storage/upload-object.test.ts',
  'src/app/guard-redirect.test.ts',
  'src/brands/current-brand.test.ts',
  'src/brands/offered-programmes.test.ts',
  'src/brands/page-styles.test.ts',
  'src/brands/support-line.test.ts',
  'src/i18n/i18n.test.ts',
  'src/i18n/locale-choice.test.ts',
  'src/navigation/router/history.test.ts',
  'src/platform/in-app-browser.test.ts',
  'src/platform/phone-steps.test.ts',
  'src/platform/runtime-config.test.ts',
  'src/platform/secure-session.test.ts',
  'src/screens/home/home-data.test.ts',
  'src/screens/questionnaire/questionnaire-data.test.ts',
  'src/session/save-member-language.test.ts',
  'src/session/session-activity-timer.test.ts',
  'src/session/session-activity.test.ts',
  'src/session/session.test.ts',
  'src/test/simulated-bridge.test.ts',
  'src/ui/onboarding-tour/follow-target.test.ts',
  'src/ui/onboarding-tour/tour-cookie.test.ts',
  'src/ui/use-idle.test.ts',
];

export default defineProject({
  plugins: [react(), linguiMacros, linguiCatalogs()],
  resolve: { alias: srcAlias },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', ...DOM_TEST_FILES],
    setupFiles: ['./src/test/setup.ts'],
    isolate: false,
    // A ceiling, not a wait: a component test that loads on-demand chunks and waits 5 s for them (Testing
    // Library's waits) must not be cut off by a test timeout of the same 5 s on a loaded two-core machine.
    testTimeout: 15_000,
    // `.only` is refused in every mode (see the root vitest.config.ts).
    allowOnly: false,
  },
});
