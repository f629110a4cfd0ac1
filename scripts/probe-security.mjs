#!/usr/bin/env node
// `npm run probe:security`: re-runs the requests of the black-box probes against a portal
// already started on this machine (`npm start`; PORTAL_URL, default http://127.0.0.1:8080) and prints
// each answer's status and time. It sends a bounded number of requests to loopback addresses only
// (127.x.y.z, so per-address limits see several clients) and stops by itself. It writes demo data:
// run it against a throw-away DATA_DIR.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const base = new URL(process.env.PORTAL_URL ?? 'http://127.0.0.1:8080');
if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) {
  console.error('The probe only runs against this machine (127.0.0.1, localhost).');
  process.exit(2);
}
const PASSWORD = 'wellness-demo-2026';
let nextAddress = 10;

/** One request from its own loopback address; resolves with status, headers, body and milliseconds. */
function request(method, path, { brand = 'swift', token, body, raw, contentType, from, headers = {} } = {}) {
  const payload = raw ?? (body === undefined ? undefined : Buffer.from(JSON.stringify(body)));
  const localAddress = from ?? `127.0.0.${(nextAddress = (nextAddress % 250) + 1)}`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port: base.port || 80,
        method,
        path,
        localAddress,
        headers: {
          host: `${brand}.localhost:${base.port || 80}`,
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
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, headers: res.headers, json, ms: performance.now() - started });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value) => `${value.toFixed(1)} ms`;
function row(label, answer, extra = '') {
  const code = answer.json?.code ? ` ${answer.json.code}` : '';
  const field = answer.json?.field ? ` field=${answer.json.field}` : '';
  console.log(`  ${label.padEnd(58)} ${String(answer.status).padEnd(4)}${code}${field}  ${ms(answer.ms)}${extra}`);
}

async function signIn(email, brand = 'swift') {
  const answer = await request('POST', '/api/auth/login', { brand, body: { email, password: PASSWORD } });
  if (answer.status !== 200) throw new Error(`Sign-in as ${email} failed: ${answer.status}`);
  return answer.json.access_token;
}

const health = await request('GET', '/api/health');
if (health.status !== 200) throw new Error(`The portal at ${base} is not answering.`);

console.log('1. An editor saves 100,000 "[" characters while /api/health is asked');
{
  const editor = await signIn('editor@swift.test');
  const saving = request('POST', '/api/authorization/articles', {
    token: editor,
    body: { title: 'Probe', category: 'sleep', body: '['.repeat(100_000) },
  });
  const healthDuring = await request('GET', '/api/health');
  row('POST /articles (body of 100,000 "[")', await saving);
  row('GET /api/health during it', healthDuring);
}

console.log('2. NUL characters and lone surrogates');
{
  const member = await signIn('member@swift.test');
  const editor = await signIn('editor@swift.test');
  const admin = await signIn('admin@swift.test');
  const nul = 'a\u0000b';
  const adminMe = await request('GET', '/api/authorization/accounts/me?get_member=true', { token: admin });
  const company = adminMe.json.member.company.id;
  const cases = [
    ['PATCH profile first_name', 'PATCH', '/api/authorization/accounts/me/profile', member, { first_name: nul }],
    [
      'POST dependent last_name',
      'POST',
      '/api/authorization/dependents',
      member,
      { first_name: 'Sam', last_name: nul, relationship: 'child', date_of_birth: '2015-04-01' },
    ],
    ['POST article title', 'POST', '/api/authorization/articles', editor, { title: nul, category: 'sleep' }],
    [
      'POST article tags',
      'POST',
      '/api/authorization/articles',
      editor,
      { title: 'T', tags: [nul], category: 'sleep' },
    ],
    [
      'POST video title',
      'POST',
      '/api/authorization/videos',
      editor,
      { title: nul, duration_seconds: 1, category: 'sleep', source: { url: 'https://cdn.example.com/v.mp4' } },
    ],
    [
      'POST invitation first_name',
      'POST',
      '/api/authorization/accounts/invitations',
      admin,
      { email: 'p@example.com', company, first_name: nul },
    ],
    [
      'POST deletion-request reason',
      'POST',
      '/api/authorization/accounts/me/deletion-request',
      member,
      { reason: nul },
    ],
    ['POST media ?title=a%00b', 'POST', '/api/authorization/media?title=a%00b', member, undefined],
    ['GET articles ?search=a%00b', 'GET', '/api/authorization/articles?search=a%00b', member, undefined],
    ['GET videos ?search=a%00b', 'GET', '/api/authorization/videos?search=a%00b', member, undefined],
  ];
  for (const [label, method, path, token, body] of cases) row(label, await request(method, path, { token, body }));
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
    row(
      label,
      await request('POST', '/api/ingestion/crud?db=oakmorelabs_mm', {
        brand: 'oakmore',
        token: ingestionKey,
        body: { events: [event] },
      }),
    );
  }
}

