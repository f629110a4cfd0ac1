import { defineConfig } from 'vitest/config';

// One run for every unit, component and server test; each workspace has its own project.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/server',
      'apps/web',
      // The project's own tooling: lint rules tried on probe files.
      { test: { name: 'tooling', environment: 'node', include: ['scripts/**/*.test.mjs'], testTimeout: 60_000 } },
    ],
  },
});
