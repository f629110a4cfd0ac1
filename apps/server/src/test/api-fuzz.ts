/**
 * The API fuzzer's parts (api-fuzz.test.ts drives them): fast-check arbitraries of requests for a
 * declared route, built from its contract's JSON Schema (`toJsonSchema`, as the OpenAPI document
 * has it) and mutated, plus hostile values; the contract itself as the oracle of which requests are
 * valid; and the checks every answer must pass.
 *
 * A request is kept as the bytes it sends (path segments already percent-encoded, the query string,
 * the body's text), so hostile forms that no JavaScript value has (raw `__proto__` keys, 10,000
 * levels of nesting, bad percent-encoding, invalid JSON) are sent as they are.
 */
import fc from 'fast-check';
import { findUnstorableText } from '@portal/contracts/storable-text';
import { BODY_LIMIT_BYTES, getBodyLimit } from '../lib/json-body-size';
import type { Schema } from '../lib/define-route';
import type { DeclaredRoute } from '../plugins/route-contracts';
import { toJsonSchema } from '../modules/api-docs/openapi';

// ---------------------------------------------------------------------------------------------------
// Requests

/** JSON text that no JavaScript value serialises to (deep nesting, `__proto__` keys, huge numbers). */
export class RawJson {
  constructor(
    readonly text: string,
    readonly label: string,
  ) {}
}

/** A body as sent: its bytes and the Content-Type it claims (none when undefined). */
export interface FuzzBody {
  payload: string | Buffer;
  contentType: string | undefined;
}

export interface FuzzRequest {
  /** What made it, for the failure report: `contract` (generated), or the catalogue's label (`param id=..`). */
  kind: string;
  /** Each path parameter's segment, percent-encoded as it goes on the wire. */
  segments: Record<string, string>;
  /** The query string, without `?` (empty: none). */
  query: string;
  body: FuzzBody | undefined;
  headers: Record<string, string>;
}

/** What the contract says of a request: `unknown` when the server's own parsing decides (routing, raw bodies). */
export type Verdict = 'valid' | 'invalid' | 'unknown';