/** The tenant's public write key, from the runtime config the page carries. */
async function readIngestionKey(brand) {
  const page = await new Promise((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port: base.port || 80,
          path: '/login',
          headers: { host: `${brand}.localhost`, accept: 'text/html' },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve(text));
        },
      )
      .on('error', reject);
  });
  const key = /"ingestionKey":"([^"]+)"/.exec(page)?.[1];
  if (!key) throw new Error('No ingestion key in the page.');
  return key;
}

console.log('3. Forgot-password: known against unknown addresses (one request each, from its own address)');
{
  const known = [];
  const unknown = [];
  const brands = ['swift', 'oakmore', 'attentive', 'incent', 'evergreen', 'default'];
  for (const brand of brands) {
    for (const account of ['member', 'new']) {
      known.push(
        (await request('POST', '/api/auth/forgot-password', { brand, body: { email: `${account}@${brand}.test` } })).ms,
      );
      unknown.push(
        (
          await request('POST', '/api/auth/forgot-password', {
            brand,
            body: { email: `nobody-${account}-${Date.now()}@${brand}.test` },
          })
        ).ms,
      );
    }
  }
  console.log(`  known   (${known.length}) median ${ms(median(known))}`);
  console.log(`  unknown (${unknown.length}) median ${ms(median(unknown))}`);
}

console.log('4. One token in other spellings, and after a logout');
{
  const token = await signIn('member@incent.test', 'incent');
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = token.at(-1);
  const respelled = token.slice(0, -1) + alphabet[alphabet.indexOf(last) ^ 1];
  const me = (value) => request('GET', '/api/authorization/accounts/me', { brand: 'incent', token: value });
  row('GET /accounts/me with the token', await me(token));
  row('GET /accounts/me with the token + "="', await me(`${token}=`));
  row('GET /accounts/me with the last character respelled', await me(respelled));
  row('POST /auth/logout', await request('POST', '/api/auth/logout', { brand: 'incent', token }));
  row('GET /accounts/me with the respelled token after logout', await me(respelled));
}

console.log('5. Wrong passwords for one account, each from another address');
{
  const statuses = [];
  let lastAnswer;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    lastAnswer = await request('POST', '/api/auth/login', {
      brand: 'evergreen',
      body: { email: 'member@evergreen.test', password: `wrong-${attempt}` },
    });
    statuses.push(lastAnswer.status);
  }
  console.log(`  statuses ${statuses.join(' ')}; last Retry-After ${lastAnswer.headers['retry-after'] ?? '-'}`);
}

console.log('7. An upload that begins like a PNG and goes on as HTML');
{
  const member = await signIn('member@oakmore.test', 'oakmore');
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const raw = Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]);
  row(
    'POST /media (PNG magic + HTML)',
    await request('POST', '/api/authorization/media?title=probe', {
      brand: 'oakmore',
      token: member,
      raw,
      contentType: 'image/png',
    }),
  );
}

console.log('8. Headers');
{
  const login = await request('POST', '/api/auth/login', {
    brand: 'attentive',
    body: { email: 'member@attentive.test', password: PASSWORD },
  });
  console.log(`  POST /auth/login             Cache-Control: ${login.headers['cache-control']}`);
  const page = await request('GET', '/login', { brand: 'attentive' });
  console.log(`  GET /login                   Permissions-Policy: ${page.headers['permissions-policy']}`);
}

