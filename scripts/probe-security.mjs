#!/usr/bin/env node
// `npm run probe:security`: re-runs the requests of the black-box security probes and compares each
// answer with what it must be (status and the fields that matter: `code`, `field`, a header, a count).
// It prints a row per answer, then `Probe: N answers, N checks, N unexpected` and each unexpected answer
// (what was expected, what came), and exits 1 if there was any.
//
// Against a portal of its own by default: the built server (`npm run build` first) on a throw-away data
// folder and free loopback ports, stopped at the end (its folder and log are kept when something was
// unexpected). With PORTAL_URL (http://127.0.0.1:<port>), against a portal already started on this
// machine instead, which should be fresh, on default settings, with a throw-away DATA_DIR: the probe writes
// demo data and its expectations are those of a portal no probe has run against. One check then does not
// run (it needs to make a session's last proof older than the step-up window; see section 23).
//
// It sends a bounded number of requests, to loopback addresses only (127.x.y.z, so per-address limits see
// several clients), waits only for what the portal announces (a Retry-After of a few seconds) and stops by
// itself: each request gives up after a minute, the whole probe after ten.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createProbeReport, decodeJwtPayload, describeAnswer, totpCode } from './lib/probe-checks.mjs';
import { startProbePortal } from './lib/probe-portal.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'wellness-demo-2026';
/** The demo `secure@` accounts' authenticator app (packages/contracts/src/demo.ts, the README). */
const DEMO_AUTHENTICATOR_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';
/** packages/contracts/src/sign-in-security.ts: what matters needs a proof within these minutes. */
const STEP_UP_MINUTES = 5;
const REQUEST_TIMEOUT_MS = 60_000;
const PROBE_TIMEOUT_MS = 10 * 60_000;
/** The longest Retry-After the probe waits for; a longer one is itself unexpected. */
const LONGEST_WAIT_SECONDS = 30;
/** An answer that waits this long behind other work means the server stopped answering (once 12 s). */
const RESPONSIVE_MS = 2_000;
const VALIDATION = { status: 400, code: 'VALIDATION_FAILED' };
const UNAUTHENTICATED = { status: 401, code: 'UNAUTHENTICATED' };
const RATE_LIMITED = { status: 429, code: 'RATE_LIMITED', header: 'retry-after' };
const STEP_UP_REQUIRED = { status: 403, code: 'STEP_UP_REQUIRED' };

const started = performance.now();
const report = createProbeReport();
let portal;
let base;
if (process.env.PORTAL_URL) {
  base = new URL(process.env.PORTAL_URL);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) {
    console.error('The probe only runs against this machine (127.0.0.1, localhost).');
    process.exit(2);
  }
} else {
  const beganStart = performance.now();
  try {
    portal = await startProbePortal({ root });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  // However the probe ends, its portal ends with it.
  process.on('exit', () => portal.kill());
  base = new URL(portal.url);
  const seconds = ((performance.now() - beganStart) / 1000).toFixed(1);
  console.log(`A portal of the probe's own at ${portal.url}, started in ${seconds} s (its log: ${portal.logFile})`);
}
const port = Number(base.port || 80);
const metricsPort = portal ? portal.metricsPort : Number(process.env.METRICS_PORT ?? 9464);

/** Stops by itself whatever happens: a hung answer or a wait that never ends. */
setTimeout(() => {
  console.error(`\nThe probe did not finish within ${PROBE_TIMEOUT_MS / 60_000} minutes.`);
  console.log(report.summary().lines.join('\n'));
  portal?.kill();
  process.exit(1);
}, PROBE_TIMEOUT_MS).unref();

let nextAddress = 10;

/**
 * One request from its own loopback address; resolves with status, headers, body (parsed when JSON) and
 * milliseconds, or with `error` when no answer came (refused, reset, a minute without one).
 */
function request(method, path, { brand = 'swift', token, body, raw, contentType, from, headers = {} } = {}) {
  const payload = raw ?? (body === undefined ? undefined : Buffer.from(JSON.stringify(body)));
  const localAddress = from ?? `127.0.0.${(nextAddress = (nextAddress % 250) + 1)}`;
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress,
        // A connection of its own per request, as from another client (no keep-alive).
        agent: false,
        headers: {
          host: `${brand}.localhost:${port}`,
          'x-application-type': 'HEALTHCARE_PORTAL',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': contentType ?? 'application/json', 'content-length': payload.length } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          report.countAnswer();
          // Closed by the probe at once, never left half-open for the portal to wait for.
          req.destroy();
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, headers: res.headers, json, text, ms: performance.now() - started });
        });
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`none within ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.on('error', (error) =>
      resolve({ status: 0, headers: {}, error: error.code ?? error.message, ms: performance.now() - started }),
    );
    req.end(payload);
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value) => `${value.toFixed(1)} ms`;
const countBy = (answers) => {
  const counts = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
};
const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Signs in (a sign-in that fails stops the section: what follows needs its token). */
async function signIn(email, brand = 'swift') {
  const answer = await request('POST', '/api/auth/login', { brand, body: { email, password: PASSWORD } });
  if (answer.status !== 200 || !answer.json?.access_token) {
    throw new Error(`Sign-in as ${email} answered ${describeAnswer(answer)}`);
  }
  return answer.json.access_token;
}

/** Runs one section; one that throws is an unexpected answer, and the next section runs all the same. */
async function section(title, body) {
  report.section(title);
  try {
    await body();
  } catch (error) {
    report.stopped(error);
  }
}

/** The tenant's public write key, from the runtime config the page carries. */
async function readIngestionKey(brand) {
  const page = await request('GET', '/login', { brand, headers: { accept: 'text/html' } });
  const key = /"ingestionKey":"([^"]+)"/.exec(page.text ?? '')?.[1];
  if (!key) throw new Error(`No ingestion key in ${brand}'s page (${page.error ?? page.status}).`);
  return key;
}

