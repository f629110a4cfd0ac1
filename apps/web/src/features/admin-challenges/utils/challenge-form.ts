import type {
  TAdminChallenge,
  TChallengeGoalType,
  TChallengeInput,
  TChallengeKind,
  TChallengeTeamMode,
} from '@portal/contracts/challenges';
import * as z from 'zod/mini';
import { CHALLENGE_MESSAGES, CHALLENGE_TEAMS_MIN, ZChallengeInput, shiftDay } from '@portal/contracts/challenges';

/** A team's name in the form, with a key of its own so removing one keeps the others' fields. */
export interface TeamRow {
  row: string;
  name: string;
}

/** The form's values, as typed: numbers are strings until the request is made. */
export interface ChallengeFormValues {
  title: string;
  description: string;
  kind: TChallengeKind;
  goal_type: TChallengeGoalType;
  goal: string;
  days_required: string;
  teams: TChallengeTeamMode;
  team_names: TeamRow[];
  starts_on: string;
  ends_on: string;
  join_until: string;
  points: string;
}

/** The fields in screen order: focus goes to the first in error. */
export const CHALLENGE_FIELDS = [
  'title',
  'description',
  'kind',
  'goal_type',
  'goal',
  'days_required',
  'teams',
  'team_names',
  ...Array.from({ length: 20 }, (_, index) => `team_names.${index}`),
  'starts_on',
  'ends_on',
  'join_until',
  'points',
] as const;

let rows = 0;
export function teamRow(name = ''): TeamRow {
  rows += 1;
  return { row: `team-${rows}`, name };
}

/** An existing challenge's values, or a new one's: steps, 7,000 a day, starting in a week for four weeks. */
export function challengeFormValues(challenge: TAdminChallenge | null, today: string): ChallengeFormValues {
  if (challenge) {
    return {
      title: challenge.title,
      description: challenge.description,
      kind: challenge.kind,
      goal_type: challenge.goal_type,
      goal: String(challenge.goal),
      days_required: challenge.days_required === null ? '' : String(challenge.days_required),
      teams: challenge.teams,
      team_names: challenge.team_list.map((team) => teamRow(team.name)),
      starts_on: challenge.starts_on,
      ends_on: challenge.ends_on,
      join_until: challenge.join_until,
      points: String(challenge.points),
    };
  }
  const starts = shiftDay(today, 7);
  return {
    title: '',
    description: '',
    kind: 'steps',
    goal_type: 'daily',
    goal: '7000',
    days_required: '',
    teams: 'individual',
    team_names: [],
    starts_on: starts,
    ends_on: shiftDay(starts, 27),
    join_until: shiftDay(starts, 27),
    points: '100',
  };
}

/** A typed whole number, or what the schema refuses with the field's message. */
function number(typed: string): number | undefined {
  const trimmed = typed.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

export function challengeRequest(values: ChallengeFormValues): TChallengeInput {
  const daysRequired = number(values.days_required);
  return {
    title: values.title,
    description: values.description,
    kind: values.kind,
    goal_type: values.goal_type,
    goal: number(values.goal) as number,
    days_required: values.goal_type === 'daily' ? (daysRequired ?? null) : null,
    teams: values.teams,
    team_names: values.teams === 'individual' ? [] : values.team_names.map((team) => team.name),
    starts_on: values.starts_on,
    ends_on: values.ends_on,
    join_until: values.join_until,
    points: number(values.points) as number,
  };
}

/** Switching to teams starts with two empty names; a daily habit's goal is one check-in a day. */
export function withKind(values: ChallengeFormValues, kind: TChallengeKind): ChallengeFormValues {
  return kind === 'habit' ? { ...values, kind, goal_type: 'daily', goal: '1' } : { ...values, kind };
}

export function withTeamMode(values: ChallengeFormValues, teams: TChallengeTeamMode): ChallengeFormValues {
  if (teams === 'individual') return { ...values, teams };
  const missing = Math.max(0, CHALLENGE_TEAMS_MIN - values.team_names.length);
  return { ...values, teams, team_names: [...values.team_names, ...Array.from({ length: missing }, () => teamRow())] };
}

/** Today as the server reads a challenge's last day against it: the UTC day, `YYYY-MM-DD`. */
export function serverToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The contract's challenge, and a last day not before `today` (the server refuses a challenge wholly in
 * the past, on creating as on changing one), so the form says so beside the field before sending.
 */
export function challengeSchema(today: string) {
  return ZChallengeInput.check(
    z.refine((input) => input.ends_on >= today, { message: CHALLENGE_MESSAGES.endsInPast, path: ['ends_on'] }),
  );
}
