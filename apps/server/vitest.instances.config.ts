import { defineConfig } from 'vitest/config';

/**
 * Two portal instances on one PostgreSQL database (src/**\/*.instances.test.ts): shared rate limits,
 * revocation seen by every instance, one runner per scheduled job. They need TEST_DATABASE_URL (and
 * TEST_REDIS_URL for the Redis store); `npm test` runs them after the PostgreSQL pass.
 */
export default defineConfig({
  test: {
    name: 'instances',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.instances.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    allowOnly: false,
    // The files share one PostgreSQL cluster and the machine's few cores.
    fileParallelism: false,
  },
});
