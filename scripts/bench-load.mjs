#!/usr/bin/env node
// `npm run bench:load`: two portal instances on one throw-away PostgreSQL (and Redis with
// --redis), behind a round-robin client that acts as the load balancer, under load and faults:
//   a  500 req/s on GET /api/authorization/accounts/me?get_member=true: p50, p99, errors
//   b  a sign-in storm: 200/401/429 counts, password hashes at once vs HASH_CONCURRENCY, a liveness probe's p99
//   c  PostgreSQL restarted under a write load: every 2xx stored, every failure a 503 that stored nothing
//   d  an instance killed with SIGKILL mid-upload: no partial file, no orphan row, the other one serves on
//   e  a rolling restart of both instances under load: no failed request
// Figures, not a test: each scenario prints a table, the end a summary of goal vs measured, PASS or FAIL.
//   --only=a,c   --duration=30 (scenario a, seconds)   --rate=500 (scenario a, per second)   --redis
//   --pg-restart=immediate|fast (scenario c)   --hash-concurrency=4 (HASH_CONCURRENCY of each instance)
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { printTable } from './lib/open-loop.mjs';
import { createPortalInstance } from './lib/portal-instance.mjs';
import { findFreePort, findFreePorts } from './lib/ports.mjs';
import { startPostgresCluster } from './lib/postgres-cluster.mjs';
import { createRoundRobinClient } from './lib/round-robin-client.mjs';
import { ensureSystemDeps } from './lib/system-deps.mjs';
import { signInMembers } from './lib/load-scenarios/members.mjs';
import { runSteadyReads } from './lib/load-scenarios/steady-reads.mjs';
import { runSignInStorm } from './lib/load-scenarios/sign-in-storm.mjs';
import { runDatabaseRestart } from './lib/load-scenarios/database-restart.mjs';
import { runKilledUpload } from './lib/load-scenarios/killed-upload.mjs';
import { runRollingRestart } from './lib/load-scenarios/rolling-restart.mjs';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'a,b,c,d,e' },
    duration: { type: 'string', default: '30' },
    rate: { type: 'string', default: '500' },
    redis: { type: 'boolean', default: false },
    'pg-restart': { type: 'string', default: 'immediate' },
    'hash-concurrency': { type: 'string', default: '4' },
  },
});
const only = new Set(values.only.split(',').map((letter) => letter.trim()));
const options = {
  durationMs: Number(values.duration) * 1000,
  rate: Number(values.rate),
  restartMode: values['pg-restart'],
};
const HASH_CONCURRENCY = Number(values['hash-concurrency']);
const valid = options.durationMs > 0 && options.rate > 0 && Number.isInteger(HASH_CONCURRENCY) && HASH_CONCURRENCY > 0;
if (!valid || !['immediate', 'fast'].includes(options.restartMode)) {
  console.error(
    'Use --duration=<seconds>, --rate=<per second> and --hash-concurrency=<hashes> above 0, and --pg-restart=immediate or fast.',
  );
  process.exit(2);
}

console.log('Building the server…');
execFileSync('npm', ['run', '-s', 'build', '-w', '@portal/server'], { stdio: ['ignore', 'ignore', 'inherit'] });

