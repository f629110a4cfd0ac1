import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_LIMITS, ANALYTICS_MESSAGES } from '@portal/contracts/analytics';
import type { TAnalyticsEventInput } from '@portal/contracts/analytics';
import { INGESTION_MESSAGES, ZIngestBatchResponse, ZSelectEventsResponse } from '@portal/contracts/ingestion';
import { ammEvents, oakmoreEvents, tenants } from '../../db/schema';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { BATCHES_PER_ADDRESS_PER_MINUTE } from './ingestion-routes';
import { attestedMemberId } from './attested-members';
import { createIngestionRepository } from './ingestion-repository';
import type { NewEvent } from './ingestion-repository';

let t: TestApp;
let keys: Record<string, string>;
let tenantIds: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db
    .select({ id: tenants.id, key: tenants.key, writeKey: tenants.ingestionWriteKey })
    .from(tenants);
  keys = Object.fromEntries(rows.map((row) => [row.key, row.writeKey]));
  tenantIds = Object.fromEntries(rows.map((row) => [row.key, row.id]));
});
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A member's analytics id made from a number, `m_000…0007`. */
const member = (n: number) => `m_${n.toString(16).padStart(32, '0')}`;
/** The same member as stored once their token attested their events. */
const attested = (n: number) => attestedMemberId(member(n));

function pageView(overrides: Partial<TAnalyticsEventInput> = {}): TAnalyticsEventInput {
  return {
    id: randomUUID(),
    name: 'page_view',
    occurred_at: new Date(Date.now() - 2 * MINUTE).toISOString(),
    platform: 'web',
    member_id: member(1),
    properties: { route: '/dashboard/home' },
    ...overrides,
  } as TAnalyticsEventInput;
}

