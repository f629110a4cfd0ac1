// One portal server process for bench:load, on a fixed port so it can be stopped, killed and started again
// as the same instance (as an orchestrator replaces a container); its output goes to a log file.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import http from 'node:http';

function getStatus(url) {
  return new Promise((resolve) => {
    const request = http.get(url, { timeout: 1_000 }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/** `metricsPort`: its operators' listener (`/api/metrics`); undefined: none. */
export function createPortalInstance({ name, port, metricsPort, env, logFile }) {
  const origin = `http://127.0.0.1:${port}`;
  const metricsOrigin = metricsPort === undefined ? undefined : `http://127.0.0.1:${metricsPort}`;
  let child;
  let exited;

  return {
    name,
    port,
    origin,
    metricsOrigin,
    get pid() {
      return child?.pid;
    },
    /** CPU time the process has used so far (user + system, from Linux's /proc in ticks of 10 ms; elsewhere NaN). */
    cpuMs() {
      if (process.platform !== 'linux') return Number.NaN;
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    /** `extraEnv` for this start only (say, seeding on the very first). */
    start(extraEnv = {}) {
      const log = openSync(logFile, 'a');
      child = spawn(process.execPath, ['apps/server/dist/server.js'], {
        env: {
          ...process.env,
          ...env,
          ...extraEnv,
          PORT: String(port),
          HOST: '127.0.0.1',
          METRICS_PORT: String(metricsPort ?? 0),
          INSTANCE_ID: name,
        },
        stdio: ['ignore', log, log],
      });
      closeSync(log);
      exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    },
    /** Resolves once /api/health/ready (or /api/health, where it does not exist) answers 200. */
    async waitReady(timeoutMs = 180_000) {
      const deadline = Date.now() + timeoutMs;
      let path = '/api/health/ready';
      for (;;) {
        if (child.exitCode !== null) throw new Error(`Instance ${name} exited (${child.exitCode}); see ${logFile}`);
        const status = await getStatus(`${origin}${path}`);
        if (status === 200) return;
        // No readiness route yet (missing, or not wired up): liveness stands in.
        if (status === 404 || status === 500) path = '/api/health';
        if (Date.now() > deadline) throw new Error(`Instance ${name} was not ready within ${timeoutMs / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** Sends the signal and resolves with how the process ended. */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      return exited;
    },
  };
}
