// The security probe's own checks: how an answer is compared with its expectation, the closing tally,
// the authenticator codes it computes, and that the probe fails (exit 1) when answers are not as expected.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { compareAnswer, createProbeReport, decodeJwtPayload, describeExpected, totpCode } from './lib/probe-checks.mjs';
import { findFreePort } from './lib/ports.mjs';

const probe = fileURLToPath(new URL('./probe-security.mjs', import.meta.url));
const answer = (overrides = {}) => ({ status: 200, headers: {}, json: {}, ms: 5, ...overrides });
const RATE_LIMITED = { status: 429, code: 'RATE_LIMITED', header: 'retry-after' };

describe('compareAnswer', () => {
  it('finds nothing wrong with an answer as expected', () => {
    const limited = answer({ status: 429, headers: { 'retry-after': '1' }, json: { code: 'RATE_LIMITED' } });
    expect(compareAnswer(limited, RATE_LIMITED)).toEqual([]);
    expect(compareAnswer(answer({ status: 401 }), { status: [401, 429] })).toEqual([]);
  });

  it('names another status with the answer’s code, and nothing else', () => {
    expect(compareAnswer(answer({ status: 401, json: { code: 'INVALID_CREDENTIALS' } }), RATE_LIMITED)).toEqual([
      '401 INVALID_CREDENTIALS',
    ]);
    expect(compareAnswer(answer({ status: 500 }), { status: [401, 429] })).toEqual(['500']);
  });

  it('names a missing header, another code or field, and a body field that differs', () => {
    const limited = answer({ status: 429, json: { code: 'TOO_MANY' } });
    expect(compareAnswer(limited, RATE_LIMITED)).toEqual(['code TOO_MANY', 'no retry-after header']);
    const refused = answer({ status: 400, json: { code: 'VALIDATION_FAILED', field: 'title' } });
    expect(compareAnswer(refused, { status: 400, field: 'display_name' })).toEqual(['field title']);
    expect(compareAnswer(answer({ json: { accepted: 4, unattested: 0 } }), { json: { unattested: 4 } })).toEqual([
      'unattested=0',
    ]);
    expect(compareAnswer(answer({ json: { members: [{ id: 1 }] } }), { json: { members: [] } })).toEqual([
      'members=[{"id":1}]',
    ]);
  });

  it('compares header values exactly or by pattern', () => {
    const cached = answer({ headers: { 'cache-control': 'max-age=60' } });
    expect(compareAnswer(cached, { headers: { 'Cache-Control': 'no-store' } })).toEqual([
      'cache-control: "max-age=60"',
    ]);
    expect(compareAnswer(cached, { headers: { 'cache-control': /max-age/ } })).toEqual([]);
    expect(compareAnswer(answer(), { headers: { 'cache-control': 'no-store' } })).toEqual(['cache-control: (none)']);
  });

  it('holds an answer to its time and its own check', () => {
    expect(compareAnswer(answer({ ms: 2_500 }), { maxMs: 2_000 })).toEqual(['after 2500 ms']);
    const check = (given) => (given.json.second_step?.ticket ? undefined : 'no second_step.ticket');
    expect(compareAnswer(answer(), { status: 200, check })).toEqual(['no second_step.ticket']);
    expect(compareAnswer(answer({ json: { second_step: { ticket: 't' } } }), { check })).toEqual([]);
  });

  it('says when no answer came', () => {
    expect(compareAnswer({ status: 0, headers: {}, error: 'ECONNRESET', ms: 1 }, { status: 200 })).toEqual([
      'no answer (ECONNRESET)',
    ]);
  });
});

describe('describeExpected', () => {
  it('says what an expectation asks for, in the words of a row', () => {
    expect(describeExpected(RATE_LIMITED)).toBe('429 RATE_LIMITED retry-after');
    expect(describeExpected({ status: [401, 429] })).toBe('401 or 429');
    expect(describeExpected({ status: 400, code: 'VALIDATION_FAILED', field: 'from' })).toBe(
      '400 VALIDATION_FAILED field=from',
    );
    expect(describeExpected({ status: 200, check: () => undefined, checkDescription: 'access_token' })).toBe(
      '200 access_token',
    );
  });
});

