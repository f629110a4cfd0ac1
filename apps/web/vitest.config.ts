import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { linguiCatalogs, linguiMacros } from './vite.config';

export default defineProject({
  plugins: [react(), linguiMacros, linguiCatalogs()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // `.only` is refused in every mode (see the root vitest.config.ts).
    allowOnly: false,
  },
});
