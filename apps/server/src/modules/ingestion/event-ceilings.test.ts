/**
 * The write key's ceilings across every address: events a minute and a day, sized to the programme,
 * answered 429 with Retry-After (never a 5xx), the refused batch not stored.
 */
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnalyticsEventInput } from '@portal/contracts/analytics';
import { INGESTION_MESSAGES } from '@portal/contracts/ingestion';
import { ammEvents, tenants } from '../../db/schema';
import { memoryCounter } from '../../lib/rate-limit-store';
import { createTestApp } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { EventCeilingError, createEventQuota, eventCeilingsFor } from './event-ceilings';
import type { EventCeilingSettings } from './event-ceilings';

const SETTINGS: EventCeilingSettings = {
  INGESTION_EVENTS_PER_MINUTE_FLOOR: 3_000,
  INGESTION_EVENTS_PER_MEMBER_PER_MINUTE: 1,
  INGESTION_EVENTS_PER_DAY_FLOOR: 50_000,
  INGESTION_EVENTS_PER_MEMBER_PER_DAY: 100,
};

describe('the ceilings’ size', () => {
  it('is the floor for a small programme and grows with its members', () => {
    expect(eventCeilingsFor(0, SETTINGS)).toEqual({ perMinute: 3_000, perDay: 50_000 });
    expect(eventCeilingsFor(400, SETTINGS)).toEqual({ perMinute: 3_000, perDay: 50_000 });
    expect(eventCeilingsFor(100_000, SETTINGS)).toEqual({ perMinute: 100_000, perDay: 10_000_000 });
  });
});

describe('the quota', () => {
  it('refuses past a minute’s ceiling until the minute ends, and past a day’s until the day ends', async () => {
    let now = Date.parse('2026-03-02T08:00:00Z');
    let memberReads = 0;
    const quota = createEventQuota({
      countHits: memoryCounter(() => now),
      settings: { ...SETTINGS, INGESTION_EVENTS_PER_MINUTE_FLOOR: 150, INGESTION_EVENTS_PER_DAY_FLOOR: 500 },
      countMembers: async () => {
        memberReads += 1;
        return 3;
      },
      now: () => now,
    });
    await quota.take('tenant-a', 100);
    now += 20_000;
    const minute = await quota.take('tenant-a', 100).catch((error: unknown) => error);
    expect(minute).toBeInstanceOf(EventCeilingError);
    expect(minute).toMatchObject({ message: INGESTION_MESSAGES.eventsPerMinute, retryAfterSeconds: 40 });
    // Another tenant has ceilings of its own.
    await quota.take('tenant-b', 100);

    // A new minute: taken again, until the day's 500 (the refused batch counted in its minute only).
    for (let minutes = 1; minutes <= 3; minutes += 1) {
      now += 60_000;
      await quota.take('tenant-a', 100);
    }
    now += 60_000;
    await quota.take('tenant-a', 100);
    now += 60_000;
    const day = await quota.take('tenant-a', 100).catch((error: unknown) => error);
    expect(day).toMatchObject({ message: INGESTION_MESSAGES.eventsPerDay });
    const wait = (day as EventCeilingError).retryAfterSeconds;
    expect(wait).toBeGreaterThan(23 * 3600);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    now += wait * 1000;
    await quota.take('tenant-a', 100);
    // Each tenant's member count is read at most once in five minutes: a, b, a after 5:20, a next day.
    expect(memberReads).toBe(4);
  });
});

function pageViews(count: number): TAnalyticsEventInput[] {
  return Array.from(
    { length: count },
    () =>
      ({
        id: randomUUID(),
        name: 'page_view',
        occurred_at: new Date(Date.now() - 60_000).toISOString(),
        platform: 'web',
        member_id: null,
        properties: { route: '/dashboard/home' },
      }) as TAnalyticsEventInput,
  );
}

async function writeKeys(t: TestApp) {
  const rows = await t.db.select({ key: tenants.key, writeKey: tenants.ingestionWriteKey }).from(tenants);
  return Object.fromEntries(rows.map((row) => [row.key, row.writeKey]));
}

function ingest(t: TestApp, brand: string, db: string, key: string, events: TAnalyticsEventInput[], address: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/ingestion/crud?db=${db}`,
    headers: { host: `${brand}.localhost`, authorization: `Bearer ${key}` },
    // Every batch from an address of its own: the ceilings hold across addresses.
    remoteAddress: `127.0.${(address >> 8) & 255}.${address & 255}`,
    payload: { events },
  });
}

async function stored(t: TestApp, table: typeof ammEvents, ids: string[]) {
  const [row] = await t.db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(inArray(table.id, ids));
  return Number(row?.count);
}

describe('a flood from many addresses', () => {
  let t: TestApp;
  let keys: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({
      INGESTION_EVENTS_PER_MINUTE_FLOOR: '250',
      INGESTION_EVENTS_PER_MEMBER_PER_MINUTE: '0',
      INGESTION_EVENTS_PER_DAY_FLOOR: '100000',
    });
    keys = await writeKeys(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is refused past the minute’s ceiling with 429 and Retry-After, never a 5xx, and stores no more', async () => {
    const batches = Array.from({ length: 12 }, () => pageViews(100));
    const answers = await Promise.all(
      batches.map((events, index) => ingest(t, 'swift', 'amm_c0nj', keys.swift!, events, index + 1)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: INGESTION_MESSAGES.eventsPerMinute });
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
    }
    const ids = batches.flat().map((event) => event.id);
    expect(await stored(t, ammEvents, ids)).toBe(200);

    // Another programme's key is counted apart.
    const oakmore = await ingest(t, 'oakmore', 'oakmorelabs_mm', keys.oakmore!, pageViews(100), 500);
    expect(oakmore.statusCode, oakmore.body).toBe(200);
  });
});

describe('the daily cap', () => {
  let t: TestApp;
  let keys: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({
      INGESTION_EVENTS_PER_DAY_FLOOR: '150',
      INGESTION_EVENTS_PER_MEMBER_PER_DAY: '0',
    });
    keys = await writeKeys(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is refused with 429 and a Retry-After of hours once the day’s events are in', async () => {
    const first = await ingest(t, 'incent', 'incentwellness_mm', keys.incent!, pageViews(100), 1);
    expect(first.statusCode, first.body).toBe(200);
    const refused = await ingest(t, 'incent', 'incentwellness_mm', keys.incent!, pageViews(100), 2);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: INGESTION_MESSAGES.eventsPerDay });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // Another programme's write key still stores its events.
    const other = await ingest(t, 'attentive', 'amm_c0nj', keys.attentive!, pageViews(100), 3);
    expect(other.statusCode, other.body).toBe(200);
  });
});
