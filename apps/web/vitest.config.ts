/* eslint import-x/no-cycle: "off" -- the rule crashes walking vite's own dist files; a config file has no app cycles */
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