console.log('9. Dates that are no dates: year 0000, 9999 and 30 February (each a 400 naming its field)');
{
  const admin = await signIn('admin@swift.test');
  for (const path of [
    '/api/authorization/admin/audit?from=0000-01-01',
    '/api/authorization/admin/audit?from=2026-02-30',
    '/api/authorization/admin/engagement?from=0000-01-01&to=0000-01-07',
    '/api/authorization/admin/engagement?from=9999-12-25&to=9999-12-31',
  ]) {
    row(`GET ${path.replace('/api/authorization/admin', '…')}`, await request('GET', path, { token: admin }));
  }
  row(
    'POST /select from 0000-12-31T23:59:59Z',
    await request('POST', '/api/ingestion/select?db=amm_c0nj', {
      token: admin,
      body: { from: '0000-12-31T23:59:59Z', to: '2026-01-01T00:00:00Z', group_by: 'day' },
    }),
  );
}

console.log('10. The operators’ metrics: never on the public port');
{
  row(
    'GET /api/metrics on the public port, from 127.0.0.1',
    await request('GET', '/api/metrics', { from: '127.0.0.1' }),
  );
  const metricsPort = Number(process.env.METRICS_PORT ?? 9464);
  const answer = await new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port: metricsPort, path: '/api/metrics' }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      })
      .on('error', (error) => resolve(error.code));
  });
  console.log(`  GET /api/metrics on METRICS_PORT ${metricsPort}, from 127.0.0.1`.padEnd(60) + ` ${answer}`);
}

console.log('11. One push token registered in two programmes');
{
  const token = `probe-${randomUUID()}`;
  const swift = await signIn('member@swift.test');
  const oakmore = await signIn('member@oakmore.test', 'oakmore');
  const register = (brand, accessToken) =>
    request('POST', '/api/authorization/devices', { brand, token: accessToken, body: { token, platform: 'android' } });
  row('POST /devices in SwiftCare', await register('swift', swift));
  row('POST /devices, the same token, in Oakmore', await register('oakmore', oakmore));
  row('POST /devices in SwiftCare again (200: still registered)', await register('swift', swift));
}

console.log('12. A privacy policy of about 99 KB (its contract allows 100,000 characters)');
{
  const admin = await signIn('admin@swift.test');
  const before = await request('GET', '/api/authorization/content/privacy-policy');
  row(
    'PUT /admin/documents/privacy-policy (99,000 characters)',
    await request('PUT', '/api/authorization/admin/documents/privacy-policy', {
      token: admin,
      body: { title: 'Privacy policy', body_markdown: 'Privacy. '.repeat(11_000).trim() },
    }),
  );
  // Put back what was there.
  if (before.status === 200) {
    await request('PUT', '/api/authorization/admin/documents/privacy-policy', {
      token: admin,
      body: { title: before.json.title, body_markdown: before.json.body_markdown },
    });
  }
}

console.log('13. An attack on one account from 40 addresses while the member signs in from their own browser');
{
  const email = 'who5@incent.test';
  const own = { brand: 'incent', from: '127.0.0.2' };
  const first = await request('POST', '/api/auth/login', { ...own, body: { email, password: PASSWORD } });
  // The browser keeps the device proof the server set (an HttpOnly cookie, sent back to the login route).
  const cookie = [first.headers['set-cookie'] ?? []]
    .flat()
    .map((value) => value.split(';')[0])
    .join('; ');
  row('POST /auth/login from the member’s browser', first, cookie ? '  (device cookie set)' : '  (no device cookie)');
  const attack = await Promise.all(
    Array.from({ length: 40 }, (_, index) =>
      request('POST', '/api/auth/login', {
        brand: 'incent',
        from: `127.0.1.${index + 10}`,
        body: { email, password: `wrong-${index}` },
      }),
    ),
  );
  const counts = {};
  for (const answer of attack) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  console.log(`  40 wrong passwords from 40 addresses: ${JSON.stringify(counts)}`);
  row(
    'POST /auth/login, right password, from an unknown device',
    await request('POST', '/api/auth/login', {
      brand: 'incent',
      from: '127.0.2.1',
      body: { email, password: PASSWORD },
    }),
  );
  row(
    'POST /auth/login, right password, from the member’s browser',
    await request('POST', '/api/auth/login', { ...own, headers: { cookie }, body: { email, password: PASSWORD } }),
  );
}