/** The text with each lone surrogate replaced by U+FFFD, as UTF-8 (which has no form for them) carries it. */
function toWellFormed(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/** Percent-encodes text as a URL does. */
export function encodeComponent(text: string): string {
  return encodeURIComponent(toWellFormed(text));
}

export function encodeQuery(pairs: readonly (readonly [string, string])[]): string {
  return pairs.map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`).join('&');
}

/** The route's URL with its segments in place. */
export function urlOf(route: DeclaredRoute, request: FuzzRequest): string {
  const path = route.url.replace(/:(\w+)/g, (_match, name: string) => request.segments[name] ?? '');
  return request.query ? `${path}?${request.query}` : path;
}

// ---------------------------------------------------------------------------------------------------
// The oracle: what the contract accepts

const JSON_TYPES = new Set(['application/json', 'application/json; charset=utf-8']);
/** Content types a JSON route never reads as JSON: Fastify refuses them (415) or reads text (400). */
const REFUSED_TYPES = new Set([
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'text/html',
  'image/png',
  'application/octet-stream',
]);

function accepts(schema: Schema, value: unknown): boolean {
  const result = schema.safeParse(value);
  return result.success && findUnstorableText(result.data) === undefined;
}

/** A query string as Fastify's parser reads it: repeated keys become arrays. Undefined if it cannot tell. */
function parseQuery(query: string): Record<string, string | string[]> | undefined {
  const parsed: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  if (!query) return parsed;
  for (const part of query.split('&')) {
    if (!part) continue;
    const separator = part.indexOf('=');
    const rawKey = separator === -1 ? part : part.slice(0, separator);
    const rawValue = separator === -1 ? '' : part.slice(separator + 1);
    let key: string;
    let value: string;
    try {
      key = decodeURIComponent(rawKey.replaceAll('+', ' '));
      value = decodeURIComponent(rawValue.replaceAll('+', ' '));
    } catch {
      return undefined;
    }
    const existing = parsed[key];
    parsed[key] = existing === undefined ? value : [...[existing].flat(), value];
  }
  return parsed;
}

/** Whether the route's contract accepts the request, as far as the test can tell without the server. */
export function judge(route: DeclaredRoute, request: FuzzRequest): Verdict {
  const { contract } = route;
  let verdict: Verdict = 'valid';
  const worsen = (next: Verdict) => {
    if (next === 'invalid') verdict = 'invalid';
    else if (next === 'unknown' && verdict === 'valid') verdict = 'unknown';
  };

  if (contract.params) {
    const decoded: Record<string, string> = {};
    for (const [name, segment] of Object.entries(request.segments)) {
      // A slash, `?` or `#` moves the request to another route (or none): the router decides.
      if (/[/?#]/.test(segment) || segment === '' || segment === '.' || segment === '..') return 'unknown';
      try {
        decoded[name] = decodeURIComponent(segment);
      } catch {
        return 'unknown';
      }
    }
    if (!accepts(contract.params, decoded)) worsen('invalid');
  }

  const query = parseQuery(request.query);
  if (contract.querystring) {
    if (query === undefined) worsen('unknown');
    else if (!accepts(contract.querystring, { ...query })) worsen('invalid');
  }

  if (contract.rawBody || (!contract.body && request.body !== undefined)) {
    // Bytes (or a body the route does not take): the handler and Fastify's parsers decide.
    worsen('unknown');
  } else if (contract.body) {
    const { body } = request;
    if (body === undefined) {
      if (!accepts(contract.body, contract.optionalBody ? {} : undefined)) worsen('invalid');
    } else if (body.contentType === undefined || REFUSED_TYPES.has(body.contentType)) {
      if (body.payload.length > 0) worsen('invalid');
      else if (!accepts(contract.body, contract.optionalBody ? {} : undefined)) worsen('invalid');
    } else if (!JSON_TYPES.has(body.contentType)) {
      worsen('unknown');
    } else {
      const limit = getBodyLimit(contract);
      // Bytes are read as UTF-8, a malformed sequence as U+FFFD.
      const text = typeof body.payload === 'string' ? body.payload : body.payload.toString('utf8');
      if (Buffer.byteLength(body.payload) > limit) {
        worsen('invalid');
      } else {
        let parsed: unknown;
        try {
          // Fastify's parser (secure-json-parse) skips a byte order mark.
          parsed = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
        } catch {
          worsen('invalid');
          return verdict;
        }
        const value: unknown = parsed ?? (contract.optionalBody ? {} : undefined);
        if (!accepts(contract.body, value)) worsen('invalid');
      }
    }
  }
  return verdict;
}

// ---------------------------------------------------------------------------------------------------
// Hostile values

const MIB = 1024 * 1024;

/** Strings that have broken parsers, databases and renderers before. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'before\u0000after',
  '\uD800',
  'half \uDBFF emoji',
  '\uDFFF\uD800',
  '\uFFFF',
  '\uFFFE',
  '\uFEFFbom',
  'evil\u202Etxt.exe\u202C',
  '\u200B\u200C\u200D\u2060',
  `e${'\u0301'.repeat(500)}`,
  'Ｓｅｌｅｃｔ ＦＵＬＬＷＩＤＴＨ',
  '𝕏😀👨‍👩‍👧‍👦🏳️‍🌈',
  '\u0130\u0131ß\uFB03', // case mappings that change length
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/etc/passwd\u0000.png',
  "' OR '1'='1",
  "'; drop table accounts; --",
  '${7*7}{{7*7}}<%= 7*7 %>',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'null',
  'undefined',
  'NaN',
  'true',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
];

/** Keys that reach objects' prototypes when code indexes plain objects with them. */
export const PROTOTYPE_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'isPrototypeOf',
];

/** Long strings: 1 MiB, and just past the sizes the contracts allow. */
export const LONG_STRINGS: readonly string[] = [
  'a'.repeat(MIB),
  'é'.repeat(70_000),
  'x'.repeat(100_001),
  '😀'.repeat(2_001),
  'w '.repeat(60_000),
];

const DEEP = 10_000;