/**
 * The app's hand-over: the website (signed in with `token`) asks for a code for the app's challenge, the app
 * redeems it with its verifier (PKCE). Resolves with the app's token.
 */
async function handOver(token, brand, label) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const code = await request('POST', '/api/authorization/accounts/me/app-handoff', {
    brand,
    token,
    body: { challenge },
  });
  report.expectAnswer(`POST /accounts/me/app-handoff (${label})`, code, { status: 200 });
  if (typeof code.json?.code !== 'string') throw new Error('The hand-over answered no code.');
  const redeemed = await request('POST', '/api/auth/login/app-handoff', {
    brand,
    headers: { 'x-application-type': 'HEALTHCARE_MOBILE' },
    body: { code: code.json.code, verifier },
  });
  report.expectAnswer('POST /auth/login/app-handoff (the app, with its verifier)', redeemed, { status: 200 });
  if (typeof redeemed.json?.access_token !== 'string') throw new Error('The app was given no token.');
  return redeemed.json.access_token;
}

const health = await request('GET', '/api/health');
if (health.status !== 200) {
  console.error(`The portal at ${base} is not answering (${health.error ?? health.status}).`);
  portal?.kill();
  process.exit(1);
}

// The hand-over (section 19) compares a token's end with the end of the one that handed it: a token made
// now has lived for the whole probe by then, so one made fresh at the hand-over would end later.
const earlySession = await signIn('new@incent.test', 'incent').catch((error) => error);

// Section 23 needs a session whose last proof is older than the step-up window. Waiting five minutes is
// not the probe's to do; in its own portal it moves that session's proof back instead (the portal stopped,
// and started again): now, before any section leaves background work that a stop would wait for.
let oldSession;
if (portal) {
  const beganAging = performance.now();
  try {
    oldSession = await signIn('new@swift.test');
    await portal.ageSessionProof(decodeJwtPayload(oldSession).jti, STEP_UP_MINUTES + 1);
    const seconds = ((performance.now() - beganAging) / 1000).toFixed(1);
    console.log(`A session of new@swift.test proved ${STEP_UP_MINUTES + 1} minutes ago, for section 23 (${seconds} s)`);
  } catch (error) {
    oldSession = error instanceof Error ? error : new Error(String(error));
  }
}

await section('1. An editor saves 100,000 "[" characters while /api/health is asked', async () => {
  const editor = await signIn('editor@swift.test');
  const saving = request('POST', '/api/authorization/articles', {
    token: editor,
    body: { title: 'Probe', category: 'sleep', body: '['.repeat(100_000) },
  });
  const healthDuring = await request('GET', '/api/health');
  report.expectAnswer('POST /articles (body of 100,000 "[")', await saving, { status: 201 });
  report.expectAnswer('GET /api/health during it', healthDuring, { status: 200, maxMs: RESPONSIVE_MS });
});

