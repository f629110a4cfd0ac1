import {
  CHALLENGE_JOIN_EARLY_DAYS,
  CHALLENGE_LEADERBOARD_SIZE,
  CHALLENGE_MESSAGES,
  CHALLENGE_RECENT_DAYS,
  challengeClosesOn,
  challengeDayMax,
  challengeJoinOpensOn,
  countChallengeDays,
  shiftDay,
  toShownDisplayName,
} from '@portal/contracts/challenges';
import type {
  TAdminChallenge,
  TAdminChallengeDetail,
  TAdminChallengeList,
  TChallenge,
  TChallengeEntry,
  TChallengeEntryRequest,
  TChallengeEntryResult,
  TChallengeInput,
  TChallengeLeaderboard,
  TChallengeProgress,
  TChallengeStatus,
  TJoinChallengeRequest,
  TMemberChallenge,
  TMemberChallengeDetail,
  TMemberChallengeList,
} from '@portal/contracts/challenges';
import { ERROR_CODES } from '@portal/contracts/errors';
import { isUuid } from '@portal/contracts/ids';
import { fillMessage } from '@portal/contracts/localize-message';
import { getLatestToday } from '@portal/contracts/profile';
import type { Caller } from '../../lib/caller';
import type { ClientContext } from '../../lib/client-context';
import { AppError, validationFailed } from '../../lib/errors';
import { dayOf } from '../../lib/utc-days';
import { challengeParticipation, countOf } from '../engagement/small-groups';
import type { ActivityRewards } from '../rewards/rewards-service';
import { createAwardHook } from '../rewards/rewards-service';
import { findPlanOn } from '../rewards/rewards-ledger';
import type {
  ChallengeFields,
  ChallengeRow,
  EntryRow,
  JoinWindow,
  ParticipantRow,
  TeamRow,
} from './challenges-repository';
import type { ChallengesRepository } from './challenges-repository';

/** The earliest time zone's date (UTC−12): a window that ends on a day stays open until that day ends everywhere. */
export function getEarliestToday(at: Date): string {
  return dayOf(new Date(at.getTime() - 12 * 60 * 60_000));
}

function notFound(message: string = CHALLENGE_MESSAGES.notFound): AppError {
  return new AppError(ERROR_CODES.notFound, message);
}

function conflict(message: string, field?: string): AppError {
  return new AppError(ERROR_CODES.conflict, message, field);
}

/** The days the daily goal must be met on: the admin's number, else every day of the challenge. */
export function daysRequiredOf(challenge: Pick<ChallengeRow, 'goalType' | 'daysRequired' | 'startsOn' | 'endsOn'>) {
  return challenge.daysRequired ?? countChallengeDays(challenge.startsOn, challenge.endsOn);
}

function statusOf(challenge: Pick<ChallengeRow, 'startsOn' | 'endsOn'>, today: string): TChallengeStatus {
  if (challenge.endsOn < today) return 'ended';
  return challenge.startsOn > today ? 'upcoming' : 'running';
}

/**
 * Members may join from CHALLENGE_JOIN_EARLY_DAYS before the start (a UTC day, as the members' list
 * offers it) until `join_until` has ended everywhere: before that it has not opened, after it has closed.
 */
function joinWindowOf(challenge: Pick<ChallengeRow, 'startsOn' | 'joinUntil'>, at: Date): JoinWindow {
  if (dayOf(at) < challengeJoinOpensOn(challenge.startsOn)) return 'not-open';
  return challenge.joinUntil >= getEarliestToday(at) ? 'open' : 'closed';
}

function isJoinOpen(challenge: Pick<ChallengeRow, 'startsOn' | 'joinUntil'>, at: Date): boolean {
  return joinWindowOf(challenge, at) === 'open';
}

/** Entries may change from the first day until `closes_on` has ended everywhere. */
function isOpenForEntries(challenge: Pick<ChallengeRow, 'startsOn' | 'endsOn'>, at: Date): boolean {
  return (
    getLatestToday(at.getTime()) >= challenge.startsOn && challengeClosesOn(challenge.endsOn) >= getEarliestToday(at)
  );
}

