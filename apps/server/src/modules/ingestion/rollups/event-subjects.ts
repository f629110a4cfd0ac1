/**
 * What an event is about, as the roll-ups and the engagement report group it: the article read, the
 * video played or finished, the partner programme opened, the partner signed on to. Other events have
 * no subject. Every value comes from the catalogue's allow-listed properties (ids and enum names).
 */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TAnalyticsEventName } from '@portal/contracts/analytics';

export const EVENT_SUBJECTS = {
  article_read: 'article_id',
  video_play: 'video_id',
  video_complete: 'video_id',
  partner_open: 'programme',
  sso_handoff: 'partner',
} as const satisfies Partial<Record<TAnalyticsEventName, string>>;

export type SubjectEvent = keyof typeof EVENT_SUBJECTS;

/** The roll-ups' name for "any event" (the active members). */
export const ANY_EVENT = '*';
/** The roll-ups' subject of a row that counts all of an event's, whatever it was about. */
export const ALL_SUBJECTS = '';

/** The event's subject, or null for an event without one. */
export function subjectOf(event: PgColumn, properties: PgColumn): SQL<string | null> {
  const cases = Object.entries(EVENT_SUBJECTS).map(
    // Event names and property names are the catalogue's constants, never a request's text.
    ([name, property]) => sql`when ${sql.raw(`'${name}'`)} then ${properties} ->> ${sql.raw(`'${property}'`)}`,
  );
  return sql<string | null>`(case ${event} ${sql.join(cases, sql` `)} end)`;
}
