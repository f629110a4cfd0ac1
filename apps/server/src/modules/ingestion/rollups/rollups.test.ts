/**
 * The roll-ups answer exactly what the raw events answer: counts by day and week (partial days and
 * weeks at the ends, a range across a new year, today, any event) and distinct members by subject, before
 * any roll-up, after one, after late events changed a rolled-up day, and after it is rolled up again.
 * Each answer is checked against a plain count of the raw events.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnalyticsEventName } from '@portal/contracts/analytics';
import {
  MEMBER_SET_BITS,
  ammEventDays,
  ammEvents,
  ammMemberNumbers,
  ammRollupPeriods,
  tenants,
} from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { createTestApp } from '../../../test/create-test-app';
import type { TestApp } from '../../../test/create-test-app';
import { createIngestionRepository } from '../ingestion-repository';
import type { NewEvent } from '../ingestion-repository';
import { ANY_EVENT, EVENT_SUBJECTS } from './event-subjects';
import type { SubjectEvent } from './event-subjects';
import { createRollupJob } from './rollup-job';
import { createRollupReader } from './rollup-reader';
import type { PeriodCountQuery } from './rollup-reader';
import { createRollupWriter } from './rollup-writer';

const NOW = new Date('2027-01-20T15:30:00Z');
const now = () => NOW;

let t: TestApp;
let tenantId: string;
let articleIds: string[];
let videoIds: string[];

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const NAMES: TAnalyticsEventName[] = [
  'page_view',
  'sign_in',
  'article_read',
  'video_play',
  'video_complete',
  'partner_open',
  'sso_handoff',
];

function makeEvents(count: number, seed: number, from: Date, to: Date): NewEvent[] {
  const next = random(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  return Array.from({ length: count }, () => {
    const event = pick(NAMES);
    const properties: NewEvent['properties'] =
      event === 'article_read'
        ? { article_id: pick(articleIds) }
        : event === 'video_play' || event === 'video_complete'
          ? { video_id: pick(videoIds) }
          : event === 'partner_open'
            ? { programme: pick(['virgin', 'calm']) }
            : event === 'sso_handoff'
              ? { partner: 'ally_health' }
              : event === 'page_view'
                ? { route: '/dashboard/home' }
                : {};
    const who = next();
    // Attested members (a_), a body's unattested claim (m_), and no member.
    const memberId =
      who < 0.8
        ? `a_${String(Math.floor(next() * 14)).padStart(32, '0')}`
        : who < 0.9
          ? `m_${String(Math.floor(next() * 14)).padStart(32, '0')}`
          : null;
    return {
      id: randomUUID(),
      tenantId,
      event,
      properties,
      memberId,
      platform: 'web',
      occurredAt: new Date(from.getTime() + Math.floor(next() * (to.getTime() - from.getTime()))),
    };
  });
}

/** The plain count of the raw events that the roll-ups must agree with. */
async function rawCounts(query: PeriodCountQuery) {
  const unit = sql.raw(query.groupBy === 'week' ? `'week'` : `'day'`);
  const any = query.events === ANY_EVENT;
  const names = query.events === ANY_EVENT ? undefined : query.events;
  const rows = rowsOf<{ period: string; event: string; events: number; members: number }>(
    await t.db.execute(sql`
      select to_char(date_trunc(${unit}, occurred_at at time zone 'UTC'), 'YYYY-MM-DD') as period,
        ${any ? sql`'*'::text` : sql`event`} as event, count(*)::int as events,
        count(distinct case when starts_with(member_id, 'a_') then member_id end)::int as members
      from amm_c0nj.events
      where tenant_id = ${tenantId}::uuid and occurred_at >= ${query.from.toISOString()}::timestamptz
        and occurred_at < ${query.to.toISOString()}::timestamptz
        ${
          names
            ? sql`and event in (${sql.join(
                names.map((name) => sql`${name}`),
                sql`, `,
              )})`
            : sql``
        }
      group by 1, 2 order by 1, 2`),
  );
  return rows.map((row) => ({ ...row, events: Number(row.events), members: Number(row.members) }));
}

