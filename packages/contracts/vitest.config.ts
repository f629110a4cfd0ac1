import { defineProject } from 'vitest/config';

// `.only` is refused in every mode (see the root vitest.config.ts).
export default defineProject({ test: { name: 'contracts', environment: 'node', allowOnly: false } });
