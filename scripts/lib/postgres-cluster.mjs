// A throw-away PostgreSQL cluster for the second server-test pass: initdb into a temporary folder,
// start on a free port (loopback only), stop and delete afterwards. As root, it runs as `postgres`.
// `restart()` stops and starts the same cluster on the same port (bench:load's fault scenario).
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from './ports.mjs';

function runAs(user, file, args) {
  const command = user ? ['runuser', ['-u', user, '--', file, ...args]] : [file, args];
  const result = spawnSync(command[0], command[1], { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(file)} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/**
 * `durable`: commits are flushed before they are acknowledged (synchronous_commit=on), so an acknowledged
 * write survives an immediate (crash-like) restart; the test pass leaves it off for speed.
 */
/** The same, without blocking the event loop (the load keeps running while the cluster restarts). */
function runAsLater(user, file, args) {
  const command = user ? ['runuser', ['-u', user, '--', file, ...args]] : [file, args];
  return new Promise((resolve, reject) => {
    execFile(command[0], command[1], { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${path.basename(file)} failed (${error.code}):\n${stdout}\n${stderr}`));
      else resolve(stdout);
    });
  });
}

export async function startPostgresCluster(binDir, { durable = false } = {}) {
  const user = process.getuid?.() === 0 ? 'postgres' : undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  if (user) {
    const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  const port = await findFreePort();
  const pgCtl = path.join(binDir, 'pg_ctl');
  runAs(user, path.join(binDir, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const commit = durable ? '' : ' -c synchronous_commit=off';
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off${commit} -c full_page_writes=off`;
  const startArgs = ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start'];
  runAs(user, pgCtl, startArgs);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the server (`fast`: clients disconnected, a clean checkpoint; `immediate`: as a crash) and starts it again. */
    async restart({ mode = 'fast' } = {}) {
      await runAsLater(user, pgCtl, ['-D', dataDir, '-m', mode, '-w', 'stop']);
      await runAsLater(user, pgCtl, startArgs);
    },
    stop() {
      try {
        runAs(user, pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
