#!/usr/bin/env node
// Builds the browser tests' data folder once, into a template folder that every journey server then
// copies (support/start-portal.mjs): the demo data (`cli seed`: migrations and 30 argon2 hashes), and
// what no API can make on demand — invitations that have already expired, made by the operator's real
// `invite` command and then aged in the database. Run it ahead of time, after `npm run build`:
//
//   node e2e/support/prepare-portal-data.mjs
//
// It exits 0 at once when the template is already current. The template is current while its `ready`
// file (written last) names the same build (apps/server/dist's cli.js and server.js), the same
// migrations (a hash of apps/server/drizzle/meta/_journal.json) and the same expired invitations, and
// is less than a day old (the demo data's dates are relative to the seed's day).
//
// Environment: E2E_TEMPLATE_DIR (default .tmp/e2e-template), E2E_EXPIRED_INVITATION_EMAILS
// (comma-separated; the default is support/environment.ts's list).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  watch,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(ROOT, 'apps/server/dist/cli.js');
const SERVER = path.join(ROOT, 'apps/server/dist/server.js');
const JOURNAL = path.join(ROOT, 'apps/server/drizzle/meta/_journal.json');
/** Written last: a template without it is incomplete. */
export const READY_FILE = 'ready';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How long a journey server waits for another process's build of the template before making its own. */
const WAIT_FOR_OTHER_BUILD_MS = 180_000;

/** Kept equal to support/environment.ts's EXPIRED_INVITATION_EMAILS (one per attempt of the journey). */
const DEFAULT_EXPIRED_INVITATION_EMAILS = [
  'expired-invitation@swift.test',
  'expired-invitation-2@swift.test',
  'expired-invitation-3@swift.test',
];

export function templateDirFromEnv() {
  return process.env.E2E_TEMPLATE_DIR
    ? path.resolve(process.env.E2E_TEMPLATE_DIR)
    : path.join(ROOT, '.tmp/e2e-template');
}

export function expiredInvitationEmailsFromEnv() {
  const listed = (process.env.E2E_EXPIRED_INVITATION_EMAILS ?? '')
    .split(',')
    .map((email) => email.trim())
    .filter(Boolean);
  return listed.length > 0 ? listed : DEFAULT_EXPIRED_INVITATION_EMAILS;
}

/** What a template must have been made from to be reused. */
function expectedStamp(emails) {
  for (const file of [CLI, SERVER]) {
    if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build\` first.`);
  }
  return {
    cli: statSync(CLI).mtimeMs,
    server: statSync(SERVER).mtimeMs,
    journal: createHash('sha256').update(readFileSync(JOURNAL)).digest('hex'),
    expiredInvitations: emails,
  };
}

/** True when `templateDir` is complete and made from the current build, migrations and invitations. */
export function isTemplateCurrent(templateDir, emails) {
  let ready;
  try {
    ready = JSON.parse(readFileSync(path.join(templateDir, READY_FILE), 'utf8'));
  } catch {
    return false;
  }
  const expected = expectedStamp(emails);
  const age = Date.now() - Date.parse(ready.preparedAt ?? '');
  return (
    ready.cli === expected.cli &&
    ready.server === expected.server &&
    ready.journal === expected.journal &&
    JSON.stringify(ready.expiredInvitations) === JSON.stringify(expected.expiredInvitations) &&
    age >= 0 &&
    age < MAX_AGE_MS
  );
}

/** The process that holds the build's lock, or 0 when it has not said yet (or the lock has gone). */
function lockOwner(lock) {
  try {
    return Number(readFileSync(path.join(lock, 'pid'), 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/** Resolves at the next change in `dir` (a lock removed, a template moved into place), or after `ms`. */
function nextChangeIn(dir, ms) {
  return new Promise((resolve) => {
    const watcher = watch(dir, () => finish());
    const timer = setTimeout(() => finish(), ms);
    function finish() {
      clearTimeout(timer);
      watcher.close();
      resolve();
    }
  });
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Seeds `dataDir` from nothing: demo data, then the expired invitations. The database is closed after. */
async function buildDataFolder(dataDir, emails) {
  rmSync(dataDir, { recursive: true, force: true });
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  const cli = (...args) =>
    execFileSync(process.execPath, [CLI, ...args], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  cli('seed');
  for (const email of emails) {
    cli('invite', '--tenant', 'swift', '--company', 'SwiftCare Demo Company', '--email', email);
  }
  // pg_trgm as the server loads it: the planner may read the accounts' trigram indexes.
  const db = new PGlite(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    await db.query(
      `UPDATE invitations SET expires_at = now() - interval '1 day'
         WHERE account_id IN (SELECT id FROM accounts WHERE email = ANY($1))`,
      [emails],
    );
  } finally {
    // Closed cleanly, so the folder can be copied and opened by another process.
    await db.close();
  }
}

/**
 * Makes `templateDir` current: at once when it is; else waits for another process already building
 * it, or builds it (in a folder of its own, `ready` written last, then moved into place).
 */
export async function prepareTemplate({
  templateDir = templateDirFromEnv(),
  emails = expiredInvitationEmailsFromEnv(),
  log = console.log,
} = {}) {
  if (isTemplateCurrent(templateDir, emails)) return 'current';
  const lock = `${templateDir}.lock`;
  mkdirSync(path.dirname(templateDir), { recursive: true });
  const waitUntil = Date.now() + WAIT_FOR_OTHER_BUILD_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    // Another process holds the lock: wait for its template while it lives (it is about to be there),
    // and take the lock over from one that died (or never wrote its id).
    const owner = lockOwner(lock);
    const lockAge = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (owner ? !isAlive(owner) : lockAge > 10_000) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (isTemplateCurrent(templateDir, emails)) return 'current';
    if (Date.now() > waitUntil)
      throw new Error(`${lock} is still held by process ${owner}; remove it if that is stale.`);
    // Woken by the lock's removal; the timeout only looks again whether its owner still lives.
    await nextChangeIn(path.dirname(templateDir), 1_000);
  }
  try {
    if (isTemplateCurrent(templateDir, emails)) return 'current';
    const started = Date.now();
    // Only the lock's holder builds: a folder another build left half-made (it was killed) goes.
    const building = `${path.basename(templateDir)}.building-`;
    for (const name of readdirSync(path.dirname(templateDir))) {
      if (name.startsWith(building))
        rmSync(path.join(path.dirname(templateDir), name), { recursive: true, force: true });
    }
    const work = `${templateDir}.building-${process.pid}`;
    await buildDataFolder(work, emails);
    const stamp = { ...expectedStamp(emails), preparedAt: new Date().toISOString() };
    writeFileSync(path.join(work, READY_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
    rmSync(templateDir, { recursive: true, force: true });
    renameSync(work, templateDir);
    log(
      `Prepared the journeys' data folder in ${path.relative(ROOT, templateDir) || templateDir} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
    return 'built';
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const outcome = await prepareTemplate();
    if (outcome === 'current')
      console.log(`The journeys' data folder in ${path.relative(ROOT, templateDirFromEnv())} is current.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