describe('createProbeReport', () => {
  it('prints a row per check, the tally, and each unexpected answer with what was expected', () => {
    const lines = [];
    const report = createProbeReport({ log: (line) => lines.push(line) });
    report.section('5. Wrong passwords');
    report.countAnswer();
    report.countAnswer();
    const limited = answer({ status: 429, headers: { 'retry-after': '1' }, json: { code: 'RATE_LIMITED' } });
    expect(report.expectAnswer('attempt 8', limited, RATE_LIMITED)).toBe(true);
    // An expectation broken on purpose: the same answer, held to another status.
    expect(report.expectAnswer('attempt 7', limited, { status: 401, code: 'INVALID_CREDENTIALS' })).toBe(false);
    report.section('22. Ten racing requests');
    expect(report.expectValue('of them 202', 10, 1)).toBe(false);
    expect(report.expectValue('waited', 1, 'at most 30 s', { ok: (value) => value <= 30, shown: '1 s' })).toBe(true);
    report.section('23. A passkey');
    report.notRun('POST …/passkeys/options, proved 6 minutes ago', 'needs the probe’s own portal');

    expect(lines.filter((line) => line.includes('✗'))).toEqual([
      expect.stringMatching(
        /^ {2}attempt 7 +429 +RATE_LIMITED .*✗ expected 401 INVALID_CREDENTIALS; came 429 RATE_LIMITED$/,
      ),
      expect.stringMatching(/^ {2}of them 202 +10 {2}✗ expected 1; came 10$/),
    ]);
    const { lines: summary, ok } = report.summary();
    expect(ok).toBe(false);
    expect(summary).toEqual([
      'Probe: 2 answers, 4 checks, 2 unexpected',
      'Unexpected:',
      '  5. attempt 7: expected 401 INVALID_CREDENTIALS; came 429 RATE_LIMITED',
      '  22. of them 202: expected 1; came 10',
      'Not run:',
      '  23. POST …/passkeys/options, proved 6 minutes ago: needs the probe’s own portal',
    ]);
  });

  it('is ok when every answer was as expected, checks not run apart', () => {
    const report = createProbeReport({ log: () => {} });
    report.section('4. One token');
    report.expectAnswer('GET /accounts/me', answer(), { status: 200 });
    report.notRun('something', 'a reason');
    expect(report.summary()).toMatchObject({
      ok: true,
      lines: ['Probe: 0 answers, 1 checks, 0 unexpected', 'Not run:', '  4. something: a reason'],
    });
  });

  it('counts a section that stopped as unexpected', () => {
    const report = createProbeReport({ log: () => {} });
    report.section('19. The hand-over');
    report.stopped(new Error('The app was given no token.'));
    expect(report.summary().lines).toContain(
      '  19. the section stopped: expected it to run to its end; came The app was given no token.',
    );
  });
});

describe('totpCode', () => {
  // RFC 6238, appendix B (SHA-1, the key "12345678901234567890"), the last six of its eight digits.
  const key = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

  it('gives the RFC’s codes', () => {
    expect(totpCode(key, 59_000)).toBe('287082');
    expect(totpCode(key, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(key, 1_234_567_890_000)).toBe('005924');
    expect(totpCode(key, 2_000_000_000_000)).toBe('279037');
  });

  it('keeps one code through a 30-second step', () => {
    const demo = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';
    expect(totpCode(demo, 1_800_000_000_000)).toBe(totpCode(demo, 1_800_000_029_999));
    expect(totpCode(demo, 1_800_000_000_000)).toMatch(/^\d{6}$/);
  });
});

describe('decodeJwtPayload', () => {
  it('reads the claims of a token', () => {
    const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = `${part({ alg: 'HS256' })}.${part({ exp: 1_800_000_000, jti: 'a-session' })}.signature`;
    expect(decodeJwtPayload(token)).toEqual({ exp: 1_800_000_000, jti: 'a-session' });
    expect(() => decodeJwtPayload('not a token')).toThrow('Not a JWT.');
  });
});

/** Runs the probe to its end; resolves with its exit code and output. */
function runProbe(env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [probe], { env: { ...process.env, ...env }, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('the probe', () => {
  let server;
  afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve())));

  it('refuses a portal beyond this machine', async () => {
    const { code, output } = await runProbe({ PORTAL_URL: 'http://example.com:8080' });
    expect(code).toBe(2);
    expect(output).toContain('The probe only runs against this machine');
  });

  it('fails when its answers are not what it expects: a portal that answers 200 {} to everything', async () => {
    server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    });
    const port = await findFreePort();
    await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
    const { code, output } = await runProbe({ PORTAL_URL: `http://127.0.0.1:${port}`, METRICS_PORT: '0' });
    expect(code).toBe(1);
    const tally = /Probe: (\d+) answers, (\d+) checks, (\d+) unexpected/.exec(output);
    expect(Number(tally?.[3])).toBeGreaterThan(20);
    expect(output).toContain('Unexpected:\n');
    expect(output).toContain('  5. attempt 1: expected 401 INVALID_CREDENTIALS; came 200');
    expect(output).toContain(
      '  10. GET /api/metrics on the public port, from 127.0.0.1: expected 404 NOT_FOUND; came 200',
    );
    expect(output).toContain(
      '  4. the section stopped: expected it to run to its end; came Sign-in as member@incent.test',
    );
    expect(output).toContain('needs the probe’s own portal');
  });
});
