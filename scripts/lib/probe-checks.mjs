// The security probe's expectations (scripts/probe-security.mjs): each check says, next to its request,
// what the answer must be; the report prints the probe's rows, counts what came otherwise and lists it.
import { createHmac } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';

/**
 * What an answer must be; every key is optional:
 * - `status`: a number, or the numbers allowed;
 * - `code`, `field`: the error body's `code` and `field` (`null`: none);
 * - `header`: header names that must be present (one name or a list);
 * - `headers`: `{ name: value }`, each equal (a string) or matching (a RegExp);
 * - `json`: fields of the body, compared deeply (only those named);
 * - `maxMs`: the answer came within this many milliseconds;
 * - `check(answer)`: anything else, as a phrase saying what is wrong (or nothing), and `checkDescription`
 *   what it asks for.
 * @typedef {{
 *   status?: number | number[],
 *   code?: string | null,
 *   field?: string | null,
 *   header?: string | string[],
 *   headers?: Record<string, string | RegExp>,
 *   json?: Record<string, unknown>,
 *   maxMs?: number,
 *   check?: (answer: Answer) => string | undefined,
 *   checkDescription?: string,
 * }} Expected
 * @typedef {{ status: number, headers: Record<string, string | string[] | undefined>, json?: any, ms: number,
 *   error?: string }} Answer
 */

const show = (value) => (value instanceof RegExp ? String(value) : JSON.stringify(value));

/** Says what an expectation asks for: `429 RATE_LIMITED retry-after`. */
export function describeExpected(expected) {
  const parts = [];
  if (expected.status !== undefined) {
    parts.push([expected.status].flat().join(' or '));
  }
  if (expected.code !== undefined) parts.push(expected.code ?? 'no code');
  if (expected.field !== undefined) parts.push(expected.field === null ? 'no field' : `field=${expected.field}`);
  for (const name of [expected.header ?? []].flat()) parts.push(name.toLowerCase());
  for (const [name, value] of Object.entries(expected.headers ?? {}))
    parts.push(`${name.toLowerCase()}: ${show(value)}`);
  for (const [key, value] of Object.entries(expected.json ?? {})) parts.push(`${key}=${show(value)}`);
  if (expected.maxMs !== undefined) parts.push(`within ${expected.maxMs} ms`);
  if (expected.check) parts.push(expected.checkDescription ?? 'its check');
  return parts.join(' ');
}

/** What came, in the same words: `401 INVALID_CREDENTIALS`, or why nothing did. */
export function describeAnswer(answer) {
  if (answer.error) return `no answer (${answer.error})`;
  const parts = [String(answer.status)];
  if (answer.status >= 400 && answer.json?.code) parts.push(answer.json.code);
  if (answer.status >= 400 && answer.json?.field) parts.push(`field=${answer.json.field}`);
  return parts.join(' ');
}

/** The ways an answer differs from its expectation, each as a short phrase; none when it is as expected. */
export function compareAnswer(answer, expected) {
  if (answer.error) return [`no answer (${answer.error})`];
  const statuses = expected.status === undefined ? undefined : [expected.status].flat();
  // Another status: the answer as a whole is another one, said as such (`200`, `429 RATE_LIMITED`).
  if (statuses && !statuses.includes(answer.status)) return [describeAnswer(answer)];
  const problems = [];
  if (expected.code !== undefined && (answer.json?.code ?? null) !== expected.code) {
    problems.push(`code ${answer.json?.code ?? '(none)'}`);
  }
  if (expected.field !== undefined && (answer.json?.field ?? null) !== expected.field) {
    problems.push(`field ${answer.json?.field ?? '(none)'}`);
  }
  for (const name of [expected.header ?? []].flat()) {
    const value = answer.headers?.[name.toLowerCase()];
    if (value === undefined || value === '') problems.push(`no ${name.toLowerCase()} header`);
  }
  for (const [name, wanted] of Object.entries(expected.headers ?? {})) {
    const value = answer.headers?.[name.toLowerCase()];
    const text = Array.isArray(value) ? value.join(', ') : value;
    const matches = wanted instanceof RegExp ? text !== undefined && wanted.test(text) : text === wanted;
    if (!matches) problems.push(`${name.toLowerCase()}: ${text === undefined ? '(none)' : JSON.stringify(text)}`);
  }
  for (const [key, wanted] of Object.entries(expected.json ?? {})) {
    const value = answer.json?.[key];
    if (!isDeepStrictEqual(value, wanted)) problems.push(`${key}=${value === undefined ? '(none)' : show(value)}`);
  }
  if (expected.maxMs !== undefined && !(answer.ms <= expected.maxMs)) {
    problems.push(`after ${answer.ms.toFixed(0)} ms`);
  }
  if (expected.check && problems.length === 0) {
    const problem = expected.check(answer);
    if (problem) problems.push(problem);
  }
  return problems;
}

