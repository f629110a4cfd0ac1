import * as z from 'zod/mini';
import { ANALYTICS_DATABASES } from './brands';

export const ZAnalyticsDatabaseQuery = z.object({ db: z.enum(ANALYTICS_DATABASES) });

const ZPropertyValue = z.union([z.string().check(z.maxLength(500)), z.number(), z.boolean(), z.null()]);

/**
 * An ISO 8601 time, in a year PostgreSQL's timestamps hold: ISO's year 0000 (1 BC) is one a
 * JavaScript date accepts and PostgreSQL refuses.
 */
const ZEventTime = z.iso
  .datetime()
  .check(z.refine((value) => !value.startsWith('0000'), 'Use a time from the year 0001 on.'));

/** `POST /crud?db=…`: one analytics event, insert only. */
export const ZIngestEventRequest = z.object({
  event: z.string().check(z.regex(/^[a-z][a-z0-9_.]{0,99}$/, 'Event names are lower-case words joined by _ or .')),
  properties: z.optional(
    z
      .record(z.string().check(z.maxLength(64)), ZPropertyValue)
      .check(z.refine((value) => Object.keys(value).length <= 50, 'At most 50 properties per event.')),
  ),
  occurred_at: z.optional(ZEventTime),
  /** The signed-in member's id, when there is one. */
  user_id: z.optional(z.string().check(z.maxLength(64))),
});
export type TIngestEventRequest = z.infer<typeof ZIngestEventRequest>;

export const ZIngestEventResponse = z.object({ id: z.string() });
export type TIngestEventResponse = z.infer<typeof ZIngestEventResponse>;

/** `POST /select?db=…`: an admin reads events back. */
export const ZSelectEventsRequest = z.object({
  event: z.optional(z.string().check(z.maxLength(100))),
  since: z.optional(ZEventTime),
  limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(1000))),
});
export type TSelectEventsRequest = z.infer<typeof ZSelectEventsRequest>;

export const ZAnalyticsEvent = z.object({
  id: z.string(),
  event: z.string(),
  properties: z.record(z.string(), ZPropertyValue),
  user_id: z.nullable(z.string()),
  application_type: z.nullable(z.string()),
  occurred_at: z.string(),
});
export const ZSelectEventsResponse = z.object({ events: z.array(ZAnalyticsEvent) });
export type TSelectEventsResponse = z.infer<typeof ZSelectEventsResponse>;
