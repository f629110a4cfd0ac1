/**
 * Property-based fuzzing of every API route with input. For each route the
 * registry declares with params, a query or a body, requests come from its contract's JSON Schema
 * (valid values, the app's own ids and values, and those mutated: fields dropped, wrong types, extra
 * and prototype keys) and from a catalogue of hostile values (1 MiB strings, bodies a byte past the
 * limit, 10,000 levels of nesting, NUL and odd Unicode, `__proto__` keys as raw JSON, invalid ids,
 * path traversal, invalid JSON, wrong content types), sent by a caller who passes the route's auth.
 *
 * Every answer: below 500; a 4xx has the error shape and no stack frame, source path or SQL; a
 * request the contract refuses answers 4xx and writes nothing (the rows of every table, counted
 * again after each request that ended a transaction); a 4xx to a request it accepts writes nothing either, but the security
 * records of a failed attempt (audit events, sign-in throttles).
 *
 * `npm test` runs it with a fixed seed and a bounded number of runs; a longer run (the seed it used
 * is printed, and every failure names it):
 *   FUZZ_RUNS=2000 FUZZ_SEED=random npx vitest run apps/server/src/test/api-fuzz.test.ts
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '@portal/contracts/demo';
import { ZErrorResponse } from '@portal/contracts/errors';
import type { RouteAuth } from '../lib/caller';
import type { DeclaredRoute } from '../plugins/route-contracts';
import type { FuzzRequest, Verdict, Vocabulary } from './api-fuzz';
import { createRouteFuzzer, describeRequest, findLeaks, judge, urlOf } from './api-fuzz';
import { createTestApp } from './create-test-app';
import { OPERATOR_HOST, signInAsOperator } from './operator';
import { getLinkToken, waitForEmail } from './outbox';

const DEFAULT_SEED = 20261123;
const DEFAULT_RUNS = 12;
const seedSetting = process.env.FUZZ_SEED;
const SEED =
  seedSetting === 'random' ? Math.floor(Math.random() * 2 ** 31) : seedSetting ? Number(seedSetting) : DEFAULT_SEED;
const RUNS = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);
if (!Number.isInteger(SEED) || !Number.isInteger(RUNS) || RUNS < 1) {
  throw new Error('FUZZ_SEED is an integer or "random"; FUZZ_RUNS a positive integer.');
}
const REPEAT = `FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npx vitest run apps/server/src/test/api-fuzz.test.ts`;
if (seedSetting !== undefined || process.env.FUZZ_RUNS !== undefined) console.log(`API fuzzing: ${REPEAT}`);

const HOST = 'swift.localhost';
const ACCOUNTS: Record<Exclude<RouteAuth, 'public' | 'ingestion-key' | 'operator' | 'platform-operator'>, string> = {
  member: 'member@swift.test',
  editor: 'editor@swift.test',
  admin: 'admin@swift.test',
};
/**
 * Routes of a programme swift does not offer go to a tenant that offers it (swift would answer every one
 * 404), as its demo account of the same role, so the fuzzing reaches the route's own checks and writes.
 */
const PROGRAMME_HOSTS: readonly { urlPrefix: string; host: string }[] = [
  { urlPrefix: '/api/authorization/health-scans', host: 'evergreen.localhost' },
];
function hostOf(route: DeclaredRoute): string {
  if (route.auth === 'platform-operator') return OPERATOR_HOST;
  return PROGRAMME_HOSTS.find(({ urlPrefix }) => route.url.startsWith(urlPrefix))?.host ?? HOST;
}
/** A failed attempt is recorded even when the request was well formed: these may grow on a 4xx. */
const SECURITY_RECORDS = new Set(['public.audit_events', 'public.sign_in_throttles', 'public.sign_in_code_failures']);

const t = await createTestApp({}, { seedContent: ['swift'] });
afterAll(async () => {
  await t.close();
});

type Row = Record<string, unknown>;
async function query(text: string): Promise<Row[]> {
  const result = await t.db.execute(sql.raw(text));
  return Array.isArray(result) ? (result as Row[]) : (result as unknown as { rows: Row[] }).rows;
}