const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * The probe's rows and its tally. `expectAnswer` and `expectValue` print a row (with what was expected
 * beside it when it came otherwise); `summary()` gives the closing lines and whether all was as expected.
 */
export function createProbeReport({ log = console.log } = {}) {
  /** @type {{ section: string, label: string, expected: string, came: string }[]} */
  const unexpected = [];
  /** @type {{ section: string, label: string, reason: string }[]} */
  const notRun = [];
  let section = '';
  let answers = 0;
  let checks = 0;

  function record(label, expected, came) {
    unexpected.push({ section, label, expected, came });
    return `  ✗ expected ${expected}; came ${came}`;
  }

  return {
    /** Starts a section: its title line; unexpected answers are listed under its number. */
    section(title) {
      section = title;
      log(title);
    },
    /** Counts an answer the probe received (whether or not a check looks at it). */
    countAnswer() {
      answers += 1;
    },
    /** One answer against its expectation; prints its row (status, code, field, time, `extra`). */
    expectAnswer(label, answer, expected, extra = '') {
      checks += 1;
      const problems = compareAnswer(answer, expected);
      // An error's code and field (a success's `code` may be a single-use code: not printed).
      const isError = answer.status >= 400;
      const code = isError && answer.json?.code ? ` ${answer.json.code}` : '';
      const field = isError && answer.json?.field ? ` field=${answer.json.field}` : '';
      const status = answer.error ? 'none' : String(answer.status);
      const mark = problems.length > 0 ? record(label, describeExpected(expected), problems.join(', ')) : '';
      log(`  ${label.padEnd(58)} ${status.padEnd(4)}${code}${field}  ${ms(answer.ms ?? 0)}${extra}${mark}`);
      return problems.length === 0;
    },
    /**
     * A value the probe worked out (a count, a difference of two times) against the one expected: equal
     * (deeply), or `ok(actual)` says whether it is acceptable and `expected` describes what is.
     */
    expectValue(label, actual, expected, { ok, shown = show(actual) } = {}) {
      checks += 1;
      const fine = ok ? ok(actual) : isDeepStrictEqual(actual, expected);
      const mark = fine ? '' : record(label, typeof expected === 'string' && ok ? expected : show(expected), shown);
      log(`  ${label.padEnd(58)} ${shown}${mark}`);
      return fine;
    },
    /** A section that could not go on (a request threw, an answer lacked what the next request needs). */
    stopped(error) {
      checks += 1;
      const message = error instanceof Error ? error.message : String(error);
      log(record('the section stopped', 'it to run to its end', message));
    },
    /** A check this run cannot make, and why: listed apart, not counted as unexpected. */
    notRun(label, reason) {
      notRun.push({ section, label, reason });
      log(`  ${label.padEnd(58)} not run: ${reason}`);
    },
    get unexpected() {
      return unexpected;
    },
    /** The closing lines: the tally, each unexpected answer, each check not run. */
    summary() {
      const lines = [`Probe: ${answers} answers, ${checks} checks, ${unexpected.length} unexpected`];
      if (unexpected.length > 0) {
        lines.push('Unexpected:');
        for (const item of unexpected) {
          lines.push(`  ${item.section.split(' ')[0]} ${item.label}: expected ${item.expected}; came ${item.came}`);
        }
      }
      if (notRun.length > 0) {
        lines.push('Not run:');
        for (const item of notRun) lines.push(`  ${item.section.split(' ')[0]} ${item.label}: ${item.reason}`);
      }
      return { lines, ok: unexpected.length === 0 };
    },
  };
}

/** The claims of a JWT (its middle part), unverified: the probe compares `exp` and reads `jti`. */
export function decodeJwtPayload(token) {
  const payload = typeof token === 'string' ? token.split('.')[1] : undefined;
  if (!payload) throw new Error('Not a JWT.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

/** RFC 4648 base32 (the authenticator app's key) to bytes. */
function fromBase32(text) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes = [];
  for (const character of text.replace(/=+$/, '').toUpperCase()) {
    const index = alphabet.indexOf(character);
    if (index < 0) throw new Error(`Not base32: ${character}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** An authenticator app's code (RFC 6238: HMAC-SHA-1, 30-second steps, 6 digits) at `nowMs`. */
export function totpCode(secretBase32, nowMs = Date.now(), { periodSeconds = 30, digits = 6 } = {}) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 1000 / periodSeconds)));
  const mac = createHmac('sha1', fromBase32(secretBase32)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 10 ** digits).padStart(digits, '0');
}
