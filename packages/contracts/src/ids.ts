/**
 * Path and query parameters every service shares, defined once: record ids (UUIDs) and the keyset
 * cursors of paged lists.
 */
import * as z from 'zod/mini';

/**
 * A record id as the database issues them (any UUID version, either case). Spelled without the `i`
 * flag so that the JSON Schema of the OpenAPI document (where flags do not exist) says the same.
 */
export const UUID_PATTERN = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** A record id; `message` says what it should name (`'Choose an uploaded image.'`). */
export function createIdSchema(message = 'That id is not valid.') {
  return z.string().check(z.regex(UUID_PATTERN, message));
}

export const ZId = createIdSchema();

/** `/…/:id` of every record the API serves (dependents, media, articles, videos). */
export const ZIdParams = z.object({ id: ZId });
export type TIdParams = z.infer<typeof ZIdParams>;

/** The `next_cursor` of a previous page, given back as it came (`?cursor=…`). */
export const ZCursor = z.string().check(z.maxLength(200, 'That page link is not valid.'));
