#!/usr/bin/env node
// `npm run bench:import`: an eligibility file of 50,000 rows checked and committed through the real app
// (startTestApp: migrated, seeded) listening on a free loopback port, first on PGlite (in memory), then
// on PostgreSQL when TEST_DATABASE_URL is set or --postgres is given (a throw-away local cluster).
// The file: 45,000 new people, 4,990 updates of people added by a first, smaller file, and 10 terminations.
// For each database it prints the rows per second of the check (upload to `checked`) and of the commit
// (commit to `committed`, the invitation emails excluded: they go out afterwards, in the background), and,
// sampled every 50 ms over real HTTP while each runs, the latency of /api/health/live (p50, p99, max) and
// of another tenant's /api/authorization/accounts/me; then the process's peak memory. Each database runs
// in a child process of its own; the invitation emails are not waited for.
//   --rows=50000   (at most ELIGIBILITY_MAX_ROWS)
//   --postgres     also on a local PostgreSQL cluster (initdb in a temporary folder)
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { startPostgresCluster } from './lib/postgres-cluster.mjs';
import { findPostgresBin } from './lib/system-deps.mjs';

register();
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '50000' },
    postgres: { type: 'boolean', default: false },
    // Internal: one database per child process, so one run's background work never slows the next.
    only: { type: 'string' },
  },
});
const ROWS = Number(values.rows);
const EXISTING = Math.min(5_000, Math.floor(ROWS / 10));
const TERMINATED = Math.min(10, EXISTING);
const SAMPLE_EVERY_MS = 50;

const { startTestApp, signIn } = await import('../apps/server/src/test/create-test-app.ts');
const { openDatabase } = await import('../apps/server/src/db/client.ts');
const { databaseUrl } = await import('../apps/server/src/test/template-database.ts');
const { default: postgres } = await import('postgres');
const { ELIGIBILITY_COLUMNS } = await import('../packages/contracts/src/eligibility.ts');
const { DEMO_COMPANY_NAMES } = await import('../apps/server/src/modules/provisioning/provisioning-service.ts');

const HEADER = ELIGIBILITY_COLUMNS.join(',');
const COMPANY = DEMO_COMPANY_NAMES.swift;
const BASE = '/api/authorization/admin/eligibility-imports';
const line = (index, { lastName = 'Diaz', status = 'active' } = {}) =>
  `B${index},Ana${index},${lastName},bench.${index}@example.com,1990-02-03,employee,${status},${COMPANY}`;

let peakRss = 0;
let peakHeap = 0;
const memory = setInterval(() => {
  const { rss, heapUsed } = process.memoryUsage();
  peakRss = Math.max(peakRss, rss);
  peakHeap = Math.max(peakHeap, heapUsed);
}, SAMPLE_EVERY_MS);

/** One HTTP request to the listening app: its status, body and how long it took (ms). */
function send(port, { method = 'GET', path, headers = {}, body }) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString(), ms: performance.now() - started }),
      );
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/**
 * Sends each request every 50 ms from a worker thread, without waiting for the last one: a stalled
 * server piles them up, as a load balancer's probes would, and the sampler's own timers keep running
 * while the app's thread is busy. `stop()` waits for the ones in flight and answers their latencies.
 */
function sample(port, requests) {
  const worker = new Worker(
    `
    const { request } = require('node:http');
    const { parentPort, workerData } = require('node:worker_threads');
    const { port, requests, everyMs } = workerData;
    const latencies = requests.map(() => []);
    const failures = requests.map(() => 0);
    const inFlight = new Set();
    function send(options, index) {
      const started = performance.now();
      const sent = new Promise((resolve) => {
        const req = request({ host: '127.0.0.1', port, path: options.path, headers: options.headers, agent: false }, (res) => {
          res.resume();
          res.on('end', () => {
            latencies[index].push(performance.now() - started);
            if (res.statusCode !== 200) failures[index] += 1;
            resolve();
          });
        });
        req.on('error', () => { failures[index] += 1; resolve(); });
        req.end();
      });
      inFlight.add(sent);
      sent.finally(() => inFlight.delete(sent));
    }
    const timer = setInterval(() => requests.forEach(send), everyMs);
    parentPort.on('message', async () => {
      clearInterval(timer);
      await Promise.all([...inFlight]);
      parentPort.postMessage({ latencies, failures });
    });
    `,
    { eval: true, workerData: { port, requests, everyMs: SAMPLE_EVERY_MS } },
  );
  return {
    async stop() {
      const answer = new Promise((resolve) => worker.once('message', resolve));
      worker.postMessage('stop');
      const { latencies, failures } = await answer;
      await worker.terminate();
      return latencies.map((list, index) => ({ ...percentiles(list), failures: failures[index] }));
    },
  };
}