async function rawSubjects(from: Date, to: Date, events: readonly SubjectEvent[]) {
  const rows = rowsOf<{ event: string; subject: string; members: number; memberEvents: number }>(
    await t.db.execute(sql`
      select event, coalesce(properties ->> 'article_id', properties ->> 'video_id', properties ->> 'programme',
          properties ->> 'partner') as subject,
        count(distinct member_id)::int as members, count(*)::int as "memberEvents"
      from amm_c0nj.events
      where tenant_id = ${tenantId}::uuid and occurred_at >= ${from.toISOString()}::timestamptz
        and occurred_at < ${to.toISOString()}::timestamptz and starts_with(member_id, 'a_')
        and event in (${sql.join(
          events.map((name) => sql`${name}`),
          sql`, `,
        )})
      group by 1, 2`),
  );
  return rows
    .map((row) => ({ ...row, members: Number(row.members), memberEvents: Number(row.memberEvents) }))
    .sort((a, b) => `${a.event} ${a.subject}`.localeCompare(`${b.event} ${b.subject}`));
}

const at = (text: string) => new Date(text);
const QUERIES: Omit<PeriodCountQuery, 'tenantId'>[] = [
  // Partial days at both ends, across the new year, up to today's partial day.
  { from: at('2026-11-17T09:15:00Z'), to: NOW, groupBy: 'week', events: undefined },
  { from: at('2026-11-17T09:15:00Z'), to: NOW, groupBy: 'day', events: undefined },
  { from: at('2026-12-02T00:00:00Z'), to: at('2027-01-13T00:00:00Z'), groupBy: 'week', events: ['article_read'] },
  {
    from: at('2026-12-24T00:00:00Z'),
    to: at('2027-01-09T00:00:00Z'),
    groupBy: 'day',
    events: ['sign_in', 'video_play'],
  },
  { from: at('2026-11-16T00:00:00Z'), to: at('2027-01-21T00:00:00Z'), groupBy: 'week', events: ANY_EVENT },
  { from: at('2026-12-09T00:00:00Z'), to: at('2027-01-08T00:00:00Z'), groupBy: 'week', events: ANY_EVENT },
];
const SUBJECT_RANGES: [Date, Date][] = [
  [at('2026-11-16T00:00:00Z'), at('2027-01-21T00:00:00Z')],
  [at('2026-12-20T00:00:00Z'), at('2027-01-05T00:00:00Z')],
];
const SUBJECT_EVENTS = Object.keys(EVENT_SUBJECTS) as SubjectEvent[];

async function expectSameAsRaw() {
  const reader = createRollupReader(t.db, { now });
  for (const query of QUERIES) {
    const full = { ...query, tenantId };
    expect(await reader.countByPeriod('amm_c0nj', full), JSON.stringify(query)).toEqual(await rawCounts(full));
  }
  for (const [from, to] of SUBJECT_RANGES) {
    const found = await reader.countBySubject('amm_c0nj', { tenantId, from, to, events: SUBJECT_EVENTS });
    const sorted = [...found].sort((a, b) => `${a.event} ${a.subject}`.localeCompare(`${b.event} ${b.subject}`));
    expect(sorted).toEqual(await rawSubjects(from, to, SUBJECT_EVENTS));
  }
}

async function changedPeriods(): Promise<number> {
  const rows = rowsOf<{ changed: number }>(
    await t.db.execute(
      sql`select count(*)::int as changed from amm_c0nj.rollup_periods where tenant_id = ${tenantId}::uuid and rolled < changes`,
    ),
  );
  return Number(rows[0]?.changed ?? 0);
}

