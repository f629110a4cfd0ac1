/**
 * Incentives: a programme's plan for a year (what earns points, the levels and their rewards), the
 * member's points as the server's ledger holds them, self-reported activities, an admin's adjustment,
 * and the reasonable alternative a member may ask for. Challenges are in `challenges.ts`.
 */
import * as z from 'zod/mini';
import { createCalendarDateSchema, ZCalendarDate } from './calendar';
import { createIdSchema, ZCursor } from './ids';

export const INCENTIVE_MESSAGES = {
  planDates: 'Enter the plan’s first and last day.',
  planEndsBeforeStart: 'The plan’s last day must be after its first day.',
  planTooLong: 'A plan covers at most two years.',
  planOverlaps: 'That plan’s dates overlap another plan’s year.',
  planNotFound: 'That plan was not found.',
  planEnded: 'A plan whose year has ended can be read but not changed.',
  noPlan: 'Your programme has no rewards plan running now.',
  activitiesRequired: 'Choose at least one activity that earns points.',
  activityTwice: 'Each activity may appear once in a plan.',
  customKeyTwice: 'Each custom activity needs its own key.',
  customKey: 'Use lower-case letters, digits and dashes for the key (at most 40).',
  customTitle: 'Name the activity (at most 80 characters).',
  points: 'Enter whole points from 1 to 100,000.',
  cap: 'Enter a limit from 1 to 1,000.',
  levelsRequired: 'Add at least one level.',
  levelsTooMany: 'A plan has at most 10 levels.',
  levelsAscending: 'Each level needs more points than the one before it.',
  levelName: 'Name the level (at most 40 characters).',
  levelReward: 'Describe the reward (at most 120 characters), or leave it empty.',
  activityNotInPlan: 'That activity does not earn points in your programme’s plan.',
  alreadyReported: 'You already reported that activity for that day.',
  capReached: 'You have reached the limit for that activity.',
  reportDate: 'Choose a day within the plan year, not in the future.',
  attestation: 'Confirm that you did the activity.',
  adjustmentPoints: 'Enter the points to add or take away: a whole number from −100,000 to 100,000, not 0.',
  adjustmentReason: 'Say why (at most 500 characters).',
  adjustmentBelowZero: 'That would take the member’s points below zero.',
  memberNotFound: 'That member was not found.',
  adminsOnly: 'Only an administrator can manage the rewards plan.',
  alternativeReason: 'Tell us briefly why (at most 1,000 characters). You don’t need to give a diagnosis.',
  alternativePending: 'You already asked for an alternative to that activity: your programme will answer.',
  alternativeNotFound: 'That request was not found.',
  alternativeDecided: 'That request has already been answered.',
  alternativeDecision: 'Approve with an alternative activity or points, or decline with a reason.',
  alternativeText: 'Describe the alternative activity (at most 500 characters).',
  declineReason: 'Say why the request is declined (at most 500 characters).',
  alternativeNotApproved: 'That alternative is not open to you.',
  alternativeAlreadyDone: 'You have already done that alternative.',
  alternativeStatus: 'Choose pending or all.',
} as const;

/** Points of one award or level: whole, positive, sane. */
export const INCENTIVE_POINTS_MAX = 100_000;
/** Per day, month or year. */
export const INCENTIVE_CAP_MAX = 1_000;
export const INCENTIVE_LEVELS_MAX = 10;
/** A plan covers at most this many days (two years, one leap day). */
export const INCENTIVE_PLAN_DAYS_MAX = 731;

const ZPoints = z
  .number({ error: INCENTIVE_MESSAGES.points })
  .check(
    z.int(INCENTIVE_MESSAGES.points),
    z.gte(1, INCENTIVE_MESSAGES.points),
    z.lte(INCENTIVE_POINTS_MAX, INCENTIVE_MESSAGES.points),
  );