await section('2. NUL characters and lone surrogates', async () => {
  const member = await signIn('member@swift.test');
  const editor = await signIn('editor@swift.test');
  const admin = await signIn('admin@swift.test');
  const nul = 'a\u0000b';
  const adminMe = await request('GET', '/api/authorization/accounts/me?get_member=true', { token: admin });
  const company = adminMe.json?.member?.company?.id;
  if (!company) throw new Error(`GET /accounts/me named no company (${adminMe.status}).`);
  const refused = (field) => ({ ...VALIDATION, field });
  const cases = [
    [
      'PATCH profile first_name',
      'PATCH',
      '/api/authorization/accounts/me/profile',
      member,
      { first_name: nul },
      refused('first_name'),
    ],
    [
      'POST dependent last_name',
      'POST',
      '/api/authorization/dependents',
      member,
      { first_name: 'Sam', last_name: nul, relationship: 'child', date_of_birth: '2015-04-01' },
      refused('last_name'),
    ],
    [
      'POST article title',
      'POST',
      '/api/authorization/articles',
      editor,
      { title: nul, category: 'sleep' },
      refused('title'),
    ],
    [
      'POST article tags',
      'POST',
      '/api/authorization/articles',
      editor,
      { title: 'T', tags: [nul], category: 'sleep' },
      refused('tags.0'),
    ],
    [
      'POST video title',
      'POST',
      '/api/authorization/videos',
      editor,
      { title: nul, duration_seconds: 1, category: 'sleep', source: { url: 'https://cdn.example.com/v.mp4' } },
      refused('title'),
    ],
    [
      'POST invitation first_name',
      'POST',
      '/api/authorization/accounts/invitations',
      admin,
      { email: 'p@example.com', company, first_name: nul },
      refused('first_name'),
    ],
    [
      'POST deletion-request reason',
      'POST',
      '/api/authorization/accounts/me/deletion-request',
      member,
      { reason: nul },
      refused('reason'),
    ],
    ['POST media ?title=a%00b', 'POST', '/api/authorization/media?title=a%00b', member, undefined, refused('title')],
    // A search for text with a NUL in it finds nothing, as any other: no 500.
    [
      'GET articles ?search=a%00b',
      'GET',
      '/api/authorization/articles?search=a%00b',
      member,
      undefined,
      { status: 200 },
    ],
    ['GET videos ?search=a%00b', 'GET', '/api/authorization/videos?search=a%00b', member, undefined, { status: 200 }],
  ];
  for (const [label, method, path, token, body, expected] of cases) {
    report.expectAnswer(label, await request(method, path, { token, body }), expected);
  }
  const ingestionKey = await readIngestionKey('oakmore');
  // Events carry no free text: a NUL or a lone surrogate in a route pattern is refused by its pattern (400).
  for (const [label, route] of [
    ['POST ingestion/crud route "/a\\u0000b" (no sign-in)', `/a${nul}`],
    ['POST ingestion/crud route "/a\\ud83db" (lone surrogate)', '/a\ud83db'],
  ]) {
    const event = {
      id: randomUUID(),
      name: 'page_view',
      occurred_at: new Date().toISOString(),
      platform: 'web',
      member_id: null,
      properties: { route },
    };
    report.expectAnswer(
      label,
      await request('POST', '/api/ingestion/crud?db=oakmorelabs_mm', {
        brand: 'oakmore',
        token: ingestionKey,
        body: { events: [event] },
      }),
      refused('events.0.properties.route'),
    );
  }
});

await section(
  '3. Forgot-password: known against unknown addresses (one request each, from its own address)',
  async () => {
    const known = [];
    const unknown = [];
    const brands = ['swift', 'oakmore', 'attentive', 'incent', 'evergreen', 'default'];
    for (const brand of brands) {
      for (const account of ['member', 'new']) {
        known.push(
          await request('POST', '/api/auth/forgot-password', { brand, body: { email: `${account}@${brand}.test` } }),
        );
        unknown.push(
          await request('POST', '/api/auth/forgot-password', {
            brand,
            body: { email: `nobody-${account}-${Date.now()}@${brand}.test` },
          }),
        );
      }
    }
    console.log(`  known   (${known.length}) median ${ms(median(known.map((answer) => answer.ms)))}`);
    console.log(`  unknown (${unknown.length}) median ${ms(median(unknown.map((answer) => answer.ms)))}`);
    const all = [...known, ...unknown];
    report.expectValue('statuses of all 24', countBy(all), { 200: all.length });
    // The answer says nothing about which addresses have an account: one body for all.
    report.expectValue('different bodies among them', new Set(all.map((answer) => answer.text)).size, 1);
  },
);

await section('4. One token in other spellings, and after a logout', async () => {
  const token = await signIn('member@incent.test', 'incent');
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = token.at(-1);
  const respelled = token.slice(0, -1) + alphabet[alphabet.indexOf(last) ^ 1];
  const me = (value) => request('GET', '/api/authorization/accounts/me', { brand: 'incent', token: value });
  report.expectAnswer('GET /accounts/me with the token', await me(token), { status: 200 });
  report.expectAnswer('GET /accounts/me with the token + "="', await me(`${token}=`), UNAUTHENTICATED);
  report.expectAnswer('GET /accounts/me with the last character respelled', await me(respelled), UNAUTHENTICATED);
  report.expectAnswer('POST /auth/logout', await request('POST', '/api/auth/logout', { brand: 'incent', token }), {
    status: 204,
  });
  report.expectAnswer('GET /accounts/me with the respelled token after logout', await me(respelled), UNAUTHENTICATED);
});

