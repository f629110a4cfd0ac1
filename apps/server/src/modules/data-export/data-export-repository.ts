import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accountDeletionRequests,
  accounts,
  auditEvents,
  authenticatorApps,
  challengeEntries,
  challengeParticipants,
  challengeTeams,
  challenges,
  dataExports,
  dependents,
  devices,
  healthScans,
  incentiveAlternatives,
  incentiveLedger,
  incentiveLevelsReached,
  mediaObjects,
  members,
  passkeys,
  pushSends,
  questionnaireResponses,
  questionnaires,
  recoveryCodes,
  sessions,
  videoProgress,
  videos,
} from '../../db/schema';
import { insertAuditEvent } from '../audit-log/audit-log-repository';
import type { AuditEvent } from '../audit-log/audit-log-repository';

export type DataExportRow = typeof dataExports.$inferSelect;

/** What a request for an export came to: the one under way, a new one, or none (the hour's exports made). */
export type StartOutcome =
  | { kind: 'under-way'; row: DataExportRow }
  | { kind: 'started'; row: DataExportRow; replacedFileKeys: string[] }
  | { kind: 'too-many'; retryAfterSeconds: number };

const HOUR_MS = 3_600_000;

/** The age past which an export still preparing was cut off, as SQL. */
const olderThan = (column: typeof dataExports.createdAt, minutes: number) =>
  sql`${column} <= now() - make_interval(mins => ${minutes})`;

/**
 * The member's exports, and every row the portal holds about one member, read for their export. Every
 * query names the tenant and the account: nothing of another member's can be read here.
 */
