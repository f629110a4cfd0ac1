// The security probe's own portal: the built server (apps/server/dist/server.js) on a throw-away data
// folder, free loopback ports and the default settings, its log in a file. It can be stopped and started
// again on the same folder, and in between a session's last proof can be made older than the step-up
// window: the one thing the probe cannot do from outside without waiting five minutes.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePorts } from './ports.mjs';

const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

/** The status of a GET, 0 when nothing answers; on a connection of its own, closed after it. */
function getStatus(url) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/** The last lines of the portal's log, for a message about why it did not start. */
function tail(file, lines = 20) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export async function startProbePortal({ root }) {
  const server = path.join(root, 'apps', 'server', 'dist', 'server.js');
  if (!existsSync(server)) throw new Error(`${path.relative(root, server)} is missing: run npm run build first.`);
  const [port, metricsPort] = await findFreePorts(2);
  const folder = mkdtempSync(path.join(tmpdir(), 'probe-security-'));
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'portal.log');
  const url = `http://127.0.0.1:${port}`;
  let child;
  let exited;

  async function start() {
    const log = openSync(logFile, 'a');
    child = spawn(process.execPath, [server], {
      cwd: root,
      // Only what a process needs from the shell: the portal runs on its defaults, which the expectations
      // are written for, whatever the caller's environment configures.
      env: {
        ...Object.fromEntries(
          ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'].flatMap((name) =>
            process.env[name] === undefined ? [] : [[name, process.env[name]]],
          ),
        ),
        PORT: String(port),
        HOST: '127.0.0.1',
        METRICS_PORT: String(metricsPort),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`The probe's portal exited (${child.exitCode ?? child.signalCode}):\n${tail(logFile)}`);
      }
      if ((await getStatus(`${url}/api/health`)) === 200) return;
      if (Date.now() > deadline) throw new Error(`The probe's portal did not start within 120 s:\n${tail(logFile)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** SIGTERM (the portal drains and closes its database), SIGKILL after `graceMs`. */
  async function stop(graceMs = STOP_TIMEOUT_MS) {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }

  await start();
  return {
    url,
    metricsPort,
    logFile,
    /**
     * Makes a session's last proof `minutes` old, as if that long had passed since: stops the portal, sets
     * the session's `verified_at` in its database (PGlite, one process at a time), and starts it again.
     */
    async ageSessionProof(sessionId, minutes) {
      await stop();
      const { PGlite } = await import('@electric-sql/pglite');
      const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
      const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
      try {
        const { rows } = await db.query(
          'update sessions set verified_at = now() - make_interval(mins => $2) where id = $1 returning id',
          [sessionId, minutes],
        );
        if (rows.length !== 1) throw new Error(`No session ${sessionId} in the probe's portal.`);
      } finally {
        await db.close();
      }
      await start();
    },
    /**
     * Stops the portal, without waiting long for its background work (the eligibility file's 20,000
     * invitation emails): nothing in its folder is needed again. The folder goes unless `keep` (its log
     * then tells what the server saw).
     */
    async stop({ keep = false } = {}) {
      await stop(2_000);
      if (!keep) rmSync(folder, { recursive: true, force: true });
    },
    /** Ends the portal at once (the probe is exiting on a fault): no waiting for it to drain. */
    kill() {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