const ZCap = z
  .number({ error: INCENTIVE_MESSAGES.cap })
  .check(
    z.int(INCENTIVE_MESSAGES.cap),
    z.gte(1, INCENTIVE_MESSAGES.cap),
    z.lte(INCENTIVE_CAP_MAX, INCENTIVE_MESSAGES.cap),
  );

export const CUSTOM_ACTIVITY_KEY_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** An activity's limits besides its points: the most awards it earns a UTC day, a UTC month, a plan year. */
export const INCENTIVE_LIMITS = ['per_day', 'per_month', 'per_year'] as const;
export type TIncentiveLimit = (typeof INCENTIVE_LIMITS)[number];

/**
 * Every kind of activity that earns points, in the plan form's (and a plan request's) order, with the limits
 * a plan sets for it: the one list both sides read. The server awards each from what it verified itself: a
 * questionnaire it stored (once a plan year), a scan it stored (at most `per_month`), an article it served in
 * full or a video whose watching it followed to the end (each once, at most `per_day` and `per_year`), a
 * partner programme's sign-on it made (once per programme a year), and custom activities the member reports
 * with an attestation (once a day, at most `per_year`). A challenge gives the points it names.
 */
export const INCENTIVE_ACTIVITIES = [
  { kind: 'questionnaire', limits: [] },
  { kind: 'health_scan', limits: ['per_month'] },
  { kind: 'article', limits: ['per_day', 'per_year'] },
  { kind: 'video', limits: ['per_day', 'per_year'] },
  { kind: 'partner_programme', limits: [] },
  // Keyed and titled by its programme, reported by the member: its own schema below.
  { kind: 'custom', limits: ['per_year'] },
] as const satisfies readonly { kind: string; limits: readonly TIncentiveLimit[] }[];

type ActivityEntry = (typeof INCENTIVE_ACTIVITIES)[number];
export type TIncentiveActivityKind = ActivityEntry['kind'];
/** The kinds every plan may offer as they are; `custom` ones are the programme's own. */
export type TBuiltInActivityKind = Exclude<TIncentiveActivityKind, 'custom'>;
/** The limits a plan sets for an activity of a kind. */
export type TIncentiveActivityLimit<Kind extends TIncentiveActivityKind> = Extract<
  ActivityEntry,
  { kind: Kind }
>['limits'][number];

type KindsOf<Entries extends readonly ActivityEntry[]> = { readonly [Index in keyof Entries]: Entries[Index]['kind'] };
/** The kinds in the registry's order, as a tuple (the enums of the answers and the ledger's sources take it). */
export const INCENTIVE_ACTIVITY_KINDS = INCENTIVE_ACTIVITIES.map((activity) => activity.kind) as unknown as KindsOf<
  typeof INCENTIVE_ACTIVITIES
>;
export const BUILT_IN_ACTIVITY_KINDS = INCENTIVE_ACTIVITY_KINDS.filter(
  (kind): kind is TBuiltInActivityKind => kind !== 'custom',
);
/** Each kind's limits, by kind. */
export const INCENTIVE_ACTIVITY_LIMITS = Object.fromEntries(
  INCENTIVE_ACTIVITIES.map((activity) => [activity.kind, activity.limits]),
) as unknown as { readonly [Kind in TIncentiveActivityKind]: readonly TIncentiveActivityLimit<Kind>[] };

type LimitsShape<Kind extends TIncentiveActivityKind> = { [Limit in TIncentiveActivityLimit<Kind>]: typeof ZCap };

function limitsShape<Kind extends TIncentiveActivityKind>(kind: Kind): LimitsShape<Kind> {
  return Object.fromEntries(INCENTIVE_ACTIVITY_LIMITS[kind].map((limit) => [limit, ZCap])) as LimitsShape<Kind>;
}

function builtInActivitySchema<Kind extends TBuiltInActivityKind>(kind: Kind) {
  return z.object({ kind: z.literal(kind), points: ZPoints, ...limitsShape(kind) });
}

