/**
 * The app's usage events: a fixed catalogue, each event with the only properties it may
 * carry. Both sides read this file: the app builds events from it and the server refuses anything
 * else (`POST /api/ingestion/crud?db=…`). Nothing here can hold a questionnaire answer or score, a
 * scan value, search text, a condition's name, or a member's name or email: properties are ids of
 * content, names of programmes and route patterns, each checked by its own schema.
 */
import * as z from 'zod/mini';
import { PARTNER_PROGRAMMES } from './programmes';
import { ZDateTime } from './calendar';
import { UUID_PATTERN } from './ids';
import { SIGN_ON_PARTNERS } from './partner-sign-on';

export const ANALYTICS_PLATFORMS = ['web', 'android', 'ios'] as const;
export const ZAnalyticsPlatform = z.enum(ANALYTICS_PLATFORMS);
export type TAnalyticsPlatform = z.infer<typeof ZAnalyticsPlatform>;

const ZContentId = z.string().check(z.regex(UUID_PATTERN, 'Send the content’s id.'));

/**
 * A route's pattern (`/dashboard/articles/:id`), never the address with its values: a condition's id
 * in an address would name the condition.
 */
export const ZRoutePattern = z
  .string()
  .check(z.maxLength(100), z.regex(/^\/[a-z0-9/:_-]*$/, 'Send the route’s pattern, such as /dashboard/home.'));

/** What the server answers (400) for an event's property outside its allow-list, or an unknown event name. */
export const ANALYTICS_MESSAGES = {
  unknownProperty: 'This event does not carry that property: send only the ones its catalogue entry allows.',
  unknownField: 'Send only id, name, occurred_at, platform, member_id and properties.',
  unknownName: 'Use an event name from the catalogue.',
} as const;

/** An event's properties: exactly these, nothing else (an extra one is refused, not dropped). */
function allowList<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? ANALYTICS_MESSAGES.unknownProperty : undefined),
  });
}

/** Every event the app sends and the properties each may carry (all required unless optional). */
export const ANALYTICS_EVENT_PROPERTIES = {
  page_view: allowList({ route: ZRoutePattern }),
  sign_in: allowList({}),
  article_read: allowList({ article_id: ZContentId }),
  video_play: allowList({ video_id: ZContentId }),
  video_complete: allowList({ video_id: ZContentId }),
  questionnaire_complete: allowList({}),
  health_scan_complete: allowList({}),
  partner_open: allowList({ programme: z.enum(PARTNER_PROGRAMMES) }),
  sso_handoff: allowList({ partner: z.enum(SIGN_ON_PARTNERS) }),
  condition_view: allowList({}),
} as const;

export type TAnalyticsEventName = keyof typeof ANALYTICS_EVENT_PROPERTIES;
export const ANALYTICS_EVENT_NAMES = Object.keys(ANALYTICS_EVENT_PROPERTIES) as TAnalyticsEventName[];
export const ZAnalyticsEventName = z.enum(ANALYTICS_EVENT_NAMES as [TAnalyticsEventName, ...TAnalyticsEventName[]]);
export type TAnalyticsEventProperties<Name extends TAnalyticsEventName> = z.infer<
  (typeof ANALYTICS_EVENT_PROPERTIES)[Name]
>;

/** A member's pseudonymous analytics id (`GET /accounts/me`'s `account.analytics_id`): never their account id. */
export const ZAnalyticsMemberId = z.string().check(z.regex(/^m_[0-9a-f]{32}$/, 'Send the member’s analytics id.'));

/** The flush thresholds the app's queue uses, and the server's limits per call. */
export const ANALYTICS_LIMITS = {
  /** The app sends a batch when this many events wait… */
  flushAtEvents: 20,
  /** …or this often. */
  flushEveryMs: 5_000,
  /** An offline phone keeps at most this many, dropping the oldest. */
  queueCap: 500,
  /** The server refuses a batch with more events than this (400)… */
  maxEventsPerBatch: 100,
  /** …and a body larger than this (413). */
  maxBatchBytes: 64 * 1024,
} as const;

function eventSchema<Name extends TAnalyticsEventName>(name: Name) {
  return z.strictObject(
    {
      id: z.string().check(z.regex(UUID_PATTERN, 'Give every event a UUID.')),
      name: z.literal(name),
      occurred_at: ZDateTime,
      platform: ZAnalyticsPlatform,
      member_id: z.nullable(ZAnalyticsMemberId),
      properties: ANALYTICS_EVENT_PROPERTIES[name],
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? ANALYTICS_MESSAGES.unknownField : undefined) },
  );
}
type EventSchema = { [Name in TAnalyticsEventName]: ReturnType<typeof eventSchema<Name>> }[TAnalyticsEventName];

/**
 * One event as the app sends it. `id` is made by the app (a UUID), so a batch sent again after a lost
 * answer stores nothing twice; `member_id` is null before sign-in. `member_id` is the app's claim
 * only: the server keeps it when the batch carries that member's access token (`X-Member-Authorization`,
 * `./ingestion`) and otherwise stores the event without a member, so a write key alone cannot make up
 * members.
 */
export const ZAnalyticsEventInput = z.discriminatedUnion(
  'name',
  ANALYTICS_EVENT_NAMES.map((name) => eventSchema(name)) as [EventSchema, ...EventSchema[]],
  { error: (issue) => (issue.code === 'invalid_union' ? ANALYTICS_MESSAGES.unknownName : undefined) },
);
export type TAnalyticsEventInput = z.infer<typeof ZAnalyticsEventInput>;

/**
 * The smallest group an aggregate may show: a count over fewer distinct members than this
 * is reported as "fewer than 5" instead, so no one is identifiable. `/select` and the engagement
 * screen both read it.
 */
export const SMALL_GROUP_MIN = 5;
