#!/usr/bin/env node
// `npm run bench:import`: an eligibility file of 50,000 rows (issue #16), checked and committed on PGlite
// through the real app (createTestApp: migrated, seeded, in memory) and its HTTP routes.
// The file: 45,000 new people, 4,990 updates of people added by a first, smaller file, and 10 terminations.
// It prints the rows per second of the check (upload to `checked`) and of the commit (commit to
// `committed`, the invitation emails excluded: they go out afterwards, one by one, in the background),
// then the process's peak memory (RSS and heap), sampled every 50 ms.
//   --rows=50000   (at most ELIGIBILITY_MAX_ROWS)
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const { values } = parseArgs({ options: { rows: { type: 'string', default: '50000' } } });
const ROWS = Number(values.rows);
const EXISTING = Math.min(5_000, Math.floor(ROWS / 10));
const TERMINATED = Math.min(10, EXISTING);

const { createTestApp, signIn } = await import('../apps/server/src/test/create-test-app.ts');
const { ELIGIBILITY_COLUMNS } = await import('../packages/contracts/src/eligibility.ts');
const { DEMO_COMPANY_NAMES } = await import('../apps/server/src/modules/provisioning/provisioning-service.ts');
const { eligibilityImports } = await import('../apps/server/src/db/schema.ts');

const HEADER = ELIGIBILITY_COLUMNS.join(',');
const COMPANY = DEMO_COMPANY_NAMES.swift;
const line = (index, { lastName = 'Diaz', status = 'active' } = {}) =>
  `B${index},Ana${index},${lastName},bench.${index}@example.com,1990-02-03,employee,${status},${COMPANY}`;

let peakRss = 0;
let peakHeap = 0;
const sampler = setInterval(() => {
  const { rss, heapUsed } = process.memoryUsage();
  peakRss = Math.max(peakRss, rss);
  peakHeap = Math.max(peakHeap, heapUsed);
}, 50);

const t = await createTestApp({ LOG_LEVEL: 'silent' });
const admin = await signIn(t.app, 'admin@swift.test');
const headers = { host: 'swift.localhost', authorization: `Bearer ${admin}` };
const BASE = '/api/authorization/admin/eligibility-imports';

/** A request, again while the app sheds load (503: a PGlite query held the event loop over 2 s). */
async function injectWhenFree(request) {
  for (;;) {
    const response = await t.app.inject(request);
    if (response.statusCode !== 503) return response;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Read from the table, not the API: a busy event loop makes the API answer 503 (under-pressure). */
async function getImport(id) {
  const row = (await t.db.select().from(eligibilityImports)).find((candidate) => candidate.id === id);
  return { status: row.status, counts: row.summary, failure: row.failure };
}

async function checkAndCommit(name, lines) {
  const body = [HEADER, ...lines].join('\n');
  const started = performance.now();
  const uploaded = await injectWhenFree({
    method: 'POST',
    url: `${BASE}?file_name=${name}`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: body,
  });
  if (uploaded.statusCode !== 202) throw new Error(`Upload: ${uploaded.statusCode} ${uploaded.body}`);
  const { id } = uploaded.json();
  await t.services.eligibilityService.idle();
  const checkMs = performance.now() - started;
  const checked = await getImport(id);
  if (checked.status !== 'checked') throw new Error(`Check: ${JSON.stringify(checked)}`);

  const committing = performance.now();
  const commit = await injectWhenFree({ method: 'POST', url: `${BASE}/${id}/commit`, headers });
  if (commit.statusCode !== 202) throw new Error(`Commit: ${commit.statusCode} ${commit.body}`);
  // The commit's own task ends when the transaction has; the emails' task is still sending then.
  while ((await getImport(id)).status === 'committing') await new Promise((resolve) => setTimeout(resolve, 20));
  const commitMs = performance.now() - committing;
  const committed = await getImport(id);
  if (committed.status !== 'committed') throw new Error(`Commit: ${JSON.stringify(committed)}`);
  return { checkMs, commitMs, counts: checked.counts, bytes: Buffer.byteLength(body) };
}

const rate = (rows, ms) => Math.round(rows / (ms / 1000)).toLocaleString('en');
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

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
const result = await checkAndCommit('bench.csv', lines);
clearInterval(sampler);

console.log(`Eligibility file: ${ROWS.toLocaleString('en')} rows, ${mb(result.bytes)} (PGlite in memory)`);
console.log(`  counts: ${JSON.stringify(result.counts)}`);
console.log(`  check:  ${(result.checkMs / 1000).toFixed(1)} s, ${rate(ROWS, result.checkMs)} rows/s`);
console.log(`  commit: ${(result.commitMs / 1000).toFixed(1)} s, ${rate(ROWS, result.commitMs)} rows/s`);
console.log(`  peak memory during the big file: RSS ${mb(peakRss)}, heap ${mb(peakHeap)}`);

// The invitations (one email file each) are still being written: wait for them, then close.
const sending = performance.now();
await t.services.eligibilityService.idle();
console.log(
  `  invitation emails written after the commit: ${((performance.now() - sending) / 1000).toFixed(1)} s more`,
);
await t.close();
