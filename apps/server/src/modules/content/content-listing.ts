import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CONTENT_PAGE_SIZE_DEFAULT } from '@portal/contracts/content';
import type { TContentCategory, TContentStatus } from '@portal/contracts/content';
import { isUuid } from '@portal/contracts/ids';
import { validationFailed } from '../../lib/errors';

/** A position in a list: the sort time (published, else created) and the id that breaks ties. */
export interface ContentCursor {
  at: string;
  id: string;
}

export function encodeCursor(cursor: ContentCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

/**
 * Whether `at` is a time as `encodeCursor` writes it (`toISOString`) in the years PostgreSQL's
 * timestamps hold: four digits, from 0001 (a signed or 0000 year, which JavaScript dates allow, would
 * fail in the query).
 */
function isCursorTime(at: string): boolean {
  const time = new Date(at);
  return !Number.isNaN(time.getTime()) && time.toISOString() === at && /^\d{4}-/.test(at) && !at.startsWith('0000');
}

export function decodeCursor(value: string): ContentCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2) {
      const [at, id] = parsed as unknown[];
      if (typeof at === 'string' && typeof id === 'string' && isUuid(id) && isCursorTime(at)) {
        return { at, id };
      }
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw validationFailed('That page link is not valid. Start from the first page.', 'cursor');
}

/** `%`, `_` and `\` match themselves in a search. */
export function toContainsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

export interface ListFilter {
  tenantId: string;
  includeDrafts: boolean;
  search?: string;
  category?: TContentCategory;
  /** Only items of this status (editors' lists); members' lists are published ones whatever it says. */
  status?: TContentStatus;
  cursor?: ContentCursor;
  limit?: number;
}

interface ListableTable {
  id: PgColumn;
  tenantId: PgColumn;
  status: PgColumn;
  category: PgColumn;
  publishedAt: PgColumn;
  createdAt: PgColumn;
}

/**
 * The where clause and order of a keyset page: newest first by publication
 * (drafts by creation), then id, so pages never repeat or skip an item.
 */
export function buildListQuery(table: ListableTable, searchable: readonly PgColumn[], filter: ListFilter) {
  const sortAt = sql<Date>`coalesce(${table.publishedAt}, ${table.createdAt})`;
  const conditions: (SQL | undefined)[] = [eq(table.tenantId, filter.tenantId)];
  if (!filter.includeDrafts) conditions.push(eq(table.status, 'published'));
  if (filter.category) conditions.push(eq(table.category, filter.category));
  if (filter.status) conditions.push(eq(table.status, filter.status));
  if (filter.search) {
    const pattern = toContainsPattern(filter.search);
    conditions.push(or(...searchable.map((column) => ilike(column, pattern))));
  }
  if (filter.cursor) {
    const at = sql`${filter.cursor.at}::timestamptz`;
    conditions.push(sql`(${sortAt} < ${at} or (${sortAt} = ${at} and ${table.id} < ${filter.cursor.id}::uuid))`);
  }
  return {
    where: and(...conditions),
    orderBy: [desc(sortAt), desc(table.id)],
    limit: (filter.limit ?? CONTENT_PAGE_SIZE_DEFAULT) + 1,
    sortAt,
  };
}

/** Cuts the extra row a page query fetched and turns it into the next cursor. */
export function toPage<TRow extends { id: string; publishedAt: Date | null; createdAt: Date }>(
  rows: TRow[],
  limit = CONTENT_PAGE_SIZE_DEFAULT,
): { rows: TRow[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  if (!last) return { rows: page, nextCursor: null };
  return {
    rows: page,
    nextCursor: encodeCursor({ at: (last.publishedAt ?? last.createdAt).toISOString(), id: last.id }),
  };
}
