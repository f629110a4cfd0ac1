/**
 * The admin console's engagement report: aggregates only, over a date range, with the
 * small-group rule applied by the server. Every figure that counts people is a `TGroupCount`: a
 * number when at least SMALL_GROUP_MIN distinct members are behind it, else `{ value: null,
 * fewer_than_5: true }` — never a score, an answer or a reading, never anyone's id.
 */
import * as z from 'zod/mini';
import { SMALL_GROUP_MIN } from './analytics';
import { PARTNER_PROGRAMMES } from './programmes';
import { createCalendarDateSchema } from './calendar';
import { SIGN_ON_PARTNERS } from './partner-sign-on';
import { ZResultBand } from './questionnaire';

/** The report's range when none is asked for: the last 12 weeks, this one included. */
export const ENGAGEMENT_DEFAULT_WEEKS = 12;
/** The longest range a report covers: 53 weeks (a year, whichever weekday it starts on). */
export const ENGAGEMENT_MAX_DAYS = 53 * 7;
/** How many articles and videos the report lists, most read or watched first. */
export const ENGAGEMENT_TOP_ITEMS = 10;

export const ENGAGEMENT_MESSAGES = {
  date: 'Send a date as YYYY-MM-DD.',
  order: 'The start date cannot be after the end date.',
  span: `Choose a range of at most ${ENGAGEMENT_MAX_DAYS / 7} weeks.`,
} as const;

/** A calendar date (UTC), `2026-11-24`. */
export const ZEngagementDate = createCalendarDateSchema({ date: ENGAGEMENT_MESSAGES.date });

/** Days from `from` to `to`, both counted. */
export function countRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** `GET …/admin/engagement` and `…/engagement.csv`: both dates optional (the default range's ends). */
export const ZEngagementQuery = z
  .object({
    from: z.optional(ZEngagementDate),
    to: z.optional(ZEngagementDate),
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: ENGAGEMENT_MESSAGES.order,
      path: ['from'],
    }),
    z.refine((query) => !query.from || !query.to || countRangeDays(query.from, query.to) <= ENGAGEMENT_MAX_DAYS, {
      message: ENGAGEMENT_MESSAGES.span,
      path: ['from'],
    }),
  );
export type TEngagementQuery = z.infer<typeof ZEngagementQuery>;

/**
 * A count of people, or of things people did, under the small-group rule: `value` is null and
 * `fewer_than_5` true when fewer than SMALL_GROUP_MIN distinct members are behind it (0 included), or
 * when showing it would let a hidden cell be worked out by subtraction.
 */
export const ZGroupCount = z.object({
  value: z.nullable(z.int().check(z.nonnegative())),
  fewer_than_5: z.boolean(),
});
export type TGroupCount = z.infer<typeof ZGroupCount>;

export const ZEngagementWeek = z.object({
  /** The week's Monday (weeks run Monday to Sunday, UTC); the first and last may be cut by the range. */
  week_start: ZEngagementDate,
  /** Members' sign-ins that week (the server's audit log); shown when at least 5 members signed in. */
  sign_ins: ZGroupCount,
  /** Distinct members with any event that week. */
  active_members: ZGroupCount,
});
export type TEngagementWeek = z.infer<typeof ZEngagementWeek>;

export const ZEngagementFunnel = z.object({
  /** Accounts first sent an invitation in the range… */
  invited: ZGroupCount,
  /** …of those, the ones who confirmed it (set a password)… */
  confirmed: ZGroupCount,
  /** …and of those, the ones who signed in within the range. */
  active: ZGroupCount,
});
export type TEngagementFunnel = z.infer<typeof ZEngagementFunnel>;

export const ZEngagementQuestionnaire = z.object({
  /** Active members of the programme. */
  members: ZGroupCount,
  /** Members who completed the questionnaire in the range. */
  completed: ZGroupCount,
  /** Those members by their latest result's overall band: counts only, never a score. */
  bands: z.array(z.object({ band: ZResultBand, members: ZGroupCount })),
});
export type TEngagementQuestionnaire = z.infer<typeof ZEngagementQuestionnaire>;

export const ZEngagementArticle = z.object({
  article_id: z.string(),
  title: z.string(),
  /** Distinct members who read it. */
  readers: ZGroupCount,
  /** Times it was read (hidden with its readers). */
  reads: ZGroupCount,
});
export type TEngagementArticle = z.infer<typeof ZEngagementArticle>;

export const ZEngagementVideo = z.object({
  video_id: z.string(),
  title: z.string(),
  /** Distinct members who started it. */
  viewers: ZGroupCount,
  /** Distinct members who watched it to the end. */
  completed: ZGroupCount,
});
export type TEngagementVideo = z.infer<typeof ZEngagementVideo>;

/** Participation and completion of a challenge whose days overlap the range. */
export const ZEngagementChallenge = z.object({
  challenge_id: z.string(),
  title: z.string(),
  starts_on: ZEngagementDate,
  ends_on: ZEngagementDate,
  /** Members who joined it. */
  joined: ZGroupCount,
  /** Members who finished it (hidden with the rule for a split of those who joined). */
  finished: ZGroupCount,
});
export type TEngagementChallenge = z.infer<typeof ZEngagementChallenge>;

/** Members at a level of the rewards plan in force on the range's last day (the highest level each reached). */
export const ZEngagementLevel = z.object({
  level: z.string(),
  points: z.number(),
  /** The levels split the members who reached one: hidden with the rule for a split. */
  members: ZGroupCount,
});
export type TEngagementLevel = z.infer<typeof ZEngagementLevel>;

export const ZEngagementReport = z.object({
  from: ZEngagementDate,
  to: ZEngagementDate,
  /** The small-group rule's threshold (SMALL_GROUP_MIN). */
  small_group_min: z.int(),
  weeks: z.array(ZEngagementWeek),
  funnel: ZEngagementFunnel,
  questionnaire: ZEngagementQuestionnaire,
  /** The most-read articles: the shown counts first (most readers first), then the hidden ones by title. */
  articles: z.array(ZEngagementArticle),
  /** The most-watched videos, ordered like the articles. */
  videos: z.array(ZEngagementVideo),
  /** Distinct members who opened each partner programme. */
  programmes: z.array(z.object({ programme: z.enum(PARTNER_PROGRAMMES), members: ZGroupCount })),
  /** Distinct members handed over to each sign-on partner. */
  sign_on: z.array(z.object({ partner: z.enum(SIGN_ON_PARTNERS), members: ZGroupCount })),
  /** Health scans done in the range (how many, never a value), shown when at least 5 members scanned. */
  health_scans: z.object({ scans: ZGroupCount, members: ZGroupCount }),
  /** The challenges whose days overlap the range, the latest first. */
  challenges: z.array(ZEngagementChallenge),
  /** Members per level of the plan in force on `to`, lowest level first; empty with no plan. */
  levels: z.array(ZEngagementLevel),
});
export type TEngagementReport = z.infer<typeof ZEngagementReport>;

/** The CSV export's content type and its header row. */
export const ENGAGEMENT_CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const ENGAGEMENT_CSV_HEADER = ['section', 'item', 'measure', 'value'] as const;
/** How a hidden cell reads in the CSV. */
export const ENGAGEMENT_CSV_FEWER_THAN = `fewer than ${SMALL_GROUP_MIN}`;

/** A shown count, or the small-group rule's answer. */
export function groupCount(value: number, minimum: number = SMALL_GROUP_MIN): TGroupCount {
  return value >= minimum ? { value, fewer_than_5: false } : { value: null, fewer_than_5: true };
}
export const HIDDEN_COUNT: TGroupCount = { value: null, fewer_than_5: true };
