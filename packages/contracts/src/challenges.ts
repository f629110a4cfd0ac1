/**
 * Challenges: a programme's admin sets one up (steps, active minutes or a daily habit; individual or in
 * teams; dates, a join window and the points for finishing), members join it under a name they choose
 * to show (or none: the app shows "A member"), log a value a day by hand or from the phone, and see the
 * leaderboard. Finishing awards the challenge's points once, through the incentives ledger.
 */
import * as z from 'zod/mini';
import { createCalendarDateSchema } from './calendar';
import { ZGroupCount } from './engagement';
import { createIdSchema } from './ids';
import { fillMessage } from './localize-message';

export const CHALLENGE_KINDS = ['steps', 'active_minutes', 'habit'] as const;
export type TChallengeKind = (typeof CHALLENGE_KINDS)[number];
/** `daily`: the goal is met on a day, `days_required` times; `total`: the values add up to the goal. */
export const CHALLENGE_GOAL_TYPES = ['daily', 'total'] as const;
export type TChallengeGoalType = (typeof CHALLENGE_GOAL_TYPES)[number];
/** `choose`: members pick a team when joining; `assigned`: the server puts them in the smallest team. */
export const CHALLENGE_TEAM_MODES = ['individual', 'choose', 'assigned'] as const;
export type TChallengeTeamMode = (typeof CHALLENGE_TEAM_MODES)[number];
export const CHALLENGE_ENTRY_SOURCES = ['manual', 'phone'] as const;
export type TChallengeEntrySource = (typeof CHALLENGE_ENTRY_SOURCES)[number];

export const CHALLENGE_STEPS_PER_DAY_MAX = 100_000;
export const CHALLENGE_MINUTES_PER_DAY_MAX = 1_440;
/** A challenge lasts at most this many days, first and last included. */
export const CHALLENGE_DAYS_MAX = 366;
/** Members may join from this many days before the start. */
export const CHALLENGE_JOIN_EARLY_DAYS = 30;
/** Days after the last day during which entries may still be added or corrected: then it closes. */
export const CHALLENGE_GRACE_DAYS = 7;
/** Members see a challenge this many days after its last day. */
export const CHALLENGE_RECENT_DAYS = 30;
export const CHALLENGE_TEAMS_MIN = 2;
export const CHALLENGE_TEAMS_MAX = 20;
export const CHALLENGE_POINTS_MAX = 100_000;
export const CHALLENGE_TITLE_MAX = 80;
export const CHALLENGE_DESCRIPTION_MAX = 500;
export const CHALLENGE_TEAM_NAME_MAX = 40;
export const CHALLENGE_DISPLAY_NAME_MAX = 40;
/** What a name on the leaderboard may hold beside letters of any script (with their accents), digits and spaces. */
export const CHALLENGE_DISPLAY_NAME_PUNCTUATION = ".,'’-_!?&()";
/** The combining marks (accents, vowel signs) one letter may carry: Vietnamese and Thai need 2 or 3. */
export const CHALLENGE_DISPLAY_NAME_MARKS_MAX = 3;
/** The leaderboard lists this many members (and the caller, wherever they are). */
export const CHALLENGE_LEADERBOARD_SIZE = 50;

