import { afterEach, vi } from 'vitest';
import { registerTestLocaleHooks } from './locale-hooks';

// The web-node project: logic that needs no document, in Node, without per-file isolation (see
// setup.ts, its jsdom counterpart). After every test, mocks, stubbed globals and fake timers are put
// back, so the next test (in this file or the next) starts as if it were the first.
registerTestLocaleHooks();

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
