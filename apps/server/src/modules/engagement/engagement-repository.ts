/**
 * The engagement report's aggregates (issue #16). Every query names the tenant (several tenants share
 * one analytics database) and bounds its time column by the range, so the month partitions of the
 * events table outside it are pruned; each answers counts only, grouped in SQL. Analytics events count
 * only their attested members (modules/ingestion/attested-members.ts): an app's claim of a member that
 * the member's token did not back counts towards no one.
 */
import { and, asc, count, countDistinct, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AnalyticsDatabase } from '@portal/contracts/brands';
import type { Database } from '../../db/client';
import {
  accounts,
  analyticsEvents,
  articles,
  auditEvents,
  healthScans,
  invitations,
  questionnaireResponses,
  videos,
} from '../../db/schema';
import { hasAttestedMember } from '../ingestion/attested-members';

/** A half-open range of instants: `[start, end)`. */
export interface TimeRange {
  start: Date;
  end: Date;
}

export interface ReportScope {
  tenantId: string;
  database: AnalyticsDatabase;
  range: TimeRange;
}

/** The Monday (UTC) of a timestamp's week, as `YYYY-MM-DD`. */
function weekOf(column: PgColumn): SQL<string> {
  return sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;
}

function within(column: PgColumn, range: TimeRange): SQL | undefined {
  return and(gte(column, range.start), lt(column, range.end));
}

export interface WeekRow {
  week: string;
  total: number;
  members: number;
}

export interface ContentRow {
  id: string;
  title: string;
  members: number;
  total: number;
}