export function createDataExportRepository(db: Database) {
  return {
    /**
     * The member's export under way, or a new one, decided under a lock on the member's account row (taken
     * first, so requests at once are served one after the other, on PostgreSQL as on PGlite):
     * - one still preparing (not cut off), or one that became ready after this request arrived (`askedAt`:
     *   it raced with the request that made it), is answered as it is;
     * - else, once `exportsPerHour` exports were made in the last hour (their `data_export_requested` audit
     *   rows, written with each), none is made, and the answer says how long until one may be;
     * - else a new one replaces the member's earlier exports, whose stored files the answer lists for
     *   removal, and its audit row is written with it.
     */
    async startExport(input: {
      tenantId: string;
      accountId: string;
      locale: string;
      expiresAt: Date;
      askedAt: Date;
      preparingLimitMinutes: number;
      exportsPerHour: number;
      audit: Pick<AuditEvent, 'context'>;
    }): Promise<StartOutcome> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.id, input.accountId), eq(accounts.tenantId, input.tenantId)))
          .for('update');
        const owned = and(eq(dataExports.tenantId, input.tenantId), eq(dataExports.accountId, input.accountId));
        // One cut off by a stopped server is failed first: it must not hold the member's next request.
        await tx
          .update(dataExports)
          .set({ status: 'failed' })
          .where(
            and(
              owned,
              eq(dataExports.status, 'preparing'),
              olderThan(dataExports.createdAt, input.preparingLimitMinutes),
            ),
          );
        const [underWay] = await tx
          .select()
          .from(dataExports)
          .where(
            and(
              owned,
              or(
                eq(dataExports.status, 'preparing'),
                and(eq(dataExports.status, 'ready'), gt(dataExports.readyAt, input.askedAt)),
              ),
            ),
          )
          .orderBy(desc(dataExports.createdAt))
          .limit(1);
        if (underWay) return { kind: 'under-way' as const, row: underWay };
        // Only exports made count against the hour: a request answered with the one under way costs nothing.
        const made = await tx
          .select({ createdAt: auditEvents.createdAt })
          .from(auditEvents)
          .where(
            and(
              eq(auditEvents.tenantId, input.tenantId),
              eq(auditEvents.accountId, input.accountId),
              eq(auditEvents.event, 'data_export_requested'),
              sql`${auditEvents.createdAt} > now() - interval '1 hour'`,
            ),
          )
          .orderBy(desc(auditEvents.createdAt))
          .limit(input.exportsPerHour);
        const oldest = made[input.exportsPerHour - 1];
        if (oldest) {
          const freeAt = oldest.createdAt.getTime() + HOUR_MS;
          return {
            kind: 'too-many' as const,
            retryAfterSeconds: Math.max(1, Math.ceil((freeAt - input.askedAt.getTime()) / 1000)),
          };
        }
        const replaced = await tx.delete(dataExports).where(owned).returning({ fileKey: dataExports.fileKey });
        const [row] = await tx
          .insert(dataExports)
          .values({
            tenantId: input.tenantId,
            accountId: input.accountId,
            locale: input.locale,
            expiresAt: input.expiresAt,
          })
          .returning();
        if (!row) throw new Error('The data export was not stored.');
        await insertAuditEvent(tx, {
          tenantId: input.tenantId,
          accountId: input.accountId,
          event: 'data_export_requested',
          context: input.audit.context,
          details: { export_id: row.id },
        });
        return {
          kind: 'started' as const,
          row,
          replacedFileKeys: replaced.flatMap((entry) => (entry.fileKey ? [entry.fileKey] : [])),
        };
      });
    },

    /**
     * Preparing → ready, unless it was failed meanwhile (then false: its file is the caller's to remove).
     * `readyAt` is the server's clock, as a request's arrival is (startExport compares the two).
     */
    async markReady(
      id: string,
      fields: { fileKey: string; sizeBytes: number; readyAt: Date; expiresAt: Date },
    ): Promise<boolean> {
      const updated = await db
        .update(dataExports)
        .set({
          status: 'ready',
          fileKey: fields.fileKey,
          sizeBytes: fields.sizeBytes,
          readyAt: fields.readyAt,
          expiresAt: fields.expiresAt,
        })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')))
        .returning({ id: dataExports.id });
      return updated.length > 0;
    },

    async markFailed(id: string): Promise<void> {
      await db
        .update(dataExports)
        .set({ status: 'failed' })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')));
    },

    /** The member's exports, newest first; those cut off while preparing are failed first. */
    async listExports(tenantId: string, accountId: string, limit: number, preparingLimitMinutes: number) {
      const owned = and(eq(dataExports.tenantId, tenantId), eq(dataExports.accountId, accountId));
      await db
        .update(dataExports)
        .set({ status: 'failed' })
        .where(
          and(owned, eq(dataExports.status, 'preparing'), olderThan(dataExports.createdAt, preparingLimitMinutes)),
        );
      return db
        .select()
        .from(dataExports)
        .where(and(owned, sql`${dataExports.expiresAt} > now()`))
        .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
        .limit(limit);
    },

    /** The member's own export, ready and not expired; undefined for any other. */
    async findDownloadable(tenantId: string, accountId: string, id: string) {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(
          and(
            eq(dataExports.id, id),
            eq(dataExports.tenantId, tenantId),
            eq(dataExports.accountId, accountId),
            eq(dataExports.status, 'ready'),
            sql`${dataExports.expiresAt} > now()`,
          ),
        )
        .limit(1);
      return row;
    },

    async recordDownload(event: Omit<AuditEvent, 'event'>): Promise<void> {
      await insertAuditEvent(db, { ...event, event: 'data_export_downloaded' });
    },

    /**
     * Every tenant's expired exports, deleted, with where their files were (the caller removes them), and
     * those cut off while preparing, failed. The account and tenant come back to name each file.
     */
    async sweep(preparingLimitMinutes: number) {
      const interrupted = await db
        .update(dataExports)
        .set({ status: 'failed' })
        .where(and(eq(dataExports.status, 'preparing'), olderThan(dataExports.createdAt, preparingLimitMinutes)))
        .returning({ id: dataExports.id });
      const expired = await db
        .delete(dataExports)
        .where(lte(dataExports.expiresAt, sql`now()`))
        .returning({ tenantId: dataExports.tenantId, accountId: dataExports.accountId, fileKey: dataExports.fileKey });
      return { interrupted: interrupted.length, expired };
    },

    // — What the portal holds about one member —

    async findAccount(tenantId: string, accountId: string) {
      const [row] = await db
        .select({
          email: accounts.email,
          role: accounts.role,
          status: accounts.status,
          employeeId: accounts.employeeId,
          eligibilityRelationship: accounts.eligibilityRelationship,
          createdAt: accounts.createdAt,
          passwordChangedAt: accounts.passwordChangedAt,
          profilePictureName: members.profilePictureName,
        })
        .from(accounts)
        .leftJoin(members, eq(members.accountId, accounts.id))
        .where(and(eq(accounts.id, accountId), eq(accounts.tenantId, tenantId)))
        .limit(1);
      return row;
    },

    listDependents(tenantId: string, accountId: string) {
      return db
        .select()
        .from(dependents)
        .where(and(eq(dependents.tenantId, tenantId), eq(dependents.accountId, accountId)))
        .orderBy(asc(dependents.createdAt), asc(dependents.id));
    },

    listQuestionnaireResponses(tenantId: string, accountId: string) {
      return db
        .select()
        .from(questionnaireResponses)
        .where(and(eq(questionnaireResponses.tenantId, tenantId), eq(questionnaireResponses.accountId, accountId)))
        .orderBy(asc(questionnaireResponses.answeredAt), asc(questionnaireResponses.id));
    },

    /** The tenant's questionnaire definitions with these keys (to name the questions a member answered). */
    async listQuestionnaireDefinitions(tenantId: string, keys: readonly string[]) {
      if (keys.length === 0) return [];
      return db
        .select({
          key: questionnaires.key,
          version: questionnaires.version,
          companyId: questionnaires.companyId,
          definition: questionnaires.definition,
        })
        .from(questionnaires)
        .where(and(eq(questionnaires.tenantId, tenantId), inArray(questionnaires.key, [...keys])));
    },

    listHealthScans(tenantId: string, accountId: string) {
      return db
        .select()
        .from(healthScans)
        .where(and(eq(healthScans.tenantId, tenantId), eq(healthScans.accountId, accountId)))
        .orderBy(asc(healthScans.recordedAt), asc(healthScans.id));
    },

    listVideoProgress(tenantId: string, accountId: string) {
      return db
        .select({
          videoId: videoProgress.videoId,
          title: videos.title,
          positionSeconds: videoProgress.positionSeconds,
          updatedAt: videoProgress.updatedAt,
        })
        .from(videoProgress)
        .innerJoin(videos, and(eq(videos.id, videoProgress.videoId), eq(videos.tenantId, videoProgress.tenantId)))
        .where(and(eq(videoProgress.tenantId, tenantId), eq(videoProgress.accountId, accountId)))
        .orderBy(asc(videoProgress.updatedAt));
    },

    /** The member's own files (never the programme's shared ones), removed ones included. */
    listMedia(tenantId: string, accountId: string) {
      return db
        .select()
        .from(mediaObjects)
        .where(and(eq(mediaObjects.tenantId, tenantId), eq(mediaObjects.ownerAccountId, accountId)))
        .orderBy(asc(mediaObjects.createdAt), asc(mediaObjects.id));
    },

    /** The member's phones: the platform and dates, never the push token. */
    listDevices(tenantId: string, accountId: string) {
      return db
        .select({ platform: devices.platform, createdAt: devices.createdAt, registeredAt: devices.registeredAt })
        .from(devices)
        .where(and(eq(devices.tenantId, tenantId), eq(devices.accountId, accountId)))
        .orderBy(asc(devices.createdAt));
    },

    /** The member's points, award by award, every plan year (who adjusted them is the programme's to know). */
    listPoints(tenantId: string, accountId: string) {
      return db
        .select({
          awardedAt: incentiveLedger.awardedAt,
          source: incentiveLedger.source,
          title: incentiveLedger.title,
          points: incentiveLedger.points,
        })
        .from(incentiveLedger)
        .where(and(eq(incentiveLedger.tenantId, tenantId), eq(incentiveLedger.accountId, accountId)))
        .orderBy(asc(incentiveLedger.awardedAt), asc(incentiveLedger.id));
    },

    /** The challenges the member joined, with their team and the name they chose to show. */
    listChallenges(tenantId: string, accountId: string) {
      return db
        .select({
          challengeId: challenges.id,
          title: challenges.title,
          kind: challenges.kind,
          startsOn: challenges.startsOn,
          endsOn: challenges.endsOn,
          team: challengeTeams.name,
          displayName: challengeParticipants.displayName,
          phoneSteps: challengeParticipants.phoneSteps,
          joinedAt: challengeParticipants.joinedAt,
          finishedAt: challengeParticipants.finishedAt,
        })
        .from(challengeParticipants)
        .innerJoin(challenges, eq(challenges.id, challengeParticipants.challengeId))
        .leftJoin(challengeTeams, eq(challengeTeams.id, challengeParticipants.teamId))
        .where(and(eq(challengeParticipants.tenantId, tenantId), eq(challengeParticipants.accountId, accountId)))
        .orderBy(asc(challengeParticipants.joinedAt));
    },

    listChallengeEntries(tenantId: string, accountId: string) {
      return db
        .select({
          challengeId: challengeEntries.challengeId,
          day: challengeEntries.day,
          value: challengeEntries.value,
          source: challengeEntries.source,
        })
        .from(challengeEntries)
        .where(and(eq(challengeEntries.tenantId, tenantId), eq(challengeEntries.accountId, accountId)))
        .orderBy(asc(challengeEntries.day));
    },

    listLevelsReached(tenantId: string, accountId: string) {
      return db
        .select({
          levelName: incentiveLevelsReached.levelName,
          reward: incentiveLevelsReached.reward,
          reachedAt: incentiveLevelsReached.reachedAt,
        })
        .from(incentiveLevelsReached)
        .where(and(eq(incentiveLevelsReached.tenantId, tenantId), eq(incentiveLevelsReached.accountId, accountId)))
        .orderBy(asc(incentiveLevelsReached.reachedAt));
    },

    listAlternativeRequests(tenantId: string, accountId: string) {
      return db
        .select()
        .from(incentiveAlternatives)
        .where(and(eq(incentiveAlternatives.tenantId, tenantId), eq(incentiveAlternatives.accountId, accountId)))
        .orderBy(asc(incentiveAlternatives.requestedAt));
    },

    listPushSends(tenantId: string, accountId: string) {
      return db
        .select({ kind: pushSends.kind, deliveredDevices: pushSends.deliveredDevices, claimedAt: pushSends.claimedAt })
        .from(pushSends)
        .where(and(eq(pushSends.tenantId, tenantId), eq(pushSends.accountId, accountId)))
        .orderBy(asc(pushSends.claimedAt));
    },

    listSessions(tenantId: string, accountId: string) {
      return db
        .select({
          applicationType: sessions.applicationType,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          factors: sessions.factors,
        })
        .from(sessions)
        .where(and(eq(sessions.tenantId, tenantId), eq(sessions.accountId, accountId)))
        .orderBy(asc(sessions.createdAt));
    },

    /** The audit trail about the account (who acted is kept apart: an admin's identity is not the member's). */
    listAuditEvents(tenantId: string, accountId: string) {
      return db
        .select({
          event: auditEvents.event,
          actorAccountId: auditEvents.actorAccountId,
          clientAddress: auditEvents.clientAddress,
          userAgent: auditEvents.userAgent,
          details: auditEvents.details,
          createdAt: auditEvents.createdAt,
        })
        .from(auditEvents)
        .where(and(eq(auditEvents.tenantId, tenantId), eq(auditEvents.accountId, accountId)))
        .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
    },

    /** Whether an authenticator app guards the account, and since when: never its secret. */
    async findAuthenticatorApp(tenantId: string, accountId: string) {
      const [row] = await db
        .select({ createdAt: authenticatorApps.createdAt, confirmedAt: authenticatorApps.confirmedAt })
        .from(authenticatorApps)
        .where(and(eq(authenticatorApps.tenantId, tenantId), eq(authenticatorApps.accountId, accountId)))
        .limit(1);
      return row;
    },

    /** How many recovery codes the member has and has left: never the codes' hashes. */
    async countRecoveryCodes(tenantId: string, accountId: string) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          unused: sql<number>`(count(*) filter (where ${recoveryCodes.usedAt} is null))::int`,
        })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.tenantId, tenantId), eq(recoveryCodes.accountId, accountId)));
      return { total: row?.total ?? 0, unused: row?.unused ?? 0 };
    },

    /** The member's passkeys: names and dates, never the key or the credential's id. */
    listPasskeys(tenantId: string, accountId: string) {
      return db
        .select({ name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
        .from(passkeys)
        .where(and(eq(passkeys.tenantId, tenantId), eq(passkeys.accountId, accountId)))
        .orderBy(asc(passkeys.createdAt));
    },

    listDeletionRequests(tenantId: string, accountId: string) {
      return db
        .select({
          status: accountDeletionRequests.status,
          reason: accountDeletionRequests.reason,
          createdAt: accountDeletionRequests.createdAt,
        })
        .from(accountDeletionRequests)
        .where(and(eq(accountDeletionRequests.tenantId, tenantId), eq(accountDeletionRequests.accountId, accountId)))
        .orderBy(asc(accountDeletionRequests.createdAt));
    },
  };
}
export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