await section('5. Wrong passwords for one account, each from another address', async () => {
  const answers = [];
  for (let attempt = 0; attempt < 8; attempt += 1) {
    answers.push(
      await request('POST', '/api/auth/login', {
        brand: 'evergreen',
        body: { email: 'member@evergreen.test', password: `wrong-${attempt}` },
      }),
    );
  }
  const lastAnswer = answers.at(-1);
  console.log(
    `  statuses ${answers.map((answer) => answer.status).join(' ')}; last Retry-After ${lastAnswer.headers['retry-after'] ?? '-'}`,
  );
  // Five failures are free, the sixth makes the next attempt wait a second (the seventh may come after it).
  answers
    .slice(0, 6)
    .forEach((answer, index) =>
      report.expectAnswer(`attempt ${index + 1}`, answer, { status: 401, code: 'INVALID_CREDENTIALS' }),
    );
  report.expectAnswer('attempt 7', answers[6], { status: [401, 429] });
  report.expectAnswer('attempt 8', lastAnswer, RATE_LIMITED);
});

await section('7. An upload that begins like a PNG and goes on as HTML', async () => {
  const member = await signIn('member@oakmore.test', 'oakmore');
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const raw = Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]);
  report.expectAnswer(
    'POST /media (PNG magic + HTML)',
    await request('POST', '/api/authorization/media?title=probe', {
      brand: 'oakmore',
      token: member,
      raw,
      contentType: 'image/png',
    }),
    { status: 400, code: 'MEDIA_CONTENT_MISMATCH' },
  );
});

await section('8. Headers', async () => {
  const login = await request('POST', '/api/auth/login', {
    brand: 'attentive',
    body: { email: 'member@attentive.test', password: PASSWORD },
  });
  report.expectAnswer(
    'POST /auth/login',
    login,
    { status: 200, headers: { 'cache-control': 'no-store' } },
    `  Cache-Control: ${login.headers['cache-control']}`,
  );
  const page = await request('GET', '/login', { brand: 'attentive', headers: { accept: 'text/html' } });
  // The camera for the health scan on the app's own origin; the features nothing uses, off.
  const required = ['camera=(self)', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'display-capture=()'];
  report.expectAnswer(
    'GET /login',
    page,
    {
      status: 200,
      check: (answer) => {
        const directives = new Set(String(answer.headers['permissions-policy'] ?? '').split(/,\s*/));
        const missing = required.filter((directive) => !directives.has(directive));
        return missing.length > 0 ? `permissions-policy without ${missing.join(', ')}` : undefined;
      },
      checkDescription: `permissions-policy with ${required.join(', ')}`,
    },
    `  Permissions-Policy: ${page.headers['permissions-policy']}`,
  );
});

await section('9. Dates that are no dates: year 0000, 9999 and 30 February (each a 400 naming its field)', async () => {
  const admin = await signIn('admin@swift.test');
  for (const path of [
    '/api/authorization/admin/audit?from=0000-01-01',
    '/api/authorization/admin/audit?from=2026-02-30',
    '/api/authorization/admin/engagement?from=0000-01-01&to=0000-01-07',
    '/api/authorization/admin/engagement?from=9999-12-25&to=9999-12-31',
  ]) {
    report.expectAnswer(
      `GET ${path.replace('/api/authorization/admin', '…')}`,
      await request('GET', path, { token: admin }),
      { ...VALIDATION, field: 'from' },
    );
  }
  report.expectAnswer(
    'POST /select from 0000-12-31T23:59:59Z',
    await request('POST', '/api/ingestion/select?db=amm_c0nj', {
      token: admin,
      body: { from: '0000-12-31T23:59:59Z', to: '2026-01-01T00:00:00Z', group_by: 'day' },
    }),
    { ...VALIDATION, field: 'from' },
  );
});

await section('10. The operators’ metrics: never on the public port', async () => {
  report.expectAnswer(
    'GET /api/metrics on the public port, from 127.0.0.1',
    await request('GET', '/api/metrics', { from: '127.0.0.1' }),
    { status: 404, code: 'NOT_FOUND' },
  );
  const label = `GET /api/metrics on METRICS_PORT ${metricsPort}, from 127.0.0.1`;
  if (metricsPort === 0) {
    report.notRun(label, 'METRICS_PORT=0 says the portal has no operators’ listener');
    return;
  }
  const began = performance.now();
  const answer = await new Promise((resolve) => {
    http
      .get(
        { host: '127.0.0.1', port: metricsPort, path: '/api/metrics', agent: false, timeout: REQUEST_TIMEOUT_MS },
        (res) => {
          res.resume();
          res.on('end', () => {
            report.countAnswer();
            resolve({ status: res.statusCode, headers: res.headers, ms: performance.now() - began });
          });
        },
      )
      .on('error', (error) => resolve({ status: 0, headers: {}, error: error.code, ms: performance.now() - began }));
  });
  report.expectAnswer(label, answer, { status: 200 });
});

