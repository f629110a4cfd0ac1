import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'server', environment: 'node', testTimeout: 30000, hookTimeout: 60000 },
});
