import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandKey } from '@portal/contracts/brands';
import { demoEmail } from '@portal/contracts/demo';
import { ENGAGEMENT_CSV_HEADER, ENGAGEMENT_MESSAGES, ZEngagementReport } from '@portal/contracts/engagement';
import type { TEngagementReport, TGroupCount } from '@portal/contracts/engagement';
import type { TResultBand } from '@portal/contracts/questionnaire';
import {
  accounts,
  analyticsEvents,
  articles,
  auditEvents,
  companies,
  healthScans,
  incentiveBalances,
  incentivePlans,
  invitations,
  members,
  questionnaireResponses,
  tenants,
  videos,
} from '../../db/schema';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { attestedMemberId } from '../ingestion/attested-members';
import { createPartitionKeeper } from '../ingestion/partitions';
import { DEMO_ARTICLE_READERS } from './demo-engagement';
import { mondayOf } from '../../lib/utc-days';

const DAY_MS = 86_400_000;
const ENGAGEMENT = '/api/authorization/admin/engagement';
const hostOf = (brand: BrandKey) => `${brand}.localhost`;

/** Two weeks five and four weeks back (Monday to Sunday, UTC), clear of any demo row. */
const weekA = new Date(Date.parse(`${mondayOf(new Date().toISOString().slice(0, 10))}T00:00:00Z`) - 5 * 7 * DAY_MS);
const weekB = new Date(weekA.getTime() + 7 * DAY_MS);
const day = (date: Date) => date.toISOString().slice(0, 10);
/** `hours` after a week's Monday. */
const at = (week: Date, hours: number) => new Date(week.getTime() + hours * 3_600_000);
const RANGE_A = { from: day(weekA), to: day(new Date(weekA.getTime() + 6 * DAY_MS)) };
const RANGE_AB = { from: day(weekA), to: day(new Date(weekB.getTime() + 6 * DAY_MS)) };

/** A member's id as stored once their token attested their events. */
const memberId = (label: string) =>
  attestedMemberId(`m_${createHash('sha256').update(label).digest('hex').slice(0, 32)}`);
const shown = (value: number): TGroupCount => ({ value, fewer_than_5: false });
const HIDDEN: TGroupCount = { value: null, fewer_than_5: true };

let t: TestApp;
let swift: { tenantId: string; companyId: string; admin: string };
let attentive: { tenantId: string; companyId: string; admin: string };
/** Planted swift members e1…e12 (accounts). */
let planted: string[] = [];
let sleepArticle: string;
let formulaArticle: string;
let attentiveArticle: string;
let stretchVideo: string;

async function tenantOf(brand: BrandKey) {
  const [row] = await t.db
    .select({ tenantId: tenants.id, companyId: companies.id })
    .from(tenants)
    .innerJoin(companies, eq(companies.tenantId, tenants.id))
    .where(eq(tenants.key, brand))
    .limit(1);
  return { ...row!, admin: await signIn(t.app, demoEmail('admin', brand), hostOf(brand)) };
}

async function plantMembers(tenant: { tenantId: string; companyId: string }, prefix: string, howMany: number) {
  const rows = await t.db
    .insert(accounts)
    .values(
      Array.from({ length: howMany }, (_, index) => ({
        tenantId: tenant.tenantId,
        companyId: tenant.companyId,
        email: `${prefix}-${index + 1}@engagement.test`,
        role: 'member' as const,
        status: 'active' as const,
      })),
    )
    .returning({ id: accounts.id });
  await t.db.insert(members).values(rows.map((row) => ({ accountId: row.id })));
  return rows.map((row) => row.id);
}

async function plantEvents(
  tenantId: string,
  events: { event: string; member: string; properties?: Record<string, string>; occurredAt: Date }[],
) {
  // The events table is partitioned by month: the months planted into need their partitions first.
  await createPartitionKeeper(t.db).ensure(
    'amm_c0nj',
    events.map((event) => event.occurredAt),
  );
  await t.db.insert(analyticsEvents.amm_c0nj).values(
    events.map((event) => ({
      id: randomUUID(),
      tenantId,
      event: event.event,
      properties: event.properties ?? {},
      memberId: event.member,
      platform: 'web',
      occurredAt: event.occurredAt,
    })),
  );
}