await section('11. One push token registered in two programmes', async () => {
  const token = `probe-${randomUUID()}`;
  const swift = await signIn('member@swift.test');
  const oakmore = await signIn('member@oakmore.test', 'oakmore');
  const register = (brand, accessToken) =>
    request('POST', '/api/authorization/devices', { brand, token: accessToken, body: { token, platform: 'android' } });
  report.expectAnswer('POST /devices in SwiftCare', await register('swift', swift), { status: 201 });
  report.expectAnswer('POST /devices, the same token, in Oakmore', await register('oakmore', oakmore), {
    status: 201,
  });
  report.expectAnswer('POST /devices in SwiftCare again (200: still registered)', await register('swift', swift), {
    status: 200,
  });
});

await section('12. A privacy policy of about 99 KB (its contract allows 100,000 characters)', async () => {
  const admin = await signIn('admin@swift.test');
  const before = await request('GET', '/api/authorization/content/privacy-policy');
  report.expectAnswer(
    'PUT /admin/documents/privacy-policy (99,000 characters)',
    await request('PUT', '/api/authorization/admin/documents/privacy-policy', {
      token: admin,
      body: { title: 'Privacy policy', body_markdown: 'Privacy. '.repeat(11_000).trim() },
    }),
    { status: 200 },
  );
  // Put back what was there.
  if (before.status === 200) {
    report.expectAnswer(
      'PUT it back as it was',
      await request('PUT', '/api/authorization/admin/documents/privacy-policy', {
        token: admin,
        body: { title: before.json.title, body_markdown: before.json.body_markdown },
      }),
      { status: 200 },
    );
  }
});

await section(
  '13. An attack on one account from 40 addresses while the member signs in from their own browser',
  async () => {
    const email = 'who5@incent.test';
    const own = { brand: 'incent', from: '127.0.0.2' };
    const first = await request('POST', '/api/auth/login', { ...own, body: { email, password: PASSWORD } });
    // The browser keeps the device proof the server set (an HttpOnly cookie, sent back to the login route).
    const cookie = [first.headers['set-cookie'] ?? []]
      .flat()
      .map((value) => value.split(';')[0])
      .join('; ');
    report.expectAnswer(
      'POST /auth/login from the member’s browser',
      first,
      { status: 200, header: 'set-cookie' },
      cookie ? '  (device cookie set)' : '  (no device cookie)',
    );
    const attack = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        request('POST', '/api/auth/login', {
          brand: 'incent',
          from: `127.0.1.${index + 10}`,
          body: { email, password: `wrong-${index}` },
        }),
      ),
    );
    const counts = countBy(attack);
    // The email's throttle counts them all as they come: five are free, the sixth starts a wait, the rest
    // wait (6 × 401 and 34 × 429 unless the machine is slow enough for the first wait to end among them).
    report.expectValue('40 wrong passwords from 40 addresses', counts, '401 or 429, at least 30 × 429', {
      ok: (value) => (value[429] ?? 0) >= 30 && (value[401] ?? 0) + (value[429] ?? 0) === 40,
    });
    report.expectAnswer(
      'POST /auth/login, right password, from an unknown device',
      await request('POST', '/api/auth/login', {
        brand: 'incent',
        from: '127.0.2.1',
        body: { email, password: PASSWORD },
      }),
      // 429 while the wait the attack started lasts (a second), 200 once it is over: never held out longer.
      {
        status: [429, 200],
        check: (answer) =>
          answer.status === 429 && !(answer.json?.code === 'RATE_LIMITED' && answer.headers['retry-after'])
            ? 'a 429 without RATE_LIMITED and Retry-After'
            : undefined,
        checkDescription: '(a 429: RATE_LIMITED retry-after)',
      },
    );
    report.expectAnswer(
      'POST /auth/login, right password, from the member’s browser',
      await request('POST', '/api/auth/login', { ...own, headers: { cookie }, body: { email, password: PASSWORD } }),
      { status: 200 },
    );
  },
);

await section('14. Twelve forgot-password requests for one member from anywhere, then the member’s own', async () => {
  const email = 'member@attentive.test';
  const strangers = [];
  for (let index = 0; index < 12; index += 1) {
    strangers.push(await request('POST', '/api/auth/forgot-password', { brand: 'attentive', body: { email } }));
  }
  console.log(`  strangers: ${strangers.map((answer) => answer.status).join(' ')}`);
  // Alike whatever the server does beyond its limit: the answer tells a stranger nothing.
  report.expectValue('strangers’ statuses', countBy(strangers), { 200: 12 });
  report.expectAnswer(
    'POST /auth/forgot-password from the member’s address',
    await request('POST', '/api/auth/forgot-password', { brand: 'attentive', from: '127.0.0.3', body: { email } }),
    { status: 200 },
  );
});