export const CHALLENGE_MESSAGES = {
  title: 'Name the challenge (at most 80 characters).',
  description: 'Describe the challenge in at most 500 characters, or leave it empty.',
  kind: 'Choose steps, active minutes or a daily habit.',
  goalType: 'Choose a goal per day or a total.',
  goal: 'Enter the goal as a whole number from 1.',
  goalSteps: 'A goal of steps is at most 100,000 a day of the challenge.',
  goalMinutes: 'A goal of active minutes is at most 1,440 a day of the challenge.',
  habitGoal: 'A daily habit is checked in once a day: choose a goal per day of 1.',
  daysRequired: 'Enter on how many days the goal must be met: from 1 to the challenge’s number of days.',
  teamMode: 'Choose individual, teams members pick, or teams the programme assigns.',
  teams: 'Name from 2 to 20 teams, each at most 40 characters.',
  teamsUnique: 'Each team needs its own name.',
  teamsIndividual: 'An individual challenge has no teams.',
  dates: 'Enter the challenge’s first and last day.',
  endsBeforeStart: 'The last day cannot be before the first day.',
  tooLong: 'A challenge lasts at most 366 days.',
  endsInPast: 'The last day cannot be before today: a challenge cannot be set up wholly in the past.',
  joinUntil: 'Members can join from 30 days before the start until the last day: choose a day in between.',
  points: 'Enter the points for finishing: a whole number from 1 to 100,000.',
  notFound: 'That challenge was not found.',
  ended: 'That challenge has ended: it can be read but not changed.',
  teamModeLocked: 'Members have joined: the challenge’s kind and how teams are formed can no longer change.',
  teamInUse: 'A team with members cannot be removed. Move its members first.',
  adminsOnly: 'Only an administrator can manage challenges.',
  participantNotFound: 'That member has not joined this challenge.',
  teamNotFound: 'Choose one of the challenge’s teams.',
  teamRequired: 'Choose a team to join.',
  noTeams: 'This challenge has no teams.',
  joinClosed: 'Joining this challenge has closed.',
  /** A pattern: `{date}` is the first day members may join, `YYYY-MM-DD` (also the error's `details.opens_on`). */
  joinNotOpen: 'Joining this challenge opens on {date}.',
  alreadyJoined: 'You have already joined this challenge.',
  notJoined: 'Join the challenge first.',
  displayName: 'Enter the name to show on the leaderboard (at most 40 characters), or choose not to show a name.',
  displayNameEmail: 'A name on the leaderboard cannot be an email address: leave out the @.',
  /** A pattern: `{character}` is the character's code point, `U+202E`. */
  displayNameInvisible:
    'A name on the leaderboard cannot hold invisible characters or ones that change the direction of text: remove {character}.',
  displayNameMarkup: 'A name on the leaderboard cannot hold markup: leave out < and >.',
  /** A pattern: `{character}` is the character refused. */
  displayNameCharacter:
    "A name on the leaderboard may hold letters, digits, spaces and . , ' ’ - _ ! ? & ( ) only: remove “{character}”.",
  displayNameMarks: 'In a name on the leaderboard, accents and other marks go on a letter, at most 3 on each.',
  entryDay: 'Choose a day of the challenge, not in the future.',
  entryClosed: 'This challenge has closed: its entries can no longer change.',
  entryValue: 'Enter a whole number from 0.',
  entrySteps: 'Enter at most 100,000 steps for a day.',
  entryMinutes: 'Enter at most 1,440 active minutes for a day.',
  entryHabit: 'Check in with 1 (done) or 0 (not done).',
  entrySource: 'Send the source as manual or phone.',
  phoneSteps: 'Send whether the phone’s step count is used, as true or false.',
} as const;

/** Days from `first` to `last`, both counted. */
export function countChallengeDays(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;
}

/** `day` moved by `days` (calendar dates, UTC); a day that is no date is given back as it is (its own check refuses it). */
export function shiftDay(day: string, days: number): string {
  const shifted = new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);
  return Number.isNaN(shifted.getTime()) ? day : shifted.toISOString().slice(0, 10);
}

/** The last day entries may change: CHALLENGE_GRACE_DAYS after the last day. */
export function challengeClosesOn(endsOn: string): string {
  return shiftDay(endsOn, CHALLENGE_GRACE_DAYS);
}

/** The first day members may join: CHALLENGE_JOIN_EARLY_DAYS before the first day. */
export function challengeJoinOpensOn(startsOn: string): string {
  return shiftDay(startsOn, -CHALLENGE_JOIN_EARLY_DAYS);
}