/** JSON values no JavaScript literal makes. */
export const HOSTILE_JSON: readonly RawJson[] = [
  new RawJson('['.repeat(DEEP) + ']'.repeat(DEEP), 'arrays nested 10,000 deep'),
  new RawJson('{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP), 'objects nested 10,000 deep'),
  new RawJson(
    `${'{"constructor":'.repeat(DEEP)}{"prototype":{"polluted":true}}${'}'.repeat(DEEP)}`,
    'deep constructor',
  ),
  new RawJson('{"__proto__":{"polluted":true,"role":"admin"}}', '__proto__ key'),
  new RawJson('{"constructor":{"prototype":{"polluted":true}}}', 'constructor.prototype key'),
  new RawJson('{"\\u005f_proto__":{"polluted":true}}', 'escaped __proto__ key'),
  new RawJson('{"prototype":{"polluted":true},"toString":1,"valueOf":"x"}', 'prototype-like keys'),
  new RawJson('1e400', 'a number past double'),
  new RawJson('-0', 'minus zero'),
  new RawJson('123456789012345678901234567890', 'a 30-digit integer'),
  new RawJson('9007199254740993', 'past the safe integers'),
  new RawJson('0.1e-400', 'a number below double'),
  new RawJson('"\\ud800"', 'an escaped lone surrogate'),
  new RawJson('"\\u0000"', 'an escaped NUL'),
  new RawJson(`[${Array.from({ length: 20_000 }, () => '0').join(',')}]`, 'an array of 20,000 items'),
  new RawJson(`{${Array.from({ length: 3_000 }, (_, index) => `"k${index}":${index}`).join(',')}}`, '3,000 keys'),
  new RawJson('{"a":1,"a":"duplicate"}', 'a duplicate key'),
];

/** Whole bodies that are not (valid) JSON objects. */
export const HOSTILE_BODY_TEXTS: readonly string[] = [
  '',
  '{',
  '{"a":',
  '}{',
  'nul',
  '[]',
  'null',
  '"a string"',
  '42',
  'true',
  '{}',
  '\uFEFF{}',
  '{"a":1}garbage',
  '{"a":1}{"b":2}',
  "{'single':'quotes'}",
  '{a:1}',
  '{"a":NaN}',
  '{"a":undefined}',
  '[1,]',
  '{"a":1,}',
  '/* comment */{}',
  ...HOSTILE_JSON.map((json) => json.text),
];

/** Content types a JSON route must refuse, or may read as JSON. */
export const BODY_CONTENT_TYPES: readonly (string | undefined)[] = [
  'application/json',
  'application/json; charset=utf-8',
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json;charset=latin1',
  'application/vnd.api+json',
  'application/jsonp',
];

/** Ids that are not ids (or are, of nothing), as percent-encoded path segments. */
export const HOSTILE_ID_SEGMENTS: readonly string[] = [
  '0',
  '-1',
  'null',
  'undefined',
  'true',
  '1e3',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '0190a6e4b0a87c0f9f5b3a2c1d4e5f60',
  '0190a6e4-b0a8-7c0f-9f5b-3a2c1d4e5f6g',
  '{0190a6e4-b0a8-7c0f-9f5b-3a2c1d4e5f60}',
  '0190a6e4-b0a8-7c0f-9f5b-3a2c1d4e5f60%20',
  '0190a6e4-b0a8-7c0f-9f5b-3a2c1d4e5f60%0A',
  '0190a6e4-b0a8-7c0f-9f5b-3a2c1d4e5f60%00',
  '%00',
  '%20',
  'x'.repeat(99),
  'x'.repeat(101),
  'y'.repeat(10_000),
  encodeURIComponent("1' OR '1'='1"),
  encodeURIComponent('1; drop table dependents'),
  '%E2%80%AE',
  '%EF%BF%BF',
  '%F0%9F%98%80',
];

/** Path traversal, raw and percent-encoded once, twice and badly, as path segments. */
export const TRAVERSAL_SEGMENTS: readonly string[] = [
  '..',
  '.',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%2e%2e',
  '%2E%2E%2F',
  '%252e%252e%252f',
  '..%5c..%5cwindows%5cwin.ini',
  '%c0%ae%c0%ae%2f',
  '....%2f%2f',
  '%ED%A0%80',
  '%FF',
  '%',
  '%%',
  '%zz',
  'a%00b',
  '%2F',
  '%3F',
  '%23',
];

/** Query strings as sent, beyond `key=value` pairs. */
function hostileQueries(keys: readonly string[]): string[] {
  const [first = 'q'] = keys;
  return [
    '__proto__[polluted]=1',
    '__proto__=1',
    'constructor[prototype][polluted]=1',
    `${first}[]=a`,
    `${first}[a]=b`,
    `${first}=1&${first}=2`,
    '%zz=1',
    `${first}=%zz`,
    `${first}=%ED%A0%80`,
    `${first}=%00`,
    '&&&==&',
    `${first}=${'a'.repeat(MIB)}`,
    Array.from({ length: 2_000 }, (_, index) => `k${index}=${index}`).join('&'),
    ...keys.map((key) => `${key}=${encodeURIComponent('../../etc/passwd')}`),
  ];
}

// ---------------------------------------------------------------------------------------------------
// Values from JSON Schema

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/**
 * Values the app knows (real ids, question ids, company names, cursors like its own), by field name
 * (`answers.key` for a record's keys), so that requests reach past the lookups.
 */
export type Vocabulary = Readonly<Record<string, readonly unknown[] | fc.Arbitrary<unknown>>>;

export function jsonSchemaOf(schema: Schema): JsonSchema {
  return toJsonSchema(schema, 'input') as JsonSchema;
}

const anyHostileString = fc.constantFrom(...HOSTILE_STRINGS);
const anyLongString = fc.constantFrom(...LONG_STRINGS);
const anyHostileJson = fc.constantFrom(...HOSTILE_JSON);

/** Any JSON value, small. */
const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });

