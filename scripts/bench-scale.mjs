#!/usr/bin/env node
// `npm run bench:scale`: one programme at a real size. A throw-away PostgreSQL gets the demo data, then
// SwiftCare gets 100,000 members and 10 million analytics events over 13 months (server-side bulk
// inserts: INSERT … SELECT generate_series, a million rows a statement). The built server then answers,
// over HTTP, while a probe asks every 50 ms for liveness and for another tenant's member's /accounts/me:
//   the engagement report over a year, a 400-day /select, member search (a name, a fragment, a wildcard),
//   a 50,000-row eligibility file checked and committed (rows per second); before them, the server's
//   roll-up job reads the 13 months (events per second);
// then the same file on the embedded database (PGlite, a fresh data folder). Each line gives p50/p95/p99
// and the goal; figures, not a test.
//   --members=100000  --events=10000000  --rows=50000  --samples=30  --skip-pglite
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { register } from 'tsx/esm/api';
import { formatMs, percentile } from './lib/open-loop.mjs';
import { createPortalInstance } from './lib/portal-instance.mjs';
import { findFreePort } from './lib/ports.mjs';
import { startPostgresCluster } from './lib/postgres-cluster.mjs';
import { sendRequest } from './lib/round-robin-client.mjs';
import { ensureSystemDeps } from './lib/system-deps.mjs';

register();
const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    events: { type: 'string', default: '10000000' },
    rows: { type: 'string', default: '50000' },
    samples: { type: 'string', default: '30' },
    'skip-pglite': { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(values.members);
const EVENTS = Number(values.events);
const ROWS = Number(values.rows);
const SAMPLES = Number(values.samples);
if (![MEMBERS, EVENTS, ROWS, SAMPLES].every((value) => Number.isInteger(value) && value > 0)) {
  console.error('Use whole numbers above 0 for --members, --events, --rows and --samples.');
  process.exit(2);
}

const { DEMO_PASSWORD } = await import('../packages/contracts/src/demo.ts');
const { ELIGIBILITY_COLUMNS } = await import('../packages/contracts/src/eligibility.ts');
const { DEMO_COMPANY_NAMES } = await import('../apps/server/src/modules/provisioning/provisioning-service.ts');

const DAY_MS = 86_400_000;
const HOST = 'swift.localhost';
const OTHER_HOST = 'oakmore.localhost';
const FIRST_NAMES = ['Ana', 'Ben', 'Chloe', 'Dmitri', 'Emeka', 'Fatima', 'Grace', 'Hiro', 'Ines', 'Jamal'];
const LAST_NAMES = [
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Tanaka',
  'Diaz',
  'Novak',
  'Haddad',
  'Kowalski',
  'Silva',
  'Brennan',
];
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

console.log('Building the server…');
execFileSync('npm', ['run', '-s', 'build', '-w', '@portal/server'], { stdio: ['ignore', 'ignore', 'inherit'] });
const { postgresBin } = ensureSystemDeps({ chromium: false });
const workDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-scale-'));
const cleanups = [];
const results = [];

/** A table whose columns are as wide as their widest cell. */
function printGrid(title, rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  console.log(`\n${title}`);
  for (const row of rows) console.log(`  ${row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ')}`);
}

function stats(samples) {
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    max: samples.length ? Math.max(...samples) : Number.NaN,
  };
}

function request(origin, { method = 'GET', path: url, host = HOST, token, json, body, contentType }) {
  const headers = { host };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload = body;
  if (json !== undefined) {
    payload = JSON.stringify(json);
    headers['content-type'] = 'application/json';
  } else if (contentType) headers['content-type'] = contentType;
  return sendRequest(agent, origin, { method, path: url, headers, body: payload, timeoutMs: 120_000 });
}