const { postgresBin } = ensureSystemDeps({ chromium: false });
const workDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-load-'));
const cleanups = [];
const summary = [];
let failed = false;
try {
  // Acknowledged commits are flushed, so an immediate (crash-like) restart may not lose one (scenario c).
  const cluster = await startPostgresCluster(postgresBin, { durable: true });
  cleanups.push(() => cluster.stop());
  let redisUrl;
  if (values.redis) {
    const redisPort = await findFreePort();
    const started = spawnSync('redis-server', [
      '--port',
      String(redisPort),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'yes',
      '--pidfile',
      path.join(workDir, 'redis.pid'),
    ]);
    if (started.status !== 0) throw new Error(`redis-server did not start: ${started.stderr}`);
    cleanups.push(() => spawnSync('redis-cli', ['-p', String(redisPort), 'shutdown', 'nosave']));
    redisUrl = `redis://127.0.0.1:${redisPort}`;
  }

  const env = {
    DATABASE_URL: cluster.url,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: path.join(workDir, 'data'),
    // The web app is not built here (pages are not measured): no folder to serve.
    WEB_DIST: path.join(workDir, 'no-web-build'),
    // Seeded once, by the first start (a deployment seeds once too): restarts only migrate.
    SEED_DEMO_DATA: 'false',
    PUSH_REMINDER_INTERVAL_HOURS: '0',
    LOG_LEVEL: 'warn',
    // The round-robin client polls readiness every 100 ms: a second of 503s is seen before the listener closes.
    SHUTDOWN_DRAIN_DELAY_MS: '1000',
    HASH_CONCURRENCY: String(HASH_CONCURRENCY),
    // The benchmark plays many clients through X-Forwarded-For, as requests behind a load balancer.
    TRUST_PROXY: 'true',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  };
  const instances = [];
  for (const name of ['a', 'b']) {
    const [port, metricsPort] = await findFreePorts(2);
    const instance = createPortalInstance({
      name,
      port,
      metricsPort,
      env,
      logFile: path.join(workDir, `instance-${name}.log`),
    });
    instances.push(instance);
    cleanups.push(() => instance.stop('SIGKILL'));
    // One after the other: the first migrates and seeds the empty database.
    instance.start(instances.length === 1 ? { SEED_DEMO_DATA: 'true' } : {});
    await instance.waitReady();
  }
  const client = createRoundRobinClient(instances.map((instance) => instance.origin));
  cleanups.push(() => client.close());
  await client.waitAllReady();
  const sql = postgres(cluster.url, { max: 2, onnotice: () => {} });
  cleanups.push(() => sql.end({ timeout: 1 }));

  const members = await signInMembers(client, sql);
  const context = { client, instances, cluster, sql, members, dataDir: env.DATA_DIR, options, HASH_CONCURRENCY };
  printTable('Set-up', [
    ['PostgreSQL', `${cluster.url} (durable commits)`],
    ['rate limits', redisUrl ? `Redis ${redisUrl}` : 'PostgreSQL (no REDIS_URL)'],
    ['instances', instances.map((instance) => `${instance.name} ${instance.origin}`).join(', ')],
    ['members signed in', String(members.length)],
    ['logs', workDir],
    [
      'load average before',
      loadavg()
        .map((value) => value.toFixed(1))
        .join(' / '),
    ],
  ]);

  const scenarios = [
    ['a', runSteadyReads],
    ['b', runSignInStorm],
    ['c', runDatabaseRestart],
    ['d', runKilledUpload],
    ['e', runRollingRestart],
  ];
  for (const [letter, run] of scenarios) {
    if (!only.has(letter)) continue;
    try {
      summary.push(...(await run(context)));
    } catch (error) {
      summary.push({ scenario: letter, goal: 'runs to the end', measured: String(error.message), pass: false });
    }
    console.log(
      `  (load average after ${letter}: ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')})`,
    );
    // Every scenario starts from both instances serving.
    await Promise.all(instances.map((instance) => instance.waitReady()));
    await client.waitAllReady();
  }
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error('Clean-up:', error.message);
    }
  }
}

console.log('\nSummary');
const rows = summary.map(({ scenario, goal, measured, pass }) => [scenario, goal, measured, pass ? 'PASS' : 'FAIL']);
const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length), 4));
for (const row of rows) {
  console.log(`  ${row[0].padEnd(widths[0])}  ${row[1].padEnd(widths[1])}  ${row[2].padEnd(widths[2])}  ${row[3]}`);
  if (row[3] === 'FAIL') failed = true;
}
// Other work on the machine moves every figure: the load average says how busy it was.
const load = loadavg()
  .map((value) => value.toFixed(1))
  .join(' / ');
console.log(
  `\n${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, load ${load} (1/5/15 min)`,
);
// The instances' logs are kept when something failed.
if (failed) console.log(`Logs: ${workDir}`);
else rmSync(workDir, { recursive: true, force: true });
process.exitCode = failed ? 1 : 0;