/** A value of some type, likely the wrong one. */
const anyWrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.integer(), { maxKeys: 3 }),
  anyJson,
  anyHostileJson,
);

function stringFrom(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Infinity;
  if (schema.pattern !== undefined) {
    const matching = fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= minLength && text.length <= maxLength);
    const times = timesFor(schema);
    return times ? fc.oneof(matching, times) : matching;
  }
  const cap = Math.min(maxLength, Math.max(minLength, 40));
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength: cap }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength: cap, unit: 'binary' }) },
    { weight: 1, arbitrary: anyHostileString },
    // The boundaries: exactly as long as allowed, and one more.
    ...(Number.isFinite(maxLength) && maxLength <= 200_000
      ? [{ weight: 1, arbitrary: fc.constantFrom('m'.repeat(maxLength), 'm'.repeat(maxLength + 1)) }]
      : []),
  );
}

function numberFrom(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const bound = integer ? 2 ** 31 : 1e9;
  let min = schema.minimum ?? -bound;
  let max = schema.maximum ?? bound;
  if (schema.exclusiveMinimum !== undefined) min = integer ? schema.exclusiveMinimum + 1 : schema.exclusiveMinimum;
  if (schema.exclusiveMaximum !== undefined) max = integer ? schema.exclusiveMaximum - 1 : schema.exclusiveMaximum;
  const inRange = integer
    ? fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(
    { weight: 4, arbitrary: inRange },
    // Just outside, and numbers the type does not hold.
    { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1, 0.5, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2) },
  );
}

/** Values of the schema, mostly valid, at times just outside it, at times the app's own values. */
export function valueFrom(schema: JsonSchema, vocabulary: Vocabulary, name = ''): fc.Arbitrary<unknown> {
  const known = knownValues(vocabulary, name);
  const generated = valueOfSchema(schema, vocabulary, name);
  return known ? fc.oneof({ weight: 2, arbitrary: known }, { weight: 1, arbitrary: generated }) : generated;
}

function knownValues(vocabulary: Vocabulary, name: string): fc.Arbitrary<unknown> | undefined {
  const known = vocabulary[name];
  if (known === undefined) return undefined;
  if (known instanceof fc.Arbitrary) return known;
  return known.length > 0 ? fc.constantFrom(...known) : undefined;
}

/** Every time a JavaScript date holds, biased to the ends (years 0000, 9999, ±275760). */
const anyIsoTime = fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
const anyFourDigitYearTime = fc
  .date({ min: new Date('0000-01-01T00:00:00.000Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

/** Times and dates as a format or pattern describes them, from across the range (and just outside it). */
function timesFor(schema: JsonSchema): fc.Arbitrary<string> | undefined {
  if (schema.format === 'date-time') {
    return fc.oneof(
      anyFourDigitYearTime,
      anyFourDigitYearTime.map((time) => time.replace(/\.\d+Z$/, 'Z')),
      anyIsoTime,
    );
  }
  if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') {
    return fc.oneof(anyFourDigitYearTime, anyIsoTime).map((time) => time.slice(0, time.indexOf('T')));
  }
  return undefined;
}

function valueOfSchema(schema: JsonSchema, vocabulary: Vocabulary, name: string): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => valueFrom(option, vocabulary, name)));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => valueFrom({ ...schema, type }, vocabulary, name)));
  }
  switch (schema.type) {
    case 'string':
      return name === 'email' || name.endsWith('_email')
        ? fc.oneof(fc.emailAddress(), stringFrom(schema))
        : stringFrom(schema);
    case 'integer':
      return numberFrom(schema, true);
    case 'number':
      return numberFrom(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items ? valueFrom(schema.items, vocabulary, name) : anyJson;
      return fc.array(item, { minLength: schema.minItems ?? 0, maxLength: (schema.maxItems ?? 4) + 1 });
    }
    case 'object':
      return objectFrom(schema, vocabulary, name);
    default:
      return anyJson;
  }
}

function objectFrom(schema: JsonSchema, vocabulary: Vocabulary, name: string): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, valueFrom(property, vocabulary, key)]),
  );
  const record = fc.record(model, { requiredKeys: schema.required ?? [] });
  const extra = schema.additionalProperties;
  if (typeof extra !== 'object') return record;
  const keyName = `${name}.key`;
  const keys = fc.oneof(
    { weight: 3, arbitrary: schema.propertyNames ? stringFrom(schema.propertyNames) : fc.string({ maxLength: 20 }) },
    { weight: 2, arbitrary: (knownValues(vocabulary, keyName) ?? fc.constant('k')).map(String) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  );
  const entries = fc.uniqueArray(fc.tuple(keys, valueFrom(extra, vocabulary, `${name}.value`)), {
    maxLength: 6,
    selector: ([key]) => key,
  });
  return fc.tuple(record, entries).map(([fixed, added]) => {
    const value: Record<string, unknown> = { ...fixed };
    for (const [key, item] of added)
      Object.defineProperty(value, key, { value: item, enumerable: true, writable: true, configurable: true });
    return value;
  });
}

