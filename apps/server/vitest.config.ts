import { defineProject } from 'vitest/config';

// `.only` is refused in every mode (see the root vitest.config.ts).
export default defineProject({
  test: { name: 'server', environment: 'node', testTimeout: 30000, hookTimeout: 60000, allowOnly: false },
});
