/**
 * The ingestion service: `POST /api/ingestion/crud?db=…` stores a batch of the app's events
 * (the catalogue and its limits are `./analytics`), `POST /api/ingestion/select?db=…` answers an
 * admin's constrained query with counts only — never SQL, never a row, never anyone's id.
 */
import * as z from 'zod/mini';
import { ANALYTICS_LIMITS, ZAnalyticsEventInput, ZAnalyticsEventName } from './analytics';
import { ANALYTICS_DATABASES } from './brand-fields';
import { createDateTimeSchema } from './calendar';

export const ZAnalyticsDatabaseQuery = z.object({ db: z.enum(ANALYTICS_DATABASES) });

/**
 * How the signed-in member's app attests whose events a batch holds: `X-Member-Authorization: Bearer
 * <the member's access token>`, beside the write key in `Authorization`. An event's `member_id` is kept
 * only when this token is valid and its member's analytics id is that `member_id`; otherwise (no token,
 * an expired or another member's one) the event is stored without a member. The write key alone still
 * stores events, none of them with a member.
 */
export const MEMBER_AUTHORIZATION_HEADER = 'X-Member-Authorization';

/** How far from the server's clock an event's `occurred_at` may be: older or later ones are refused (400). */
export const EVENT_TIME_WINDOW = {
  /** An offline phone's queue keeps events this long… */
  maxAgeDays: 31,
  /** …and a clock this far ahead is tolerated. */
  maxAheadMinutes: 10,
} as const;

/** The longest range `/select` reads. */
export const SELECT_MAX_DAYS = 400;

export const INGESTION_MESSAGES = {
  batchEmpty: 'Send at least one event.',
  batchTooLong: `Send at most ${ANALYTICS_LIMITS.maxEventsPerBatch} events in a batch.`,
  batchTooLarge: `A batch may be at most ${ANALYTICS_LIMITS.maxBatchBytes / 1024} KiB: send fewer events at a time.`,
  eventTime: `Send only events from the last ${EVENT_TIME_WINDOW.maxAgeDays} days, none more than ${EVENT_TIME_WINDOW.maxAheadMinutes} minutes ahead.`,
  time: 'Send a time as an ISO 8601 date and time, such as 2026-11-01T00:00:00Z.',
  order: 'The end of the range must come after its start.',
  span: `Choose a range of at most ${SELECT_MAX_DAYS} days.`,
  eventNames: 'Choose between 1 and 10 event names.',
  measures: 'Choose events, members or both.',
  rateLimited: 'Too many event batches from this app. Try again in a minute.',
  eventsPerMinute:
    'This programme’s apps have sent more events this minute than it accepts. Try again after the time in Retry-After.',
  eventsPerDay:
    'This programme’s apps have sent as many events as it accepts in a day. Try again after the time in Retry-After.',
  queriesBusy:
    'This programme is already running as many analytics queries as it may at once. Try again in a few seconds.',
} as const;

/** `POST /crud?db=…`: a batch of the app's events, all stored or none (any invalid event refuses the batch). */
export const ZIngestBatchRequest = z.strictObject({
  events: z
    .array(ZAnalyticsEventInput)
    .check(
      z.minLength(1, INGESTION_MESSAGES.batchEmpty),
      z.maxLength(ANALYTICS_LIMITS.maxEventsPerBatch, INGESTION_MESSAGES.batchTooLong),
    ),
});
export type TIngestBatchRequest = z.infer<typeof ZIngestBatchRequest>;

/**
 * What was stored: `accepted` new events, `duplicates` already stored (or repeated in the batch) and
 * ignored; `unattested` of the batch's events named a member that the batch's member token did not
 * attest (see MEMBER_AUTHORIZATION_HEADER), so they were taken without one.
 */
export const ZIngestBatchResponse = z.object({
  accepted: z.number(),
  duplicates: z.number(),
  unattested: z.number(),
});
export type TIngestBatchResponse = z.infer<typeof ZIngestBatchResponse>;

/** An ISO 8601 time in a sane year (calendar.ts): year 0000 is one JavaScript accepts and PostgreSQL refuses. */
const ZQueryTime = createDateTimeSchema({ dateTime: INGESTION_MESSAGES.time });

export const SELECT_GROUPINGS = ['day', 'week'] as const;
export const SELECT_MEASURES = ['events', 'members'] as const;
export type TSelectMeasure = (typeof SELECT_MEASURES)[number];

/**
 * `POST /select?db=…` (admins only): counts of the tenant's events in `[from, to)`, by day or by week
 * (ISO weeks from Monday, both in UTC) and by event name. `events` left out: every event of the
 * catalogue; `measures` left out: both.
 */
export const ZSelectEventsRequest = z
  .strictObject({
    events: z.optional(
      z
        .array(ZAnalyticsEventName)
        .check(z.minLength(1, INGESTION_MESSAGES.eventNames), z.maxLength(10, INGESTION_MESSAGES.eventNames)),
    ),
    from: ZQueryTime,
    to: ZQueryTime,
    group_by: z.enum(SELECT_GROUPINGS),
    measures: z.optional(
      z
        .array(z.enum(SELECT_MEASURES))
        .check(z.minLength(1, INGESTION_MESSAGES.measures), z.maxLength(2, INGESTION_MESSAGES.measures)),
    ),
  })
  .check(
    z.refine((query) => Date.parse(query.to) > Date.parse(query.from), {
      message: INGESTION_MESSAGES.order,
      path: ['to'],
    }),
    z.refine((query) => Date.parse(query.to) - Date.parse(query.from) <= SELECT_MAX_DAYS * 86_400_000, {
      message: INGESTION_MESSAGES.span,
      path: ['to'],
    }),
  );
export type TSelectEventsRequest = z.infer<typeof ZSelectEventsRequest>;

/**
 * One group: a period (its first day, `YYYY-MM-DD`, UTC) and an event name. With fewer than
 * SMALL_GROUP_MIN distinct members behind it, its counts are null and `fewer_than_5` is true, so no one
 * is identifiable. Only members the server attested count (events sent before sign-in, or without the
 * member's token, have no member and count towards none).
 */
export const ZSelectEventsRow = z.object({
  period: z.string(),
  event: ZAnalyticsEventName,
  /** How many events (when asked for). */
  events: z.optional(z.nullable(z.number())),
  /** How many distinct members sent them (when asked for). */
  members: z.optional(z.nullable(z.number())),
  fewer_than_5: z.boolean(),
});
export type TSelectEventsRow = z.infer<typeof ZSelectEventsRow>;

export const ZSelectEventsResponse = z.object({
  group_by: z.enum(SELECT_GROUPINGS),
  from: z.string(),
  to: z.string(),
  /** The smallest group shown (SMALL_GROUP_MIN). */
  min_group_size: z.number(),
  /** Periods in order, then event names; groups without events are left out. */
  rows: z.array(ZSelectEventsRow),
});
export type TSelectEventsResponse = z.infer<typeof ZSelectEventsResponse>;