async function signIn(origin, email, host) {
  const answer = await request(origin, {
    method: 'POST',
    path: '/api/auth/login',
    host,
    json: { email, password: DEMO_PASSWORD },
  });
  if (answer.status !== 200) throw new Error(`Sign-in of ${email}: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body).access_token;
}

/** Every 50 ms, liveness and another tenant's /accounts/me, until stopped: their latencies meanwhile. */
function startProbe(origin, otherToken) {
  const live = [];
  const other = [];
  const failures = { live: 0, other: 0 };
  let running = true;
  const loop = async (samples, key, send) => {
    while (running) {
      const started = performance.now();
      const answer = await send();
      samples.push(answer.endedAt - answer.sentAt);
      if (answer.status !== 200) failures[key] += 1;
      const wait = 50 - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  const loops = [
    loop(live, 'live', () => request(origin, { path: '/api/health/live' })),
    loop(other, 'other', () =>
      request(origin, { path: '/api/authorization/accounts/me', host: OTHER_HOST, token: otherToken }),
    ),
  ];
  return async () => {
    running = false;
    await Promise.all(loops);
    return { live: stats(live), other: stats(other), failures };
  };
}

/** `run` `SAMPLES` times one after another; its latencies, and the probe's while it ran. */
async function measure(name, goalMs, origin, otherToken, run) {
  const stop = startProbe(origin, otherToken);
  const samples = [];
  for (let index = 0; index < SAMPLES; index += 1) {
    let answer = await run(index);
    // An admin's reports are limited per minute: wait as told, and count only the answers.
    while (answer.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, Number(answer.headers['retry-after'] ?? 5) * 1000));
      answer = await run(index);
    }
    if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.body.slice(0, 300)}`);
    samples.push(answer.endedAt - answer.sentAt);
  }
  const probe = await stop();
  results.push({ name, goalMs, ...stats(samples), probe });
  console.log(`  ${name}: p95 ${formatMs(stats(samples).p95)}`);
}

