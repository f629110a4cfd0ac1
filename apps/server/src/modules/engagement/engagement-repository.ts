/**
 * The engagement report's aggregates. Every query names the tenant (several tenants share
 * one analytics database) and bounds its time column by the range, so the month partitions of the
 * events table outside it are pruned; each answers counts only, grouped in SQL. Analytics events count
 * only their attested members (modules/ingestion/attested-members.ts): an app's claim of a member that
 * the member's token did not back counts towards no one.
 */
import { and, count, countDistinct, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AnalyticsDatabase } from '@portal/contracts/brand-fields';
import type { Database } from '../../db/client';
import {
  accounts,
  articles,
  auditEvents,
  challengeParticipants,
  challenges,
  incentiveBalances,
  incentivePlans,
  healthScans,
  invitations,
  questionnaireResponses,
  videos,
} from '../../db/schema';
import { ANY_EVENT } from '../ingestion/rollups/event-subjects';
import { createRollupReader } from '../ingestion/rollups/rollup-reader';
import type { RollupReader } from '../ingestion/rollups/rollup-reader';

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

/** The report's counts of what members used (see `usage`). */
export interface UsageCounts {
  articles: ContentRow[];
  videos: ContentRow[];
  programmes: { key: string; members: number }[];
  signOns: { key: string; members: number }[];
}

export interface ContentRow {
  id: string;
  title: string;
  members: number;
  total: number;
}

/** Content's titles by id (as text), for the ids that are the tenant's. */
async function titlesOf(
  db: Database,
  table: typeof articles | typeof videos,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: table.id, title: table.title })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), inArray(sql<string>`${table.id}::text`, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** Most members first, then by title; the first `limit`. */
function topOf(rows: ContentRow[], limit: number): ContentRow[] {
  return rows.sort((a, b) => b.members - a.members || a.title.localeCompare(b.title)).slice(0, limit);
}

export function createEngagementRepository(db: Database, options: { rollups?: RollupReader } = {}) {
  const rollups = options.rollups ?? createRollupReader(db);
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
      const rows = await rollups.countByPeriod(database, {
        tenantId,
        from: range.start,
        to: range.end,
        groupBy: 'week',
        events: ANY_EVENT,
      });
      return rows.map((row) => ({ week: row.period, total: row.members, members: row.members }));
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

    /**
     * What members used, counted once over the range: the most-read articles (distinct readers and
     * reads), the most-watched videos (distinct members who started one; `total`: who finished it), and
     * distinct members by partner programme opened and by partner signed on to.
     */
    async usage({ tenantId, database, range }: ReportScope, limit: number): Promise<UsageCounts> {
      const rows = await rollups.countBySubject(database, {
        tenantId,
        from: range.start,
        to: range.end,
        events: ['article_read', 'video_play', 'video_complete', 'partner_open', 'sso_handoff'],
      });
      const about = (...events: string[]) => rows.filter((row) => events.includes(row.event));
      const [articleTitles, videoTitles] = await Promise.all([
        titlesOf(
          db,
          articles,
          tenantId,
          about('article_read').map((row) => row.subject),
        ),
        titlesOf(
          db,
          videos,
          tenantId,
          about('video_play', 'video_complete').map((row) => row.subject),
        ),
      ]);
      const read = about('article_read').flatMap((row) => {
        const title = articleTitles.get(row.subject);
        return title === undefined ? [] : [{ id: row.subject, title, members: row.members, total: row.memberEvents }];
      });
      const watched = new Map<string, ContentRow>();
      for (const row of about('video_play', 'video_complete')) {
        const title = videoTitles.get(row.subject);
        if (title === undefined) continue;
        const video = watched.get(row.subject) ?? { id: row.subject, title, members: 0, total: 0 };
        if (row.event === 'video_play') video.members = row.members;
        else video.total = row.members;
        watched.set(row.subject, video);
      }
      const byKey = (event: string) => about(event).map((row) => ({ key: row.subject, members: row.members }));
      return {
        articles: topOf(read, limit),
        videos: topOf([...watched.values()], limit),
        programmes: byKey('partner_open'),
        signOns: byKey('sso_handoff'),
      };
    },

    /** Health scans done in the range: how many and by how many members (never a value). */
    async healthScanCounts({ tenantId, range }: ReportScope): Promise<{ scans: number; members: number }> {
      const [row] = await db
        .select({ scans: count(), members: countDistinct(healthScans.accountId) })
        .from(healthScans)
        .where(and(eq(healthScans.tenantId, tenantId), within(healthScans.recordedAt, range)));
      return { scans: row?.scans ?? 0, members: row?.members ?? 0 };
    },

    /**
     * The levels of the rewards plan in force on `day`, each with the members whose points are at it
     * (at least its points, fewer than the next level's): a member counts at their highest level only.
     */
    async membersPerLevel(
      { tenantId }: ReportScope,
      day: string,
    ): Promise<{ name: string; points: number; members: number }[]> {
      const [plan] = await db
        .select({ id: incentivePlans.id, levels: incentivePlans.levels })
        .from(incentivePlans)
        .where(
          and(
            eq(incentivePlans.tenantId, tenantId),
            lte(incentivePlans.startsOn, day),
            gte(incentivePlans.endsOn, day),
          ),
        )
        .limit(1);
      if (!plan || plan.levels.length === 0) return [];
      const bounds = plan.levels.map((level, index) => ({ level, next: plan.levels[index + 1]?.points ?? null }));
      const [row] = await db
        .select(
          Object.fromEntries(
            bounds.map(({ level, next }, index) => [
              `level${index}`,
              next === null
                ? sql<number>`count(*) filter (where ${incentiveBalances.points} >= ${level.points})::int`
                : sql<number>`count(*) filter (where ${incentiveBalances.points} >= ${level.points} and ${incentiveBalances.points} < ${next})::int`,
            ]),
          ),
        )
        .from(incentiveBalances)
        .where(eq(incentiveBalances.planId, plan.id));
      return bounds.map(({ level }, index) => ({
        name: level.name,
        points: level.points,
        members: Number((row as Record<string, number> | undefined)?.[`level${index}`] ?? 0),
      }));
    },

    /** The challenges whose days overlap `from`…`to` (dates), latest first: who joined and who finished. */
    async challengeParticipation(
      { tenantId }: ReportScope,
      days: { from: string; to: string },
    ): Promise<{ id: string; title: string; startsOn: string; endsOn: string; joined: number; finished: number }[]> {
      const rows = await db
        .select({
          id: challenges.id,
          title: challenges.title,
          startsOn: challenges.startsOn,
          endsOn: challenges.endsOn,
          joined: count(challengeParticipants.accountId),
          finished: sql<number>`count(${challengeParticipants.finishedAt})::int`,
        })
        .from(challenges)
        .leftJoin(challengeParticipants, eq(challengeParticipants.challengeId, challenges.id))
        .where(
          and(eq(challenges.tenantId, tenantId), lte(challenges.startsOn, days.to), gte(challenges.endsOn, days.from)),
        )
        .groupBy(challenges.id)
        .orderBy(desc(challenges.startsOn), challenges.title);
      return rows.map((row) => ({ ...row, joined: Number(row.joined), finished: Number(row.finished) }));
    },
  };
}
export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
