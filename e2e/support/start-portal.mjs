// Starts the built portal for the browser tests on a fresh data folder (demo data seeded at start).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.PORT = process.env.E2E_PORT ?? '8181';
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
await import('../../apps/server/dist/server.js');
