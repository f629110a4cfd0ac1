import {
  BUILT_IN_ACTIVITY_KINDS,
  INCENTIVE_ACTIVITY_LIMITS,
  INCENTIVE_LEVELS_MAX,
  INCENTIVE_LIMITS,
  limitsOf,
} from '@portal/contracts/rewards';
import type {
  TBuiltInActivityKind,
  TIncentiveActivity,
  TIncentiveLimit,
  TIncentivePlan,
  TIncentivePlanInput,
} from '@portal/contracts/rewards';

/** A built-in activity as the form edits it: switched on or off, numbers as typed (the form shows its kind's limits). */
export interface BuiltInValues extends Record<TIncentiveLimit, string> {
  on: boolean;
  points: string;
}

/** A row of the form's lists: `row` keeps React's key (and focus) steady as rows come and go. */
export interface CustomActivityValues {
  row: string;
  key: string;
  title: string;
  points: string;
  per_year: string;
}

export interface LevelValues {
  row: string;
  name: string;
  points: string;
  reward: string;
}

export interface PlanFormValues {
  starts_on: string;
  ends_on: string;
  builtIn: Record<TBuiltInActivityKind, BuiltInValues>;
  custom: CustomActivityValues[];
  levels: LevelValues[];
}

let rows = 0;
/** A fresh row id for the form's lists. */
export function newRow(): string {
  rows += 1;
  return `row-${rows}`;
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export function emptyCustomActivity(): CustomActivityValues {
  return { row: newRow(), key: '', title: '', points: '', per_year: '1' };
}

export function emptyLevel(): LevelValues {
  return { row: newRow(), name: '', points: '', reward: '' };
}

function builtInValues(activity: TIncentiveActivity | undefined): BuiltInValues {
  const limits = activity ? limitsOf(activity) : {};
  return {
    on: activity !== undefined,
    points: text(activity?.points),
    per_day: text(limits.per_day),
    per_month: text(limits.per_month),
    per_year: text(limits.per_year),
  };
}

/** The day after `day` (`YYYY-MM-DD`), and a year on from a day less one: a plan year's usual dates. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
function yearLater(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return addDays(date.toISOString().slice(0, 10), -1);
}

/**
 * The form's values for a plan, or for a new plan year: that one starts the day after the newest plan
 * ends (else on 1 January this year) and runs a year, with the newest plan's activities and levels to
 * start from (else none).
 */
export function planFormValues(
  plan: TIncentivePlan | null,
  newest: TIncentivePlan | null,
  today: string,
): PlanFormValues {
  const source = plan ?? newest;
  const starts_on = plan ? plan.starts_on : newest ? addDays(newest.ends_on, 1) : `${today.slice(0, 4)}-01-01`;
  const ends_on = plan ? plan.ends_on : yearLater(starts_on);
  const activities = source?.activities ?? [];
  const builtIn = Object.fromEntries(
    BUILT_IN_ACTIVITY_KINDS.map((kind) => [kind, builtInValues(activities.find((activity) => activity.kind === kind))]),
  ) as Record<TBuiltInActivityKind, BuiltInValues>;
  const custom = activities.flatMap((activity) =>
    activity.kind === 'custom'
      ? [
          {
            row: newRow(),
            key: activity.key,
            title: activity.title,
            points: String(activity.points),
            per_year: String(activity.per_year),
          },
        ]
      : [],
  );
  const levels = source?.levels.map((level) => ({
    row: newRow(),
    name: level.name,
    points: String(level.points),
    reward: level.reward,
  })) ?? [emptyLevel()];
  return { starts_on, ends_on, builtIn, custom, levels };
}

/** A number as typed: nothing typed is missing (the contract says what to enter), anything else is read as is. */
function number(value: string): number | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** The switched-on built-in activities, then the custom ones: each one's place in the request's `activities`. */
export function activityIndexes(values: PlanFormValues): {
  builtIn: Partial<Record<TBuiltInActivityKind, number>>;
  custom: number[];
} {
  const builtIn: Partial<Record<TBuiltInActivityKind, number>> = {};
  let index = 0;
  for (const kind of BUILT_IN_ACTIVITY_KINDS) {
    if (values.builtIn[kind].on) {
      builtIn[kind] = index;
      index += 1;
    }
  }
  return { builtIn, custom: values.custom.map((_, row) => index + row) };
}

/**
 * The request the form sends, before the contract validates it (a number not typed is missing, a date not
 * chosen too): its `activities` follow `activityIndexes`.
 */
export function planRequest(values: PlanFormValues): Record<keyof TIncentivePlanInput, unknown> {
  const activities: unknown[] = [];
  for (const kind of BUILT_IN_ACTIVITY_KINDS) {
    const activity = values.builtIn[kind];
    if (!activity.on) continue;
    const limits = Object.fromEntries(INCENTIVE_ACTIVITY_LIMITS[kind].map((limit) => [limit, number(activity[limit])]));
    activities.push({ kind, points: number(activity.points), ...limits });
  }
  for (const activity of values.custom) {
    activities.push({
      kind: 'custom',
      key: activity.key.trim(),
      title: activity.title,
      points: number(activity.points),
      per_year: number(activity.per_year),
    });
  }
  return {
    starts_on: values.starts_on || undefined,
    ends_on: values.ends_on || undefined,
    activities,
    levels: values.levels.map((level) => ({ name: level.name, points: number(level.points), reward: level.reward })),
  };
}

/** A plan has at most this many activities (the contract's limit). */
const ACTIVITIES_MAX = 30;

/**
 * Every control the form may show, in screen order, each named by its path in the request: focus goes to
 * the first in error, and a server's error naming one lands beside it. The rows come and go, so this is
 * every row the contract allows, in order.
 */
export const PLAN_FIELDS: readonly string[] = [
  'starts_on',
  'ends_on',
  ...Array.from({ length: ACTIVITIES_MAX }, (_, index) =>
    ['title', 'key', 'points', ...INCENTIVE_LIMITS].map((name) => `activities.${index}.${name}`),
  ).flat(),
  'activities',
  ...Array.from({ length: INCENTIVE_LEVELS_MAX }, (_, index) =>
    ['name', 'points', 'reward'].map((name) => `levels.${index}.${name}`),
  ).flat(),
  'levels',
];
