import { defineConfig } from 'vitest/config';

// One run for every unit, component and server test; each workspace has its own project.
// `.only` is refused in every project and every mode (Vitest allows it outside CI by default): a focused
// test would pass the run while the rest never ran. Each project sets it, as projects do not inherit it.
export default defineConfig({
  test: {
    allowOnly: false,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine.
    maxWorkers: 2,
    projects: [
      'packages/contracts',
      'apps/server',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.node.config.ts',
      // The project's own tooling: lint rules tried on probe files, the test runner's own checks.
      {
        test: {
          name: 'tooling',
          environment: 'node',
          include: ['scripts/**/*.test.mjs'],
          testTimeout: 60_000,
          allowOnly: false,
        },
      },
    ],
  },
});
