// Scenario b: many sign-ins at once — an attack (wrong passwords for one account from one address, which
// the limits must answer 429), a spray (wrong passwords for many unknown addresses, each from its own
// address: every one costs a password hash) and members (right passwords, each from its own address) —
// while a liveness probe runs and each instance's password-hash gauges are sampled from /api/metrics.
import { sendRequest } from '../round-robin-client.mjs';
import { countStatuses, formatMs, percentile, printTable, runOpenLoop } from '../open-loop.mjs';
import { BRANDS, DEMO_PASSWORD, hostOf } from './members.mjs';
import http from 'node:http';

const STORM_MS = 12_000;
const WORKERS = 64;
const ATTACKED_BRAND = 'swift';
const PROBE_RATE = 50;
const LIVE_P99_GOAL_MS = 50;

/** The highest value of each password-hash gauge in a Prometheus text answer (names chosen by the server). */
function readHashGauges(text) {
  const gauges = {};
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]*password_hash[a-z_:]*)(?:\{[^}]*\})?\s+([\d.e+-]+)$/i.exec(line);
    if (match) gauges[match[1]] = Math.max(gauges[match[1]] ?? 0, Number(match[2]));
  }
  return gauges;
}

function sampleHashGauges(instances) {
  const agent = new http.Agent({ keepAlive: true });
  const peaks = Object.fromEntries(instances.map((instance) => [instance.name, {}]));
  let metricsStatus = 0;
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    await Promise.all(
      instances.map(async (instance) => {
        // The operators' listener of each instance (METRICS_PORT), never the public one.
        const answer = await sendRequest(agent, instance.metricsOrigin, { path: '/api/metrics', timeoutMs: 2_000 });
        metricsStatus = answer.status;
        if (answer.status !== 200) return;
        for (const [name, value] of Object.entries(readHashGauges(answer.body))) {
          peaks[instance.name][name] = Math.max(peaks[instance.name][name] ?? 0, value);
        }
      }),
    );
    busy = false;
    // Once a second: the server keeps its own peak (portal_password_hashes_peak), so sampling faster would
    // only add the metrics' rendering to the main thread the liveness probe measures.
  }, 1_000);
  return {
    stop() {
      clearInterval(timer);
      agent.destroy();
      return { peaks, metricsStatus };
    },
  };
}

export async function runSignInStorm({ client, instances, HASH_CONCURRENCY }) {
  const sampler = sampleHashGauges(instances);
  const probe = runOpenLoop({
    rate: PROBE_RATE,
    durationMs: STORM_MS,
    send: () => client.request({ path: '/api/health/live', timeoutMs: 5_000 }),
  });
  const started = Date.now();
  const results = { attack: [], spray: [], member: [] };
  let attempt = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (Date.now() - started < STORM_MS) {
        const index = attempt++;
        const brand = BRANDS[index % BRANDS.length];
        const own = `${(index >> 8) & 255}.${index & 255}`;
        const kind = ['member', 'attack', 'attack', 'spray', 'spray'][index % 5];
        const right = kind === 'member';
        const { email, address } = {
          member: { email: `who5@${brand}.test`, address: `10.3.${own}` },
          attack: { email: `admin@${ATTACKED_BRAND}.test`, address: '10.2.0.1' },
          spray: { email: `nobody${index}@${brand}.test`, address: `10.4.${own}` },
        }[kind];
        const answer = await client.request({
          method: 'POST',
          path: '/api/auth/login',
          headers: { host: hostOf(brand), 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ email, password: right ? DEMO_PASSWORD : `wrong-${index}` }),
        });
        results[kind].push(answer);
      }
    }),
  );
  const probeAnswers = await probe;
  const { peaks, metricsStatus } = sampler.stop();

  const all = [...results.attack, ...results.spray, ...results.member];
  const seconds = STORM_MS / 1000;
  const probeLatencies = probeAnswers.map((answer) => answer.latencyMs);
  const probeErrors = probeAnswers.filter((answer) => answer.status !== 200).length;
  const liveP99 = percentile(probeLatencies, 99);
  const inProgress = Object.fromEntries(
    Object.entries(peaks).map(([name, gauges]) => {
      const names = Object.keys(gauges);
      const key =
        names.find((gauge) => /peak/.test(gauge)) ?? names.find((gauge) => /in_progress|active|running/.test(gauge));
      return [name, key === undefined ? undefined : gauges[key]];
    }),
  );
  const measuredHashes = Object.values(inProgress).every((value) => value !== undefined);
  const peakHashes = Math.max(...Object.values(inProgress).map((value) => value ?? 0));
  const tooMany = all.filter((answer) => answer.status === 429).length;
  printTable(
    `b. sign-in storm: ${WORKERS} clients at once for ${seconds} s — 2 in 5 an attack on admin@${ATTACKED_BRAND}.test from one address, 2 in 5 a spray of unknown emails, 1 in 5 members with the right password`,
    [
      ['sign-ins', `${all.length} (${(all.length / seconds).toFixed(0)}/s)`],
      ['attack (one account, one address)', JSON.stringify(countStatuses(results.attack))],
      ['spray (unknown emails, own addresses)', JSON.stringify(countStatuses(results.spray))],
      ['members, right password', JSON.stringify(countStatuses(results.member))],
      [
        'sign-in p50 / p99',
        [50, 99]
          .map((p) =>
            formatMs(
              percentile(
                all.map((a) => a.endedAt - a.sentAt),
                p,
              ),
            ),
          )
          .join(' / '),
      ],
      [
        'password-hash gauges, peak per instance',
        metricsStatus === 200 ? JSON.stringify(peaks) : `/api/metrics answered ${metricsStatus}`,
      ],
      ['HASH_CONCURRENCY (per instance)', String(HASH_CONCURRENCY)],
      [
        `GET /api/health/live at ${PROBE_RATE}/s: p50 / p99 / max`,
        [50, 99, 100].map((p) => formatMs(percentile(probeLatencies, p))).join(' / '),
      ],
      ['liveness probe answers', JSON.stringify(countStatuses(probeAnswers))],
    ],
  );
  return [
    { scenario: 'b', goal: 'the storm gets 429s', measured: `${tooMany} × 429 of ${all.length}`, pass: tooMany > 0 },
    {
      scenario: 'b',
      goal: `hashes at once ≤ HASH_CONCURRENCY (${HASH_CONCURRENCY}) per instance`,
      measured: measuredHashes ? `peak ${peakHashes}` : 'no gauge in /api/metrics',
      pass: measuredHashes && peakHashes <= HASH_CONCURRENCY,
    },
    {
      scenario: 'b',
      goal: `liveness p99 < ${LIVE_P99_GOAL_MS} ms`,
      measured: `p99 ${formatMs(liveP99)}, ${probeErrors} errors`,
      pass: liveP99 < LIVE_P99_GOAL_MS && probeErrors === 0,
    },
  ];
}
