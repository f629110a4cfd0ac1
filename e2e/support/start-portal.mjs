// Starts the built portal for the browser tests on a fresh data folder: a copy of the prepared template
// (support/prepare-portal-data.mjs: the demo data and invitations that have already expired). When the
// template is missing or was made from another build, it is prepared first (or, when another process is
// preparing it, awaited), so the copy is always of the current build's data.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  READY_FILE,
  ROOT,
  expiredInvitationEmailsFromEnv,
  prepareTemplate,
  templateDirFromEnv,
} from './prepare-portal-data.mjs';

// E2E_DATA_DIR lets two runs on one machine keep apart (with their own E2E_PORT).
const dataDir = process.env.E2E_DATA_DIR ? path.resolve(process.env.E2E_DATA_DIR) : path.join(ROOT, '.tmp/e2e-data');
const port = process.env.E2E_PORT ?? '8181';
const templateDir = templateDirFromEnv();

const started = Date.now();
const outcome = await prepareTemplate({ templateDir, emails: expiredInvitationEmailsFromEnv() });
rmSync(dataDir, { recursive: true, force: true });
cpSync(templateDir, dataDir, {
  recursive: true,
  filter: (source) => path.relative(templateDir, source) !== READY_FILE,
});
console.log(
  `${outcome === 'current' ? 'Copied the prepared' : 'Prepared and copied the'} data folder ` +
    `${path.relative(ROOT, templateDir)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);

// No operators' listener: the journeys never read the metrics, and a portal may already hold its port.
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: port,
  METRICS_PORT: process.env.METRICS_PORT ?? '0',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
await import('../../apps/server/dist/server.js');