const ZCustomActivity = z.object({
  kind: z.literal('custom'),
  key: z
    .string({ error: INCENTIVE_MESSAGES.customKey })
    .check(z.regex(CUSTOM_ACTIVITY_KEY_PATTERN, INCENTIVE_MESSAGES.customKey)),
  title: z
    .string({ error: INCENTIVE_MESSAGES.customTitle })
    .check(z.trim(), z.minLength(1, INCENTIVE_MESSAGES.customTitle), z.maxLength(80, INCENTIVE_MESSAGES.customTitle)),
  points: ZPoints,
  ...limitsShape('custom'),
});

/** One schema per kind, in the registry's order. */
type ActivitySchemas<Kinds extends readonly TIncentiveActivityKind[]> = {
  readonly [Index in keyof Kinds]: Kinds[Index] extends TBuiltInActivityKind
    ? ReturnType<typeof builtInActivitySchema<Kinds[Index]>>
    : typeof ZCustomActivity;
};

/** What earns points in a plan: an activity of a kind of `INCENTIVE_ACTIVITIES`, its points and its limits. */
export const ZIncentiveActivity = z.discriminatedUnion(
  'kind',
  INCENTIVE_ACTIVITY_KINDS.map((kind) =>
    kind === 'custom' ? ZCustomActivity : builtInActivitySchema(kind),
  ) as unknown as ActivitySchemas<typeof INCENTIVE_ACTIVITY_KINDS>,
);
export type TIncentiveActivity = z.infer<typeof ZIncentiveActivity>;

/** An activity's limits, as its plan sets them. */
export function limitsOf(activity: TIncentiveActivity): Partial<Record<TIncentiveLimit, number>> {
  const set = activity as Partial<Record<TIncentiveLimit, number>>;
  return Object.fromEntries(
    INCENTIVE_ACTIVITY_LIMITS[activity.kind].flatMap((limit) =>
      set[limit] === undefined ? [] : [[limit, set[limit]]],
    ),
  );
}

/** An activity's key in the ledger and the routes: its kind, or `custom:<key>`. */
export function activityKeyOf(activity: Pick<TIncentiveActivity, 'kind'> & { key?: string }): string {
  return activity.kind === 'custom' ? `custom:${activity.key ?? ''}` : activity.kind;
}

/** A key the routes take (`questionnaire`, `custom:flu-shot`); `challenge` too, which no plan lists. */
export const ZActivityKey = z
  .string({ error: INCENTIVE_MESSAGES.activityNotInPlan })
  .check(
    z.regex(
      new RegExp(`^(${[...BUILT_IN_ACTIVITY_KINDS, 'challenge'].join('|')}|custom:[a-z0-9-]{1,40})$`),
      INCENTIVE_MESSAGES.activityNotInPlan,
    ),
  );

export const ZIncentiveLevel = z.object({
  name: z
    .string({ error: INCENTIVE_MESSAGES.levelName })
    .check(z.trim(), z.minLength(1, INCENTIVE_MESSAGES.levelName), z.maxLength(40, INCENTIVE_MESSAGES.levelName)),
  points: ZPoints,
  /** As the programme words it ("$50 gift card"); empty for a level that is its own reward. */
  reward: z
    .string({ error: INCENTIVE_MESSAGES.levelReward })
    .check(z.trim(), z.maxLength(120, INCENTIVE_MESSAGES.levelReward)),
});
export type TIncentiveLevel = z.infer<typeof ZIncentiveLevel>;

function daysBetween(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000);
}

const ZPlanDate = createCalendarDateSchema({ required: INCENTIVE_MESSAGES.planDates });