export function createEngagementRepository(db: Database) {
  return {
    /** Members' sign-ins by week, from the audit log (the server writes it; nothing can forge it). */
    async signInsByWeek({ tenantId, range }: ReportScope): Promise<WeekRow[]> {
      const week = weekOf(auditEvents.createdAt);
      return db
        .select({ week, total: count(), members: countDistinct(auditEvents.accountId) })
        .from(auditEvents)
        .innerJoin(accounts, and(eq(accounts.id, auditEvents.accountId), eq(accounts.tenantId, tenantId)))
        .where(
          and(
            eq(auditEvents.tenantId, tenantId),
            eq(auditEvents.event, 'signed_in'),
            eq(accounts.role, 'member'),
            within(auditEvents.createdAt, range),
          ),
        )
        .groupBy(week);
    },

    /** Distinct members with any event, by week. */
    async activeMembersByWeek({ tenantId, database, range }: ReportScope): Promise<WeekRow[]> {
      const events = analyticsEvents[database];
      const week = weekOf(events.occurredAt);
      return db
        .select({ week, total: countDistinct(events.memberId), members: countDistinct(events.memberId) })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), hasAttestedMember(events.memberId), within(events.occurredAt, range)))
        .groupBy(week);
    },

    /**
     * The invitation funnel: accounts first invited in the range, those of them who confirmed an
     * invitation, and those of them who signed in within the range.
     */
    async invitationFunnel({
      tenantId,
      range,
    }: ReportScope): Promise<{ invited: number; confirmed: number; active: number }> {
      const start = sql`${range.start.toISOString()}::timestamptz`;
      const end = sql`${range.end.toISOString()}::timestamptz`;
      const invited = db.$with('invited').as(
        db
          .select({
            accountId: invitations.accountId,
            confirmed: sql<boolean>`bool_or(${invitations.usedAt} is not null)`.as('confirmed'),
          })
          .from(invitations)
          .where(eq(invitations.tenantId, tenantId))
          .groupBy(invitations.accountId)
          .having(sql`min(${invitations.createdAt}) >= ${start} and min(${invitations.createdAt}) < ${end}`),
      );
      const signedIn = sql`exists (
        select 1 from ${auditEvents}
        where ${auditEvents.tenantId} = ${tenantId}
          and ${auditEvents.accountId} = ${invited.accountId}
          and ${auditEvents.event} = 'signed_in'
          and ${auditEvents.createdAt} >= ${start}
          and ${auditEvents.createdAt} < ${end})`;
      const [row] = await db
        .with(invited)
        .select({
          invited: count(),
          confirmed: sql<number>`count(*) filter (where ${invited.confirmed})`.mapWith(Number),
          active: sql<number>`count(*) filter (where ${invited.confirmed} and ${signedIn})`.mapWith(Number),
        })
        .from(invited);
      return { invited: row?.invited ?? 0, confirmed: row?.confirmed ?? 0, active: row?.active ?? 0 };
    },

    /** The programme's active members. */
    async countMembers({ tenantId }: ReportScope): Promise<number> {
      const [row] = await db
        .select({ members: count() })
        .from(accounts)
        .where(and(eq(accounts.tenantId, tenantId), eq(accounts.role, 'member'), eq(accounts.status, 'active')));
      return row?.members ?? 0;
    },

    /** Members who completed the questionnaire in the range, by their latest result's overall band. */
    async questionnaireBands({ tenantId, range }: ReportScope): Promise<{ band: string; members: number }[]> {
      const latest = db
        .selectDistinctOn([questionnaireResponses.accountId], {
          accountId: questionnaireResponses.accountId,
          band: sql<string>`${questionnaireResponses.result} -> 'overall' ->> 'band'`.as('band'),
        })
        .from(questionnaireResponses)
        .where(and(eq(questionnaireResponses.tenantId, tenantId), within(questionnaireResponses.answeredAt, range)))
        .orderBy(questionnaireResponses.accountId, desc(questionnaireResponses.answeredAt))
        .as('latest');
      return db.select({ band: latest.band, members: count() }).from(latest).groupBy(latest.band);
    },

    /** The most-read articles of the tenant: distinct readers and reads, most readers first. */
    async topArticles({ tenantId, database, range }: ReportScope, limit: number): Promise<ContentRow[]> {
      const events = analyticsEvents[database];
      const articleId = sql<string>`${events.properties} ->> 'article_id'`;
      const members = countDistinct(events.memberId);
      return db
        .select({ id: articles.id, title: articles.title, members, total: count() })
        .from(events)
        .innerJoin(articles, and(eq(articles.tenantId, tenantId), sql`${articles.id}::text = ${articleId}`))
        .where(
          and(
            eq(events.tenantId, tenantId),
            eq(events.event, 'article_read'),
            hasAttestedMember(events.memberId),
            within(events.occurredAt, range),
          ),
        )
        .groupBy(articles.id, articles.title)
        .orderBy(desc(members), asc(articles.title))
        .limit(limit);
    },

    /** The most-watched videos: distinct members who started one (`total`: who finished it), most first. */
    async topVideos({ tenantId, database, range }: ReportScope, limit: number): Promise<ContentRow[]> {
      const events = analyticsEvents[database];
      const videoId = sql<string>`${events.properties} ->> 'video_id'`;
      const viewers =
        sql<number>`count(distinct ${events.memberId}) filter (where ${events.event} = 'video_play')`.mapWith(Number);
      const finishers =
        sql<number>`count(distinct ${events.memberId}) filter (where ${events.event} = 'video_complete')`.mapWith(
          Number,
        );
      return db
        .select({ id: videos.id, title: videos.title, members: viewers, total: finishers })
        .from(events)
        .innerJoin(videos, and(eq(videos.tenantId, tenantId), sql`${videos.id}::text = ${videoId}`))
        .where(
          and(
            eq(events.tenantId, tenantId),
            inArray(events.event, ['video_play', 'video_complete']),
            hasAttestedMember(events.memberId),
            within(events.occurredAt, range),
          ),
        )
        .groupBy(videos.id, videos.title)
        .orderBy(desc(viewers), asc(videos.title))
        .limit(limit);
    },

    /** Distinct members by one property of one event (`partner_open` by programme, `sso_handoff` by partner). */
    async membersByProperty(
      { tenantId, database, range }: ReportScope,
      event: 'partner_open' | 'sso_handoff',
      property: 'programme' | 'partner',
    ): Promise<{ key: string; members: number }[]> {
      const events = analyticsEvents[database];
      const key = sql<string>`${events.properties} ->> '${sql.raw(property)}'`;
      return db
        .select({ key, members: countDistinct(events.memberId) })
        .from(events)
        .where(
          and(
            eq(events.tenantId, tenantId),
            eq(events.event, event),
            hasAttestedMember(events.memberId),
            within(events.occurredAt, range),
          ),
        )
        .groupBy(key);
    },

    /** Health scans done in the range: how many and by how many members (never a value). */
    async healthScanCounts({ tenantId, range }: ReportScope): Promise<{ scans: number; members: number }> {
      const [row] = await db
        .select({ scans: count(), members: countDistinct(healthScans.accountId) })
        .from(healthScans)
        .where(and(eq(healthScans.tenantId, tenantId), within(healthScans.recordedAt, range)));
      return { scans: row?.scans ?? 0, members: row?.members ?? 0 };
    },
  };
}
export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
