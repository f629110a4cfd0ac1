import { configDefaults, defineProject } from 'vitest/config';

// `.only` is refused in every mode (see the root vitest.config.ts). Tests of several instances on one
// PostgreSQL (`*.instances.test.ts`) run in their own project (vitest.instances.config.ts).
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    allowOnly: false,
    exclude: [...configDefaults.exclude, 'src/**/*.instances.test.ts'],
  },
});