// Every table of every schema: the app's and the analytics databases'.
const tableNames = (
  await query(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1`,
  )
).map((row) => String(row.name));
const COUNT_ROWS = tableNames
  .map((name) => {
    const [schema, table] = name.split('.');
    return `select '${name}' as name, count(*)::int as count from "${schema}"."${table}"`;
  })
  .join(' union all ');

/** Rows per table, in one statement. */
async function countRows(): Promise<Map<string, number>> {
  return new Map((await query(COUNT_ROWS)).map((row) => [String(row.name), Number(row.count)]));
}

/**
 * Rows per table, counted again only when a transaction has ended since the last count: the snapshot's
 * xmax moves past every transaction that completes, so an unchanged xmax means nothing was written (and
 * most requests write nothing, while counting every table costs more than the request).
 */
let lastCount: { xmax: string; rows: Map<string, number> } | undefined;
async function countRowsIfWritten(): Promise<Map<string, number>> {
  const xmax = String((await query('select pg_snapshot_xmax(pg_current_snapshot())::text as xmax'))[0]?.xmax);
  if (lastCount?.xmax !== xmax) lastCount = { xmax, rows: await countRows() };
  return lastCount.rows;
}

function changedTables(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after]
    .filter(([name, count]) => before.get(name) !== count)
    .map(([name, count]) => `${name} ${before.get(name)} → ${count}`);
}

// A fresh client address per request, so per-address rate limits never stand between the input and its check.
let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

async function login(email: string, host = HOST): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host },
    payload: { email, password: DEMO_PASSWORD },
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 200)
    throw new Error(`Sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { access_token: string }).access_token;
}

/**
 * Live tickets of the second step of `/login` (the secure@ demo account has an authenticator app), so the
 * passkey second step's routes reach their own checks, not only "your sign-in took too long".
 */
const secondStepTickets = await Promise.all(
  [0, 1].map(async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: HOST },
      payload: { email: 'secure@swift.test', password: DEMO_PASSWORD },
      remoteAddress: nextAddress(),
    });
    const ticket = (response.json() as { second_step?: { ticket?: string } }).second_step?.ticket;
    if (!ticket) throw new Error(`No second step for secure@swift.test: ${response.statusCode} ${response.body}`);
    return ticket;
  }),
);

const writeKey = String(
  (await query(`select ingestion_write_key as key from tenants where key = 'swift'`))[0]?.key ?? 'missing',
);

/**
 * The callers: one session per role (and host), renewed when a request ended it or used up its own rate
 * limit. On swift's host the accounts above; on another tenant's, its demo account of the role.
 */
const tokens = new Map<string, string>();
async function credentialsFor(auth: RouteAuth, host = HOST): Promise<Record<string, string>> {
  // The test app has no METRICS_TOKEN, and inject's client is on the loopback address.
  if (auth === 'public' || auth === 'operator') return {};
  if (auth === 'ingestion-key') return { authorization: `Bearer ${writeKey}` };
  // The demo operator, signed in once with an authenticator code (a code is spent once).
  if (auth === 'platform-operator') return { authorization: `Bearer ${await signInAsOperator(t)}` };
  const key = `${host}|${auth}`;
  let token = tokens.get(key);
  if (!token) {
    token = await login(host === HOST ? ACCOUNTS[auth] : demoEmail(auth, host.split('.')[0]!), host);
    tokens.set(key, token);
  }
  return { authorization: `Bearer ${token}` };
}

/** Signs the role in again if its session has ended (a deletion request ends them all). */
async function keepSignedIn(auth: RouteAuth, host = HOST) {
  if (auth === 'public' || auth === 'ingestion-key' || auth === 'operator' || auth === 'platform-operator') return;
  const check = await t.app.inject({
    method: 'GET',
    url: '/api/authorization/accounts/me',
    headers: { host, ...(await credentialsFor(auth, host)) },
    remoteAddress: nextAddress(),
  });
  if (check.statusCode === 401) tokens.delete(`${host}|${auth}`);
}

