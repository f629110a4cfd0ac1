// Starts the built portal for the browser tests on a fresh data folder (demo data seeded at start).
// Before the server starts it prepares what no API can make on demand: an invitation that has already
// expired, made by the operator's real `invite` command and then aged in the database.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// E2E_DATA_DIR lets two runs on one machine keep apart (with their own E2E_PORT).
const dataDir = process.env.E2E_DATA_DIR ? path.resolve(process.env.E2E_DATA_DIR) : path.join(root, '.tmp/e2e-data');
const port = process.env.E2E_PORT ?? '8181';
rmSync(dataDir, { recursive: true, force: true });
const env = { ...process.env, DATA_DIR: dataDir, PORT: port, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };

// Set by playwright.config.ts from support/environment.ts, where the tests read it too.
const EXPIRED_INVITATION_EMAIL = process.env.E2E_EXPIRED_INVITATION_EMAIL ?? 'expired-invitation@swift.test';

const cli = (...args) => execFileSync(process.execPath, [path.join(root, 'apps/server/dist/cli.js'), ...args], { env });
cli('seed');
cli('invite', '--tenant', 'swift', '--company', 'SwiftCare Demo Company', '--email', EXPIRED_INVITATION_EMAIL);
const db = new PGlite(path.join(dataDir, 'pglite'));
await db.query(
  `UPDATE invitations SET expires_at = now() - interval '1 day'
     WHERE account_id = (SELECT id FROM accounts WHERE email = $1)`,
  [EXPIRED_INVITATION_EMAIL],
);
await db.close();

Object.assign(process.env, env);
await import('../../apps/server/dist/server.js');