async function seedAtScale(sql) {
  const [tenant] = await sql`select id from tenants where key = 'swift'`;
  const [company] = await sql`select id from companies where tenant_id = ${tenant.id} order by name limit 1`;
  let started = performance.now();
  await sql`
    insert into accounts (tenant_id, company_id, email, password_hash, role, status, employee_id, eligibility_relationship)
    select ${tenant.id}, ${company.id}, 'scale.' || i || '@example.com', null, 'member', 'active', 'S' || i, 'employee'
    from generate_series(1, ${MEMBERS}::int) as i`;
  await sql`
    insert into members (account_id, first_name, last_name, date_of_birth)
    select id, (${FIRST_NAMES}::text[])[1 + (n % 10)], (${LAST_NAMES}::text[])[1 + (n / 10 % 10)] || n,
      date '1960-01-01' + (n % 15000)
    from (select id, substr(email, 7, position('@' in email) - 7)::int as n
          from accounts where tenant_id = ${tenant.id} and email like 'scale.%') as scale`;
  console.log(`  ${MEMBERS} members in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // Thirteen months back, month by month: each month's partition, then its share of the events.
  const now = new Date();
  const from = new Date(now.getTime() - 395 * DAY_MS);
  const [articles] = await sql`select array_agg(id) as ids from articles where tenant_id = ${tenant.id}`;
  const [videos] = await sql`select array_agg(id) as ids from videos where tenant_id = ${tenant.id}`;
  const articleIds = articles.ids ?? [];
  const videoIds = videos.ids ?? [];
  started = performance.now();
  for (let month = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1)); month <= now;) {
    const next = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
    const name = `events_${month.getUTCFullYear()}_${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
    await sql.unsafe(
      `create table if not exists amm_c0nj.${name} partition of amm_c0nj.events ` +
        `for values from ('${month.toISOString()}') to ('${next.toISOString()}')`,
    );
    month = next;
  }
  const CHUNK = 1_000_000;
  for (let first = 1; first <= EVENTS; first += CHUNK) {
    const last = Math.min(EVENTS, first + CHUNK - 1);
    // A member's id as the server stores an attested one (`a_` and 32 hex digits); mostly page views.
    await sql`
      insert into amm_c0nj.events (id, tenant_id, event, properties, member_id, platform, occurred_at, received_at)
      select gen_random_uuid(), ${tenant.id}, kind.event, kind.properties,
        'a_' || substr(md5((i % ${MEMBERS}::int)::text), 1, 32), (array['web', 'android', 'ios'])[1 + i % 3],
        ${from} + (i::float8 / ${EVENTS}::int) * (${now}::timestamptz - ${from}::timestamptz), now()
      from generate_series(${first}::int, ${last}::int) as i
      cross join lateral (
        select case i % 10
          when 0 then 'article_read' when 1 then 'video_play' when 2 then 'video_complete' when 3 then 'sign_in'
          else 'page_view' end as event,
        case i % 10
          when 0 then jsonb_build_object('article_id', (${articleIds}::uuid[])[1 + i % greatest(1, ${articleIds.length}::int)])
          when 1 then jsonb_build_object('video_id', (${videoIds}::uuid[])[1 + i % greatest(1, ${videoIds.length}::int)])
          when 2 then jsonb_build_object('video_id', (${videoIds}::uuid[])[1 + i % greatest(1, ${videoIds.length}::int)])
          when 3 then '{}'::jsonb
          else jsonb_build_object('route', '/dashboard/home') end as properties
      ) as kind`;
    process.stdout.write(`\r  events: ${last.toLocaleString('en')} of ${EVENTS.toLocaleString('en')}`);
  }
  await sql`analyze`;
  console.log(`\n  ${EVENTS} events in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function eligibilityFile(rows) {
  const company = DEMO_COMPANY_NAMES.swift;
  const lines = [ELIGIBILITY_COLUMNS.join(',')];
  for (let index = 1; index <= rows; index += 1) {
    lines.push(`E${index},Eli${index},Import,import.${index}@example.com,1990-02-03,employee,active,${company}`);
  }
  return lines.join('\n');
}

/**
 * The events were written behind the server's back: each of their days and weeks is marked changed, as
 * the ingestion marks them, and the server's roll-up job (every minute) reads them. Its time, and the
 * probe's latencies meanwhile.
 */
async function rollUp(sql, origin, otherToken) {
  const [tenant] = await sql`select id from tenants where key = 'swift'`;
  await sql`
    insert into amm_c0nj.rollup_periods (tenant_id, period, start, changes)
    select ${tenant.id}::uuid, 'day', day::date, 1
    from generate_series(current_date - 400, current_date, interval '1 day') as day
    union all
    select ${tenant.id}::uuid, 'week', week::date, 1
    from generate_series(date_trunc('week', current_date - 400), current_date, interval '1 week') as week
    on conflict (tenant_id, period, start) do update set changes = amm_c0nj.rollup_periods.changes + 1`;
  const stop = startProbe(origin, otherToken);
  const started = performance.now();
  for (;;) {
    const [left] = await sql`
      select count(*)::int as periods from amm_c0nj.rollup_periods
      where rolled < changes and ((period = 'day' and start < current_date) or (period = 'week' and start + 7 <= current_date))`;
    process.stdout.write(`\r  roll-up: ${left.periods} days and weeks to go   `);
    if (left.periods === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const seconds = (performance.now() - started) / 1000;
  results.push({
    name: `PostgreSQL: roll-up of ${EVENTS} events`,
    rate: `${Math.round(EVENTS / seconds)} events/s (${seconds.toFixed(1)} s, the job's first run within a minute)`,
    probe: await stop(),
  });
  console.log(`\n  rolled up in ${seconds.toFixed(1)} s`);
}

/** Upload, check, commit: rows per second of each, and the probe's latencies over both. */
async function importFile(label, origin, adminToken, otherToken) {
  const base = '/api/authorization/admin/eligibility-imports';
  const body = eligibilityFile(ROWS);
  const poll = async (id, until) => {
    for (;;) {
      const answer = await request(origin, { path: `${base}/${id}`, token: adminToken });
      const state = answer.status === 200 ? JSON.parse(answer.body) : undefined;
      if (state && until.includes(state.status)) return state;
      if (state?.status === 'failed') throw new Error(`${label}: the import failed: ${state.failure}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const stop = startProbe(origin, otherToken);
  const checking = performance.now();
  const uploaded = await request(origin, {
    method: 'POST',
    path: `${base}?file_name=scale.csv`,
    token: adminToken,
    body,
    contentType: 'text/csv',
  });
  if (uploaded.status !== 202) throw new Error(`${label} upload: ${uploaded.status} ${uploaded.body}`);
  const { id } = JSON.parse(uploaded.body);
  await poll(id, ['checked']);
  const checkSeconds = (performance.now() - checking) / 1000;
  const committing = performance.now();
  const commit = await request(origin, { method: 'POST', path: `${base}/${id}/commit`, token: adminToken });
  if (commit.status !== 202) throw new Error(`${label} commit: ${commit.status} ${commit.body}`);
  await poll(id, ['committed']);
  const commitSeconds = (performance.now() - committing) / 1000;
  const probe = await stop();
  results.push({
    name: `${label}: check ${ROWS} rows`,
    rate: `${Math.round(ROWS / checkSeconds)} rows/s (${checkSeconds.toFixed(1)} s)`,
    probe,
  });
  results.push({
    name: `${label}: commit ${ROWS} rows`,
    rate: `${Math.round(ROWS / commitSeconds)} rows/s (${commitSeconds.toFixed(1)} s)`,
    goal: label.startsWith('PostgreSQL') ? '≤ 10 s' : '≤ 60 s',
    probe,
  });
  console.log(`  ${label}: checked in ${checkSeconds.toFixed(1)} s, committed in ${commitSeconds.toFixed(1)} s`);
}

async function startServer(name, env) {
  const port = await findFreePort();
  const instance = createPortalInstance({ name, port, env, logFile: path.join(workDir, `${name}.log`) });
  cleanups.push(() => instance.stop('SIGKILL'));
  instance.start();
  await instance.waitReady();
  return instance;
}

const baseEnv = {
  AUTH_SECRET: randomBytes(32).toString('hex'),
  WEB_DIST: path.join(workDir, 'no-web-build'),
  SEED_DEMO_DATA: 'true',
  PUSH_REMINDER_INTERVAL_HOURS: '0',
  LOG_LEVEL: 'warn',
};

try {
  const cluster = await startPostgresCluster(postgresBin);
  cleanups.push(() => cluster.stop());
  console.log('Starting the server on PostgreSQL (migrations, demo data)…');
  const server = await startServer('postgres', {
    ...baseEnv,
    DATABASE_URL: cluster.url,
    DATA_DIR: path.join(workDir, 'pg-data'),
  });
  const sql = postgres(cluster.url, { max: 2, onnotice: () => {} });
  cleanups.push(() => sql.end({ timeout: 1 }));
  console.log(`Seeding SwiftCare: ${MEMBERS} members, ${EVENTS} events over 13 months…`);
  await seedAtScale(sql);

  const admin = await signIn(server.origin, 'admin@swift.test', HOST);
  const other = await signIn(server.origin, 'member@oakmore.test', OTHER_HOST);
  console.log('Rolling up the events (the server job)…');
  await rollUp(sql, server.origin, other);
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 364 * DAY_MS).toISOString().slice(0, 10);
  console.log('Measuring on PostgreSQL…');
  await measure('engagement report, one year', 300, server.origin, other, () =>
    request(server.origin, { path: `/api/authorization/admin/engagement?from=${yearAgo}&to=${today}`, token: admin }),
  );
  const selectRange = { from: new Date(Date.now() - 400 * DAY_MS).toISOString(), to: new Date().toISOString() };
  await measure('/select, 400 days by week', 300, server.origin, other, () =>
    request(server.origin, {
      method: 'POST',
      path: '/api/ingestion/select?db=amm_c0nj',
      token: admin,
      json: { ...selectRange, group_by: 'week' },
    }),
  );
  for (const [label, search] of [
    ['a name', 'Okafor'],
    ['a fragment', 'dqvist12'],
    ['a wildcard', '%'],
  ]) {
    await measure(`member search, ${label} (${search})`, 50, server.origin, other, () =>
      request(server.origin, {
        path: `/api/authorization/admin/members?search=${encodeURIComponent(search)}`,
        token: admin,
      }),
    );
  }
  await importFile('PostgreSQL', server.origin, admin, other);

  if (!values['skip-pglite']) {
    console.log('Starting the server on the embedded database (PGlite)…');
    const embedded = await startServer('pglite', { ...baseEnv, DATA_DIR: path.join(workDir, 'pglite-data') });
    const embeddedAdmin = await signIn(embedded.origin, 'admin@swift.test', HOST);
    const embeddedOther = await signIn(embedded.origin, 'member@oakmore.test', OTHER_HOST);
    await importFile('PGlite', embedded.origin, embeddedAdmin, embeddedOther);
  }

  const probeCells = (probe) => [
    `${formatMs(probe.live.p99)} (max ${formatMs(probe.live.max)})`,
    `${formatMs(probe.other.p99)}`,
    `${probe.failures.live + probe.failures.other}`,
  ];
  printGrid(
    `bench:scale: ${MEMBERS.toLocaleString('en')} members, ${EVENTS.toLocaleString('en')} events (goals: reports and /select ≤ 300 ms p95, search ≤ 50 ms p95, other tenant p99 ≤ 50 ms on PostgreSQL, liveness p99 ≤ 100 ms)`,
    [
      ['What', 'p50', 'p95', 'p99', 'Goal', 'Liveness p99', 'Other tenant p99', 'Probe failures'],
      ...results.map((row) =>
        row.rate
          ? [row.name, row.rate, '', '', row.goal ?? '', ...probeCells(row.probe)]
          : [
              row.name,
              formatMs(row.p50),
              formatMs(row.p95),
              formatMs(row.p99),
              `≤ ${row.goalMs} ms p95`,
              ...probeCells(row.probe),
            ],
      ),
    ],
  );
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error('Clean-up:', error.message);
    }
  }
  agent.destroy();
  rmSync(workDir, { recursive: true, force: true });
}
