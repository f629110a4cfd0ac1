// Scenario e: both instances replaced one after the other (SIGTERM, wait for the exit, start, wait until
// ready) while account reads arrive at a steady rate through the round-robin client.
import { countStatuses, formatMs, percentile, printTable, runOpenLoop } from '../open-loop.mjs';
import { memberHeaders } from './members.mjs';
import { ACCOUNT_PATH } from './steady-reads.mjs';

const RATE = 100;
const SETTLE_MS = 2_000;

export async function runRollingRestart({ client, instances, members }) {
  let restarting = true;
  const steps = [];
  const retriesBefore = client.retries;
  const load = runOpenLoop({
    rate: RATE,
    until: () => !restarting,
    send: (index) => client.request({ path: ACCOUNT_PATH, headers: memberHeaders(members[index % members.length]) }),
  });
  const started = performance.now();
  const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  try {
    await settle();
    for (const instance of instances) {
      const stopping = performance.now();
      const ended = await instance.stop('SIGTERM');
      const exitedAfter = performance.now() - stopping;
      instance.start();
      await instance.waitReady();
      // The balancer's own view, so the next instance is not stopped before this one takes requests.
      await client.waitAllReady();
      steps.push(
        `${instance.name}: exit ${ended.code ?? ended.signal} after ${formatMs(exitedAfter)}, ready again after ${formatMs(performance.now() - stopping)}`,
      );
    }
    await settle();
  } finally {
    restarting = false;
  }
  const answers = await load;
  const failedRequests = answers.filter((answer) => answer.status !== 200);
  printTable(`e. rolling restart of both instances under ${RATE} req/s of GET ${ACCOUNT_PATH}`, [
    ['duration', `${((performance.now() - started) / 1000).toFixed(1)} s`],
    ...steps.map((step, index) => [`step ${index + 1}`, step]),
    ['requests', String(answers.length)],
    ['statuses', JSON.stringify(countStatuses(answers))],
    ['sent again to the other instance', String(client.retries - retriesBefore)],
    [
      'p50 / p99 / max (from when due)',
      [50, 99, 100]
        .map((p) =>
          formatMs(
            percentile(
              answers.map((a) => a.latencyMs),
              p,
            ),
          ),
        )
        .join(' / '),
    ],
  ]);
  return [
    {
      scenario: 'e',
      goal: 'rolling restart: 0 failed requests',
      measured: `${failedRequests.length} of ${answers.length}`,
      pass: failedRequests.length === 0,
    },
  ];
}
