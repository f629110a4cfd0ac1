import { and, asc, count, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { TChallengeEntrySource } from '@portal/contracts/challenges';
import type { Database } from '../../db/client';
import {
  accounts,
  challengeEntries,
  challengeParticipants,
  challengeTeams,
  challenges,
  members,
} from '../../db/schema';
import type { WithinTransaction } from '../../lib/within-transaction';
import type { AuditEvent } from '../audit-log/audit-log-repository';
import { insertAuditEvent } from '../audit-log/audit-log-repository';

export type ChallengeRow = typeof challenges.$inferSelect;
export type TeamRow = typeof challengeTeams.$inferSelect;
export type ParticipantRow = typeof challengeParticipants.$inferSelect;
export type EntryRow = typeof challengeEntries.$inferSelect;

export type ChallengeFields = Pick<
  ChallengeRow,
  | 'title'
  | 'description'
  | 'kind'
  | 'goalType'
  | 'goal'
  | 'daysRequired'
  | 'teamMode'
  | 'startsOn'
  | 'endsOn'
  | 'joinUntil'
  | 'points'
>;

export type SaveOutcome =
  | { kind: 'saved'; challenge: ChallengeRow }
  | { kind: 'not-found' }
  | { kind: 'ended' }
  | { kind: 'in-past' }
  | { kind: 'locked'; field: 'kind' | 'teams' }
  | { kind: 'team-in-use' };

/** Where the join window stands: not opened yet, open, or closed. */
export type JoinWindow = 'not-open' | 'open' | 'closed';

export type JoinOutcome =
  | { kind: 'joined'; participant: ParticipantRow }
  | { kind: 'already-joined' }
  | { kind: 'not-found' }
  /** Its window opens later: the first day, as locked, to say when. */
  | { kind: 'not-open'; startsOn: string }
  | { kind: 'closed' };

export type EntryOutcome =
  { kind: 'saved'; entry: EntryRow; participant: ParticipantRow; finishedNow: boolean } | { kind: 'not-joined' };

/** When a member's progress finishes a challenge. */
export function isFinished(
  challenge: Pick<ChallengeRow, 'goalType' | 'goal'>,
  daysRequired: number,
  progress: { total: number; daysMet: number },
) {
  return challenge.goalType === 'total' ? progress.total >= challenge.goal : progress.daysMet >= daysRequired;
}

/** Every query names the tenant: a challenge, a team or an entry is only ever its programme's. */
export function createChallengesRepository(db: Database) {
  async function teamsOf(executor: Pick<Database, 'select'>, challengeIds: string[]): Promise<TeamRow[]> {
    if (challengeIds.length === 0) return [];
    return executor
      .select()
      .from(challengeTeams)
      .where(inArray(challengeTeams.challengeId, challengeIds))
      .orderBy(asc(challengeTeams.position));
  }

  return {
    teamsOf: (challengeIds: string[]) => teamsOf(db, challengeIds),

    async findChallenge(tenantId: string, challengeId: string): Promise<ChallengeRow | undefined> {
      const [row] = await db
        .select()
        .from(challenges)
        .where(and(eq(challenges.tenantId, tenantId), eq(challenges.id, challengeId)))
        .limit(1);
      return row;
    },

    /** The tenant's challenges; those ending on or after `endsFrom` and starting by `startsBy` when given. */
    async listChallenges(tenantId: string, window: { endsFrom?: string; startsBy?: string } = {}) {
      return db
        .select()
        .from(challenges)
        .where(
          and(
            eq(challenges.tenantId, tenantId),
            window.endsFrom ? gte(challenges.endsOn, window.endsFrom) : undefined,
            window.startsBy ? lte(challenges.startsOn, window.startsBy) : undefined,
          ),
        )
        .orderBy(desc(challenges.startsOn), asc(challenges.title));
    },

    /** Joined and finished per challenge. */
    async countParticipation(challengeIds: string[]) {
      if (challengeIds.length === 0) return [];
      return db
        .select({
          challengeId: challengeParticipants.challengeId,
          joined: count(),
          finished: sql<number>`count(${challengeParticipants.finishedAt})::int`,
        })
        .from(challengeParticipants)
        .where(inArray(challengeParticipants.challengeId, challengeIds))
        .groupBy(challengeParticipants.challengeId);
    },

    /** Each team's members and the sum of their totals. */
    async teamTotals(challengeId: string) {
      return db
        .select({
          teamId: challengeParticipants.teamId,
          members: count(),
          total: sql<number>`coalesce(sum(${challengeParticipants.total}), 0)::int`,
        })
        .from(challengeParticipants)
        .where(eq(challengeParticipants.challengeId, challengeId))
        .groupBy(challengeParticipants.teamId);
    },

    /** Who is in the challenge, by name and team (an admin's view: never anyone's progress). */
    async listParticipants(challengeId: string) {
      return db
        .select({
          accountId: challengeParticipants.accountId,
          email: accounts.email,
          firstName: members.firstName,
          lastName: members.lastName,
          teamId: challengeParticipants.teamId,
        })
        .from(challengeParticipants)
        .innerJoin(accounts, eq(accounts.id, challengeParticipants.accountId))
        .leftJoin(members, eq(members.accountId, challengeParticipants.accountId))
        .where(eq(challengeParticipants.challengeId, challengeId))
        .orderBy(asc(members.lastName), asc(members.firstName), asc(accounts.email));
    },

    /**
     * Adds a challenge or changes one, under a lock on its row: not once it has ended, never to end before
     * `today` (wholly in the past), its kind and how teams are formed not once members joined, and a team
     * not removed while it has members. Teams are matched by position (renamed in place). A change of the
     * daily goal counts each member's days met anew.
     */
    async saveChallenge(
      tenantId: string,
      challengeId: string | null,
      fields: ChallengeFields,
      teamNames: string[],
      options: { today: string; createdBy: string; audit: AuditEvent },
    ): Promise<SaveOutcome> {
      return db.transaction(async (tx) => {
        let saved: ChallengeRow | undefined;
        if (challengeId) {
          const [current] = await tx
            .select()
            .from(challenges)
            .where(and(eq(challenges.tenantId, tenantId), eq(challenges.id, challengeId)))
            .for('update');
          if (!current) return { kind: 'not-found' as const };
          if (current.endsOn < options.today) return { kind: 'ended' as const };
          if (fields.endsOn < options.today) return { kind: 'in-past' as const };
          const [participation] = await tx
            .select({ joined: count() })
            .from(challengeParticipants)
            .where(eq(challengeParticipants.challengeId, challengeId));
          if ((participation?.joined ?? 0) > 0) {
            if (current.kind !== fields.kind) return { kind: 'locked' as const, field: 'kind' as const };
            if (current.teamMode !== fields.teamMode) return { kind: 'locked' as const, field: 'teams' as const };
          }
          const teams = await teamsOf(tx, [challengeId]);
          const removed = teams.filter((team) => team.position >= teamNames.length).map((team) => team.id);
          if (removed.length > 0) {
            const [inUse] = await tx
              .select({ accountId: challengeParticipants.accountId })
              .from(challengeParticipants)
              .where(inArray(challengeParticipants.teamId, removed))
              .limit(1);
            if (inUse) return { kind: 'team-in-use' as const };
            await tx.delete(challengeTeams).where(inArray(challengeTeams.id, removed));
          }
          for (const team of teams) {
            const name = teamNames[team.position];
            if (name !== undefined && name !== team.name) {
              await tx.update(challengeTeams).set({ name }).where(eq(challengeTeams.id, team.id));
            }
          }
          const added = teamNames
            .map((name, position) => ({ name, position }))
            .filter(({ position }) => !teams.some((team) => team.position === position));
          if (added.length > 0) {
            await tx
              .insert(challengeTeams)
              .values(added.map(({ name, position }) => ({ challengeId, tenantId, name, position })));
          }
          [saved] = await tx
            .update(challenges)
            .set({ ...fields, updatedAt: sql`now()` })
            .where(eq(challenges.id, challengeId))
            .returning();
          if (saved && (current.goal !== saved.goal || current.goalType !== saved.goalType)) {
            await tx
              .update(challengeParticipants)
              .set({
                daysMet: sql`(select count(*)::int from ${challengeEntries} where ${challengeEntries.challengeId} = ${challengeParticipants.challengeId} and ${challengeEntries.accountId} = ${challengeParticipants.accountId} and ${challengeEntries.value} >= ${saved.goal})`,
              })
              .where(eq(challengeParticipants.challengeId, challengeId));
          }
        } else {
          if (fields.endsOn < options.today) return { kind: 'in-past' as const };
          [saved] = await tx
            .insert(challenges)
            .values({ tenantId, ...fields, createdBy: options.createdBy })
            .returning();
          if (saved && teamNames.length > 0) {
            await tx
              .insert(challengeTeams)
              .values(teamNames.map((name, position) => ({ challengeId: saved!.id, tenantId, name, position })));
          }
        }
        if (!saved) return { kind: 'not-found' as const };
        await insertAuditEvent(tx, {
          ...options.audit,
          details: { ...options.audit.details, challenge_id: saved.id },
        });
        return { kind: 'saved' as const, challenge: saved };
      });
    },

    /** Moves a participant to another team of the challenge (audited). */
    async moveParticipant(
      challengeId: string,
      accountId: string,
      teamId: string,
      audit: AuditEvent,
    ): Promise<'moved' | 'not-joined' | 'no-team'> {
      return db.transaction(async (tx) => {
        const [team] = await tx
          .select({ id: challengeTeams.id })
          .from(challengeTeams)
          .where(and(eq(challengeTeams.challengeId, challengeId), eq(challengeTeams.id, teamId)));
        if (!team) return 'no-team';
        const moved = await tx
          .update(challengeParticipants)
          .set({ teamId })
          .where(
            and(eq(challengeParticipants.challengeId, challengeId), eq(challengeParticipants.accountId, accountId)),
          )
          .returning({ accountId: challengeParticipants.accountId });
        if (moved.length === 0) return 'not-joined';
        await insertAuditEvent(tx, audit);
        return 'moved';
      });
    },

    async findParticipant(challengeId: string, accountId: string): Promise<ParticipantRow | undefined> {
      const [row] = await db
        .select()
        .from(challengeParticipants)
        .where(and(eq(challengeParticipants.challengeId, challengeId), eq(challengeParticipants.accountId, accountId)))
        .limit(1);
      return row;
    },

    /** The member's participations among these challenges. */
    async listParticipations(challengeIds: string[], accountId: string): Promise<ParticipantRow[]> {
      if (challengeIds.length === 0) return [];
      return db
        .select()
        .from(challengeParticipants)
        .where(
          and(inArray(challengeParticipants.challengeId, challengeIds), eq(challengeParticipants.accountId, accountId)),
        );
    },

    /**
     * Joins a member, under a lock on the challenge's row: its join window checked again there, and for
     * an `assigned` challenge the team with the fewest members (the first such) chosen while no one else joins.
     */
    async join(
      tenantId: string,
      challengeId: string,
      accountId: string,
      options: {
        teamId: string | null;
        displayName: string | null;
        phoneSteps: boolean;
        joinWindow: (row: ChallengeRow) => JoinWindow;
      },
    ): Promise<JoinOutcome> {
      return db.transaction(async (tx) => {
        const [challenge] = await tx
          .select()
          .from(challenges)
          .where(and(eq(challenges.tenantId, tenantId), eq(challenges.id, challengeId)))
          .for('update');
        if (!challenge) return { kind: 'not-found' as const };
        const window = options.joinWindow(challenge);
        if (window === 'not-open') return { kind: 'not-open' as const, startsOn: challenge.startsOn };
        if (window === 'closed') return { kind: 'closed' as const };
        let teamId = options.teamId;
        if (challenge.teamMode === 'assigned') {
          const [smallest] = await tx
            .select({ id: challengeTeams.id })
            .from(challengeTeams)
            .leftJoin(challengeParticipants, eq(challengeParticipants.teamId, challengeTeams.id))
            .where(eq(challengeTeams.challengeId, challengeId))
            .groupBy(challengeTeams.id, challengeTeams.position)
            .orderBy(asc(count(challengeParticipants.accountId)), asc(challengeTeams.position))
            .limit(1);
          teamId = smallest?.id ?? null;
        }
        const [participant] = await tx
          .insert(challengeParticipants)
          .values({
            challengeId,
            accountId,
            tenantId,
            teamId,
            displayName: options.displayName,
            phoneSteps: options.phoneSteps,
          })
          .onConflictDoNothing()
          .returning();
        if (!participant) return { kind: 'already-joined' as const };
        return { kind: 'joined' as const, participant };
      });
    },

    async updateParticipant(
      challengeId: string,
      accountId: string,
      values: Partial<Pick<ParticipantRow, 'displayName' | 'phoneSteps'>>,
    ): Promise<ParticipantRow | undefined> {
      const [row] = await db
        .update(challengeParticipants)
        .set(values)
        .where(and(eq(challengeParticipants.challengeId, challengeId), eq(challengeParticipants.accountId, accountId)))
        .returning();
      return row;
    },

    /**
     * Stores a day's value and the member's progress after it, under a lock on their participant row
     * (their entries are serialised). When it finishes the challenge, `finished_at` is set and `within`
     * (the points) runs in the same transaction: once, however many entries race.
     */
    async saveEntry(
      challenge: ChallengeRow,
      entry: {
        tenantId: string;
        accountId: string;
        day: string;
        value: number;
        source: TChallengeEntrySource;
        at: Date;
      },
      daysRequired: number,
      within: WithinTransaction,
    ): Promise<EntryOutcome> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(challengeParticipants)
          .where(
            and(
              eq(challengeParticipants.challengeId, challenge.id),
              eq(challengeParticipants.accountId, entry.accountId),
            ),
          )
          .for('update');
        if (!locked) return { kind: 'not-joined' as const };
        const [saved] = await tx
          .insert(challengeEntries)
          .values({
            challengeId: challenge.id,
            accountId: entry.accountId,
            tenantId: entry.tenantId,
            day: entry.day,
            value: entry.value,
            source: entry.source,
            updatedAt: entry.at,
          })
          .onConflictDoUpdate({
            target: [challengeEntries.challengeId, challengeEntries.accountId, challengeEntries.day],
            set: { value: entry.value, source: entry.source, updatedAt: entry.at },
          })
          .returning();
        if (!saved) throw new Error('The entry was not stored.');
        const [sums] = await tx
          .select({
            total: sql<number>`coalesce(sum(${challengeEntries.value}), 0)::int`,
            daysMet: sql<number>`count(*) filter (where ${challengeEntries.value} >= ${challenge.goal})::int`,
          })
          .from(challengeEntries)
          .where(and(eq(challengeEntries.challengeId, challenge.id), eq(challengeEntries.accountId, entry.accountId)));
        const progress = { total: Number(sums?.total ?? 0), daysMet: Number(sums?.daysMet ?? 0) };
        const finishedNow = locked.finishedAt === null && isFinished(challenge, daysRequired, progress);
        const [participant] = await tx
          .update(challengeParticipants)
          .set({ ...progress, ...(finishedNow ? { finishedAt: entry.at } : {}) })
          .where(
            and(
              eq(challengeParticipants.challengeId, challenge.id),
              eq(challengeParticipants.accountId, entry.accountId),
            ),
          )
          .returning();
        if (!participant) throw new Error('The participant was not updated.');
        if (finishedNow) await within(tx);
        return { kind: 'saved' as const, entry: saved, participant, finishedNow };
      });
    },

    async listEntries(challengeId: string, accountId: string): Promise<EntryRow[]> {
      return db
        .select()
        .from(challengeEntries)
        .where(and(eq(challengeEntries.challengeId, challengeId), eq(challengeEntries.accountId, accountId)))
        .orderBy(asc(challengeEntries.day));
    },

    /** The first `limit` participants by total (then who joined first), and how many have more than `total`. */
    async leaderboard(challengeId: string, limit: number) {
      return db
        .select({
          accountId: challengeParticipants.accountId,
          displayName: challengeParticipants.displayName,
          teamId: challengeParticipants.teamId,
          total: challengeParticipants.total,
          finishedAt: challengeParticipants.finishedAt,
        })
        .from(challengeParticipants)
        .where(eq(challengeParticipants.challengeId, challengeId))
        .orderBy(
          desc(challengeParticipants.total),
          asc(challengeParticipants.joinedAt),
          asc(challengeParticipants.accountId),
        )
        .limit(limit);
    },

    async countAhead(challengeId: string, total: number): Promise<number> {
      const [row] = await db
        .select({ ahead: count() })
        .from(challengeParticipants)
        .where(and(eq(challengeParticipants.challengeId, challengeId), gt(challengeParticipants.total, total)));
      return Number(row?.ahead ?? 0);
    },

    async countParticipants(challengeIds: string[]) {
      if (challengeIds.length === 0) return new Map<string, number>();
      const rows = await db
        .select({ challengeId: challengeParticipants.challengeId, joined: count() })
        .from(challengeParticipants)
        .where(inArray(challengeParticipants.challengeId, challengeIds))
        .groupBy(challengeParticipants.challengeId);
      return new Map(rows.map((row) => [row.challengeId, Number(row.joined)]));
    },
  };
}

export type ChallengesRepository = ReturnType<typeof createChallengesRepository>;
