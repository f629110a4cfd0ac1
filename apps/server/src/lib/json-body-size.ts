/**
 * The largest JSON body a contract accepts, in bytes, so a route's body limit never refuses (413) what its
 * contract allows: a privacy policy of 100,000 characters must not meet a 64 KiB limit. Read from the
 * schema's own bounds (a string's or an array's `max_length`, an enum's values); Infinity where the
 * schema sets none, which leaves the app's default limit in force.
 */
import type * as z from 'zod/mini';

/** The body limit of a route whose contract allows no more: JSON bodies are small in most of this API. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** A route's body limit: its own, else what its body's contract allows when that is more than the default. */
export function getBodyLimit(contract: { bodyLimit?: number; body?: z.ZodMiniType }): number {
  if (contract.bodyLimit !== undefined) return contract.bodyLimit;
  const largest = contract.body ? maxJsonBytes(contract.body) : 0;
  return Number.isFinite(largest) ? Math.max(BODY_LIMIT_BYTES, largest) : BODY_LIMIT_BYTES;
}

/**
 * JSON's worst case per UTF-16 code unit a contract counts: a control character written `\u0001` (6
 * bytes). Any other character is at most 3 bytes of UTF-8 per code unit.
 */
const BYTES_PER_CHARACTER = 6;
/** `"key":` with its quotes and the comma after the value. */
const KEY_OVERHEAD = 4;
/** The longest JSON number (`-1.2345678901234567e+308`) and `false`/`null`, rounded up. */
const SCALAR_BYTES = 32;
/** Formats whose length the format fixes (a UUID's 36 characters, an email's 254 by RFC 5321). */
const FORMAT_BYTES: Readonly<Record<string, number>> = { uuid: 38, guid: 38, email: 256 * BYTES_PER_CHARACTER };

interface Def {
  type: string;
  checks?: readonly { _zod: { def: { check: string; maximum?: number } } }[];
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  options?: readonly z.ZodMiniType[];
  in?: z.ZodMiniType;
  items?: readonly z.ZodMiniType[];
  format?: string;
}

function maxLengthOf(def: Def): number {
  const maxima = (def.checks ?? [])
    .filter((check) => check._zod.def.check === 'max_length' && check._zod.def.maximum !== undefined)
    .map((check) => check._zod.def.maximum!);
  return maxima.length > 0 ? Math.min(...maxima) : Infinity;
}

export function maxJsonBytes(schema: z.ZodMiniType): number {
  const zod = (schema as unknown as { _zod: { def: Def; values?: Set<unknown> } })._zod;
  const { def } = zod;
  switch (def.type) {
    case 'string': {
      const fixed = def.format ? FORMAT_BYTES[def.format] : undefined;
      return Math.min(fixed ?? Infinity, 2 + maxLengthOf(def) * BYTES_PER_CHARACTER);
    }
    case 'number':
    case 'int':
    case 'boolean':
    case 'null':
    case 'undefined':
      return SCALAR_BYTES;
    case 'enum':
    case 'literal':
      return Math.max(SCALAR_BYTES, ...[...(zod.values ?? [])].map((value) => JSON.stringify(value).length));
    case 'object':
      return Object.entries(def.shape ?? {}).reduce(
        (total, [key, value]) => total + key.length + KEY_OVERHEAD + maxJsonBytes(value),
        2,
      );
    case 'array':
      return 2 + maxLengthOf(def) * (maxJsonBytes(def.element!) + 1);
    case 'tuple':
      return (def.items ?? []).reduce((total, item) => total + maxJsonBytes(item) + 1, 2);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return maxJsonBytes(def.innerType!);
    case 'pipe':
      return maxJsonBytes(def.in!);
    case 'union':
      return Math.max(...(def.options ?? []).map(maxJsonBytes));
    default:
      return Infinity;
  }
}