let address = 0;
function ingest(brand: string, db: string, key: string | undefined, payload: object | string, remoteAddress?: string) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: `/api/ingestion/crud?db=${db}`,
    headers: {
      host: `${brand}.localhost`,
      'content-type': 'application/json',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    // A fresh address per call unless asked: the rate limit has its own test.
    remoteAddress: remoteAddress ?? `10.1.${(address >> 8) & 255}.${address & 255}`,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

function select(brand: string, db: string, token: string | undefined, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/ingestion/select?db=${db}`,
    headers: { host: `${brand}.localhost`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
}

async function countEvents() {
  const [amm] = await t.db.select({ count: sql<number>`count(*)::int` }).from(ammEvents);
  const [oak] = await t.db.select({ count: sql<number>`count(*)::int` }).from(oakmoreEvents);
  return Number(amm?.count) + Number(oak?.count);
}

describe('POST /api/ingestion/crud', () => {
  it('stores a batch in the tenant’s analytics schema once: the same batch again stores nothing', async () => {
    const batch = [
      pageView(),
      pageView({ platform: 'android', member_id: null }),
      {
        id: randomUUID(),
        name: 'partner_open',
        occurred_at: new Date().toISOString(),
        platform: 'ios',
        member_id: member(2),
        properties: { programme: 'ally-health' },
      } as TAnalyticsEventInput,
    ];
    const first = await ingest('oakmore', 'oakmorelabs_mm', keys.oakmore, { events: batch });
    expect(first.statusCode, first.body).toBe(200);
    // The write key alone attests no member: the two events naming one are taken without.
    expect(ZIngestBatchResponse.parse(first.json())).toEqual({ accepted: 3, duplicates: 0, unattested: 2 });

    const again = await ingest('oakmore', 'oakmorelabs_mm', keys.oakmore, { events: batch });
    expect(again.json()).toEqual({ accepted: 0, duplicates: 3, unattested: 2 });
    // A retry holding one old event and one new one, and an event repeated within the batch.
    const fresh = pageView();
    const mixed = await ingest('oakmore', 'oakmorelabs_mm', keys.oakmore, { events: [batch[0], fresh, fresh] });
    expect(mixed.json()).toEqual({ accepted: 1, duplicates: 2, unattested: 3 });

    const ids = [...batch.map((event) => event.id), fresh.id];
    const rows = await t.db.select().from(oakmoreEvents).where(inArray(oakmoreEvents.id, ids));
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => row.id === batch[1]!.id)).toMatchObject({
      tenantId: tenantIds.oakmore,
      event: 'page_view',
      properties: { route: '/dashboard/home' },
      memberId: null,
      platform: 'android',
    });
    expect(rows.find((row) => row.id === batch[2]!.id)).toMatchObject({
      event: 'partner_open',
      memberId: null,
      platform: 'ios',
      properties: { programme: 'ally-health' },
    });
  });

  it('refuses a wrong or missing key with 401 and another tenant’s database with 400, writing nothing', async () => {
    const before = await countEvents();
    const body = { events: [pageView()] };
    expect((await ingest('swift', 'amm_c0nj', 'iwk_wrong', body)).statusCode).toBe(401);
    expect((await ingest('swift', 'amm_c0nj', undefined, body)).statusCode).toBe(401);
    // The oakmore key does not write on swift's host.
    expect((await ingest('swift', 'amm_c0nj', keys.oakmore, body)).statusCode).toBe(401);
    const wrongDb = await ingest('swift', 'oakmorelabs_mm', keys.swift, body);
    expect(wrongDb.statusCode).toBe(400);
    expect(wrongDb.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'db' });
    expect((await ingest('swift', 'nope', keys.swift, body)).statusCode).toBe(400);
    expect(await countEvents()).toBe(before);
  });

  const now = Date.now();
  const badBatches: [string, () => unknown[], string, string | undefined][] = [
    ['no event', () => [], 'events', INGESTION_MESSAGES.batchEmpty],
    [
      `${ANALYTICS_LIMITS.maxEventsPerBatch + 1} events`,
      () => Array.from({ length: ANALYTICS_LIMITS.maxEventsPerBatch + 1 }, () => pageView()),
      'events',
      INGESTION_MESSAGES.batchTooLong,
    ],
    [
      'an unknown event name',
      () => [pageView(), { ...pageView(), name: 'questionnaire_answer', properties: {} }],
      'events.1.name',
      ANALYTICS_MESSAGES.unknownName,
    ],
    [
      'a forbidden property (email)',
      () => [pageView(), pageView(), { ...pageView(), name: 'sign_in', properties: { email: 'member@swift.test' } }],
      'events.2.properties',
      ANALYTICS_MESSAGES.unknownProperty,
    ],
    [
      'a forbidden property (score)',
      () => [{ ...pageView(), name: 'questionnaire_complete', properties: { score: 12 } }],
      'events.0.properties',
      ANALYTICS_MESSAGES.unknownProperty,
    ],
    [
      'search text in a route',
      () => [pageView({ properties: { route: '/clinic-library?q=diabetes' } })],
      'events.0.properties.route',
      undefined,
    ],
    [
      'an extra field beside the event’s own',
      () => [{ ...pageView(), user_email: 'member@swift.test' }],
      'events.0',
      ANALYTICS_MESSAGES.unknownField,
    ],
    [
      'an account id instead of the analytics id',
      () => [pageView({ member_id: randomUUID() })],
      'events.0.member_id',
      'Send the member’s analytics id.',
    ],
    ['an event without an id', () => [{ ...pageView(), id: 'e-1' }], 'events.0.id', 'Give every event a UUID.'],
    ['an unknown platform', () => [{ ...pageView(), platform: 'HEALTHCARE_MOBILE' }], 'events.0.platform', undefined],
    [
      'an event older than the window',
      () => [pageView(), pageView({ occurred_at: new Date(now - 32 * DAY).toISOString() })],
      'events.1.occurred_at',
      INGESTION_MESSAGES.eventTime,
    ],
    [
      'an event from the future',
      () => [pageView({ occurred_at: new Date(now + 60 * MINUTE).toISOString() })],
      'events.0.occurred_at',
      INGESTION_MESSAGES.eventTime,
    ],
    [
      'a time in ISO’s year 0000',
      () => [pageView({ occurred_at: '0000-01-01T00:00:00Z' })],
      'events.0.occurred_at',
      undefined,
    ],
  ];

  it.each(badBatches)(
    'refuses a batch with %s: 400 naming the field, nothing stored',
    async (_name, build, field, message) => {
      const before = await countEvents();
      const response = await ingest('swift', 'amm_c0nj', keys.swift, { events: build() });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
      if (message) expect(response.json().message).toBe(message);
      expect(await countEvents()).toBe(before);
    },
  );

  it('refuses a body over the batch limit with 413 and says what to do; the limit itself passes', async () => {
    const before = await countEvents();
    const events = [pageView()];
    const padded = `${JSON.stringify({ events })}${' '.repeat(65 * 1024)}`;
    const response = await ingest('swift', 'amm_c0nj', keys.swift, padded);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: INGESTION_MESSAGES.batchTooLarge });
    expect(await countEvents()).toBe(before);

    // A full batch within the limit is stored.
    const full = Array.from({ length: ANALYTICS_LIMITS.maxEventsPerBatch }, () => pageView());
    const body = JSON.stringify({ events: full });
    expect(Buffer.byteLength(body)).toBeLessThan(ANALYTICS_LIMITS.maxBatchBytes);
    const stored = await ingest('swift', 'amm_c0nj', keys.swift, body);
    expect(stored.json()).toMatchObject({ accepted: ANALYTICS_LIMITS.maxEventsPerBatch, duplicates: 0 });
  });

  it('limits the batches per write key and address: 429 with Retry-After, other addresses still served', async () => {
    const from = '10.99.0.1';
    let last = await ingest('incent', 'incentwellness_mm', keys.incent, { events: [] }, from);
    for (let sent = 1; sent < BATCHES_PER_ADDRESS_PER_MINUTE; sent += 1) {
      last = await ingest('incent', 'incentwellness_mm', keys.incent, { events: [] }, from);
    }
    expect(last.statusCode).toBe(400);
    const limited = await ingest('incent', 'incentwellness_mm', keys.incent, { events: [pageView()] }, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: INGESTION_MESSAGES.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await ingest('incent', 'incentwellness_mm', keys.incent, { events: [pageView()] }, '10.99.0.2');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });
});

describe('the month partitions', () => {
  it('stores events of two months in two partitions, making a missing month’s partition first', async () => {
    const repository = createIngestionRepository(t.db);
    const row = (occurredAt: string): NewEvent => ({
      id: randomUUID(),
      tenantId: tenantIds.swift!,
      event: 'sign_in',
      properties: {},
      memberId: member(3),
      platform: 'web',
      occurredAt: new Date(occurredAt),
    });
    // Months the migration did not make (it makes the last 12, this one and the next).
    const january = row('2021-01-31T23:59:59.999Z');
    const february = row('2021-02-01T00:00:00Z');
    expect(await repository.insertEvents('amm_c0nj', [january, february])).toBe(2);
    const placed = await t.db
      .select({ id: ammEvents.id, partition: sql<string>`${ammEvents}.tableoid::regclass::text` })
      .from(ammEvents)
      .where(inArray(ammEvents.id, [january.id, february.id]));
    expect(Object.fromEntries(placed.map((found) => [found.id, found.partition]))).toEqual({
      [january.id]: 'amm_c0nj.events_2021_01',
      [february.id]: 'amm_c0nj.events_2021_02',
    });

    const partitions = await t.db.execute<{ name: string }>(sql`
      select child.relname as name from pg_inherits
      join pg_class child on child.oid = pg_inherits.inhrelid
      where pg_inherits.inhparent = 'amm_c0nj.events'::regclass`);
    const names = (Array.isArray(partitions) ? partitions : (partitions as { rows: { name: string }[] }).rows).map(
      (found) => found.name,
    );
    const thisMonth = new Date().toISOString().slice(0, 7).replace('-', '_');
    expect(names).toEqual(expect.arrayContaining(['events_2021_01', 'events_2021_02', `events_${thisMonth}`]));

    // A second keeper (another process) making the same partitions is no error, and a repeat stores nothing.
    expect(await createIngestionRepository(t.db).insertEvents('amm_c0nj', [january, february])).toBe(0);
    // Through the route, today's events land in this month's partition.
    const today = pageView();
    expect((await ingest('swift', 'amm_c0nj', keys.swift, { events: [today] })).json()).toMatchObject({
      accepted: 1,
      duplicates: 0,
    });
    const [stored] = await t.db
      .select({ partition: sql<string>`${ammEvents}.tableoid::regclass::text` })
      .from(ammEvents)
      .where(and(eq(ammEvents.id, today.id), eq(ammEvents.tenantId, tenantIds.swift!)));
    expect(stored?.partition).toBe(`amm_c0nj.events_${thisMonth}`);
  });
});

describe('POST /api/ingestion/select', () => {
  const WEEK = { from: '2025-03-03T00:00:00Z', to: '2025-03-10T00:00:00Z' };

  beforeAll(async () => {
    const repository = createIngestionRepository(t.db);
    const at = (day: string, tenant: string, name: NewEvent['event'], memberId: string | null): NewEvent => ({
      id: randomUUID(),
      tenantId: tenantIds[tenant]!,
      event: name,
      properties: name === 'page_view' ? { route: '/dashboard/home' } : {},
      memberId,
      platform: 'web',
      occurredAt: new Date(`${day}T10:00:00Z`),
    });
    // Stored as attested members (their tokens came with their events).
    const six = [1, 2, 3, 4, 5, 6].map(attested);
    await repository.insertEvents('amm_c0nj', [
      // Monday: six members, and three page views before sign-in.
      ...six.map((id) => at('2025-03-03', 'swift', 'page_view', id)),
      ...[1, 2, 3].map(() => at('2025-03-03', 'swift', 'page_view', null)),
      // Tuesday: the same six, one of them twice; two members read articles.
      ...six.map((id) => at('2025-03-04', 'swift', 'page_view', id)),
      at('2025-03-04', 'swift', 'page_view', attested(1)),
      at('2025-03-04', 'swift', 'article_read', attested(1)),
      at('2025-03-04', 'swift', 'article_read', attested(1)),
      at('2025-03-04', 'swift', 'article_read', attested(2)),
      // The next week, and outside the range.
      at('2025-03-10', 'swift', 'page_view', attested(1)),
      // Another tenant in the same analytics database: ten members reading.
      ...Array.from({ length: 10 }, (_, index) => at('2025-03-04', 'attentive', 'article_read', attested(100 + index))),
    ]);
  });

  it('counts events and distinct members by day and by week; fewer than 5 members are not shown', async () => {
    const admin = await signIn(t.app, 'admin@swift.test');
    const byDay = await select('swift', 'amm_c0nj', admin, { ...WEEK, group_by: 'day' });
    expect(byDay.statusCode, byDay.body).toBe(200);
    const day = ZSelectEventsResponse.parse(byDay.json());
    expect(day).toMatchObject({ group_by: 'day', min_group_size: 5, from: '2025-03-03T00:00:00.000Z' });
    expect(day.rows).toEqual([
      { period: '2025-03-03', event: 'page_view', events: 9, members: 6, fewer_than_5: false },
      { period: '2025-03-04', event: 'article_read', events: null, members: null, fewer_than_5: true },
      { period: '2025-03-04', event: 'page_view', events: 7, members: 6, fewer_than_5: false },
    ]);

    const byWeek = ZSelectEventsResponse.parse(
      (await select('swift', 'amm_c0nj', admin, { ...WEEK, group_by: 'week' })).json(),
    );
    expect(byWeek.rows).toEqual([
      { period: '2025-03-03', event: 'article_read', events: null, members: null, fewer_than_5: true },
      { period: '2025-03-03', event: 'page_view', events: 16, members: 6, fewer_than_5: false },
    ]);

    // Only the events and measures asked for; a range across two weeks (Monday 10 March is the second).
    const members = ZSelectEventsResponse.parse(
      (
        await select('swift', 'amm_c0nj', admin, {
          from: WEEK.from,
          to: '2025-03-17T00:00:00Z',
          group_by: 'week',
          events: ['page_view'],
          measures: ['members'],
        })
      ).json(),
    );
    expect(members.rows).toEqual([
      { period: '2025-03-03', event: 'page_view', members: 6, fewer_than_5: false },
      { period: '2025-03-10', event: 'page_view', members: null, fewer_than_5: true },
    ]);
  });

  it('answers twenty 400-day queries at once with counts or 429 and Retry-After, never a 5xx or a hang', async () => {
    const admin = await signIn(t.app, 'admin@swift.test');
    const to = new Date(Date.parse('2025-03-10T00:00:00Z'));
    const from = new Date(to.getTime() - 400 * DAY).toISOString();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        select('swift', 'amm_c0nj', admin, { from, to: to.toISOString(), group_by: 'day' }),
      ),
    );
    for (const answer of answers) {
      expect([200, 429], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(answer.json()).toMatchObject({ code: 'RATE_LIMITED', message: INGESTION_MESSAGES.queriesBusy });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
  });

  it('keeps tenants sharing an analytics database apart', async () => {
    const swift = ZSelectEventsResponse.parse(
      (
        await select('swift', 'amm_c0nj', await signIn(t.app, 'admin@swift.test'), {
          ...WEEK,
          group_by: 'week',
          events: ['article_read'],
        })
      ).json(),
    );
    expect(swift.rows).toEqual([
      { period: '2025-03-03', event: 'article_read', events: null, members: null, fewer_than_5: true },
    ]);
    const attentive = ZSelectEventsResponse.parse(
      (
        await select('attentive', 'amm_c0nj', await signIn(t.app, 'admin@attentive.test'), {
          ...WEEK,
          group_by: 'week',
        })
      ).json(),
    );
    expect(attentive.rows).toEqual([
      { period: '2025-03-03', event: 'article_read', events: 10, members: 10, fewer_than_5: false },
    ]);
  });

  it('refuses what is not a constrained query with 400, and anyone but an admin', async () => {
    const admin = await signIn(t.app, 'admin@swift.test');
    const refusals: [object, string][] = [
      [{ ...WEEK, group_by: 'month' }, 'group_by'],
      [{ ...WEEK, group_by: 'day', events: ['page_view; drop table tenants'] }, 'events.0'],
      [{ ...WEEK, group_by: 'day', sql: 'select * from accounts' }, ''],
      [{ from: WEEK.to, to: WEEK.from, group_by: 'day' }, 'to'],
      [{ from: '2024-01-01T00:00:00Z', to: '2025-03-01T00:00:00Z', group_by: 'week' }, 'to'],
      [{ from: '0000-12-31T23:59:59Z', to: WEEK.to, group_by: 'day' }, 'from'],
      [{ ...WEEK, group_by: 'day', measures: [] }, 'measures'],
      [{ group_by: 'day' }, 'from'],
    ];
    for (const [body, field] of refusals) {
      const response = await select('swift', 'amm_c0nj', admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      if (field) expect(response.json().field, JSON.stringify(body)).toBe(field);
    }
    expect((await select('swift', 'incentwellness_mm', admin, { ...WEEK, group_by: 'day' })).statusCode).toBe(400);

    for (const email of ['member@swift.test', 'editor@swift.test']) {
      const forbidden = await select('swift', 'amm_c0nj', await signIn(t.app, email), { ...WEEK, group_by: 'day' });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().code).toBe('FORBIDDEN');
    }
    expect((await select('swift', 'amm_c0nj', undefined, { ...WEEK, group_by: 'day' })).statusCode).toBe(401);
    // The write key only inserts.
    expect((await select('swift', 'amm_c0nj', keys.swift, { ...WEEK, group_by: 'day' })).statusCode).toBe(401);
  });
});