// The app's own values, so that generated requests reach past the lookups: real ids (the caller's, and
// others' the caller may not see), question ids and answers, companies, slugs, the tenant's bucket.
const idsOf = async (text: string) => (await query(text)).map((row) => String(row.id));
const ownDependentIds = await idsOf(
  `select d.id::text as id from dependents d join accounts a on a.id = d.account_id where a.email = '${ACCOUNTS.member}'`,
);
const otherDependentIds = await idsOf(
  `select d.id::text as id from dependents d join accounts a on a.id = d.account_id where a.email <> '${ACCOUNTS.member}' limit 3`,
);
const mediaIds = await idsOf(`select id::text as id from media_objects`);
const articleIds = await idsOf(`select id::text as id from articles`);
const videoIds = await idsOf(`select id::text as id from videos`);
const swiftCompanyIds = await idsOf(
  `select c.id::text as id from companies c join tenants t on t.id = c.tenant_id where t.key = 'swift'`,
);
const otherCompanyIds = await idsOf(
  `select c.id::text as id from companies c join tenants t on t.id = c.tenant_id where t.key <> 'swift' limit 2`,
);
// A programme of the fuzz's own for the operator console's routes to change (never a demo brand).
await query(
  `insert into tenants (key, name, ingestion_write_key, programmes) values ('fuzz-programme', 'Fuzz Programme', 'iwk_fuzz_programme', '{}')`,
);
await t.services.tenants.refresh();
const slugs = (await query(`select slug from articles where slug is not null limit 3`)).map((row) => String(row.slug));
const memberToken = await credentialsFor('member');
const questionnaireAnswer = await t.app.inject({
  method: 'GET',
  url: '/api/authorization/companies/questionnaire',
  headers: { host: HOST, ...memberToken },
});
const questionnaire = questionnaireAnswer.json() as {
  id: string;
  version: number;
  steps: { categories: { questions: { id: string; options: { value: number }[] }[] }[] }[];
};
const questions = questionnaire.steps.flatMap((step) => step.categories.flatMap((category) => category.questions));

// Real link tokens (invitations, and a password reset for an account the callers do not use), so that
// hostile passwords and names reach the password rules and the hashing behind them.
async function inviteForToken(email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/authorization/accounts/invitations',
    headers: { host: HOST, ...(await credentialsFor('admin')) },
    payload: { email, company: swiftCompanyIds[0] },
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`Invitation failed: ${response.statusCode} ${response.body}`);
  return getLinkToken(await waitForEmail(t.outboxDir, 'invitation', email));
}
const invitationTokens = [await inviteForToken('fuzz-one@example.com'), await inviteForToken('fuzz-two@example.com')];
await t.app.inject({
  method: 'POST',
  url: '/api/auth/forgot-password',
  headers: { host: HOST },
  payload: { email: 'new@swift.test' },
  remoteAddress: nextAddress(),
});
const resetToken = getLinkToken(await waitForEmail(t.outboxDir, 'password-reset', 'new@swift.test'));

/** Cursors as the lists issue them (base64url JSON of a time and an id), with any time a date holds. */
const anyCursor = fc
  .tuple(
    fc.oneof(
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      fc.string({ maxLength: 30 }),
      fc.constantFrom('2024-02-30', 'Tue, 01 Jan 2030 00:00:00 GMT', '0', ''),
    ),
    fc.oneof(fc.uuid(), fc.constantFrom(...articleIds, ...videoIds), fc.string({ maxLength: 40 })),
  )
  .map((cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url'));

const newEmails = ['someone.new@example.com', 'Mixed.Case+tag@Example.ORG', ' padded@example.com '];
/** A new address each time, for the sign-in routes: failures for one address are throttled (as they should be). */
const anyNewEmail = fc
  .tuple(fc.emailAddress(), fc.constantFrom('as is', 'upper', 'padded'))
  .map(([email, form]) => (form === 'upper' ? email.toUpperCase() : form === 'padded' ? ` ${email}\t` : email));

/** The known values for a route: ids of the kind its path names. */
function vocabularyFor(route: DeclaredRoute): Vocabulary {
  const kind = /\/(dependents|media|articles|videos|storage)\b/.exec(route.url)?.[1];
  const ids =
    kind === 'dependents'
      ? [...ownDependentIds, ...otherDependentIds, ...videoIds.slice(0, 1)]
      : kind === 'articles'
        ? [...articleIds, ...ownDependentIds.slice(0, 1)]
        : kind === 'videos'
          ? [...videoIds, ...articleIds.slice(0, 1)]
          : [...mediaIds, ...articleIds.slice(0, 1)];
  return {
    id: ids,
    path: mediaIds,
    media_id: mediaIds,
    cover_media_id: mediaIds,
    poster_media_id: mediaIds,
    bucket: ['swift', 'oakmore'],
    company: [...swiftCompanyIds, ...otherCompanyIds],
    slug: slugs,
    key: ['fuzz-programme'],
    // The sign-in routes never see a demo account's address: failures would throttle the callers' own sign-ins.
    email: route.url.startsWith('/api/auth/') ? anyNewEmail : [...newEmails, ACCOUNTS.member, ACCOUNTS.editor],
    date_of_birth: ['1990-05-17', '2016-02-29', '1900-01-01', '1899-12-31'],
    questionnaire_id: [questionnaire.id],
    version: [questionnaire.version, 1, 2],
    answers: [Object.fromEntries(questions.map((question) => [question.id, question.options[0]?.value ?? 0]))],
    'answers.key': questions.map((question) => question.id),
    'answers.value': [...new Set(questions.flatMap((question) => question.options.map((option) => option.value)))],
    cursor: anyCursor,
    ...(route.url.includes('/second-step/passkey')
      ? {
          ticket: fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...secondStepTickets) },
            { weight: 1, arbitrary: fc.string({ maxLength: 120 }) },
          ),
        }
      : {}),
    // Real link tokens now and then; others without fast-check's bias to small values, which repeats them
    // (the limits per token would stop them).
    token: fc.oneof(
      { weight: 1, arbitrary: fc.constantFrom(...(route.url.includes('reset') ? [resetToken] : invitationTokens)) },
      { weight: 4, arbitrary: fc.noBias(fc.stringMatching(/^[\w-]{22,64}$/)) },
    ),
    db: ['amm_c0nj', 'oakmorelabs_mm'],
    // A health scan's timing as phones send it: a recent start, lengths and frame counts that fit together.
    started_at: fc.integer({ min: 0, max: 7 * 86_400_000 }).map((ago) => new Date(Date.now() - ago).toISOString()),
    duration_ms: [30_000, 29_876, 15_000, 120_000],
    frames: [450, 451, 900, 75, 14_400],
  };
}