await section('15. Made-up member ids sent with the public write key', async () => {
  const key = await readIngestionKey('incent');
  const events = Array.from({ length: 4 }, (_, index) => ({
    id: randomUUID(),
    name: 'sign_in',
    occurred_at: new Date().toISOString(),
    platform: 'web',
    member_id: `m_${String(index).padStart(32, 'f')}`,
    properties: {},
  }));
  const answer = await request('POST', '/api/ingestion/crud?db=incentwellness_mm', {
    brand: 'incent',
    token: key,
    body: { events },
  });
  // Stored, but as no one's: a public key cannot say which member did something.
  report.expectAnswer(
    'POST /crud with four made-up member ids',
    answer,
    { status: 200, json: { accepted: 4, duplicates: 0, unattested: 4 } },
    `  ${JSON.stringify(answer.json)}`,
  );
});

await section('16. A flood of full batches from rotating addresses, with the public write key', async () => {
  const key = await readIngestionKey('evergreen');
  const answers = [];
  for (let batch = 0; batch < 60; batch += 1) {
    const events = Array.from({ length: 100 }, () => ({
      id: randomUUID(),
      name: 'page_view',
      occurred_at: new Date().toISOString(),
      platform: 'web',
      member_id: null,
      properties: { route: '/dashboard/home' },
    }));
    answers.push(
      await request('POST', '/api/ingestion/crud?db=amm_c0nj', { brand: 'evergreen', token: key, body: { events } }),
    );
  }
  const retryAfter = answers.findLast((answer) => answer.status === 429)?.headers['retry-after'];
  console.log(`  60 batches of 100 events: ${JSON.stringify(countBy(answers))}; Retry-After ${retryAfter ?? '-'}`);
  // The tenant's ceiling (INGESTION_EVENTS_PER_MINUTE_FLOOR, 3,000 a minute): 30 batches, then refused.
  const stored = answers.slice(0, 30);
  const refused = answers.slice(30);
  report.expectValue('batches 1–30 stored', countBy(stored), { 200: 30 });
  report.expectValue('batches 31–60 refused', refused.length, 'each 429 RATE_LIMITED retry-after', {
    ok: () =>
      refused.every(
        (answer) => answer.status === 429 && answer.json?.code === 'RATE_LIMITED' && answer.headers['retry-after'],
      ),
    shown: JSON.stringify(countBy(refused)),
  });
});

await section('17. Member search for the wildcard characters themselves', async () => {
  const admin = await signIn('admin@swift.test');
  for (const search of ['%', '_', '\\']) {
    const answer = await request('GET', `/api/authorization/admin/members?search=${encodeURIComponent(search)}`, {
      token: admin,
    });
    report.expectAnswer(
      `GET …/admin/members?search=${search}`,
      answer,
      { status: 200, json: { members: [] } },
      `  ${answer.json?.members?.length ?? '-'} members`,
    );
  }
});

await section('18. Liveness while an eligibility file of 20,000 rows is checked and committed', async () => {
  const admin = await signIn('admin@oakmore.test', 'oakmore');
  const me = await request('GET', '/api/authorization/accounts/me?get_member=true', { brand: 'oakmore', token: admin });
  const company = me.json?.member?.company?.name;
  if (!company) throw new Error(`GET /accounts/me named no company (${me.status}).`);
  const lines = ['employee_id,first_name,last_name,email,date_of_birth,relationship,status,company'];
  const stamp = Date.now();
  for (let index = 0; index < 20_000; index += 1) {
    lines.push(
      `P${stamp}-${index},Pat${index},Probe,probe.${stamp}.${index}@example.com,1990-02-03,employee,active,${company}`,
    );
  }
  const imports = '/api/authorization/admin/eligibility-imports';
  const upload = await request('POST', `${imports}?file_name=probe.csv`, {
    brand: 'oakmore',
    token: admin,
    raw: Buffer.from(lines.join('\n')),
    contentType: 'text/csv',
  });
  report.expectAnswer('POST eligibility file (20,000 rows)', upload, { status: 202 });
  if (upload.status !== 202) return;
  const live = [];
  const deadline = Date.now() + 120_000;
  const waitFor = async (statuses) => {
    for (;;) {
      live.push(await request('GET', '/api/health/live'));
      const state = await request('GET', `${imports}/${upload.json.id}`, { brand: 'oakmore', token: admin });
      if (state.status !== 200) throw new Error(`GET …/eligibility-imports/:id answered ${state.status}`);
      if (statuses.includes(state.json?.status)) return state.json.status;
      if (Date.now() > deadline) throw new Error(`The import was still ${state.json?.status} after 2 minutes.`);
      await sleep(50);
    }
  };
  const checked = await waitFor(['checked', 'failed']);
  report.expectValue('the check ended', checked, 'checked');
  if (checked === 'checked') {
    report.expectAnswer(
      'POST …/commit',
      await request('POST', `${imports}/${upload.json.id}/commit`, { brand: 'oakmore', token: admin }),
      { status: 202 },
    );
    report.expectValue('commit ended', await waitFor(['committed', 'failed']), 'committed');
  }
  const latencies = live.map((answer) => answer.ms).sort((a, b) => a - b);
  console.log(
    `  /api/health/live meanwhile: ${live.length} answers, median ${ms(median(latencies))}, ` +
      `p99 ${ms(latencies[Math.floor(latencies.length * 0.99)] ?? 0)}, max ${ms(latencies.at(-1) ?? 0)}`,
  );
  report.expectValue(
    `/api/health/live meanwhile: 200 within ${RESPONSIVE_MS} ms`,
    live.filter((answer) => answer.status !== 200 || answer.ms > RESPONSIVE_MS).length,
    0,
    {
      shown: `${live.filter((answer) => answer.status !== 200 || answer.ms > RESPONSIVE_MS).length} of ${live.length} not`,
    },
  );
});

