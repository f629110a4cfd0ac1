import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';
import { linguiCatalogs, linguiMacros, srcAlias } from './vite.config';
import { DOM_TEST_FILES } from './vitest.config';

// The web logic that needs no document, in Node (see vitest.config.ts): every `.test.ts` the `web`
// project does not take, and the build's and the mobile scripts' own tests.
export default defineProject({
  plugins: [react(), linguiMacros, linguiCatalogs()],
  resolve: { alias: srcAlias },
  test: {
    name: 'web-node',
    environment: 'node',
    include: ['src/**/*.test.ts', 'build/**/*.test.ts', 'scripts/**/*.test.mjs'],
    exclude: [...configDefaults.exclude, ...DOM_TEST_FILES],
    setupFiles: ['./src/test/setup-node.ts'],
    isolate: false,
    // `.only` is refused in every mode (see the root vitest.config.ts).
    allowOnly: false,
  },
});
