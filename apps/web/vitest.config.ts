import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { linguiCatalogs, linguiMacros } from './vite.config';

export default defineProject({
  plugins: [react(), linguiMacros, linguiCatalogs()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Each worker keeps its modules and its jsdom window from one file to the next (no per-file isolation):
    // src/test/setup.ts puts back after every test what a test may change.
    isolate: false,
    // Two workers: as many as a 2-core machine has (Vitest's default leaves one core to itself). A
    // `groupOrder` of its own lets this project use them beside projects that keep the default.
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
    // `.only` is refused in every mode (see the root vitest.config.ts).
    allowOnly: false,
  },
});