// ---------------------------------------------------------------------------------------------------
// Mutations

type Path = readonly (string | number)[];

function pathsOf(value: unknown, path: Path = [], found: Path[] = []): Path[] {
  found.push(path);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...path, index], found));
  else if (value !== null && typeof value === 'object' && !(value instanceof RawJson)) {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], found);
  }
  return found;
}

/** A copy of `value` with the node at `path` replaced (undefined: removed). */
function replaceAt(value: unknown, path: Path, next: (current: unknown) => unknown): unknown {
  if (path.length === 0) return next(value);
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = replaceAt(copy[head as number], rest, next);
    return copy;
  }
  const copy: Record<string, unknown> = {};
  const entries = Object.entries(value !== null && typeof value === 'object' ? value : {});
  // A key the value lacks is added (an optional field the sample left out).
  if (!entries.some(([key]) => key === head)) entries.push([String(head), undefined]);
  for (const [key, item] of entries) {
    const updated = key === head ? replaceAt(item, rest, next) : item;
    if (updated !== undefined) defineKey(copy, key, updated);
  }
  return copy;
}

function defineKey(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

type Mutation =
  | { kind: 'drop' }
  | { kind: 'replace'; value: unknown }
  | { kind: 'add-key'; key: string; value: unknown }
  | { kind: 'wrap-array' };

const anyMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constant({ kind: 'drop' } as const),
  anyWrongValue.map((value) => ({ kind: 'replace', value }) as const),
  anyHostileString.map((value) => ({ kind: 'replace', value }) as const),
  fc.oneof(anyLongString, anyHostileJson).map((value) => ({ kind: 'replace', value }) as const),
  fc
    .tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 })), anyWrongValue)
    .map(([key, value]) => ({ kind: 'add-key', key, value }) as const),
  fc.constant({ kind: 'wrap-array' } as const),
);

function applyMutation(value: unknown, path: Path, mutation: Mutation): unknown {
  return replaceAt(value, path, (current) => {
    switch (mutation.kind) {
      case 'drop':
        return undefined;
      case 'replace':
        return mutation.value;
      case 'wrap-array':
        return [current];
      case 'add-key': {
        if (current === null || typeof current !== 'object' || Array.isArray(current) || current instanceof RawJson) {
          return { [mutation.key]: mutation.value };
        }
        const copy: Record<string, unknown> = { ...(current as Record<string, unknown>) };
        defineKey(copy, mutation.key, mutation.value);
        return copy;
      }
    }
  });
}

/** The value, with one to three mutations at random places in it. */
function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.array(fc.tuple(fc.nat(), anyMutation), { minLength: 1, maxLength: 3 }))
    .map(([value, mutations]) =>
      mutations.reduce((current, [pick, mutation]) => {
        const paths = pathsOf(current);
        const path = paths[pick % paths.length] ?? [];
        return applyMutation(current, path, mutation);
      }, value),
    );
}

// ---------------------------------------------------------------------------------------------------
// Serialising

/** JSON text of a value that may hold RawJson parts (and keys such as `__proto__`, kept as own keys). */
export function toJsonText(value: unknown): string {
  const parts: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      parts.push(item.text);
      return `\u0001raw${parts.length - 1}\u0001`;
    }
    return item;
  });
  if (text === undefined) return 'null';
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index: string) => parts[Number(index)] ?? 'null');
}

// ---------------------------------------------------------------------------------------------------
// Requests for a route

export interface RouteFuzzer {
  /** Requests from the contract: valid ones, and valid ones mutated. */
  arbitrary: fc.Arbitrary<FuzzRequest>;
  /** Every hostile request of the catalogue that fits the route: each run sends all of them. */
  hostile: FuzzRequest[];
}

interface Parts {
  params: JsonSchema | undefined;
  query: JsonSchema | undefined;
  body: JsonSchema | undefined;
}

function partsOf(route: DeclaredRoute): Parts {
  const { contract } = route;
  return {
    params: contract.params ? jsonSchemaOf(contract.params) : undefined,
    query: contract.querystring ? jsonSchemaOf(contract.querystring) : undefined,
    body: contract.body ? jsonSchemaOf(contract.body) : undefined,
  };
}

function segmentsOf(value: unknown, names: readonly string[]): Record<string, string> {
  const object = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(
    names.map((name) => {
      const item = object[name];
      return [name, encodeComponent(typeof item === 'string' ? item : item === undefined ? '' : toJsonText(item))];
    }),
  );
}