/** The most a member may log for a day of a challenge of that kind. */
export function challengeDayMax(kind: TChallengeKind): number {
  if (kind === 'steps') return CHALLENGE_STEPS_PER_DAY_MAX;
  return kind === 'active_minutes' ? CHALLENGE_MINUTES_PER_DAY_MAX : 1;
}

const ZChallengeDate = createCalendarDateSchema({ required: CHALLENGE_MESSAGES.dates });

const wholeNumber = (message: string) => z.number({ error: message }).check(z.int(message), z.gte(1, message));

/** A goal of that kind is within the day's bound (per day, or times the days for a total). */
function fitsDayMax(
  input: { kind: TChallengeKind; goal_type: TChallengeGoalType; goal: number; starts_on: string; ends_on: string },
  kind: 'steps' | 'active_minutes',
): boolean {
  if (input.kind !== kind || input.ends_on < input.starts_on) return true;
  const days = input.goal_type === 'daily' ? 1 : countChallengeDays(input.starts_on, input.ends_on);
  return input.goal <= challengeDayMax(kind) * days;
}

const ZTeamName = z
  .string({ error: CHALLENGE_MESSAGES.teams })
  .check(
    z.trim(),
    z.minLength(1, CHALLENGE_MESSAGES.teams),
    z.maxLength(CHALLENGE_TEAM_NAME_MAX, CHALLENGE_MESSAGES.teams),
  );

/**
 * `POST /admin/challenges` and `PUT /admin/challenges/:id`. On a change, `team_names` are matched to the
 * challenge's teams by position: the first renames the first team, and so on; more add teams, fewer
 * remove the last ones (only while they have no members).
 */
export const ZChallengeInput = z
  .object({
    title: z
      .string({ error: CHALLENGE_MESSAGES.title })
      .check(
        z.trim(),
        z.minLength(1, CHALLENGE_MESSAGES.title),
        z.maxLength(CHALLENGE_TITLE_MAX, CHALLENGE_MESSAGES.title),
      ),
    description: z.optional(
      z
        .string({ error: CHALLENGE_MESSAGES.description })
        .check(z.trim(), z.maxLength(CHALLENGE_DESCRIPTION_MAX, CHALLENGE_MESSAGES.description)),
    ),
    kind: z.enum(CHALLENGE_KINDS, { error: CHALLENGE_MESSAGES.kind }),
    goal_type: z.enum(CHALLENGE_GOAL_TYPES, { error: CHALLENGE_MESSAGES.goalType }),
    /** Per day (`daily`) or in all (`total`): steps, minutes, or 1 for a habit. */
    goal: wholeNumber(CHALLENGE_MESSAGES.goal),
    /** `daily` only: on how many days the goal must be met (every day of the challenge when absent). */
    days_required: z.optional(z.nullable(wholeNumber(CHALLENGE_MESSAGES.daysRequired))),
    teams: z.enum(CHALLENGE_TEAM_MODES, { error: CHALLENGE_MESSAGES.teamMode }),
    /** The teams' names, for `choose` and `assigned`; none for `individual`. */
    team_names: z.optional(z.array(ZTeamName, { error: CHALLENGE_MESSAGES.teams })),
    starts_on: ZChallengeDate,
    /** The last day, included. */
    ends_on: ZChallengeDate,
    /** The last day members may join, included. */
    join_until: ZChallengeDate,
    /** Given once, on finishing. */
    points: z
      .number({ error: CHALLENGE_MESSAGES.points })
      .check(
        z.int(CHALLENGE_MESSAGES.points),
        z.gte(1, CHALLENGE_MESSAGES.points),
        z.lte(CHALLENGE_POINTS_MAX, CHALLENGE_MESSAGES.points),
      ),
  })
  .check(
    z.refine((input) => input.ends_on >= input.starts_on, {
      message: CHALLENGE_MESSAGES.endsBeforeStart,
      path: ['ends_on'],
    }),
    z.refine(
      (input) =>
        input.ends_on < input.starts_on || countChallengeDays(input.starts_on, input.ends_on) <= CHALLENGE_DAYS_MAX,
      { message: CHALLENGE_MESSAGES.tooLong, path: ['ends_on'] },
    ),
    z.refine(
      (input) => input.join_until >= challengeJoinOpensOn(input.starts_on) && input.join_until <= input.ends_on,
      { message: CHALLENGE_MESSAGES.joinUntil, path: ['join_until'] },
    ),
    z.refine((input) => input.kind !== 'habit' || (input.goal_type === 'daily' && input.goal === 1), {
      message: CHALLENGE_MESSAGES.habitGoal,
      path: ['goal'],
    }),
    z.refine((input) => fitsDayMax(input, 'steps'), { message: CHALLENGE_MESSAGES.goalSteps, path: ['goal'] }),
    z.refine((input) => fitsDayMax(input, 'active_minutes'), {
      message: CHALLENGE_MESSAGES.goalMinutes,
      path: ['goal'],
    }),
    z.refine(
      (input) =>
        input.days_required === undefined ||
        input.days_required === null ||
        (input.goal_type === 'daily' &&
          input.ends_on >= input.starts_on &&
          input.days_required <= countChallengeDays(input.starts_on, input.ends_on)),
      { message: CHALLENGE_MESSAGES.daysRequired, path: ['days_required'] },
    ),
    z.refine((input) => input.teams !== 'individual' || (input.team_names ?? []).length === 0, {
      message: CHALLENGE_MESSAGES.teamsIndividual,
      path: ['team_names'],
    }),
    z.refine(
      (input) =>
        input.teams === 'individual' ||
        ((input.team_names ?? []).length >= CHALLENGE_TEAMS_MIN &&
          (input.team_names ?? []).length <= CHALLENGE_TEAMS_MAX),
      { message: CHALLENGE_MESSAGES.teams, path: ['team_names'] },
    ),
    z.refine(
      (input) => {
        const names = (input.team_names ?? []).map((name) => name.toLocaleLowerCase());
        return new Set(names).size === names.length;
      },
      { message: CHALLENGE_MESSAGES.teamsUnique, path: ['team_names'] },
    ),
  );