console.log('14. Twelve forgot-password requests for one member from anywhere, then the member’s own');
{
  const email = 'member@attentive.test';
  const statuses = [];
  for (let index = 0; index < 12; index += 1) {
    const answer = await request('POST', '/api/auth/forgot-password', { brand: 'attentive', body: { email } });
    statuses.push(answer.status);
  }
  console.log(`  strangers: ${statuses.join(' ')}`);
  row(
    'POST /auth/forgot-password from the member’s address',
    await request('POST', '/api/auth/forgot-password', { brand: 'attentive', from: '127.0.0.3', body: { email } }),
  );
}

console.log('15. Made-up member ids sent with the public write key');
{
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
  row('POST /crud with four made-up member ids', answer, `  ${JSON.stringify(answer.json)}`);
}

console.log('16. A flood of full batches from rotating addresses, with the public write key');
{
  const key = await readIngestionKey('evergreen');
  const counts = {};
  let retryAfter;
  for (let batch = 0; batch < 60; batch += 1) {
    const events = Array.from({ length: 100 }, () => ({
      id: randomUUID(),
      name: 'page_view',
      occurred_at: new Date().toISOString(),
      platform: 'web',
      member_id: null,
      properties: { route: '/dashboard/home' },
    }));
    const answer = await request('POST', '/api/ingestion/crud?db=amm_c0nj', {
      brand: 'evergreen',
      token: key,
      body: { events },
    });
    counts[answer.status] = (counts[answer.status] ?? 0) + 1;
    if (answer.status === 429) retryAfter = answer.headers['retry-after'];
  }
  console.log(`  60 batches of 100 events: ${JSON.stringify(counts)}; Retry-After ${retryAfter ?? '-'}`);
}

console.log('17. Member search for the wildcard characters themselves');
{
  const admin = await signIn('admin@swift.test');
  for (const search of ['%', '_', '\\']) {
    const answer = await request('GET', `/api/authorization/admin/members?search=${encodeURIComponent(search)}`, {
      token: admin,
    });
    row(`GET …/admin/members?search=${search}`, answer, `  ${answer.json?.members?.length ?? '-'} members`);
  }
}

console.log('18. Liveness while an eligibility file of 20,000 rows is checked and committed');
{
  const admin = await signIn('admin@oakmore.test', 'oakmore');
  const company = (
    await request('GET', '/api/authorization/accounts/me?get_member=true', { brand: 'oakmore', token: admin })
  ).json.member.company.name;
  const lines = ['employee_id,first_name,last_name,email,date_of_birth,relationship,status,company'];
  const stamp = Date.now();
  for (let index = 0; index < 20_000; index += 1) {
    lines.push(
      `P${stamp}-${index},Pat${index},Probe,probe.${stamp}.${index}@example.com,1990-02-03,employee,active,${company}`,
    );
  }
  const base = '/api/authorization/admin/eligibility-imports';
  const upload = await request('POST', `${base}?file_name=probe.csv`, {
    brand: 'oakmore',
    token: admin,
    raw: Buffer.from(lines.join('\n')),
    contentType: 'text/csv',
  });
  row('POST eligibility file (20,000 rows)', upload);
  const latencies = [];
  const waitFor = async (statuses) => {
    for (;;) {
      const live = await request('GET', '/api/health/live');
      latencies.push(live.ms);
      const state = await request('GET', `${base}/${upload.json.id}`, { brand: 'oakmore', token: admin });
      if (statuses.includes(state.json?.status)) return state.json.status;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  if (upload.status === 202 && (await waitFor(['checked', 'failed'])) === 'checked') {
    row('POST …/commit', await request('POST', `${base}/${upload.json.id}/commit`, { brand: 'oakmore', token: admin }));
    console.log(`  commit ended: ${await waitFor(['committed', 'failed'])}`);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `  /api/health/live meanwhile: ${latencies.length} answers, median ${ms(median(latencies))}, ` +
      `p99 ${ms(sorted[Math.floor(sorted.length * 0.99)] ?? 0)}, max ${ms(sorted.at(-1) ?? 0)}`,
  );
}
