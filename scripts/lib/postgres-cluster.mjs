// A throw-away PostgreSQL cluster for the second server-test pass: initdb into a temporary folder,
// start on a free port (loopback only), stop and delete afterwards. As root, it runs as `postgres`.
import { execFileSync, spawnSync } from 'node:child_process';
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

export async function startPostgresCluster(binDir) {
  const user = process.getuid?.() === 0 ? 'postgres' : undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  if (user) {
    const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  const port = await findFreePort();
  runAs(user, path.join(binDir, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  runAs(user, path.join(binDir, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        runAs(user, path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
