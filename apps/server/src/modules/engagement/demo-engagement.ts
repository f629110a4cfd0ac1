/**
 * Demo usage events so the engagement screen has something to show in the demo: made-up
 * pseudonymous members (no account behind them) reading the demo articles, playing the videos and
 * opening the tenant's programmes over the last six weeks. Some figures count 5 members or more and
 * show; others count fewer and read "fewer than 5". Only the demo seed calls this (server start with
 * SEED_DEMO_DATA), after the demo content; a tenant that already has events is left alone, so a
 * restart adds nothing and real data is never mixed with made-up data.
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { TAnalyticsEventName } from '@portal/contracts/analytics';
import { getBrand, isBrandKey } from '@portal/contracts/brands';
import { PARTNER_PROGRAMMES } from '@portal/contracts/programmes';
import type { PartnerProgramme } from '@portal/contracts/programmes';
import type { Database } from '../../db/client';
import { analyticsEvents, articles, tenants, videos } from '../../db/schema';
import { createPartitionKeeper } from '../ingestion/partitions';
import { countChanges } from '../ingestion/rollups/rollup-writer';
import { attestedMemberId } from '../ingestion/attested-members';

const HOUR_MS = 3_600_000;

/** How many made-up members read each of the newest published articles (in order): 6 and 5 show, the rest do not. */
export const DEMO_ARTICLE_READERS = [6, 5, 3, 2] as const;
/** Made-up members active in each of the last six weeks (this week first). */
const ACTIVE_BY_WEEK = [4, 7, 5, 3, 6, 2] as const;
const DEMO_MEMBERS = 9;

/** A stable UUID per tenant and label, so the same seed always makes the same events. */
function demoUuid(tenantKey: string, label: string): string {
  const hex = createHash('sha256').update(`demo-engagement:${tenantKey}:${label}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function demoMemberId(tenantKey: string, index: number): string {
  // Stored as the server stores a member it attested, so the demo screen counts them.
  return attestedMemberId(
    `m_${createHash('sha256').update(`demo-member:${tenantKey}:${index}`).digest('hex').slice(0, 32)}`,
  );
}

interface DemoEvent {
  name: TAnalyticsEventName;
  member: number;
  properties: Record<string, string>;
  /** Hours before now. */
  hoursAgo: number;
}

/** The made-up events of one tenant, given its newest content and its programmes. */
export function planDemoEvents(content: {
  articleIds: readonly string[];
  videoIds: readonly string[];
  programmes: readonly PartnerProgramme[];
}): DemoEvent[] {
  const events: DemoEvent[] = [];
  // Every week's active members open Home (`page_view`); member k is active in a week if k < that week's count.
  ACTIVE_BY_WEEK.forEach((active, week) => {
    for (let member = 0; member < active; member += 1) {
      events.push({
        name: 'page_view',
        member,
        properties: { route: '/dashboard/home' },
        hoursAgo: week * 168 + 2 + member * 3,
      });
    }
  });
  content.articleIds.slice(0, DEMO_ARTICLE_READERS.length).forEach((articleId, index) => {
    for (let member = 0; member < (DEMO_ARTICLE_READERS[index] ?? 0); member += 1) {
      events.push({
        name: 'article_read',
        member,
        properties: { article_id: articleId },
        hoursAgo: 30 + index * 50 + member * 7,
      });
    }
  });
  const [firstVideo, secondVideo] = content.videoIds;
  for (let member = 0; member < 6 && firstVideo; member += 1) {
    events.push({ name: 'video_play', member, properties: { video_id: firstVideo }, hoursAgo: 60 + member * 11 });
    if (member < 5)
      events.push({ name: 'video_complete', member, properties: { video_id: firstVideo }, hoursAgo: 59 + member * 11 });
  }
  for (let member = 0; member < 2 && secondVideo; member += 1) {
    events.push({ name: 'video_play', member, properties: { video_id: secondVideo }, hoursAgo: 200 + member * 13 });
  }
  const offered = content.programmes.filter((programme) => programme !== 'ally-health');
  offered.slice(0, 2).forEach((programme, index) => {
    for (let member = 0; member < (index === 0 ? 5 : 2); member += 1) {
      events.push({ name: 'partner_open', member, properties: { programme }, hoursAgo: 90 + index * 40 + member * 9 });
    }
  });
  if (content.programmes.includes('ally-health')) {
    events.push({ name: 'partner_open', member: 3, properties: { programme: 'ally-health' }, hoursAgo: 120 });
    events.push({ name: 'sso_handoff', member: 3, properties: { partner: 'ally-health' }, hoursAgo: 120 });
  }
  return events.filter((event) => event.member < DEMO_MEMBERS);
}

export function createDemoEngagementSeeder(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const partitions = createPartitionKeeper(db, { now });

  return {
    /** Seeds each tenant (all, or those named) that has no events yet; answers how many events it made. */
    async seedDemoEngagement(tenantKeys?: readonly string[]): Promise<number> {
      const rows = await db
        .select({ id: tenants.id, key: tenants.key, programmes: tenants.programmes })
        .from(tenants)
        .where(tenantKeys ? inArray(tenants.key, [...tenantKeys]) : undefined);
      let created = 0;
      for (const tenant of rows) {
        if (!isBrandKey(tenant.key)) continue;
        const brand = getBrand(tenant.key);
        const events = analyticsEvents[brand.analyticsDatabase];
        const [existing] = await db
          .select({ id: events.id })
          .from(events)
          .where(eq(events.tenantId, tenant.id))
          .limit(1);
        if (existing) continue;
        const articleRows = await db
          .select({ id: articles.id })
          .from(articles)
          .where(
            and(eq(articles.tenantId, tenant.id), eq(articles.status, 'published'), isNotNull(articles.publishedAt)),
          )
          .orderBy(desc(articles.publishedAt), asc(articles.id))
          .limit(DEMO_ARTICLE_READERS.length);
        const videoRows = await db
          .select({ id: videos.id })
          .from(videos)
          .where(and(eq(videos.tenantId, tenant.id), eq(videos.status, 'published'), isNotNull(videos.publishedAt)))
          .orderBy(desc(videos.publishedAt), asc(videos.id))
          .limit(2);
        const programmes = (tenant.programmes ?? brand.programmes).filter((programme): programme is PartnerProgramme =>
          (PARTNER_PROGRAMMES as readonly string[]).includes(programme),
        );
        const plan = planDemoEvents({
          articleIds: articleRows.map((row) => row.id),
          videoIds: videoRows.map((row) => row.id),
          programmes,
        });
        if (plan.length === 0) continue;
        const at = now().getTime();
        const values = plan.map((event, index) => ({
          id: demoUuid(tenant.key, String(index)),
          tenantId: tenant.id,
          event: event.name,
          properties: event.properties,
          memberId: demoMemberId(tenant.key, event.member),
          platform: index % 3 === 0 ? ('android' as const) : ('web' as const),
          occurredAt: new Date(at - event.hoursAgo * HOUR_MS),
          receivedAt: new Date(at - event.hoursAgo * HOUR_MS + 5_000),
        }));
        await partitions.ensure(
          brand.analyticsDatabase,
          values.map((value) => value.occurredAt),
        );
        await db.transaction(async (tx) => {
          const stored = await tx
            .insert(events)
            .values(values)
            .onConflictDoNothing()
            .returning({ tenantId: events.tenantId, occurredAt: events.occurredAt });
          await countChanges(tx, brand.analyticsDatabase, stored);
        });
        created += values.length;
      }
      return created;
    },
  };
}
export type DemoEngagementSeeder = ReturnType<typeof createDemoEngagementSeeder>;