export type TChallengeInput = z.input<typeof ZChallengeInput>;

export const ZChallengeIdParams = z.object({ id: createIdSchema(CHALLENGE_MESSAGES.notFound) });
export const ZChallengeParticipantParams = z.object({
  id: createIdSchema(CHALLENGE_MESSAGES.notFound),
  accountId: createIdSchema(CHALLENGE_MESSAGES.participantNotFound),
});

export const ZChallengeTeam = z.object({ id: z.string(), name: z.string() });
export type TChallengeTeam = z.infer<typeof ZChallengeTeam>;

/**
 * `upcoming`: before its first day; `running`: its days; `ended`: after its last day (entries may
 * still change until `closes_on`).
 */
export const CHALLENGE_STATUSES = ['upcoming', 'running', 'ended'] as const;
export type TChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

/** What everyone who may see a challenge sees of it. */
export const ZChallenge = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(CHALLENGE_KINDS),
  goal_type: z.enum(CHALLENGE_GOAL_TYPES),
  goal: z.number(),
  /** `daily`: the days the goal must be met on (every day when the admin named none); null for `total`. */
  days_required: z.nullable(z.number()),
  teams: z.enum(CHALLENGE_TEAM_MODES),
  team_list: z.array(ZChallengeTeam),
  starts_on: z.string(),
  ends_on: z.string(),
  join_until: z.string(),
  /** The last day entries may change. */
  closes_on: z.string(),
  points: z.number(),
  status: z.enum(CHALLENGE_STATUSES),
});
export type TChallenge = z.infer<typeof ZChallenge>;

// — The programme's admins —