interface Tally {
  statuses: Map<number, number>;
  /** Answers from the edge for want of a credential (or for another brand's) rather than from the route. */
  refused: number;
  /** Rate-limited answers (limits per token or email that a repeated value reaches, as it should). */
  limited: number;
  /** Answers from the route's own checks or its handler. */
  reached: number;
}

const EDGE_CODES = new Set(['UNAUTHENTICATED', 'WRONG_TENANT']);

/**
 * Outside /api, a dot segment (`%2e%2e`) takes the request to another address, as every client resolves it
 * (`/brands/%2e%2e/` is `/`, the app's page): that answer is not the route's to check. Under /api the
 * address it lands on answers 404 itself, which is checked.
 */
function leavesTheRoute(route: DeclaredRoute, request: FuzzRequest): boolean {
  if (route.url.startsWith('/api/')) return false;
  const staticPart = route.url.slice(0, route.url.indexOf(':'));
  return !new URL(urlOf(route, request), 'http://fuzz.invalid').pathname.startsWith(staticPart);
}

/** Sends one request as a caller who passes the route's auth, and checks the answer. */
async function send(route: DeclaredRoute, request: FuzzRequest, tally: Tally): Promise<void> {
  // A turn of the event loop between requests: in-process requests on an in-memory database can run as
  // one chain of promises that never lets a timer fire, and the load shedding (under-pressure) reads a
  // second without a sample of the event loop's delay as a stalled loop and answers 503.
  await new Promise((resolve) => setImmediate(resolve));
  if (leavesTheRoute(route, request)) return;
  const verdict: Verdict = judge(route, request);
  const host = hostOf(route);
  const headers: Record<string, string> = { host, ...request.headers, ...(await credentialsFor(route.auth, host)) };
  const before = await countRowsIfWritten();
  if (request.body?.contentType !== undefined) headers['content-type'] = request.body.contentType;
  const response = await t.app.inject({
    method: route.method,
    url: urlOf(route, request),
    headers,
    ...(request.body ? { payload: request.body.payload } : {}),
    remoteAddress: nextAddress(),
  });
  await t.services.mail.drain();
  const after = await countRowsIfWritten();
  const status = response.statusCode;
  tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);

  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}`);
  if (status < 200 || (status >= 300 && status < 400)) problems.push(`answered ${status}`);
  if (status < 300 && verdict === 'invalid') problems.push(`answered ${status} to a request its contract refuses`);
  if (status < 300) tally.reached += 1;
  if (status >= 400) {
    let body: unknown;
    try {
      body = response.json();
    } catch {
      problems.push(`answered ${status} without a JSON body: ${response.body.slice(0, 200)}`);
    }
    if (body !== undefined) {
      const shape = ZErrorResponse.safeParse(body);
      if (!shape.success) problems.push(`answered ${status} with a body that is not the error shape`);
      else if (shape.data.statusCode !== status) problems.push(`said ${shape.data.statusCode} in a ${status} answer`);
      else if (shape.data.code === undefined) problems.push(`answered ${status} without an error code`);
      // A public route has no edge to be refused at: its 401 (an ended sign-in ticket) is its own check.
      else if (route.auth !== 'public' && EDGE_CODES.has(shape.data.code)) tally.refused += 1;
      else if (shape.data.code === 'RATE_LIMITED') tally.limited += 1;
      else if (!shape.data.message.startsWith('There is nothing at')) tally.reached += 1;
    }
    const sent = `${urlOf(route, request)} ${JSON.stringify(request.headers)} ${request.body?.payload.toString() ?? ''}`;
    const leaks = findLeaks(response.body, sent);
    if (leaks.length > 0) problems.push(`answered with ${leaks.join(', ')}`);
    const changed = changedTables(before, after).filter(
      (change) => verdict === 'invalid' || !SECURITY_RECORDS.has(change.split(' ')[0] ?? ''),
    );
    if (changed.length > 0) problems.push(`answered ${status} but wrote: ${changed.join(', ')}`);
  }
  if (status === 429 || (status < 300 && route.method !== 'GET')) {
    // A per-session limit, or a session the request ended: the next request gets a fresh one.
    if (status === 429) tokens.delete(`${host}|${route.auth}`);
    else await keepSignedIn(route.auth, host);
  }
  if (problems.length > 0) {
    throw new Error(
      `${route.method} ${route.url} ${problems.join('; ')}\n` +
        `  request (${verdict}): ${describeRequest(route, request)}\n` +
        `  answer: ${status} ${response.body.slice(0, 500)}\n` +
        `  repeat: ${REPEAT}`,
    );
  }
}

/** Routes with input: params, a query, a JSON body or a raw one. */
const routes = t.app.routeRegistry
  .declared()
  .filter(({ contract }) => contract.params || contract.querystring || contract.body || contract.rawBody);

describe('API fuzzing', () => {
  it('covers every declared route with input', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(tableNames).toContain('public.accounts');
    expect(tableNames.some((name) => name.startsWith('amm_c0nj.'))).toBe(true);
    expect(questions.length).toBeGreaterThan(0);
  });

  for (const route of routes) {
    it(`${route.method} ${route.url} (${route.auth})`, async () => {
      const fuzzer = createRouteFuzzer(route, vocabularyFor(route));
      const tally: Tally = { statuses: new Map(), refused: 0, limited: 0, reached: 0 };
      // The catalogue: every hostile request, every run.
      for (const request of fuzzer.hostile) await send(route, request, tally);
      // Generated: the same requests for the same seed (the seed fast-check prints is FUZZ_SEED).
      await fc.assert(
        fc.asyncProperty(fuzzer.arbitrary, (request) => send(route, request, tally)),
        { seed: SEED, numRuns: RUNS, endOnFailure: false },
      );
      // The fuzzing reached the routes' checks rather than stopping at the edge.
      const total = [...tally.statuses.values()].reduce((sum, count) => sum + count, 0);
      const summary = `${JSON.stringify(Object.fromEntries(tally.statuses))}, ${tally.refused} refused at the edge, ${tally.limited} rate-limited`;
      if (process.env.FUZZ_RUNS !== undefined) console.log(`${route.method} ${route.url}: ${summary}`);
      expect(tally.refused / total, summary).toBeLessThan(0.1);
      if (RUNS <= DEFAULT_RUNS) {
        // In a long run the same hostile values come back often enough to meet the limits per token or
        // email (as they should), so the shares are the bounded run's to check.
        expect(tally.reached, summary).toBeGreaterThan(total / 2);
        expect(tally.limited / total, summary).toBeLessThan(0.25);
      }
    });
  }
});

/** What the fuzzing found, each fixed at its root; these keep them fixed whatever the seed. */
describe('what the fuzzing found', () => {
  async function call(auth: RouteAuth, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    return t.app.inject({
      method,
      url,
      headers: { host: HOST, ...(await credentialsFor(auth)) },
      ...(payload ? { payload } : {}),
      remoteAddress: nextAddress(),
    });
  }

  it('a content version past PostgreSQL’s integers is refused (it answered 500)', async () => {
    const article = (await call('editor', 'GET', `/api/authorization/articles/${articleIds[0]}`)).json() as Record<
      string,
      unknown
    >;
    const video = (await call('editor', 'GET', `/api/authorization/videos/${videoIds[0]}`)).json() as Record<
      string,
      unknown
    >;
    const articleBody = {
      title: article.title,
      summary: article.summary,
      body: article.body,
      category: article.category,
      tags: article.tags,
      status: article.status,
    };
    const videoBody = {
      title: video.title,
      description: video.description,
      duration_seconds: video.duration_seconds,
      source: { url: 'https://videos.example.com/a.mp4' },
      category: video.category,
      status: video.status,
    };
    for (const version of [2 ** 31, 3_640_306_537_428_126, Number.MAX_SAFE_INTEGER]) {
      const rows = await countRows();
      for (const [url, body] of [
        [`/api/authorization/articles/${articleIds[0]}`, articleBody],
        [`/api/authorization/videos/${videoIds[0]}`, videoBody],
      ] as const) {
        const response = await call('editor', 'PUT', url, { ...body, version });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'version' });
      }
      expect(changedTables(rows, await countRows())).toEqual([]);
    }
    // The highest version there can be is a version like any other: a conflict, not an error.
    const highest = await call('editor', 'PUT', `/api/authorization/articles/${articleIds[0]}`, {
      ...articleBody,
      version: 2 ** 31 - 1,
    });
    expect(highest.statusCode, highest.body).toBe(409);
  });

  it('a page cursor with a time PostgreSQL cannot hold is refused (it answered 500)', async () => {
    const cursorOf = (at: string) => Buffer.from(JSON.stringify([at, articleIds[0]])).toString('base64url');
    const times = [
      '+275760-09-13T00:00:00.000Z',
      '-271821-04-20T00:00:00.000Z',
      '+010000-01-01T00:00:00.000Z',
      '0000-01-01T00:00:00.000Z',
      '-000001-01-01T00:00:00.000Z',
      '2024-01-01', // a time that was never issued: cursors are given back as they came
    ];
    for (const list of ['articles', 'videos']) {
      for (const at of times) {
        const response = await call('member', 'GET', `/api/authorization/${list}?cursor=${cursorOf(at)}`);
        expect(response.statusCode, `${list} ${at}: ${response.body}`).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'cursor' });
      }
      // The cursors the lists issue still page.
      const first = (await call('member', 'GET', `/api/authorization/${list}?limit=1`)).json() as {
        next_cursor: string | null;
      };
      expect(first.next_cursor).not.toBeNull();
      const next = await call('member', 'GET', `/api/authorization/${list}?limit=1&cursor=${first.next_cursor}`);
      expect(next.statusCode, next.body).toBe(200);
    }
  });

  it('an analytics time in ISO’s year 0000 is refused (it answered 500)', async () => {
    const rows = await countRows();
    const crud = await call('ingestion-key', 'POST', '/api/ingestion/crud?db=amm_c0nj', {
      events: [
        {
          id: '00000000-0000-4000-8000-000000000000',
          name: 'sign_in',
          occurred_at: '0000-01-01T00:00:00Z',
          platform: 'web',
          member_id: null,
          properties: {},
        },
      ],
    });
    expect(crud.statusCode, crud.body).toBe(400);
    expect(crud.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'events.0.occurred_at' });
    const range = { to: '0001-01-02T00:00:00Z', group_by: 'day' };
    const select = await call('admin', 'POST', '/api/ingestion/select?db=amm_c0nj', {
      ...range,
      from: '0000-12-31T23:59:59Z',
    });
    expect(select.statusCode, select.body).toBe(400);
    expect(select.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'from' });
    expect(changedTables(rows, await countRows())).toEqual([]);
    // Times are in the calendar's sane years (contracts/calendar.ts); its first year is fine.
    const first = await call('admin', 'POST', '/api/ingestion/select?db=amm_c0nj', {
      from: '1900-01-01T00:00:00Z',
      to: '1900-01-02T00:00:00Z',
      group_by: 'day',
    });
    expect(first.statusCode, first.body).toBe(200);
  });
});
