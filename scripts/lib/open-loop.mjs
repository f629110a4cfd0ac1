// Open-loop load: request i is due at start + i / rate whether or not earlier ones have answered, so a slow
// server cannot slow the load down and hide its own delay (coordinated omission). Latency is counted from
// the moment a request was due, not from when it went out.

/**
 * Sends `send(i)` at `rate` per second for `durationMs` (or until `until()` says stop); resolves with every
 * answer, each with `latencyMs` (from when it was due) and `serviceMs` (from when it was sent).
 */
export async function runOpenLoop({ rate, durationMs = Number.POSITIVE_INFINITY, until = () => false, send }) {
  const started = performance.now();
  const answers = [];
  let sent = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - started;
      if (elapsed >= durationMs || until()) return resolve();
      const due = Math.floor((elapsed * rate) / 1000) + 1;
      while (sent < due) {
        const index = sent++;
        const dueAt = started + (index * 1000) / rate;
        answers.push(
          send(index).then((answer) => ({
            ...answer,
            index,
            latencyMs: answer.endedAt - dueAt,
            serviceMs: answer.endedAt - answer.sentAt,
          })),
        );
      }
      setTimeout(tick, 1);
    };
    tick();
  });
  return Promise.all(answers);
}

/** The p-th percentile (0–100) of numbers, by nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Counts of answers by status (0: no answer, by its error code). */
export function countStatuses(answers) {
  const counts = {};
  for (const answer of answers) {
    const key = answer.status === 0 ? `no answer (${answer.error})` : String(answer.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

export const formatMs = (ms) => (Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : 'n/a');

/** A two-column table under a title. */
export function printTable(title, rows) {
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n${title}`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
}