/** Counts under the small-group rule (fewer than 5 members behind a count: hidden). */
export const ZChallengeParticipation = z.object({
  joined: ZGroupCount,
  finished: ZGroupCount,
});
export type TChallengeParticipation = z.infer<typeof ZChallengeParticipation>;

export const ZAdminChallenge = z.extend(ZChallenge, {
  participation: ZChallengeParticipation,
  created_at: z.iso.datetime(),
});
export type TAdminChallenge = z.infer<typeof ZAdminChallenge>;

/** `GET /admin/challenges`: running and upcoming first (soonest start first), then ended, latest first. */
export const ZAdminChallengeList = z.object({ challenges: z.array(ZAdminChallenge) });
export type TAdminChallengeList = z.infer<typeof ZAdminChallengeList>;

/**
 * `GET /admin/challenges/:id`: the challenge, its participation and each team's (members and their
 * total, under the small-group rule), and for team challenges who is in which team (names only, never
 * anyone's progress), so an admin can move a member.
 */
export const ZAdminChallengeDetail = z.extend(ZAdminChallenge, {
  team_totals: z.array(
    z.object({
      team_id: z.string(),
      name: z.string(),
      members: ZGroupCount,
      /** The sum of its members' values (steps, minutes, check-ins), shown when at least 5 members are behind it. */
      total: ZGroupCount,
    }),
  ),
  participants: z.array(
    z.object({
      account_id: z.string(),
      name: z.string(),
      email: z.string(),
      team_id: z.nullable(z.string()),
    }),
  ),
});
export type TAdminChallengeDetail = z.infer<typeof ZAdminChallengeDetail>;

/** `PUT /admin/challenges/:id/participants/:accountId/team`. */
export const ZMoveParticipantRequest = z.object({
  team_id: createIdSchema(CHALLENGE_MESSAGES.teamNotFound),
});
export type TMoveParticipantRequest = z.input<typeof ZMoveParticipantRequest>;

// — Members —

/** A member's progress: the sum of their values, the days the daily goal was met, finished or not. */
export const ZChallengeProgress = z.object({
  total: z.number(),
  days_met: z.number(),
  /** From 0 to 100, towards finishing. */
  percent: z.number(),
  finished_at: z.nullable(z.iso.datetime()),
});
export type TChallengeProgress = z.infer<typeof ZChallengeProgress>;

export const ZMemberChallenge = z.extend(ZChallenge, {
  joined: z.boolean(),
  /** The join window is open and the member has not joined. */
  can_join: z.boolean(),
  /** Entries may be added or corrected (the member joined, the challenge started and has not closed). */
  can_log: z.boolean(),
  /** The member's progress, once joined. */
  progress: z.nullable(ZChallengeProgress),
  my_team: z.nullable(ZChallengeTeam),
  /** The name the member shows on the leaderboard; null: "A member". */
  my_display_name: z.nullable(z.string()),
  /** Whether the member lets the app read the phone's step count for it. */
  phone_steps: z.boolean(),
  participants: z.number(),
});
export type TMemberChallenge = z.infer<typeof ZMemberChallenge>;

/** `GET /challenges`: the programme's challenges open to join, running or ended in the last 30 days. */
export const ZMemberChallengeList = z.object({ challenges: z.array(ZMemberChallenge) });
export type TMemberChallengeList = z.infer<typeof ZMemberChallengeList>;

export const ZChallengeEntry = z.object({
  day: z.string(),
  value: z.number(),
  source: z.enum(CHALLENGE_ENTRY_SOURCES),
  updated_at: z.iso.datetime(),
});
export type TChallengeEntry = z.infer<typeof ZChallengeEntry>;

/**
 * The leaderboard: each team's total, and members ranked by their total under the name each chose to
 * show (null: the app shows "A member"), never anyone's real name unless they chose it.
 */
