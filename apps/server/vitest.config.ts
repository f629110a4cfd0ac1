import { configDefaults, defineProject } from 'vitest/config';

// `.only` is refused in every mode (see the root vitest.config.ts). Tests of several instances on one
// PostgreSQL (`*.instances.test.ts`) run in their own project (vitest.instances.config.ts).
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // The run's migrated, demo-seeded database, copied for every test app (src/test/template-database.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    // The files of a worker share its loaded modules: loading the server's module graph again for each
    // file cost more than most files' tests. Module state is therefore never a test's to keep.
    isolate: false,
    testTimeout: 30000,
    hookTimeout: 60000,
    allowOnly: false,
    exclude: [...configDefaults.exclude, 'src/**/*.instances.test.ts'],
  },
});