beforeAll(async () => {
  t = await createTestApp();
  const [swift] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, 'swift'));
  tenantId = swift!.id;
  // The reader counts by id; whether the content still exists is the report's concern.
  articleIds = [randomUUID(), randomUUID(), randomUUID()];
  videoIds = [randomUUID(), randomUUID()];
  const repository = createIngestionRepository(t.db, { rollups: createRollupReader(t.db, { now }) });
  const events = makeEvents(1500, 7, at('2026-11-15T00:00:00Z'), new Date(NOW.getTime() - 60_000));
  for (let first = 0; first < events.length; first += 100) {
    await repository.insertEvents('amm_c0nj', events.slice(first, first + 100));
  }
  // Members only seen today: no number yet, counted from the raw events alone.
  const newcomers = makeEvents(40, 5, new Date(NOW.getTime() - 3 * 3_600_000), NOW).map((event, index) => ({
    ...event,
    memberId: `a_${String(900 + (index % 6)).padStart(32, '0')}`,
  }));
  await repository.insertEvents('amm_c0nj', newcomers);
  // Numbers on both sides of a set's first chunk, as a programme past 65,536 members has them.
  for (let index = 0; index < 7; index += 1) {
    await t.db.insert(ammMemberNumbers).values({
      tenantId,
      memberId: `a_${String(index).padStart(32, '0')}`,
      number: MEMBER_SET_BITS - 6 + index,
    });
  }
});
afterAll(async () => {
  await t?.close();
});

describe('analytics roll-ups', () => {
  const job = () => createRollupJob({ writer: createRollupWriter(t.db), log: { info: () => {} }, now });

  it('count each stored batch against its days and weeks, and answer from the raw events before a roll-up', async () => {
    expect(await changedPeriods()).toBeGreaterThan(60);
    await expectSameAsRaw();
  });

  it('answer the same from the roll-ups of the finished days and weeks, and leave today to the raw events', async () => {
    const rolled = await job().run();
    expect(rolled).toBeGreaterThan(60);
    // Only today's day and this week are left changed: unfinished, they are never rolled up.
    expect(await changedPeriods()).toBe(2);
    expect(await job().run()).toBe(0);
    const chunks = rowsOf<{ chunk: number }>(
      await t.db.execute(sql`select distinct chunk from amm_c0nj.member_sets where tenant_id = ${tenantId}::uuid`),
    );
    expect(chunks.map((row) => Number(row.chunk)).sort()).toEqual([0, 1]);
    await expectSameAsRaw();
  });

  it('answer exactly after late events change a rolled-up day, before and after it is rolled up again', async () => {
    const repository = createIngestionRepository(t.db);
    await repository.insertEvents(
      'amm_c0nj',
      makeEvents(80, 11, at('2026-12-30T00:00:00Z'), at('2027-01-02T00:00:00Z')),
    );
    const [changed] = await t.db
      .select({ changes: ammRollupPeriods.changes, rolled: ammRollupPeriods.rolled })
      .from(ammRollupPeriods)
      .where(sql`${ammRollupPeriods.tenantId} = ${tenantId}::uuid and period = 'day' and start = '2026-12-31'`);
    expect(changed!.changes).toBeGreaterThan(changed!.rolled);
    await expectSameAsRaw();
    expect(await job().run()).toBeGreaterThan(0);
    expect(await changedPeriods()).toBe(2);
    await expectSameAsRaw();
  });

  it('read a rolled-up day from its roll-up, not from the raw events', async () => {
    const reader = createRollupReader(t.db, { now });
    const query = {
      tenantId,
      from: at('2027-01-04T00:00:00Z'),
      to: at('2027-01-11T00:00:00Z'),
      groupBy: 'week',
      events: undefined,
    } as const;
    const before = await reader.countByPeriod('amm_c0nj', query);
    expect(before.length).toBeGreaterThan(0);
    const [days] = rowsOf<{ days: number }>(
      await t.db.execute(
        sql`select count(*)::int as days from ${ammEventDays} where tenant_id = ${tenantId}::uuid and day = '2027-01-05'`,
      ),
    );
    expect(Number(days?.days)).toBeGreaterThan(0);
    // The week's raw events gone (never the way events leave: only to show where the answer comes from).
    const deleted = rowsOf<{ id: string }>(
      await t.db.execute(sql`
        delete from ${ammEvents} where tenant_id = ${tenantId}::uuid
          and occurred_at >= '2027-01-04T00:00:00Z' and occurred_at < '2027-01-11T00:00:00Z' returning id`),
    );
    expect(deleted.length).toBeGreaterThan(0);
    expect(await reader.countByPeriod('amm_c0nj', query)).toEqual(before);
    expect(await rawCounts(query)).toEqual([]);
  });
});