async function plantArticle(tenantId: string, title: string) {
  const [row] = await t.db
    .insert(articles)
    .values({ tenantId, title, category: 'nutrition', authorName: 'Tests', readingTimeMinutes: 3, status: 'published' })
    .returning({ id: articles.id });
  return row!.id;
}

function score(band: TResultBand) {
  const part = { score: 9, max: 12, percent: 75, band };
  return { overall: part, categories: [], flags: { low_wellbeing: band === 'talk-to-someone' } };
}

async function plantScans(tenantId: string, accountIds: string[], week: Date) {
  await t.db.insert(healthScans).values(
    accountIds.map((accountId, index) => ({
      tenantId,
      accountId,
      engineName: 'pos-rppg',
      engineVersion: '1.0.0',
      startedAt: at(week, 10 + index),
      durationMs: 30_000,
      frames: 450,
      heartRateBpm: 72,
      quality: 'good' as const,
      snrDb: 8,
      caffeine: false,
      nicotine: false,
      exercise: false,
      rateMedicine: 'none' as const,
      rhythmCondition: false,
      recordedAt: at(week, 10 + index),
    })),
  );
}

async function report(brand: BrandKey, token: string, query: Record<string, string>): Promise<TEngagementReport> {
  const response = await t.app.inject({
    method: 'GET',
    url: ENGAGEMENT,
    query,
    headers: { host: hostOf(brand), authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZEngagementReport.parse(response.json());
}

beforeAll(async () => {
  t = await createTestApp({}, { seedContent: ['evergreen'] });
  swift = await tenantOf('swift');
  attentive = await tenantOf('attentive');
  planted = await plantMembers(swift, 'swift', 12);
  const attentiveMembers = await plantMembers(attentive, 'attentive', 5);

  // Sign-ins (the audit log): week A e1…e5 (e1 twice), week B e1…e4; an admin's sign-in never counts.
  await t.db.insert(auditEvents).values([
    ...planted.slice(0, 5).map((accountId, index) => ({
      tenantId: swift.tenantId,
      accountId,
      event: 'signed_in' as const,
      createdAt: at(weekA, 9 + index),
    })),
    { tenantId: swift.tenantId, accountId: planted[0]!, event: 'signed_in' as const, createdAt: at(weekA, 30) },
    ...planted.slice(0, 4).map((accountId, index) => ({
      tenantId: swift.tenantId,
      accountId,
      event: 'signed_in' as const,
      createdAt: at(weekB, 9 + index),
    })),
    // Another tenant's sign-ins in the same week.
    ...attentiveMembers.map((accountId) => ({
      tenantId: attentive.tenantId,
      accountId,
      event: 'signed_in' as const,
      createdAt: at(weekB, 12),
    })),
  ]);

  // Invitations: e1…e6 first invited in week A, e1…e5 confirmed (and they signed in, above); e7 invited long before.
  await t.db.insert(invitations).values([
    ...planted.slice(0, 6).map((accountId, index) => ({
      tenantId: swift.tenantId,
      accountId,
      tokenHash: `engagement-${randomUUID()}`,
      createdAt: at(weekA, 1),
      expiresAt: at(weekA, 24 * 14),
      usedAt: index < 5 ? at(weekA, 8) : null,
    })),
    {
      tenantId: swift.tenantId,
      accountId: planted[6]!,
      tokenHash: `engagement-${randomUUID()}`,
      createdAt: at(weekA, -24 * 60),
      expiresAt: at(weekA, -24 * 50),
      usedAt: at(weekA, -24 * 59),
    },
  ]);

  // Questionnaire in week A: e1…e5 doing well at last (e1 first talk-to-someone), e6 and e7 worth attention.
  const bands: TResultBand[] = [
    'doing-well',
    'doing-well',
    'doing-well',
    'doing-well',
    'doing-well',
    'worth-attention',
    'worth-attention',
  ];
  await t.db.insert(questionnaireResponses).values([
    {
      tenantId: swift.tenantId,
      accountId: planted[0]!,
      questionnaireId: 'builtin-v3',
      version: 3,
      instrument: 'builtin-v3' as const,
      answers: {},
      result: score('talk-to-someone'),
      answeredAt: at(weekA, 2),
    },
    ...bands.map((band, index) => ({
      tenantId: swift.tenantId,
      accountId: planted[index]!,
      questionnaireId: 'builtin-v3',
      version: 3,
      instrument: 'builtin-v3' as const,
      answers: {},
      result: score(band),
      answeredAt: at(weekA, 20 + index),
    })),
  ]);

  // Content and events.
  sleepArticle = await plantArticle(swift.tenantId, 'Sleep, better');
  formulaArticle = await plantArticle(swift.tenantId, '=HYPERLINK("http://evil.test","Stretch, daily")');
  attentiveArticle = await plantArticle(attentive.tenantId, 'Attentive walking');
  const [video] = await t.db
    .insert(videos)
    .values({
      tenantId: swift.tenantId,
      title: 'Desk stretches',
      durationSeconds: 60,
      sourceUrl: 'https://videos.example/desk.mp4',
      category: 'movement',
      status: 'published',
    })
    .returning({ id: videos.id });
  stretchVideo = video!.id;

  const swiftMember = (index: number) => memberId(`swift-${index}`);
  await plantEvents(swift.tenantId, [
    // Active in week A: five members (page views, reads); in week B: four.
    ...[1, 2, 3, 4, 5].map((index) => ({
      event: 'article_read',
      member: swiftMember(index),
      properties: { article_id: sleepArticle },
      occurredAt: at(weekA, 40 + index),
    })),
    {
      event: 'article_read',
      member: swiftMember(1),
      properties: { article_id: sleepArticle },
      occurredAt: at(weekA, 60),
    },
    ...[1, 2, 3, 4].map((index) => ({
      event: 'article_read',
      member: swiftMember(index),
      properties: { article_id: formulaArticle },
      occurredAt: at(weekB, 10 + index),
    })),
    ...[1, 2, 3, 4, 5].map((index) => ({
      event: 'video_play',
      member: swiftMember(index),
      properties: { video_id: stretchVideo },
      occurredAt: at(weekA, 50 + index),
    })),
    ...[1, 2, 3, 4].map((index) => ({
      event: 'video_complete',
      member: swiftMember(index),
      properties: { video_id: stretchVideo },
      occurredAt: at(weekA, 55 + index),
    })),
    ...[1, 2, 3, 4, 5].map((index) => ({
      event: 'partner_open',
      member: swiftMember(index),
      properties: { programme: 'mayo-clinic' },
      occurredAt: at(weekA, 70 + index),
    })),
    ...[1, 2].map((index) => ({
      event: 'partner_open',
      member: swiftMember(index),
      properties: { programme: 'ourrelationship' },
      occurredAt: at(weekA, 80 + index),
    })),
    { event: 'sso_handoff', member: swiftMember(1), properties: { partner: 'ally-health' }, occurredAt: at(weekA, 90) },
    // Outside the range asked for: never counted.
    {
      event: 'article_read',
      member: swiftMember(9),
      properties: { article_id: sleepArticle },
      occurredAt: at(weekA, -1),
    },
  ]);
  // Attentive shares the analytics database: its events name its tenant (one even names a swift article).
  await plantEvents(
    attentive.tenantId,
    [1, 2, 3, 4, 5, 6].flatMap((index) => [
      {
        event: 'article_read',
        member: memberId(`attentive-${index}`),
        properties: { article_id: attentiveArticle },
        occurredAt: at(weekA, 40 + index),
      },
      {
        event: 'article_read',
        member: memberId(`attentive-${index}`),
        properties: { article_id: sleepArticle },
        occurredAt: at(weekA, 40 + index),
      },
    ]),
  );

  // Health scans in week A: four members (one twice).
  await plantScans(swift.tenantId, [planted[0]!, planted[0]!, planted[1]!, planted[2]!, planted[3]!], weekA);
  await plantScans(attentive.tenantId, attentiveMembers, weekA);
});
afterAll(async () => {
  await t?.close();
});

describe('the engagement report', () => {
  it('counts sign-ins and active members by week: 5 members shown, 4 hidden', async () => {
    const result = await report('swift', swift.admin, RANGE_AB);
    expect(result).toMatchObject({ ...RANGE_AB, small_group_min: 5 });
    expect(result.weeks).toEqual([
      { week_start: day(weekA), sign_ins: shown(6), active_members: shown(5) },
      { week_start: day(weekB), sign_ins: HIDDEN, active_members: HIDDEN },
    ]);
  });

  it('follows invitations from sent to confirmed to signed in', async () => {
    const result = await report('swift', swift.admin, RANGE_A);
    expect(result.funnel).toEqual({ invited: shown(6), confirmed: shown(5), active: shown(5) });
    const later = await report('swift', swift.admin, { from: day(weekB), to: day(weekB) });
    expect(later.funnel).toEqual({ invited: HIDDEN, confirmed: HIDDEN, active: HIDDEN });
  });

  it('counts questionnaire completion and bands by each member’s latest result, hiding small bands', async () => {
    const result = await report('swift', swift.admin, RANGE_A);
    // 16 members (4 demo, 12 planted); 7 completed, 9 did not: both at least 5, so completion shows.
    expect(result.questionnaire.members).toEqual(shown(16));
    expect(result.questionnaire.completed).toEqual(shown(7));
    expect(result.questionnaire.bands).toEqual([
      { band: 'doing-well', members: shown(5) },
      { band: 'worth-attention', members: HIDDEN },
      { band: 'talk-to-someone', members: HIDDEN },
    ]);
    expect(JSON.stringify(result)).not.toContain('percent');
  });

  it('lists the most-read articles and most-watched videos, the hidden counts after the shown', async () => {
    const result = await report('swift', swift.admin, RANGE_AB);
    expect(result.articles).toEqual([
      { article_id: sleepArticle, title: 'Sleep, better', readers: shown(5), reads: shown(6) },
      {
        article_id: formulaArticle,
        title: expect.stringContaining('=HYPERLINK') as string,
        readers: HIDDEN,
        reads: HIDDEN,
      },
    ]);
    expect(result.videos).toEqual([
      { video_id: stretchVideo, title: 'Desk stretches', viewers: shown(5), completed: HIDDEN },
    ]);
  });

  it('counts partner programmes and sign-on handoffs by distinct members', async () => {
    const result = await report('swift', swift.admin, RANGE_A);
    expect(result.programmes).toEqual([
      { programme: 'mayo-clinic', members: shown(5) },
      { programme: 'ourrelationship', members: HIDDEN },
    ]);
    expect(result.sign_on).toEqual([{ partner: 'ally-health', members: HIDDEN }]);
  });

  it('counts health scans (never a value): hidden with 4 members, shown with 5', async () => {
    expect((await report('swift', swift.admin, RANGE_A)).health_scans).toEqual({ scans: HIDDEN, members: HIDDEN });
    await plantScans(swift.tenantId, [planted[4]!], weekA);
    try {
      expect((await report('swift', swift.admin, RANGE_A)).health_scans).toEqual({
        scans: shown(6),
        members: shown(5),
      });
    } finally {
      await t.db
        .delete(healthScans)
        .where(and(eq(healthScans.tenantId, swift.tenantId), eq(healthScans.accountId, planted[4]!)));
    }
  });

  it('counts members per level of the plan in force on the last day, hiding small groups with the rule', async () => {
    const today = day(new Date());
    const range = { from: day(new Date(Date.now() - 7 * DAY_MS)), to: today };
    const [plan] = await t.db.select().from(incentivePlans).where(eq(incentivePlans.tenantId, swift.tenantId));
    // The demo's Bronze member alone: every level is a small group.
    expect((await report('swift', swift.admin, range)).levels).toEqual([
      { level: 'Bronze', points: 500, members: HIDDEN },
      { level: 'Silver', points: 1000, members: HIDDEN },
      { level: 'Gold', points: 2000, members: HIDDEN },
    ]);
    // Five more at Bronze (one just under Silver) and one at Gold: Bronze shows, Silver and Gold stay hidden.
    const balances = [500, 640, 700, 999, 800, 2500].map((points, index) => ({
      planId: plan!.id,
      accountId: planted[index]!,
      tenantId: swift.tenantId,
      points,
    }));
    await t.db.insert(incentiveBalances).values(balances);
    try {
      expect((await report('swift', swift.admin, range)).levels).toEqual([
        { level: 'Bronze', points: 500, members: shown(6) },
        { level: 'Silver', points: 1000, members: HIDDEN },
        { level: 'Gold', points: 2000, members: HIDDEN },
      ]);
      // A week in a year no plan covers has no levels.
      expect((await report('swift', swift.admin, { from: '2150-01-01', to: '2150-01-07' })).levels).toEqual([]);
    } finally {
      await t.db
        .delete(incentiveBalances)
        .where(and(eq(incentiveBalances.planId, plan!.id), inArray(incentiveBalances.accountId, planted.slice(0, 6))));
    }
  });

  it('keeps tenants sharing an analytics database apart', async () => {
    const result = await report('attentive', attentive.admin, RANGE_A);
    expect(result.articles).toEqual([
      { article_id: attentiveArticle, title: 'Attentive walking', readers: shown(6), reads: shown(6) },
    ]);
    expect(result.weeks[0]!.active_members).toEqual(shown(6));
    expect(result.health_scans).toEqual({ scans: shown(5), members: shown(5) });
    expect(result.programmes).toEqual([]);
    // And swift's report counts none of attentive's rows (its article read by 5 swift members only).
    const swiftResult = await report('swift', swift.admin, RANGE_A);
    expect(swiftResult.articles.map((article) => article.article_id)).not.toContain(attentiveArticle);
  });

  it('defaults to the last 12 weeks, and refuses a range backwards, too long or not a date', async () => {
    const result = await report('swift', swift.admin, {});
    expect(result.weeks).toHaveLength(12);
    expect(result.to).toBe(day(new Date()));
    const ask = (query: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: ENGAGEMENT,
        query,
        headers: { host: hostOf('swift'), authorization: `Bearer ${swift.admin}` },
      });
    const backwards = await ask({ from: '2026-03-10', to: '2026-03-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ message: ENGAGEMENT_MESSAGES.order });
    const tooLong = await ask({ from: '2024-01-01', to: '2026-01-01' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: ENGAGEMENT_MESSAGES.span });
    expect((await ask({ from: '2026-02-30' })).statusCode).toBe(400);
    expect((await ask({ to: "2026-01-01'; drop table accounts; --" })).statusCode).toBe(400);
  });
});

describe('the CSV export', () => {
  it('has the same figures under the same rule, a header row, and no cell a spreadsheet would run', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${ENGAGEMENT}.csv`,
      query: RANGE_AB,
      headers: { host: hostOf('swift'), authorization: `Bearer ${swift.admin}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="engagement-${RANGE_AB.from}-to-${RANGE_AB.to}.csv"`,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(ENGAGEMENT_CSV_HEADER.join(','));
    expect(lines).toContain(`week,${day(weekA)},sign_ins,6`);
    expect(lines).toContain(`week,${day(weekB)},active_members,fewer than 5`);
    expect(lines).toContain('article,"Sleep, better",readers,5');
    expect(lines).toContain('questionnaire_band,worth-attention,members,fewer than 5');
    // The editor's title that starts with = is quoted and prefixed, so it stays text.
    expect(lines).toContain(`article,"'=HYPERLINK(""http://evil.test"",""Stretch, daily"")",readers,fewer than 5`);
    for (const line of lines) expect(line).not.toMatch(/(^|,)[=+\-@]/);
  });
});

describe('the demo events', () => {
  it('give the demo screen figures to show and figures to hide, once', async () => {
    const created = await t.services.demoEngagement.seedDemoEngagement(['evergreen']);
    expect(created).toBeGreaterThan(50);
    expect(await t.services.demoEngagement.seedDemoEngagement(['evergreen'])).toBe(0);
    const admin = await signIn(t.app, demoEmail('admin', 'evergreen'), hostOf('evergreen'));
    const result = await report('evergreen', admin, {});
    expect(result.articles.map((article) => article.readers.value)).toEqual(
      DEMO_ARTICLE_READERS.map((readers) => (readers >= 5 ? readers : null)),
    );
    expect(result.videos[0]).toMatchObject({ viewers: shown(6), completed: shown(5) });
    const actives = result.weeks.map((week) => week.active_members.value);
    expect(actives.filter((value) => value !== null).length).toBeGreaterThan(0);
    expect(actives.filter((value) => value === null).length).toBeGreaterThan(0);
    expect(result.programmes[0]?.members).toEqual(shown(5));
    // Swift, in the same analytics database, gets none of them.
    const swiftResult = await report('swift', swift.admin, {});
    expect(swiftResult.videos.map((video) => video.title)).toEqual(['Desk stretches']);
  });
});
