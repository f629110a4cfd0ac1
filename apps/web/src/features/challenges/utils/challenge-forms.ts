import * as z from 'zod/mini';
import type { TChallengeKind } from '@portal/contracts/challenges';
import {
  CHALLENGE_MESSAGES,
  challengeDayMax,
  ZChallengeEntryRequest,
  ZDisplayNameRequest,
  ZJoinChallengeRequest,
} from '@portal/contracts/challenges';

/** The name to show, or "Don't show my name". */
export interface DisplayNameValues {
  hide_name: boolean;
  display_name: string;
}

export function displayNameRequest(values: DisplayNameValues) {
  return { display_name: values.hide_name ? null : values.display_name };
}

export const displayNameSchema = ZDisplayNameRequest;

export interface JoinValues extends DisplayNameValues {
  team_id: string;
}

/** The join request; a team only for a challenge whose members pick one. */
export function joinRequest(values: JoinValues, teamMode: string) {
  return {
    ...(teamMode === 'choose' ? { team_id: values.team_id || undefined } : {}),
    ...displayNameRequest(values),
  };
}

/** The contract's join request, and a team chosen where members pick one, as the server checks it. */
export function joinSchema(teamMode: string) {
  return ZJoinChallengeRequest.check(
    z.refine((request) => teamMode !== 'choose' || Boolean(request.team_id), {
      message: CHALLENGE_MESSAGES.teamRequired,
      path: ['team_id'],
    }),
  );
}

export interface EntryValues {
  day: string;
  /** Steps or minutes as typed; for a habit, "1" (done) or "0". */
  value: string;
}

export function entryRequest(values: EntryValues) {
  const typed = values.value.trim();
  return { day: values.day, value: typed === '' ? undefined : Number(typed), source: 'manual' as const };
}

const DAY_MAX_MESSAGES: Record<TChallengeKind, string> = {
  steps: CHALLENGE_MESSAGES.entrySteps,
  active_minutes: CHALLENGE_MESSAGES.entryMinutes,
  habit: CHALLENGE_MESSAGES.entryHabit,
};

/**
 * A day's entry: the contract's value and source, the day one of those offered, and at most the kind's
 * bound for a day (100,000 steps, 1,440 minutes, 1 check-in), as the server checks it.
 */
export function entrySchema(kind: TChallengeKind, days: readonly string[]) {
  return z.object({ day: z.string(), ...ZChallengeEntryRequest.shape }).check(
    z.refine((request) => days.includes(request.day), { message: CHALLENGE_MESSAGES.entryDay, path: ['day'] }),
    // Steps' bound is the contract's own; the other kinds' are lower.
    z.refine(
      (request) => kind === 'steps' || typeof request.value !== 'number' || request.value <= challengeDayMax(kind),
      {
        message: DAY_MAX_MESSAGES[kind],
        path: ['value'],
      },
    ),
  );
}