await section('19. The app’s hand-over: the app’s session ends when the session that handed it over does', async () => {
  const handing = earlySession;
  if (handing instanceof Error) throw handing;
  const { exp } = decodeJwtPayload(handing);
  const seconds = (value) => `${value >= 0 ? '+' : ''}${value} s`;
  const app = await handOver(handing, 'incent', 'the probe’s first session');
  const appEnd = decodeJwtPayload(app).exp - exp;
  report.expectValue('its token’s exp − the handing token’s exp', appEnd, 0, { shown: seconds(appEnd) });
  const again = await handOver(app, 'incent', 'by the app’s session');
  const againEnd = decodeJwtPayload(again).exp - exp;
  report.expectValue('a hand-over of the hand-over: exp − the first’s exp', againEnd, 0, { shown: seconds(againEnd) });
});

await section(
  '20. A stranger’s wrong passwords for a two-step member, then the member signs in from elsewhere',
  async () => {
    const brand = 'oakmore';
    const email = `secure@${brand}.test`;
    const stranger = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      stranger.push(
        await request('POST', '/api/auth/login', {
          brand,
          from: '127.0.3.1',
          body: { email, password: `wrong-${attempt}` },
        }),
      );
      stranger.at(-1).at = Date.now();
    }
    console.log(`  the stranger’s 7 from 127.0.3.1: ${stranger.map((answer) => answer.status).join(' ')}`);
    stranger.slice(0, 6).forEach((answer, index) =>
      report.expectAnswer(`the stranger’s attempt ${index + 1}`, answer, {
        status: 401,
        code: 'INVALID_CREDENTIALS',
      }),
    );
    report.expectAnswer('the stranger’s attempt 7', stranger[6], { status: [401, 429] });
    // The probe waits for what the portal announced, no more.
    const waitUntil = Math.max(
      Date.now(),
      ...stranger
        .filter((answer) => answer.headers['retry-after'])
        .map((answer) => answer.at + Number(answer.headers['retry-after']) * 1000),
    );
    const wait = Math.ceil((waitUntil - Date.now()) / 1000);
    if (
      !report.expectValue('the announced Retry-After, waited for', wait, `at most ${LONGEST_WAIT_SECONDS} s`, {
        ok: (value) => value <= LONGEST_WAIT_SECONDS,
        shown: `${wait} s`,
      })
    ) {
      return;
    }
    await sleep(waitUntil - Date.now());
    const member = { brand, from: '127.0.3.2' };
    const password = await request('POST', '/api/auth/login', { ...member, body: { email, password: PASSWORD } });
    report.expectAnswer('POST /auth/login, right password, from 127.0.3.2', password, {
      status: 200,
      check: (answer) => (answer.json?.second_step?.ticket ? undefined : 'no second_step.ticket'),
      checkDescription: 'second_step.ticket',
    });
    const ticket = password.json?.second_step?.ticket;
    if (!ticket) return;
    const code = totpCode(DEMO_AUTHENTICATOR_SECRET);
    report.expectAnswer(
      'POST /auth/login/second-step, the app’s code',
      await request('POST', '/api/auth/login/second-step', { ...member, body: { ticket, code } }),
      {
        status: 200,
        check: (answer) => (typeof answer.json?.access_token === 'string' ? undefined : 'no access_token'),
        checkDescription: 'access_token',
      },
    );
  },
);

