/* eslint import-x/no-cycle: "off" -- the rule crashes walking msw's own dist files (no resolver for them); test files have no app cycles */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** One MSW server per test file that imports it; handlers are added per test with `server.use`. */
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