/** `POST /admin/rewards/plans` and `PUT /admin/rewards/plans/:id`. */
export const ZIncentivePlanInput = z
  .object({
    starts_on: ZPlanDate,
    /** The last day of the plan year, included. */
    ends_on: ZPlanDate,
    activities: z
      .array(ZIncentiveActivity, { error: INCENTIVE_MESSAGES.activitiesRequired })
      .check(
        z.minLength(1, INCENTIVE_MESSAGES.activitiesRequired),
        z.maxLength(30, INCENTIVE_MESSAGES.activitiesRequired),
      ),
    levels: z
      .array(ZIncentiveLevel, { error: INCENTIVE_MESSAGES.levelsRequired })
      .check(
        z.minLength(1, INCENTIVE_MESSAGES.levelsRequired),
        z.maxLength(INCENTIVE_LEVELS_MAX, INCENTIVE_MESSAGES.levelsTooMany),
      ),
  })
  .check(
    z.refine((plan) => plan.ends_on > plan.starts_on, {
      message: INCENTIVE_MESSAGES.planEndsBeforeStart,
      path: ['ends_on'],
    }),
    z.refine((plan) => daysBetween(plan.starts_on, plan.ends_on) < INCENTIVE_PLAN_DAYS_MAX, {
      message: INCENTIVE_MESSAGES.planTooLong,
      path: ['ends_on'],
    }),
    z.refine(
      (plan) => {
        const kinds = plan.activities.filter((activity) => activity.kind !== 'custom').map((activity) => activity.kind);
        return new Set(kinds).size === kinds.length;
      },
      { message: INCENTIVE_MESSAGES.activityTwice, path: ['activities'] },
    ),
    z.refine(
      (plan) => {
        const keys = plan.activities.flatMap((activity) => (activity.kind === 'custom' ? [activity.key] : []));
        return new Set(keys).size === keys.length;
      },
      { message: INCENTIVE_MESSAGES.customKeyTwice, path: ['activities'] },
    ),
    z.refine(
      (plan) =>
        plan.levels.every((level, index) => index === 0 || level.points > (plan.levels[index - 1]?.points ?? 0)),
      {
        message: INCENTIVE_MESSAGES.levelsAscending,
        path: ['levels'],
      },
    ),
  );
export type TIncentivePlanInput = z.input<typeof ZIncentivePlanInput>;

export const ZIncentivePlan = z.object({
  id: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  activities: z.array(ZIncentiveActivity),
  levels: z.array(ZIncentiveLevel),
  /** `current`: today is within it; `ended` ones are read-only; `upcoming` ones may still change. */
  status: z.enum(['current', 'upcoming', 'ended']),
  /** Members who have points in it. */
  members_with_points: z.number(),
});
export type TIncentivePlan = z.infer<typeof ZIncentivePlan>;

/** `GET /admin/rewards/plans`: newest year first. */
export const ZIncentivePlanList = z.object({ plans: z.array(ZIncentivePlan) });
export type TIncentivePlanList = z.infer<typeof ZIncentivePlanList>;

export const ZPlanIdParams = z.object({ id: createIdSchema(INCENTIVE_MESSAGES.planNotFound) });

// — What the member sees —

/** One way to earn in the member's plan year, with how far they are. */
export const ZWayToEarn = z.object({
  /** `questionnaire`, `custom:flu-shot`… */
  key: z.string(),
  kind: z.enum(INCENTIVE_ACTIVITY_KINDS),
  /** A custom activity's name, as the programme wrote it; the app names the others. */
  title: z.nullable(z.string()),
  points: z.number(),
  /** `done`: earned as often as it can be this year; `capped`: earned as often as it can be for now (today, this month). */
  status: z.enum(['available', 'done', 'capped']),
  /** Times earned this plan year. */
  times_earned: z.number(),
  per_day: z.nullable(z.number()),
  per_month: z.nullable(z.number()),
  per_year: z.nullable(z.number()),
  /** Whether the member reports it themselves (custom activities). */
  self_reported: z.boolean(),
});
export type TWayToEarn = z.infer<typeof ZWayToEarn>;

export const ZRewardsPlanYear = z.object({
  plan_id: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
});

