import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../test/wait-for';
import type { ShutdownPlan } from './process-lifecycle';
import { shutDown } from './process-lifecycle';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function recordingPlan(steps: string[], overrides: Partial<ShutdownPlan> = {}): ShutdownPlan {
  const record = (step: string) => async () => void steps.push(step);
  return {
    log: { info: () => {}, warn: (_fields, message) => steps.push(`warn: ${message}`), error: () => {} },
    drainDelayMs: 0,
    graceMs: 1_000,
    startDraining: () => void steps.push('drain'),
    closeServer: record('close server'),
    forceCloseConnections: () => steps.push('force close'),
    release: [
      { name: 'scheduled work', close: record('stop scheduled work') },
      { name: 'database', close: record('close database') },
    ],
    ...overrides,
  };
}

describe('shutDown', () => {
  it('drains, closes the server, then releases what the requests used, in order', async () => {
    const steps: string[] = [];
    expect(await shutDown(recordingPlan(steps), 'SIGTERM')).toBe(true);
    expect(steps).toEqual(['drain', 'close server', 'stop scheduled work', 'close database']);
  });

  it('closes the connections left after the grace period, then still releases everything', async () => {
    const steps: string[] = [];
    let finishRequests = () => {};
    const plan = recordingPlan(steps, {
      graceMs: 20,
      closeServer: () =>
        new Promise<void>((resolve) => {
          finishRequests = () => {
            steps.push('requests ended');
            resolve();
          };
        }),
      forceCloseConnections: () => {
        steps.push('force close');
        finishRequests();
      },
    });
    expect(await shutDown(plan, 'SIGTERM')).toBe(true);
    expect(steps).toEqual([
      'drain',
      'warn: shutting down: requests still open after the grace period; closing them',
      'force close',
      'requests ended',
      'stop scheduled work',
      'close database',
    ]);
  });

  it('reports a failed step and goes on to close the database', async () => {
    const steps: string[] = [];
    const plan = recordingPlan(steps, {
      release: [
        { name: 'scheduled work', close: () => Promise.reject(new Error('stuck')) },
        { name: 'database', close: async () => void steps.push('close database') },
      ],
    });
    expect(await shutDown(plan, 'SIGTERM')).toBe(false);
    expect(steps).toContain('close database');
  });
});

// — A real server process —

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** PGlite in the data folder, or (in the PostgreSQL pass) a fresh database on TEST_DATABASE_URL. */
async function databaseForChild(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { env: {}, drop: async () => {} };
  const name = `portal_shutdown_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

function request(port: number, method: string, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = http.request(
      // A new connection each time (no kept-alive socket): refusals are the listener's.
      { host: '127.0.0.1', port, method, path: url, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('a server process receiving SIGTERM', () => {
  it('finishes a request whose body is still arriving, refuses new connections, and exits 0', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-shutdown-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = await databaseForChild();
    cleanups.push(() => database.drop());
    const port = await freePort();
    let metricsPort = await freePort();
    while (metricsPort === port) metricsPort = await freePort();
    const output: string[] = [];
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: SERVER_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        METRICS_PORT: String(metricsPort),
        LOG_LEVEL: 'info',
        SEED_DEMO_DATA: 'false',
        PUSH_REMINDER_INTERVAL_HOURS: '0',
        SHUTDOWN_DRAIN_DELAY_MS: '1500',
        SHUTDOWN_GRACE_MS: '60000',
        ...database.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    cleanups.push(async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));

    const ready = async () => (await request(port, 'GET', '/api/health/ready').catch(() => undefined))?.status === 200;
    await waitFor(ready, 'the server is ready', 120_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${output.join('')}`);
    });

    // The public listener does not serve the operators' metrics, even to this machine.
    expect((await request(port, 'GET', '/api/metrics')).status).toBe(404);

    // A request whose body arrives slowly: half now, the rest after SIGTERM.
    const body = JSON.stringify({ email: 'someone.slow@example.com' });
    const half = Math.floor(body.length / 2);
    let slowRequest: http.ClientRequest | undefined;
    const slow = new Promise<Answer>((resolve, reject) => {
      const sent = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/forgot-password',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }),
          );
        },
      );
      sent.on('error', reject);
      sent.write(body.slice(0, half));
      cleanups.push(async () => sent.destroy());
      slowRequest = sent;
    });
    // The server has it: one request in flight (the operators' listener does not count its own).
    const inFlight = async () => {
      const metrics = await request(metricsPort, 'GET', '/api/metrics');
      return /^http_requests_in_flight 1$/m.test(metrics.body);
    };
    await waitFor(inFlight, 'the slow request has arrived', 10_000);

    child.kill('SIGTERM');
    // Draining: not ready any more, still serving (the load balancer's cue to stop sending).
    await waitFor(
      async () => (await request(port, 'GET', '/api/health/ready').catch(() => undefined))?.status === 503,
      'readiness answers 503',
      10_000,
    );
    // Then the listener closes: a new connection is refused.
    const refused = async () =>
      request(port, 'GET', '/api/health/live').then(
        () => false,
        (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
      );
    await waitFor(refused, 'new connections are refused', 10_000);

    slowRequest?.end(body.slice(half));
    const answer = await slow;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('message');

    expect(await exited).toBe(0);
    const log = output.join('');
    expect(log).toContain('shutting down: draining');
    expect(log).toContain('"clean":true');
    expect(log).not.toContain('requests still open after the grace period');
  }, 180_000);
});