export const ZChallengeLeaderboard = z.object({
  teams: z.array(z.object({ team_id: z.string(), name: z.string(), members: z.number(), total: z.number() })),
  /** The first CHALLENGE_LEADERBOARD_SIZE, and the caller's row wherever it is. */
  members: z.array(
    z.object({
      rank: z.number(),
      display_name: z.nullable(z.string()),
      team_id: z.nullable(z.string()),
      total: z.number(),
      finished: z.boolean(),
      is_me: z.boolean(),
    }),
  ),
});
export type TChallengeLeaderboard = z.infer<typeof ZChallengeLeaderboard>;

/** `GET /challenges/:id`: the challenge, the member's entries by day (oldest first), the leaderboard. */
export const ZMemberChallengeDetail = z.extend(ZMemberChallenge, {
  entries: z.array(ZChallengeEntry),
  leaderboard: ZChallengeLeaderboard,
});
export type TMemberChallengeDetail = z.infer<typeof ZMemberChallengeDetail>;

// — The name a member shows on the leaderboard —

/**
 * What shows nothing or turns text around: controls (C0, C1), format characters (the bidirectional
 * controls U+202A–U+202E and U+2066–U+2069, the marks U+200E, U+200F and U+061C, the zero-width
 * U+200B–U+200D and U+2060, the BOM, tags), line and paragraph separators, and the letters and marks that
 * draw nothing (Hangul fillers, Khmer's inherent vowels, the grapheme joiner, variation selectors).
 */
const CONTROL_OR_FORMAT = /^[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]$/u;
/** Letters and marks that draw nothing, by code point: single ones, and ranges (first, last). */
const BLANK_CODE_POINTS = new Set([0x034f, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x3164, 0xffa0]);
const BLANK_RANGES: readonly (readonly [number, number])[] = [
  [0x180b, 0x180f],
  [0xfe00, 0xfe0f],
  [0xe0100, 0xe01ef],
];