function toChallenge(challenge: ChallengeRow, teams: TeamRow[], today: string): TChallenge {
  return {
    id: challenge.id,
    title: challenge.title,
    description: challenge.description,
    kind: challenge.kind,
    goal_type: challenge.goalType,
    goal: challenge.goal,
    days_required: challenge.goalType === 'daily' ? daysRequiredOf(challenge) : null,
    teams: challenge.teamMode,
    team_list: teams
      .filter((team) => team.challengeId === challenge.id)
      .map((team) => ({ id: team.id, name: team.name })),
    starts_on: challenge.startsOn,
    ends_on: challenge.endsOn,
    join_until: challenge.joinUntil,
    closes_on: challengeClosesOn(challenge.endsOn),
    points: challenge.points,
    status: statusOf(challenge, today),
  };
}

function toProgress(challenge: ChallengeRow, participant: ParticipantRow): TChallengeProgress {
  const share =
    challenge.goalType === 'total'
      ? participant.total / challenge.goal
      : participant.daysMet / daysRequiredOf(challenge);
  return {
    total: participant.total,
    days_met: participant.daysMet,
    percent: participant.finishedAt ? 100 : Math.min(100, Math.floor(share * 100)),
    finished_at: participant.finishedAt?.toISOString() ?? null,
  };
}

function toEntry(entry: EntryRow): TChallengeEntry {
  return { day: entry.day, value: entry.value, source: entry.source, updated_at: entry.updatedAt.toISOString() };
}

function toFields(input: TChallengeInput): { fields: ChallengeFields; teamNames: string[] } {
  return {
    fields: {
      title: input.title,
      description: input.description ?? '',
      kind: input.kind,
      goalType: input.goal_type,
      goal: input.goal,
      daysRequired: input.goal_type === 'daily' ? (input.days_required ?? null) : null,
      teamMode: input.teams,
      startsOn: input.starts_on,
      endsOn: input.ends_on,
      joinUntil: input.join_until,
      points: input.points,
    },
    teamNames: input.teams === 'individual' ? [] : (input.team_names ?? []),
  };
}

export type ChallengesService = ReturnType<typeof createChallengesService>;

