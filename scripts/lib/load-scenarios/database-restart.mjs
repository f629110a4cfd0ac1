// Scenario c: PostgreSQL restarted while members add dependents and answer the questionnaire. Every write
// carries a marker (the dependent's last name) or is counted per member (questionnaire answers), so the
// database can be asked afterwards what each request really did.
import { randomBytes } from 'node:crypto';
import { countStatuses, printTable, runOpenLoop } from '../open-loop.mjs';
import { sendRequest } from '../round-robin-client.mjs';
import { ACCOUNT_PATH } from './steady-reads.mjs';
import { memberHeaders } from './members.mjs';
import http from 'node:http';

const WRITE_RATE = 30;
const LOAD_MS = 20_000;
const RESTART_AFTER_MS = 6_000;
const RECOVERY_DEADLINE_MS = 30_000;
const DEPENDENTS_MAX = 20;

async function prepareWriters(client, sql, members) {
  const writers = [];
  for (const member of members) {
    const answer = await client.request({
      path: '/api/authorization/companies/questionnaire',
      headers: memberHeaders(member),
    });
    if (answer.status !== 200) throw new Error(`The questionnaire for ${member.email}: ${answer.status}`);
    const questionnaire = JSON.parse(answer.body);
    const answers = {};
    for (const step of questionnaire.steps) {
      for (const category of step.categories) {
        for (const question of category.questions) answers[question.id] = question.options[0].value;
      }
    }
    const [{ dependents }] = await sql`
      select count(*)::int as dependents from dependents where account_id = ${member.id} and deleted_at is null`;
    const [{ responses }] = await sql`
      select count(*)::int as responses from questionnaire_responses where account_id = ${member.id}`;
    writers.push({
      member,
      submission: { questionnaire_id: questionnaire.id, version: questionnaire.version, answers },
      // Answered already: a second answer waits for the retake period (409), so it is not sent.
      mayAnswer: responses === 0,
      dependentsLeft: DEPENDENTS_MAX - dependents,
      added: [],
      responsesBefore: responses,
    });
  }
  return writers;
}