function isInvisible(character: string): boolean {
  const codePoint = character.codePointAt(0) ?? 0;
  return (
    CONTROL_OR_FORMAT.test(character) ||
    BLANK_CODE_POINTS.has(codePoint) ||
    BLANK_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last)
  );
}
const MARKUP = /[<>]/;
const ALLOWED = /^[\p{L}\p{M}\p{Nd} .,'’\-_!?&()]$/u;
const MARK = /^\p{M}$/u;

/** `U+202E`: how a character that shows nothing is named in a message. */
function codePointName(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * A name as it is kept: composed (NFC, so an accent typed apart joins its letter), each run of spaces of
 * any kind one space, trimmed.
 */
export function normalizeDisplayName(name: string): string {
  return name
    .normalize('NFC')
    .replace(/\p{Zs}+/gu, ' ')
    .trim();
}

/**
 * Why a (normalised) name cannot be shown on the leaderboard, or undefined when it can: an email address
 * (any '@'), a character that shows nothing or turns the text around, markup, anything but letters,
 * their marks, digits, spaces and CHALLENGE_DISPLAY_NAME_PUNCTUATION, or marks piled up on one letter.
 * The first such problem, in that order.
 */
export function getDisplayNameProblem(name: string): string | undefined {
  const characters = [...name];
  if (name.includes('@')) return CHALLENGE_MESSAGES.displayNameEmail;
  const invisible = characters.find(isInvisible);
  if (invisible) return fillMessage(CHALLENGE_MESSAGES.displayNameInvisible, { character: codePointName(invisible) });
  if (MARKUP.test(name)) return CHALLENGE_MESSAGES.displayNameMarkup;
  const other = characters.find((character) => !ALLOWED.test(character));
  if (other) return fillMessage(CHALLENGE_MESSAGES.displayNameCharacter, { character: other });
  let marks = 0;
  let previous = '';
  for (const character of characters) {
    if (MARK.test(character)) {
      marks += 1;
      // A mark carried by a letter (or a digit), never by a space, punctuation or the start of the name.
      if (marks > CHALLENGE_DISPLAY_NAME_MARKS_MAX || !/^[\p{L}\p{M}\p{Nd}]$/u.test(previous)) {
        return CHALLENGE_MESSAGES.displayNameMarks;
      }
    } else marks = 0;
    previous = character;
  }
  return undefined;
}

/**
 * The name a member shows on the leaderboard: 1 to 40 characters once normalised, and nothing that could
 * pass for someone or something else (getDisplayNameProblem). The join and the change both take it.
 */
export const ZChallengeDisplayName = z.string({ error: CHALLENGE_MESSAGES.displayName }).check(
  z.overwrite(normalizeDisplayName),
  z.minLength(1, CHALLENGE_MESSAGES.displayName),
  z.maxLength(CHALLENGE_DISPLAY_NAME_MAX, CHALLENGE_MESSAGES.displayName),
  z.superRefine((name, context) => {
    const problem = getDisplayNameProblem(name);
    if (problem) context.addIssue({ code: 'custom', message: problem, input: name });
  }),
);

/**
 * The name to show for a stored one: as the rule keeps it, or null ("A member") when it breaks the rule
 * (a name stored before the rule held). What the server answers wherever a name is shown.
 */
export function toShownDisplayName(stored: string | null): string | null {
  if (stored === null) return null;
  const parsed = ZChallengeDisplayName.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

const ZDisplayName = z.nullable(ZChallengeDisplayName);

/** `POST /challenges/:id/join`: a team for `choose` challenges, the name to show (null: "A member"). */
export const ZJoinChallengeRequest = z.object({
  team_id: z.optional(createIdSchema(CHALLENGE_MESSAGES.teamNotFound)),
  display_name: ZDisplayName,
  /** The member let the app read the phone's step count for it (asked when joining, in the native app). */
  phone_steps: z.optional(z.boolean({ error: CHALLENGE_MESSAGES.phoneSteps })),
});
export type TJoinChallengeRequest = z.input<typeof ZJoinChallengeRequest>;

/** `PUT /challenges/:id/display-name`. */
export const ZDisplayNameRequest = z.object({ display_name: ZDisplayName });
export type TDisplayNameRequest = z.input<typeof ZDisplayNameRequest>;

/** `PUT /challenges/:id/phone-steps`. */
export const ZPhoneStepsRequest = z.object({ phone_steps: z.boolean({ error: CHALLENGE_MESSAGES.phoneSteps }) });
export type TPhoneStepsRequest = z.input<typeof ZPhoneStepsRequest>;

/** A malformed challenge id is answered as an unknown one (404); a malformed day names the day (400). */
export const ZChallengeEntryParams = z.object({
  id: z.string().check(z.maxLength(100)),
  day: createCalendarDateSchema({ date: CHALLENGE_MESSAGES.entryDay }),
});

/** `PUT /challenges/:id/entries/:day`: the day's one value (replacing any before). */
export const ZChallengeEntryRequest = z.object({
  value: z
    .number({ error: CHALLENGE_MESSAGES.entryValue })
    .check(
      z.int(CHALLENGE_MESSAGES.entryValue),
      z.gte(0, CHALLENGE_MESSAGES.entryValue),
      z.lte(CHALLENGE_STEPS_PER_DAY_MAX, CHALLENGE_MESSAGES.entrySteps),
    ),
  source: z.enum(CHALLENGE_ENTRY_SOURCES, { error: CHALLENGE_MESSAGES.entrySource }),
});
export type TChallengeEntryRequest = z.input<typeof ZChallengeEntryRequest>;

/** What an entry did: the day as stored, the progress after, and the points if it finished the challenge. */
export const ZChallengeEntryResult = z.object({
  entry: ZChallengeEntry,
  progress: ZChallengeProgress,
  /** The challenge's points when this entry finished it (awarded once; null otherwise or without a plan). */
  points_awarded: z.nullable(z.number()),
});
export type TChallengeEntryResult = z.infer<typeof ZChallengeEntryResult>;
