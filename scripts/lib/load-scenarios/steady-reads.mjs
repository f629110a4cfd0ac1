// Scenario a: the signed-in account, read at a fixed rate across both instances.
import { countStatuses, formatMs, percentile, printTable, runOpenLoop } from '../open-loop.mjs';
import { memberHeaders } from './members.mjs';

export const ACCOUNT_PATH = '/api/authorization/accounts/me?get_member=true';
const P99_GOAL_MS = 20;
const WARM_UP_MS = 2_000;

export async function runSteadyReads({ client, instances, members, options }) {
  const { rate, durationMs } = options;
  // Two seconds at the same rate first, not counted: connections opened, code compiled, caches filled.
  await runOpenLoop({
    rate,
    durationMs: WARM_UP_MS,
    send: (index) => client.request({ path: ACCOUNT_PATH, headers: memberHeaders(members[index % members.length]) }),
  });
  const cpuBefore = instances.reduce((total, instance) => total + instance.cpuMs(), 0);
  const answers = await runOpenLoop({
    rate,
    durationMs,
    send: (index) => client.request({ path: ACCOUNT_PATH, headers: memberHeaders(members[index % members.length]) }),
  });
  // The servers' own cost per request: a figure the machine's other work moves far less than latency.
  const cpuPerRequest =
    (instances.reduce((total, instance) => total + instance.cpuMs(), 0) - cpuBefore) / answers.length;
  const latencies = answers.map((answer) => answer.latencyMs);
  const service = answers.map((answer) => answer.serviceMs);
  const errors = answers.filter((answer) => answer.status !== 200).length;
  const p99 = percentile(latencies, 99);
  printTable(
    `a. ${rate} req/s on GET ${ACCOUNT_PATH} for ${durationMs / 1000} s after ${WARM_UP_MS / 1000} s of warm-up (15 members, both instances)`,
    [
      ['requests', String(answers.length)],
      ['statuses', JSON.stringify(countStatuses(answers))],
      [
        'p50 / p90 / p99 / max (from when due)',
        [50, 90, 99, 100].map((p) => formatMs(percentile(latencies, p))).join(' / '),
      ],
      [
        'server CPU per request (both instances)',
        `${cpuPerRequest.toFixed(2)} ms, so at most ~${Math.round(1000 / cpuPerRequest)} req/s per free core`,
      ],
      ['p50 / p99 (from when sent)', [50, 99].map((p) => formatMs(percentile(service, p))).join(' / ')],
    ],
  );
  return [
    {
      scenario: 'a',
      goal: `p99 ≤ ${P99_GOAL_MS} ms at ${rate} req/s`,
      measured: `p50 ${formatMs(percentile(latencies, 50))}, p99 ${formatMs(p99)}`,
      pass: p99 <= P99_GOAL_MS,
    },
    { scenario: 'a', goal: 'no errors', measured: `${errors} of ${answers.length}`, pass: errors === 0 },
  ];
}