/** Time until each instance answers the account read again, polled directly (not through the balancer). */
async function waitRecovered(instances, member) {
  const agent = new http.Agent({ keepAlive: false });
  const started = performance.now();
  const recovered = {};
  await Promise.all(
    instances.map(async (instance) => {
      while (performance.now() - started < RECOVERY_DEADLINE_MS) {
        const answer = await sendRequest(agent, instance.origin, {
          path: ACCOUNT_PATH,
          headers: memberHeaders(member),
        });
        if (answer.status === 200) {
          recovered[instance.name] = performance.now() - started;
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  return recovered;
}

/** The next write of a member: its first questionnaire answer, else a new dependent, else removing one it added. */
function nextWrite(writer, index, tag) {
  if (writer.mayAnswer) {
    writer.mayAnswer = false;
    return { kind: 'answer', path: '/api/authorization/companies/questionnaire/responses', body: writer.submission };
  }
  if (writer.dependentsLeft === 0 && writer.added.length > 0) {
    const id = writer.added.shift();
    return { kind: 'removal', id, method: 'DELETE', path: `/api/authorization/dependents/${id}` };
  }
  writer.dependentsLeft -= 1;
  const marker = `W${index}-${tag}`;
  const body = { first_name: 'Load', last_name: marker, relationship: 'child', date_of_birth: '2015-05-05' };
  return { kind: 'dependent', marker, path: '/api/authorization/dependents', body };
}

/** What the member may do next, once an answer is known. */
function settle(write, answer) {
  const ok = answer.status >= 200 && answer.status < 300;
  if (write.kind === 'answer' && !ok) write.writer.mayAnswer = true;
  if (write.kind === 'dependent') {
    if (ok) write.writer.added.push(JSON.parse(answer.body).id);
    else write.writer.dependentsLeft += 1;
  }
  if (write.kind === 'removal' && ok) write.writer.dependentsLeft += 1;
}

export async function runDatabaseRestart({ client, instances, cluster, sql, members, options }) {
  const writers = await prepareWriters(client, sql, members);
  const tag = randomBytes(4).toString('hex');
  const writes = [];
  let restart;
  let restartedAt;
  const startedAt = performance.now();
  const answers = await runOpenLoop({
    rate: WRITE_RATE,
    durationMs: LOAD_MS,
    send: async (index) => {
      if (!restart && performance.now() - startedAt >= RESTART_AFTER_MS) {
        restart = cluster.restart({ mode: options.restartMode }).then(() => (restartedAt = performance.now()));
      }
      const writer = writers[index % writers.length];
      const write = { index, writer, ...nextWrite(writer, index, tag) };
      writes.push(write);
      const answer = await client.request({
        method: write.method ?? 'POST',
        path: write.path,
        headers: memberHeaders(writer.member, write.body ? { 'content-type': 'application/json' } : {}),
        body: write.body ? JSON.stringify(write.body) : undefined,
      });
      settle(write, answer);
      return answer;
    },
  });
  await restart;
  const recovered = await waitRecovered(instances, members[0]);

  // What the database holds, against what each request was told.
  const dependentRows = await sql`select id, last_name, deleted_at from dependents where last_name like ${`W%-${tag}`}`;
  const stored = new Set(dependentRows.map((row) => row.last_name));
  const removed = new Set(dependentRows.filter((row) => row.deleted_at !== null).map((row) => row.id));
  const storedResponses = new Set(
    (await sql`select id from questionnaire_responses where account_id in ${sql(members.map((m) => m.id))}`).map(
      (row) => row.id,
    ),
  );
  const problems = { okNotStored: 0, failedButStored: 0, failedNot503: 0 };
  const okAnswers = new Map();
  const writeOf = new Map(writes.map((write) => [write.index, write]));
  for (const answer of answers) {
    const write = writeOf.get(answer.index);
    const ok = answer.status >= 200 && answer.status < 300;
    if (write.kind === 'dependent') {
      if (ok && !stored.has(write.marker)) problems.okNotStored += 1;
      if (!ok && stored.has(write.marker)) problems.failedButStored += 1;
    } else if (write.kind === 'removal') {
      // Each dependent is removed at most once: removed if and only if the removal succeeded.
      if (ok && !removed.has(write.id)) problems.okNotStored += 1;
      if (!ok && removed.has(write.id)) problems.failedButStored += 1;
    } else if (ok) {
      okAnswers.set(write.writer, (okAnswers.get(write.writer) ?? 0) + 1);
      if (!storedResponses.has(JSON.parse(answer.body).id)) problems.okNotStored += 1;
    }
    if (!ok && answer.status !== 503) problems.failedNot503 += 1;
  }
  // A failed answer stored nothing: each member holds exactly as many more answers as it was told were saved.
  for (const writer of writers) {
    const [{ responses }] =
      await sql`select count(*)::int as responses from questionnaire_responses where account_id = ${writer.member.id}`;
    problems.failedButStored += Math.abs(responses - writer.responsesBefore - (okAnswers.get(writer) ?? 0));
  }
  const failures = answers.filter((answer) => !(answer.status >= 200 && answer.status < 300));
  const withRetryAfter = failures.filter((answer) => answer.status === 503 && answer.headers?.['retry-after']).length;
  const failedWindow =
    failures.length > 0
      ? `${((Math.max(...failures.map((a) => a.endedAt)) - Math.min(...failures.map((a) => a.sentAt))) / 1000).toFixed(1)} s`
      : 'none';
  printTable(
    `c. PostgreSQL restarted (${options.restartMode}) ${RESTART_AFTER_MS / 1000} s into ${LOAD_MS / 1000} s of ${WRITE_RATE} writes/s (dependents added and removed, questionnaire answers)`,
    [
      [
        'writes',
        `${answers.length}: ${['dependent', 'removal', 'answer'].map((kind) => `${writes.filter((w) => w.kind === kind).length} ${kind}s`).join(', ')}`,
      ],
      ['statuses', JSON.stringify(countStatuses(answers))],
      ['503s with Retry-After', `${withRetryAfter} of ${failures.filter((a) => a.status === 503).length}`],
      ['failures from first to last', failedWindow],
      [
        'failures sent after PostgreSQL was back',
        String(failures.filter((a) => restartedAt && a.sentAt > restartedAt).length),
      ],
      [
        'PostgreSQL back after',
        restartedAt ? `${((restartedAt - startedAt) / 1000 - RESTART_AFTER_MS / 1000).toFixed(1)} s` : 'n/a',
      ],
      ['2xx but not stored', String(problems.okNotStored)],
      ['failed but stored', String(problems.failedButStored)],
      ['failed with a status other than 503', String(problems.failedNot503)],
      [
        'instances serving again (after the load)',
        instances
          .map(
            (i) =>
              `${i.name}: ${recovered[i.name] === undefined ? 'NOT within 30 s' : `${(recovered[i.name] / 1000).toFixed(1)} s`}`,
          )
          .join(', '),
      ],
    ],
  );
  return [
    {
      scenario: 'c',
      goal: 'every 2xx write stored',
      measured: `${problems.okNotStored} missing`,
      pass: problems.okNotStored === 0,
    },
    {
      scenario: 'c',
      goal: 'failed writes stored nothing',
      measured: `${problems.failedButStored} stored`,
      pass: problems.failedButStored === 0,
    },
    {
      scenario: 'c',
      goal: 'failed writes answered 503',
      measured: `${failures.length - problems.failedNot503} × 503, ${problems.failedNot503} other`,
      pass: problems.failedNot503 === 0,
    },
    {
      scenario: 'c',
      goal: 'both instances serve again, no restart',
      measured:
        Object.keys(recovered).length === instances.length ? 'both' : `${Object.keys(recovered).join(', ') || 'none'}`,
      pass: Object.keys(recovered).length === instances.length,
    },
  ];
}