function queryOf(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return '';
  const pairs: [string, string][] = [];
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) {
      if (one instanceof RawJson) pairs.push([key, one.text]);
      else pairs.push([key, typeof one === 'string' ? one : toJsonText(one)]);
    }
  }
  return encodeQuery(pairs);
}

const RAW_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/heic',
  'image/svg+xml',
  'image/gif',
  'application/pdf',
  'application/json',
  'text/plain',
  'text/html',
  'application/octet-stream',
  'multipart/form-data; boundary=x',
];

/** A real 1×1 PNG, so that uploads with hostile titles and queries get as far as storage. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Magic numbers followed by junk: files that claim to be what they are not (and one real one). */
const FAKE_FILES: readonly Buffer[] = [
  TINY_PNG,
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0xff]),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3]),
  Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 junk', 'latin1'),
  Buffer.from('%PDF-1.7\n%junk\n1 0 obj << /JavaScript (app.alert(1)) >>\n', 'latin1'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'),
  Buffer.from('\u0000\u0000\u0000\u0018ftypheic\u0000\u0000\u0000\u0000junk', 'latin1'),
  Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1'),
  Buffer.alloc(0),
];

function rawBodyArbitrary(): fc.Arbitrary<FuzzBody> {
  return fc.record({
    payload: fc.oneof(
      fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
      fc.constantFrom(...FAKE_FILES),
      fc.constantFrom(...HOSTILE_BODY_TEXTS.slice(0, 12)),
    ),
    contentType: fc.oneof(fc.constantFrom(...RAW_CONTENT_TYPES), fc.constant(undefined)),
  });
}

function jsonBody(value: unknown, contentType: string | undefined = 'application/json'): FuzzBody {
  return { payload: value === undefined ? '' : toJsonText(value), contentType };
}

/** Authentication and tenancy headers are the harness's; these are the ones a client may set freely. */
const anyClientHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('HEALTHCARE_PORTAL', 'HEALTHCARE_MOBILE', '', 'x'.repeat(5_000), '../../etc', "' OR 1=1 --")
      .map((value) => ({ 'x-application-type': value })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('swift', 'SWIFT', 'oakmore', 'nope', '', '__proto__', 'constructor', '../swift')
      .map((value) => ({ 'x-portal-brand': value })),
  },
);

export function createRouteFuzzer(route: DeclaredRoute, vocabulary: Vocabulary): RouteFuzzer {
  const parts = partsOf(route);
  const { contract } = route;
  const paramNames = Object.keys(parts.params?.properties ?? {});
  const queryKeys = Object.keys(parts.query?.properties ?? {});

  const validParams = parts.params ? valueFrom(parts.params, vocabulary) : fc.constant({});
  const validQuery = parts.query ? valueFrom(parts.query, vocabulary) : fc.constant({});
  const validBody = parts.body ? valueFrom(parts.body, vocabulary) : fc.constant(undefined);

  // Each part is valid most of the time, so that a mutation of one reaches the check of that one.
  const sometimesMutated = (valid: fc.Arbitrary<unknown>, present: boolean) =>
    present ? fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: mutated(valid) }) : valid;

  const bodies: fc.Arbitrary<FuzzBody | undefined> = contract.rawBody
    ? rawBodyArbitrary()
    : parts.body
      ? fc.oneof(
          { weight: 12, arbitrary: sometimesMutated(validBody, true).map((value) => jsonBody(value)) },
          {
            weight: 1,
            arbitrary: fc
              .tuple(validBody, fc.constantFrom(...BODY_CONTENT_TYPES))
              .map(([value, type]) => jsonBody(value, type)),
          },
          {
            weight: 1,
            arbitrary: fc.constantFrom(...HOSTILE_BODY_TEXTS).map((text) => jsonBody(new RawJson(text, 'body'))),
          },
          ...(contract.optionalBody ? [{ weight: 1, arbitrary: fc.constant(undefined) }] : []),
        )
      : fc.constant(undefined);

  const arbitrary = fc
    .record({
      params: sometimesMutated(validParams, parts.params !== undefined),
      segmentOverride: parts.params
        ? fc.option(
            fc.tuple(fc.constantFrom(...paramNames), fc.constantFrom(...HOSTILE_ID_SEGMENTS, ...TRAVERSAL_SEGMENTS)),
            { freq: 6 },
          )
        : fc.constant(null),
      query: sometimesMutated(validQuery, parts.query !== undefined),
      rawQuery: parts.query ? fc.option(fc.constantFrom(...hostileQueries(queryKeys)), { freq: 8 }) : fc.constant(null),
      body: bodies,
      headers: anyClientHeaders,
    })
    .map(({ params, segmentOverride, query, rawQuery, body, headers }): FuzzRequest => {
      const segments = segmentsOf(params, paramNames);
      if (segmentOverride) segments[segmentOverride[0]] = segmentOverride[1];
      const request: FuzzRequest = { kind: 'contract', segments, query: rawQuery ?? queryOf(query), body, headers };
      // fast-check prints a failing request this way, not with its megabyte strings in full.
      return Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(route, request) });
    });

  return { arbitrary, hostile: hostileRequests(route, parts, vocabulary) };
}

