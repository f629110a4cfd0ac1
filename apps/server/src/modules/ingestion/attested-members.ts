/**
 * Which stored events count as a member's. The server stores a member on an event only when the batch
 * came with that member's verified access token, and it stores them in a form of their own: `a_` and
 * the 32 hex digits of the member's analytics id (`m_…`). A body can only ever claim an `m_` id (the
 * contract's pattern), so an `a_` id was put there by the server, and every event stored before members
 * were attested (whose `m_` ids anyone could have made up) counts towards no member. Every count of
 * members (`/select`, the engagement report) reads members through `attestedMember` only.
 */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const ATTESTED_PREFIX = 'a_';

/** The stored form of a member's analytics id (`m_<hex>` → `a_<hex>`), for an event the member's token attested. */
export function attestedMemberId(analyticsId: string): string {
  return `${ATTESTED_PREFIX}${analyticsId.slice(analyticsId.indexOf('_') + 1)}`;
}

/** The event's member when the server attested it, else null: what `count(distinct …)` counts. */
export function attestedMember(column: PgColumn): SQL<string | null> {
  return sql<string | null>`case when starts_with(${column}, ${ATTESTED_PREFIX}) then ${column} end`;
}

/** Whether the event has an attested member (a condition for the queries that count members only). */
export function hasAttestedMember(column: PgColumn): SQL {
  return sql`starts_with(${column}, ${ATTESTED_PREFIX})`;
}
