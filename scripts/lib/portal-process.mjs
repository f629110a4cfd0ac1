// Starts the built portal server as a child process on a fresh data folder, for the benchmark.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from './ports.mjs';

export async function startPortal({ env = {} } = {}) {
  const port = await findFreePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-data-'));
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    // No operators' listener: several benchmark portals may run on one machine.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The portal server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The portal server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    port,
    origin,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