/**
 * Values the contract accepts, from the schema's arbitrary with a fixed seed: the valid rest of each
 * hostile request, a different one each time (so that limits per token or per email do not stop them).
 */
function validSamples(schema: JsonSchema | undefined, zod: Schema | undefined, vocabulary: Vocabulary): unknown[] {
  if (!schema || !zod) return [undefined];
  const candidates = fc.sample(valueFrom(schema, vocabulary), { seed: 7, numRuns: 400 });
  const valid = candidates.filter((candidate) => accepts(zod, candidate));
  return valid.length > 0 ? valid : candidates.slice(0, 1);
}

/** `values[i]` paired with `keys[i % keys.length]`: each hostile value tried once, the keys taking turns. */
function roundRobin<T>(keys: readonly string[], values: readonly T[]): [string, T][] {
  if (keys.length === 0) return [];
  return values.map((value, index) => [keys[index % keys.length] as string, value]);
}

function labelOf(value: unknown): string {
  if (value instanceof RawJson) return value.label;
  if (typeof value === 'string' && value.length > 40) return `${value.length} × ${JSON.stringify(value.slice(0, 2))}`;
  return JSON.stringify(value) ?? String(value);
}

/**
 * The catalogue of hostile requests for the route: every hostile value once, in a parameter, the
 * query or a body field (the route's fields taking turns), the rest of the request valid.
 */
