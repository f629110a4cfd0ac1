#!/usr/bin/env node
// `npm run bench:database-thread`: how long the thread that answers requests waits while the embedded
// database (PGlite, in memory) works hard, with PGlite in that thread (as before) and in its own thread
// (apps/server/src/db/pglite-thread.ts, as the server opens it now).
// The heavy work, the same on both: an aggregate over 4 million generated rows, a transaction of 10
// statements writing 50,000 members, and 5 substring searches over them. Meanwhile it samples:
//   - a 10 ms timer's lateness: how long the event loop was held, which liveness and every request wait;
//   - a small query sent every 50 ms: how long another request's query waits for the one connection.
// Each printed as p50 / p99 / max in milliseconds.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { register } from 'tsx/esm/api';

register();
const { PgliteThreadClient } = await import('../apps/server/src/db/pglite-thread.ts');

const MEMBERS = 50_000;
const BATCHES = 10;

/** The heavy work, through PGlite's own interface (which the thread's client offers too). */
async function heavyWork(client) {
  await client.query('select count(*), sum(x) from generate_series(1, 4000000) as x');
  await client.transaction(async (tx) => {
    const size = MEMBERS / BATCHES;
    for (let batch = 0; batch < BATCHES; batch += 1) {
      await tx.query(
        `insert into members (name, email)
         select 'Member ' || g, 'member' || g || '@example.com' from generate_series($1::int, $2::int) g`,
        [batch * size + 1, (batch + 1) * size],
      );
    }
  });
  for (let search = 1; search <= 5; search += 1) {
    await client.query(`select count(*) from members where name ilike $1 or email ilike $1`, [`%${search}23%`]);
  }
}

const percentiles = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return { p50: at(50), p99: at(99), max: sorted.at(-1) ?? 0 };
};
const ms = (value) => `${value.toFixed(0).padStart(6)} ms`;
const line = (label, { p50, p99, max }) => `  ${label.padEnd(34)} p50 ${ms(p50)}   p99 ${ms(p99)}   max ${ms(max)}`;

async function measure(label, client) {
  await client.query('create table members (id serial primary key, name text not null, email text not null)');
  const lateness = [];
  const smallQueries = [];
  let working = true;
  // A timer due every 10 ms: how late each fires. (perf_hooks' monitorEventLoopDelay records nothing
  // for a loop held from start to end.)
  const timer = (async () => {
    while (working) {
      const due = performance.now() + 10;
      await new Promise((resolve) => setTimeout(resolve, 10));
      lateness.push(Math.max(0, performance.now() - due));
    }
  })();
  const sampler = (async () => {
    while (working) {
      const sent = performance.now();
      await client.query('select 1');
      smallQueries.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  await heavyWork(client);
  const workMs = performance.now() - started;
  working = false;
  await Promise.all([timer, sampler]);
  console.log(`${label}: heavy work took ${(workMs / 1000).toFixed(1)} s`);
  console.log(line(`event-loop delay (${lateness.length} samples)`, percentiles(lateness)));
  console.log(line(`a small query (${smallQueries.length} sent)`, percentiles(smallQueries)));
}

const inThread = await PGlite.create({ extensions: { pg_trgm } });
await measure('PGlite in the thread that answers requests (before)', inThread);
await inThread.close();

const ownThread = await PgliteThreadClient.open({});
await measure('PGlite in its own thread (now)', ownThread);
await ownThread.close();