export function createChallengesService(deps: {
  repository: ChallengesRepository;
  /** The incentives ledger: finishing a challenge awards its points in the entry's transaction. */
  rewards?: ActivityRewards;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function requireChallenge(caller: Caller, challengeId: string): Promise<ChallengeRow> {
    const challenge = isUuid(challengeId) ? await repository.findChallenge(caller.tenant.id, challengeId) : undefined;
    if (!challenge) throw notFound();
    return challenge;
  }

  async function adminChallenges(rows: ChallengeRow[], today: string): Promise<TAdminChallenge[]> {
    const ids = rows.map((row) => row.id);
    const [teams, counts] = await Promise.all([repository.teamsOf(ids), repository.countParticipation(ids)]);
    const byId = new Map(counts.map((row) => [row.challengeId, row]));
    return rows.map((row) => {
      const participation = byId.get(row.id);
      return {
        ...toChallenge(row, teams, today),
        participation: challengeParticipation(Number(participation?.joined ?? 0), Number(participation?.finished ?? 0)),
        created_at: row.createdAt.toISOString(),
      };
    });
  }

  async function getAdminChallenge(caller: Caller, challengeId: string): Promise<TAdminChallengeDetail> {
    const challenge = await requireChallenge(caller, challengeId);
    const [[summary], totals, participants] = await Promise.all([
      adminChallenges([challenge], dayOf(now())),
      repository.teamTotals(challenge.id),
      challenge.teamMode === 'individual' ? Promise.resolve([]) : repository.listParticipants(challenge.id),
    ]);
    if (!summary) throw notFound();
    const byTeam = new Map(totals.map((row) => [row.teamId, row]));
    return {
      ...summary,
      team_totals: summary.team_list.map((team) => {
        const row = byTeam.get(team.id);
        const members = Number(row?.members ?? 0);
        return {
          team_id: team.id,
          name: team.name,
          members: countOf(members),
          total: countOf(Number(row?.total ?? 0), members),
        };
      }),
      participants: participants.map((row) => ({
        account_id: row.accountId,
        name: [row.firstName, row.lastName].filter(Boolean).join(' '),
        email: row.email,
        team_id: row.teamId,
      })),
    };
  }

  async function save(
    caller: Caller,
    challengeId: string | null,
    input: TChallengeInput,
    context: ClientContext,
  ): Promise<TAdminChallengeDetail> {
    const at = now();
    const { fields, teamNames } = toFields(input);
    const saved = await repository.saveChallenge(caller.tenant.id, challengeId, fields, teamNames, {
      today: dayOf(at),
      createdBy: caller.account.id,
      audit: {
        tenantId: caller.tenant.id,
        accountId: null,
        actorAccountId: caller.account.id,
        event: 'challenge_changed',
        context,
        details: { created: challengeId === null, starts_on: fields.startsOn, ends_on: fields.endsOn },
      },
    });
    switch (saved.kind) {
      case 'not-found':
        throw notFound();
      case 'ended':
        throw conflict(CHALLENGE_MESSAGES.ended);
      case 'in-past':
        throw validationFailed(CHALLENGE_MESSAGES.endsInPast, 'ends_on');
      case 'locked':
        throw conflict(CHALLENGE_MESSAGES.teamModeLocked, saved.field);
      case 'team-in-use':
        throw conflict(CHALLENGE_MESSAGES.teamInUse, 'team_names');
      case 'saved':
        return getAdminChallenge(caller, saved.challenge.id);
    }
  }

  async function memberChallenges(caller: Caller, rows: ChallengeRow[], at: Date): Promise<TMemberChallenge[]> {
    const ids = rows.map((row) => row.id);
    const today = dayOf(at);
    const [teams, mine, participants] = await Promise.all([
      repository.teamsOf(ids),
      repository.listParticipations(ids, caller.account.id),
      repository.countParticipants(ids),
    ]);
    const mineById = new Map(mine.map((row) => [row.challengeId, row]));
    return rows.map((row) => {
      const challenge = toChallenge(row, teams, today);
      const participant = mineById.get(row.id);
      return {
        ...challenge,
        joined: participant !== undefined,
        can_join: participant === undefined && isJoinOpen(row, at),
        can_log: participant !== undefined && isOpenForEntries(row, at),
        progress: participant ? toProgress(row, participant) : null,
        my_team: challenge.team_list.find((team) => team.id === participant?.teamId) ?? null,
        // A name stored before the rule that breaks it shows as none: "A member", to its member too.
        my_display_name: toShownDisplayName(participant?.displayName ?? null),
        phone_steps: participant?.phoneSteps ?? false,
        participants: participants.get(row.id) ?? 0,
      };
    });
  }

  async function leaderboardOf(
    challenge: ChallengeRow,
    teams: TChallenge['team_list'],
    accountId: string,
    participant: ParticipantRow | undefined,
  ): Promise<TChallengeLeaderboard> {
    const [top, totals] = await Promise.all([
      repository.leaderboard(challenge.id, CHALLENGE_LEADERBOARD_SIZE),
      repository.teamTotals(challenge.id),
    ]);
    const byTeam = new Map(totals.map((row) => [row.teamId, row]));
    const rows = top.map((row, index) => ({
      // Ties share a rank: one more than those with more.
      rank: top.findIndex((other) => other.total === row.total) + 1 || index + 1,
      display_name: toShownDisplayName(row.displayName),
      team_id: row.teamId,
      total: row.total,
      finished: row.finishedAt !== null,
      is_me: row.accountId === accountId,
    }));
    if (participant && !rows.some((row) => row.is_me)) {
      rows.push({
        rank: (await repository.countAhead(challenge.id, participant.total)) + 1,
        display_name: toShownDisplayName(participant.displayName),
        team_id: participant.teamId,
        total: participant.total,
        finished: participant.finishedAt !== null,
        is_me: true,
      });
    }
    return {
      teams: teams
        .map((team) => ({
          team_id: team.id,
          name: team.name,
          members: Number(byTeam.get(team.id)?.members ?? 0),
          total: Number(byTeam.get(team.id)?.total ?? 0),
        }))
        .sort((a, b) => b.total - a.total),
      members: rows,
    };
  }

  async function getMemberChallenge(caller: Caller, challengeId: string): Promise<TMemberChallengeDetail> {
    const at = now();
    const challenge = await requireChallenge(caller, challengeId);
    const [summary] = await memberChallenges(caller, [challenge], at);
    if (!summary) throw notFound();
    const [participant, entries] = await Promise.all([
      repository.findParticipant(challenge.id, caller.account.id),
      repository.listEntries(challenge.id, caller.account.id),
    ]);
    return {
      ...summary,
      entries: entries.map(toEntry),
      leaderboard: await leaderboardOf(challenge, summary.team_list, caller.account.id, participant),
    };
  }

  return {
    // — The programme's admins —

    async listAdminChallenges(caller: Caller): Promise<TAdminChallengeList> {
      const today = dayOf(now());
      const rows = await repository.listChallenges(caller.tenant.id);
      const current = rows.filter((row) => row.endsOn >= today).sort((a, b) => a.startsOn.localeCompare(b.startsOn));
      const ended = rows.filter((row) => row.endsOn < today).sort((a, b) => b.endsOn.localeCompare(a.endsOn));
      return { challenges: await adminChallenges([...current, ...ended], today) };
    },

    getAdminChallenge,

    createChallenge: (caller: Caller, input: { request: TChallengeInput; context: ClientContext }) =>
      save(caller, null, input.request, input.context),

    async updateChallenge(
      caller: Caller,
      input: { challengeId: string; request: TChallengeInput; context: ClientContext },
    ) {
      await requireChallenge(caller, input.challengeId);
      return save(caller, input.challengeId, input.request, input.context);
    },

    async moveParticipant(
      caller: Caller,
      input: { challengeId: string; accountId: string; teamId: string; context: ClientContext },
    ): Promise<TAdminChallengeDetail> {
      const challenge = await requireChallenge(caller, input.challengeId);
      if (challenge.teamMode === 'individual') throw conflict(CHALLENGE_MESSAGES.noTeams, 'team_id');
      if (challenge.endsOn < dayOf(now())) throw conflict(CHALLENGE_MESSAGES.ended);
      const moved = await repository.moveParticipant(challenge.id, input.accountId, input.teamId, {
        tenantId: caller.tenant.id,
        accountId: input.accountId,
        actorAccountId: caller.account.id,
        event: 'challenge_changed',
        context: input.context,
        details: { challenge_id: challenge.id, team_id: input.teamId, moved: true },
      });
      if (moved === 'not-joined') throw notFound(CHALLENGE_MESSAGES.participantNotFound);
      if (moved === 'no-team') throw validationFailed(CHALLENGE_MESSAGES.teamNotFound, 'team_id');
      return getAdminChallenge(caller, challenge.id);
    },

    // — Members —

    async listMemberChallenges(caller: Caller): Promise<TMemberChallengeList> {
      const at = now();
      const today = dayOf(at);
      const rows = await repository.listChallenges(caller.tenant.id, {
        endsFrom: shiftDay(today, -CHALLENGE_RECENT_DAYS),
        startsBy: shiftDay(today, CHALLENGE_JOIN_EARLY_DAYS),
      });
      // Running first, then upcoming (soonest first), then ended (latest first).
      const order = { running: 0, upcoming: 1, ended: 2 } as const;
      const sorted = [...rows].sort((a, b) => {
        const byStatus = order[statusOf(a, today)] - order[statusOf(b, today)];
        if (byStatus !== 0) return byStatus;
        return statusOf(a, today) === 'ended' ? b.endsOn.localeCompare(a.endsOn) : a.startsOn.localeCompare(b.startsOn);
      });
      return { challenges: await memberChallenges(caller, sorted, at) };
    },

    getMemberChallenge,

    async join(caller: Caller, challengeId: string, request: TJoinChallengeRequest): Promise<TMemberChallengeDetail> {
      const at = now();
      const challenge = await requireChallenge(caller, challengeId);
      let teamId: string | null = null;
      if (challenge.teamMode === 'choose') {
        if (!request.team_id) throw validationFailed(CHALLENGE_MESSAGES.teamRequired, 'team_id');
        const teams = await repository.teamsOf([challenge.id]);
        if (!teams.some((team) => team.id === request.team_id)) {
          throw validationFailed(CHALLENGE_MESSAGES.teamNotFound, 'team_id');
        }
        teamId = request.team_id;
      } else if (request.team_id !== undefined && challenge.teamMode === 'individual') {
        throw validationFailed(CHALLENGE_MESSAGES.noTeams, 'team_id');
      }
      const joined = await repository.join(caller.tenant.id, challenge.id, caller.account.id, {
        teamId,
        displayName: request.display_name,
        phoneSteps: request.phone_steps ?? false,
        joinWindow: (row) => joinWindowOf(row, at),
      });
      if (joined.kind === 'not-found') throw notFound();
      if (joined.kind === 'not-open') {
        const opensOn = challengeJoinOpensOn(joined.startsOn);
        throw new AppError(
          ERROR_CODES.conflict,
          fillMessage(CHALLENGE_MESSAGES.joinNotOpen, { date: opensOn }),
          undefined,
          { opens_on: opensOn },
        );
      }
      if (joined.kind === 'closed') throw conflict(CHALLENGE_MESSAGES.joinClosed);
      if (joined.kind === 'already-joined') throw conflict(CHALLENGE_MESSAGES.alreadyJoined);
      return getMemberChallenge(caller, challenge.id);
    },

    async setDisplayName(
      caller: Caller,
      challengeId: string,
      displayName: string | null,
    ): Promise<TMemberChallengeDetail> {
      const challenge = await requireChallenge(caller, challengeId);
      const updated = await repository.updateParticipant(challenge.id, caller.account.id, { displayName });
      if (!updated) throw conflict(CHALLENGE_MESSAGES.notJoined);
      return getMemberChallenge(caller, challenge.id);
    },

    async setPhoneSteps(caller: Caller, challengeId: string, phoneSteps: boolean): Promise<TMemberChallengeDetail> {
      const challenge = await requireChallenge(caller, challengeId);
      const updated = await repository.updateParticipant(challenge.id, caller.account.id, { phoneSteps });
      if (!updated) throw conflict(CHALLENGE_MESSAGES.notJoined);
      return getMemberChallenge(caller, challenge.id);
    },

    /**
     * A day's value: a day of the challenge up to today wherever the member is, while it has not closed,
     * within the day's bound of its kind. Finishing awards the points in the same transaction.
     */
    async saveEntry(
      caller: Caller,
      input: { challengeId: string; day: string; request: TChallengeEntryRequest },
    ): Promise<TChallengeEntryResult> {
      const at = now();
      const challenge = await requireChallenge(caller, input.challengeId);
      const { day, request } = input;
      if (day < challenge.startsOn || day > challenge.endsOn || day > getLatestToday(at.getTime())) {
        throw validationFailed(CHALLENGE_MESSAGES.entryDay, 'day');
      }
      if (request.value > challengeDayMax(challenge.kind)) {
        const message = {
          steps: CHALLENGE_MESSAGES.entrySteps,
          active_minutes: CHALLENGE_MESSAGES.entryMinutes,
          habit: CHALLENGE_MESSAGES.entryHabit,
        }[challenge.kind];
        throw validationFailed(message, 'value');
      }
      if (!isOpenForEntries(challenge, at)) throw conflict(CHALLENGE_MESSAGES.entryClosed);
      const award = createAwardHook(deps.rewards, {
        tenant: caller.tenant,
        accountId: caller.account.id,
        source: 'challenge',
        activityKey: 'challenge',
        awardKey: `challenge:${challenge.id}`,
        points: challenge.points,
        title: challenge.title,
      });
      let pointsAwarded: number | null = null;
      const saved = await repository.saveEntry(
        challenge,
        {
          tenantId: caller.tenant.id,
          accountId: caller.account.id,
          day,
          value: request.value,
          source: request.source,
          at,
        },
        daysRequiredOf(challenge),
        async (tx) => {
          await award.within(tx);
          // A challenge's points go into the plan year in force; without one, finishing earns none.
          if (deps.rewards && (await findPlanOn(tx, caller.tenant.id, dayOf(at)))) pointsAwarded = challenge.points;
        },
      );
      if (saved.kind === 'not-joined') throw conflict(CHALLENGE_MESSAGES.notJoined);
      award.afterCommit();
      return {
        entry: toEntry(saved.entry),
        progress: toProgress(challenge, saved.participant),
        points_awarded: saved.finishedNow ? pointsAwarded : null,
      };
    },
  };
}