function hostileRequests(route: DeclaredRoute, parts: Parts, vocabulary: Vocabulary): FuzzRequest[] {
  const { contract } = route;
  const paramNames = Object.keys(parts.params?.properties ?? {});
  const queryKeys = Object.keys(parts.query?.properties ?? {});
  const bodyKeys = Object.keys(parts.body?.properties ?? {});
  const paramSamples = validSamples(parts.params, contract.params, vocabulary);
  const querySamples = validSamples(parts.query, contract.querystring, vocabulary);
  const bodySamples = validSamples(parts.body, contract.body, vocabulary);
  // The valid rest of the next request: `base*` are read by the additions below, and move on after each.
  let baseSegments: Record<string, string> = {};
  let baseQueryValue: Record<string, unknown> = {};
  let baseBodyValue: unknown;
  const next = (index: number) => {
    baseSegments = segmentsOf(paramSamples[index % paramSamples.length], paramNames);
    baseQueryValue = (querySamples[index % querySamples.length] ?? {}) as Record<string, unknown>;
    baseBodyValue = bodySamples[index % bodySamples.length];
  };
  next(0);
  const requests: FuzzRequest[] = [];
  const add = (kind: string, change: Partial<FuzzRequest>) => {
    const body = contract.rawBody
      ? { payload: FAKE_FILES[0] ?? Buffer.alloc(0), contentType: 'image/png' }
      : parts.body
        ? jsonBody(baseBodyValue)
        : undefined;
    requests.push({ kind, segments: baseSegments, query: queryOf(baseQueryValue), body, headers: {}, ...change });
    next(requests.length);
  };

  const segments = [...HOSTILE_ID_SEGMENTS, ...TRAVERSAL_SEGMENTS, ...HOSTILE_STRINGS.map(encodeComponent)];
  for (const [name, segment] of roundRobin(paramNames, segments)) {
    add(`param ${name}=${segment.slice(0, 40)}`, { segments: { ...baseSegments, [name]: segment } });
  }

  if (parts.query) {
    for (const query of hostileQueries(queryKeys)) add(`query ${query.slice(0, 40)}`, { query });
    for (const [key, text] of roundRobin(queryKeys, [...HOSTILE_STRINGS, ...LONG_STRINGS])) {
      add(`query ${key}=${labelOf(text)}`, { query: queryOf({ ...baseQueryValue, [key]: text }) });
    }
  }

  if (parts.body && !contract.rawBody) {
    const limit = getBodyLimit(contract);
    for (const text of HOSTILE_BODY_TEXTS) {
      add(`body ${text.slice(0, 40)}`, { body: jsonBody(new RawJson(text, 'body')) });
    }
    for (const type of BODY_CONTENT_TYPES) add(`content-type ${type}`, { body: jsonBody(baseBodyValue, type) });
    add('a form body', { body: { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' } });
    add('invalid UTF-8', {
      body: { payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), contentType: 'application/json' },
    });
    // A valid body padded to a byte past the route's limit, and to a byte under it.
    for (const size of [limit + 1, limit - 1]) {
      const padded = { ...(baseBodyValue as Record<string, unknown>), padding: '' };
      const length = Buffer.byteLength(toJsonText(padded));
      add(`body of ${size} bytes`, { body: jsonBody({ ...padded, padding: 'p'.repeat(Math.max(0, size - length)) }) });
    }
    const values: unknown[] = [...HOSTILE_STRINGS, ...LONG_STRINGS, ...HOSTILE_JSON, null, [], {}, 0, -1, true];
    for (const [key, value] of roundRobin(bodyKeys, values)) {
      add(`body ${key}=${labelOf(value)}`, { body: jsonBody(replaceAt(baseBodyValue, [key], () => value)) });
    }
    for (const key of bodyKeys) {
      add(`body without ${key}`, { body: jsonBody(replaceAt(baseBodyValue, [key], () => undefined)) });
    }
    for (const json of HOSTILE_JSON.filter((item) => item.text.startsWith('{"'))) {
      // The body's own fields beside a prototype key (or deep nesting), as raw text: an object literal drops `__proto__`.
      const own = toJsonText(baseBodyValue);
      const merged = own === '{}' ? json.text : `${json.text.slice(0, -1)},${own.slice(1)}`;
      add(`body with ${json.label}`, { body: jsonBody(new RawJson(merged, json.label)) });
    }
  }

  if (contract.rawBody) {
    const contentTypes = [...contract.rawBody.contentTypes, 'image/svg+xml', 'text/plain', undefined];
    for (const payload of FAKE_FILES) {
      for (const contentType of contentTypes) {
        add(`raw ${contentType} ${JSON.stringify(payload.subarray(0, 6).toString('latin1'))}`, {
          body: { payload, contentType },
        });
      }
    }
    add('raw as JSON', { body: jsonBody({ a: 1 }) });
    add('raw as a form', { body: { payload: 'a=1', contentType: 'application/x-www-form-urlencoded' } });
  }

  // What the route does not take, sent anyway.
  if (!parts.body && !contract.rawBody) {
    add('an unexpected body, invalid JSON', { body: { payload: '{"a":', contentType: 'application/json' } });
    add('an unexpected body, 10,000 levels deep', { body: jsonBody(HOSTILE_JSON[0]) });
    add('an unexpected body, past the limit', { body: jsonBody({ padding: 'p'.repeat(BODY_LIMIT_BYTES) }) });
    add('an unexpected body, XML', { body: { payload: '<a/>', contentType: 'application/xml' } });
  }
  if (!parts.query) {
    add('an unexpected query', { query: `__proto__[polluted]=1&constructor=1&q=${'a'.repeat(MIB)}` });
  }
  return requests;
}

// ---------------------------------------------------------------------------------------------------
// Answers

/** What an error answer must never hold: stack frames, source paths, SQL, driver messages. */
const LEAKS: readonly [string, RegExp][] = [
  ['a stack frame', /\bat \S+ \(\S+:\d+:\d+\)|\bat (?:file:\/\/|node:|\/)\S+:\d+:\d+/],
  ['a source path', /\/src\/|\/apps\/|\/dist\/|\.ts:\d+|\.js:\d+/],
  ['node_modules', /node_modules/],
  ['SQL', /\b(?:select\b.{1,200}\bfrom|insert into|delete from|update \S+ set)\b/i],
  [
    'a database error',
    /syntax error at or near|violates (?:not-null|unique|foreign key|check) constraint|relation "[^"]*" does not exist|invalid input syntax for|PGlite|postgres|drizzle/i,
  ],
  ['an error name', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|AppError|ZodError)\b/],
];

/** The leaks an answer holds that its request did not (messages may quote the request). */
export function findLeaks(answer: string, request: string): string[] {
  return LEAKS.filter(([, pattern]) => pattern.test(answer) && !pattern.test(request)).map(([name]) => name);
}

/** Short description of a request for a failure message. */
export function describeRequest(route: DeclaredRoute, request: FuzzRequest): string {
  const url = urlOf(route, request);
  const body = request.body
    ? `${request.body.contentType ?? '(no content type)'} ${
        typeof request.body.payload === 'string'
          ? JSON.stringify(request.body.payload.slice(0, 300))
          : `<${request.body.payload.length} bytes>`
      }${request.body.payload.length > 300 ? ` … (${request.body.payload.length} long)` : ''}`
    : '(no body)';
  return `${request.kind}: ${route.method} ${url.length > 300 ? `${url.slice(0, 300)}… (${url.length} long)` : url} ${JSON.stringify(request.headers)} ${body}`;
}