/** `GET /accounts/me/rewards`: the year in force (or none), points, level, the next one, the ways to earn. */
export const ZMemberRewards = z.object({
  plan: z.nullable(ZRewardsPlanYear),
  points: z.number(),
  levels: z.array(ZIncentiveLevel),
  /** The highest level reached, or none yet. */
  level: z.nullable(ZIncentiveLevel),
  next_level: z.nullable(ZIncentiveLevel),
  ways_to_earn: z.array(ZWayToEarn),
  /** A level reached and not celebrated in the app yet (`POST /accounts/me/rewards/celebration` when shown). */
  celebrate: z.nullable(ZIncentiveLevel),
  past_years: z.array(
    z.object({
      plan_id: z.string(),
      starts_on: z.string(),
      ends_on: z.string(),
      points: z.number(),
      level: z.nullable(z.string()),
    }),
  ),
});
export type TMemberRewards = z.infer<typeof ZMemberRewards>;

/** What a ledger row was for: an activity's kind, a challenge, an adjustment or an approved alternative. */
export const LEDGER_SOURCES = [...INCENTIVE_ACTIVITY_KINDS, 'challenge', 'adjustment', 'alternative'] as const;

export const ZLedgerEntry = z.object({
  id: z.string(),
  awarded_at: z.iso.datetime(),
  source: z.enum(LEDGER_SOURCES),
  /** What it was for, where the entry names it: a custom activity's or a challenge's title, an adjustment's reason. */
  title: z.nullable(z.string()),
  points: z.number(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

/** `GET /accounts/me/rewards/history?plan=…&cursor=…`: newest first. */
export const ZRewardsHistoryQuery = z.object({
  plan: z.optional(createIdSchema(INCENTIVE_MESSAGES.planNotFound)),
  cursor: z.optional(ZCursor),
});
export const ZRewardsHistory = z.object({
  entries: z.array(ZLedgerEntry),
  next_cursor: z.nullable(z.string()),
});
export type TRewardsHistory = z.infer<typeof ZRewardsHistory>;

/** `POST /accounts/me/rewards/activities/:key/report`: a custom activity done on a day, attested. */
export const ZReportActivityRequest = z.object({
  done_on: ZCalendarDate,
  attested: z.literal(true, { error: INCENTIVE_MESSAGES.attestation }),
});
export type TReportActivityRequest = z.input<typeof ZReportActivityRequest>;
export const ZActivityKeyParams = z.object({ key: ZActivityKey });

/** What an award did: the points now, and the level it reached if it reached one. */
export const ZAwardResult = z.object({
  points_awarded: z.number(),
  points: z.number(),
  level_reached: z.nullable(ZIncentiveLevel),
});
export type TAwardResult = z.infer<typeof ZAwardResult>;

// — An admin's adjustment —

export const ZAdjustmentRequest = z.object({
  points: z.number({ error: INCENTIVE_MESSAGES.adjustmentPoints }).check(
    z.int(INCENTIVE_MESSAGES.adjustmentPoints),
    z.gte(-INCENTIVE_POINTS_MAX, INCENTIVE_MESSAGES.adjustmentPoints),
    z.lte(INCENTIVE_POINTS_MAX, INCENTIVE_MESSAGES.adjustmentPoints),
    z.refine((points) => points !== 0, INCENTIVE_MESSAGES.adjustmentPoints),
  ),
  reason: z
    .string({ error: INCENTIVE_MESSAGES.adjustmentReason })
    .check(
      z.trim(),
      z.minLength(1, INCENTIVE_MESSAGES.adjustmentReason),
      z.maxLength(500, INCENTIVE_MESSAGES.adjustmentReason),
    ),
});
export type TAdjustmentRequest = z.input<typeof ZAdjustmentRequest>;

/** `GET /admin/rewards/members/:id`: a member's points this year and their ledger, for an admin to correct. */
export const ZAdminMemberRewards = z.object({
  plan: z.nullable(ZRewardsPlanYear),
  points: z.number(),
  level: z.nullable(z.string()),
  entries: z.array(
    z.object({
      id: z.string(),
      awarded_at: z.iso.datetime(),
      source: z.enum(LEDGER_SOURCES),
      title: z.nullable(z.string()),
      points: z.number(),
      /** Who made an adjustment (their email). */
      by: z.nullable(z.string()),
    }),
  ),
});
export type TAdminMemberRewards = z.infer<typeof ZAdminMemberRewards>;

// — The reasonable alternative —

export const ALTERNATIVE_STATUSES = ['pending', 'approved', 'declined'] as const;

export const ZAlternativeRequestInput = z.object({
  activity: ZActivityKey,
  reason: z
    .string({ error: INCENTIVE_MESSAGES.alternativeReason })
    .check(
      z.trim(),
      z.minLength(1, INCENTIVE_MESSAGES.alternativeReason),
      z.maxLength(1000, INCENTIVE_MESSAGES.alternativeReason),
    ),
});
export type TAlternativeRequestInput = z.input<typeof ZAlternativeRequestInput>;

export const ZAlternativeRequest = z.object({
  id: z.string(),
  activity: z.string(),
  /** The activity's name where the programme wrote one (custom activities). */
  activity_title: z.nullable(z.string()),
  reason: z.string(),
  status: z.enum(ALTERNATIVE_STATUSES),
  requested_at: z.iso.datetime(),
  decided_at: z.nullable(z.iso.datetime()),
  /** What to do instead, when approved with an activity; done once the member says so. */
  alternative: z.nullable(z.string()),
  /** Points it gives (approved with points: given at once; with an activity: when done). */
  points: z.nullable(z.number()),
  decline_reason: z.nullable(z.string()),
  done_at: z.nullable(z.iso.datetime()),
});
export type TAlternativeRequest = z.infer<typeof ZAlternativeRequest>;

/** `GET /accounts/me/rewards/alternatives` and the console's list. */
export const ZAlternativeRequestList = z.object({
  requests: z.array(
    z.extend(ZAlternativeRequest, {
      /** The member, for the console only (null in the member's own list). */
      member: z.nullable(z.object({ id: z.string(), name: z.string(), email: z.string() })),
    }),
  ),
});
export type TAlternativeRequestList = z.infer<typeof ZAlternativeRequestList>;

const ZDecisionText = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(500, message));

/** `POST /admin/rewards/alternatives/:id/decision`. */
export const ZAlternativeDecision = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve_points'), points: ZPoints }),
    z.object({
      decision: z.literal('approve_activity'),
      alternative: ZDecisionText(INCENTIVE_MESSAGES.alternativeText),
      points: ZPoints,
    }),
    z.object({ decision: z.literal('decline'), reason: ZDecisionText(INCENTIVE_MESSAGES.declineReason) }),
  ],
  { error: INCENTIVE_MESSAGES.alternativeDecision },
);
export type TAlternativeDecision = z.input<typeof ZAlternativeDecision>;
/** `GET /admin/rewards/alternatives?status=pending|all` (pending by default). */
export const ZAlternativesQuery = z.object({
  status: z.optional(z.enum(['pending', 'all'], { error: INCENTIVE_MESSAGES.alternativeStatus })),
});

export const ZAlternativeIdParams = z.object({ id: createIdSchema(INCENTIVE_MESSAGES.alternativeNotFound) });

/** `POST /accounts/me/rewards/alternatives/:id/done`: the member did the approved alternative (attested). */
export const ZAlternativeDoneRequest = z.object({
  attested: z.literal(true, { error: INCENTIVE_MESSAGES.attestation }),
});

// — The rewards due, for the benefits team that fulfils them —

/** `GET /admin/rewards/levels.csv?plan=…` (the year in force by default). */
export const ZRewardsExportQuery = z.object({
  plan: z.optional(createIdSchema(INCENTIVE_MESSAGES.planNotFound)),
});
export const REWARDS_EXPORT_CONTENT_TYPE = 'text/csv; charset=utf-8';
/**
 * Who reached which level and the reward due: names and employee ids only, never an email, a score or
 * anything of their health. One row per level reached, in the order reached.
 */
export const REWARDS_EXPORT_HEADER = [
  'first_name',
  'last_name',
  'employee_id',
  'level',
  'reward',
  'reached_on',
] as const;