await section('21. A challenge’s display name with an email address or a right-to-left override', async () => {
  const member = await signIn('member@swift.test');
  const list = await request('GET', '/api/authorization/challenges', { token: member });
  const challenge = list.json?.challenges?.find((item) => item.joined);
  if (!challenge) throw new Error(`member@swift.test has joined no challenge (GET /challenges: ${list.status}).`);
  const rename = (displayName) =>
    request('PUT', `/api/authorization/challenges/${challenge.id}/display-name`, {
      token: member,
      body: { display_name: displayName },
    });
  report.expectAnswer('PUT …/display-name "Pat Walker"', await rename('Pat Walker'), { status: 200 });
  const refused = { ...VALIDATION, field: 'display_name' };
  report.expectAnswer('PUT …/display-name "pat.walker@example.com"', await rename('pat.walker@example.com'), refused);
  report.expectAnswer('PUT …/display-name "Pat \\u202Eevil"', await rename('Pat \u202Eevil'), refused);
  report.expectAnswer('PUT it back as it was', await rename(challenge.my_display_name), { status: 200 });
});

await section('22. Ten racing requests for one member’s data', async () => {
  const member = await signIn('new@oakmore.test', 'oakmore');
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      request('POST', '/api/authorization/accounts/me/data-exports', { brand: 'oakmore', token: member }),
    ),
  );
  const counts = countBy(answers);
  console.log(`  10 POST /accounts/me/data-exports at once: ${JSON.stringify(counts)}`);
  // One at a time: each is answered with the export under way (or made ready since it arrived), never a second.
  report.expectValue('of them 202', counts[202] ?? 0, 10);
  report.expectValue(
    'exports among the answers',
    new Set(answers.filter((a) => a.status === 202).map((a) => a.json?.id)).size,
    1,
  );
  report.expectValue(
    'of them without an answer or 5xx',
    answers.filter((a) => !(a.status < 500 && a.status > 0)).length,
    0,
  );
});

await section(
  `23. Adding a passkey on a session whose last proof is older than the step-up window (${STEP_UP_MINUTES} minutes)`,
  async () => {
    const options = (token) => request('POST', '/api/authorization/accounts/me/passkeys/options', { token });
    const label = `POST /accounts/me/passkeys/options, proved ${STEP_UP_MINUTES + 1} minutes ago`;
    if (!portal) {
      report.notRun(label, 'needs the probe’s own portal (no PORTAL_URL) to make a session’s proof older');
    }
    const fresh = await signIn('new@swift.test');
    report.expectAnswer('POST /accounts/me/passkeys/options, just signed in', await options(fresh), { status: 200 });
    if (!portal) return;
    if (oldSession instanceof Error) throw oldSession;
    const old = oldSession;
    report.expectAnswer(
      'GET /accounts/me on that session (it lives on)',
      await request('GET', '/api/authorization/accounts/me', { token: old }),
      {
        status: 200,
      },
    );
    report.expectAnswer(
      'POST /accounts/me/data-exports on it (needs a proof too)',
      await request('POST', '/api/authorization/accounts/me/data-exports', { token: old }),
      STEP_UP_REQUIRED,
    );
    report.expectAnswer(label, await options(old), STEP_UP_REQUIRED);
    // Handed to the app, the session keeps its last proof: the app's session cannot do it either.
    const app = await handOver(old, 'swift', 'by that session');
    report.expectAnswer(
      'POST /accounts/me/passkeys/options on the app’s session',
      await request('POST', '/api/authorization/accounts/me/passkeys/options', {
        token: app,
        headers: { 'x-application-type': 'HEALTHCARE_MOBILE' },
      }),
      STEP_UP_REQUIRED,
    );
    report.expectAnswer(
      'POST /accounts/me/data-exports on the app’s session',
      await request('POST', '/api/authorization/accounts/me/data-exports', {
        token: app,
        headers: { 'x-application-type': 'HEALTHCARE_MOBILE' },
      }),
      STEP_UP_REQUIRED,
    );
    report.expectAnswer(
      'POST /accounts/me/verify with the password',
      await request('POST', '/api/authorization/accounts/me/verify', { token: old, body: { password: PASSWORD } }),
      { status: 204 },
    );
    report.expectAnswer('POST /accounts/me/passkeys/options after it', await options(old), { status: 200 });
  },
);

const { lines, ok } = report.summary();
console.log(`\n${lines.join('\n')}`);
if (!portal && !ok) {
  console.log(
    'Against PORTAL_URL, the expectations are those of a fresh portal on default settings: a second run meets ' +
      'the throttles the first left (without PORTAL_URL the probe starts a fresh one of its own).',
  );
}
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
if (portal) {
  await portal.stop({ keep: !ok });
  if (!ok) console.log(`The probe's portal log is kept: ${portal.logFile}`);
}
process.exit(ok ? 0 : 1);