function percentiles(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

/**
 * The app on a fresh database, migrated and seeded: PGlite in memory, or a new database on the
 * PostgreSQL server at `adminUrl` (dropped on close).
 */
async function startApp(adminUrl) {
  let handle;
  let drop = async () => {};
  if (adminUrl) {
    const name = `portal_bench_import_${Date.now()}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
    drop = async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    };
  } else {
    handle = await openDatabase({ kind: 'pglite' });
  }
  const app = await startTestApp(
    handle,
    { LOG_LEVEL: 'silent' },
    {},
    { authSecret: randomBytes(32).toString('base64url'), prepareDatabase: true },
  );
  return {
    ...app,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

async function runOn(label, adminUrl) {
  const t = await startApp(adminUrl);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address();
  const admin = await signIn(t.app, 'admin@swift.test');
  const otherMember = await signIn(t.app, 'member@oakmore.test');
  const adminHeaders = { host: 'swift.localhost', authorization: `Bearer ${admin}` };
  const probes = [
    { path: '/api/health/live', headers: { host: 'swift.localhost' } },
    {
      path: '/api/authorization/accounts/me',
      headers: { host: 'oakmore.localhost', authorization: `Bearer ${otherMember}` },
    },
  ];

  async function statusOf(id) {
    const answer = await send(port, { path: `${BASE}/${id}`, headers: adminHeaders });
    if (answer.status !== 200) throw new Error(`Import: ${answer.status} ${answer.body}`);
    return JSON.parse(answer.body);
  }

  /** Polls the import (over HTTP, as the console does) until it leaves `status`. */
  async function waitWhile(id, status) {
    for (;;) {
      const current = await statusOf(id);
      if (current.status !== status) return current;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function checkAndCommit(name, lines, { measure = false } = {}) {
    const body = [HEADER, ...lines].join('\n');
    let sampler = measure ? sample(port, probes) : undefined;
    const started = performance.now();
    const uploaded = await send(port, {
      method: 'POST',
      path: `${BASE}?file_name=${name}`,
      headers: { ...adminHeaders, 'content-type': 'text/csv' },
      body,
    });
    if (uploaded.status !== 202) throw new Error(`Upload: ${uploaded.status} ${uploaded.body}`);
    const { id } = JSON.parse(uploaded.body);
    const checked = await waitWhile(id, 'checking');
    const checkMs = performance.now() - started;
    if (checked.status !== 'checked') throw new Error(`Check: ${JSON.stringify(checked)}`);
    const checkProbes = await sampler?.stop();

    sampler = measure ? sample(port, probes) : undefined;
    const committing = performance.now();
    const commit = await send(port, { method: 'POST', path: `${BASE}/${id}/commit`, headers: adminHeaders });
    if (commit.status !== 202) throw new Error(`Commit: ${commit.status} ${commit.body}`);
    const committed = await waitWhile(id, 'committing');
    const commitMs = performance.now() - committing;
    if (committed.status !== 'committed') throw new Error(`Commit: ${JSON.stringify(committed)}`);
    const commitProbes = await sampler?.stop();
    return { checkMs, commitMs, counts: checked.counts, bytes: Buffer.byteLength(body), checkProbes, commitProbes };
  }

  // A first file makes the members the big one updates and terminates.
  await checkAndCommit(
    'first.csv',
    Array.from({ length: EXISTING }, (_, index) => line(index)),
  );
  await t.services.eligibilityService.idle();

  const lines = [
    ...Array.from({ length: EXISTING - TERMINATED }, (_, index) => line(index, { lastName: 'Diaz-Ruiz' })),
    ...Array.from({ length: TERMINATED }, (_, index) => line(EXISTING - TERMINATED + index, { status: 'terminated' })),
    ...Array.from({ length: ROWS - EXISTING }, (_, index) => line(EXISTING + index)),
  ];
  peakRss = 0;
  peakHeap = 0;
  const result = await checkAndCommit('bench.csv', lines, { measure: true });

  const ms = (value) => `${Math.round(value)} ms`;
  const probeLine = (name, stats) =>
    `    ${name.padEnd(28)} p50 ${ms(stats.p50)}, p99 ${ms(stats.p99)}, max ${ms(stats.max)} ` +
    `(${stats.count} samples${stats.failures ? `, ${stats.failures} not 200` : ''})`;
  const rate = (value) => Math.round(ROWS / (value / 1000)).toLocaleString('en');
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log(`Eligibility file: ${ROWS.toLocaleString('en')} rows, ${mb(result.bytes)} (${label})`);
  console.log(`  counts: ${JSON.stringify(result.counts)}`);
  for (const [phase, elapsed, stats] of [
    ['check', result.checkMs, result.checkProbes],
    ['commit', result.commitMs, result.commitProbes],
  ]) {
    console.log(`  ${phase.padEnd(6)}  ${(elapsed / 1000).toFixed(1)} s, ${rate(elapsed)} rows/s; meanwhile:`);
    console.log(probeLine('/api/health/live', stats[0]));
    console.log(probeLine("another tenant's /accounts/me", stats[1]));
  }
  console.log(`  peak memory during the big file: RSS ${mb(peakRss)}, heap ${mb(peakHeap)}`);
  // The invitation emails (one outbox file each) are still being written in the background: the child
  // process ends without waiting for them.
}

if (values.only) {
  await runOn(values.only === 'postgres' ? 'PostgreSQL' : 'PGlite in memory', process.env.TEST_DATABASE_URL);
  process.exit(0);
}

clearInterval(memory);
const runChild = (only, env = process.env) => {
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), `--rows=${ROWS}`, `--only=${only}`], {
    stdio: 'inherit',
    env,
  });
  if (child.status !== 0) throw new Error(`The ${only} run failed (${child.status ?? child.signal}).`);
};
runChild('pglite');
let cluster;
if (values.postgres && !process.env.TEST_DATABASE_URL) {
  const bin = findPostgresBin();
  if (!bin)
    throw new Error('--postgres: no PostgreSQL found (install postgresql, or set PG_BIN or TEST_DATABASE_URL).');
  cluster = await startPostgresCluster(bin);
}
try {
  const url = cluster?.url ?? process.env.TEST_DATABASE_URL;
  if (url) runChild('postgres', { ...process.env, TEST_DATABASE_URL: url });
} finally {
  cluster?.stop();
}
