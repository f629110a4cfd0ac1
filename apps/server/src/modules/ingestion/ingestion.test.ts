import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSelectEventsResponse } from '@portal/contracts/ingestion';
import { ammEvents, oakmoreEvents, tenants } from '../../db/schema';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';

let t: TestApp;
let keys: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ key: tenants.key, writeKey: tenants.ingestionWriteKey }).from(tenants);
  keys = Object.fromEntries(rows.map((row) => [row.key, row.writeKey]));
});
afterAll(async () => {
  await t?.close();
});

function ingest(brand: string, db: string, key: string | undefined, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/ingestion/crud?db=${db}`,
    headers: {
      host: `${brand}.localhost`,
      'x-application-type': 'HEALTHCARE_MOBILE',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    payload,
  });
}

function select(brand: string, db: string, token: string | undefined, payload: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/ingestion/select?db=${db}`,
    headers: { host: `${brand}.localhost`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
}

describe('POST /api/ingestion/crud', () => {
  it('inserts an event into the tenant analytics schema with the write key', async () => {
    const response = await ingest('oakmore', 'oakmorelabs_mm', keys.oakmore, {
      event: 'dashboard.viewed',
      properties: { screen: 'home', visits: 2 },
      user_id: 'u-1',
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    const [row] = await t.db.select().from(oakmoreEvents).where(eq(oakmoreEvents.id, id));
    const [oakmore] = await t.db.select().from(tenants).where(eq(tenants.key, 'oakmore'));
    expect(row).toMatchObject({
      tenantId: oakmore!.id,
      event: 'dashboard.viewed',
      properties: { screen: 'home', visits: 2 },
      userId: 'u-1',
      applicationType: 'HEALTHCARE_MOBILE',
    });
  });

  it('refuses a wrong or missing key with 401 and another tenant database with 400, writing nothing', async () => {
    const before = (await t.db.select().from(ammEvents)).length;
    expect((await ingest('swift', 'amm_c0nj', 'iwk_wrong', { event: 'a' })).statusCode).toBe(401);
    expect((await ingest('swift', 'amm_c0nj', undefined, { event: 'a' })).statusCode).toBe(401);
    // The oakmore key does not write on swift's host.
    expect((await ingest('swift', 'amm_c0nj', keys.oakmore, { event: 'a' })).statusCode).toBe(401);
    const wrongDb = await ingest('swift', 'oakmorelabs_mm', keys.swift, { event: 'a' });
    expect(wrongDb.statusCode).toBe(400);
    expect(wrongDb.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'db' });
    expect((await ingest('swift', 'nope', keys.swift, { event: 'a' })).statusCode).toBe(400);
    const badEvent = await ingest('swift', 'amm_c0nj', keys.swift, { event: 'Not An Event' });
    expect(badEvent.statusCode).toBe(400);
    expect(badEvent.json().message).toBe('Event names are lower-case words joined by _ or .');
    expect((await t.db.select().from(ammEvents)).length).toBe(before);
  });
});

describe('POST /api/ingestion/select', () => {
  it('lets an admin read their tenant events only, newest first; members and editors get 403', async () => {
    const earlier = new Date(Date.now() - 60_000).toISOString();
    expect((await ingest('swift', 'amm_c0nj', keys.swift, { event: 'first', occurred_at: earlier })).statusCode).toBe(
      201,
    );
    expect((await ingest('swift', 'amm_c0nj', keys.swift, { event: 'second' })).statusCode).toBe(201);
    // Same analytics database, another tenant.
    expect((await ingest('attentive', 'amm_c0nj', keys.attentive, { event: 'other_tenant' })).statusCode).toBe(201);

    const admin = await signIn(t.app, 'admin@swift.test');
    const response = await select('swift', 'amm_c0nj', admin);
    expect(response.statusCode).toBe(200);
    const { events } = ZSelectEventsResponse.parse(response.json());
    expect(events.map((event) => event.event)).toEqual(['second', 'first']);
    expect(events[0]).toMatchObject({ application_type: 'HEALTHCARE_MOBILE', properties: {} });

    const filtered = ZSelectEventsResponse.parse((await select('swift', 'amm_c0nj', admin, { event: 'first' })).json());
    expect(filtered.events.map((event) => event.event)).toEqual(['first']);

    for (const email of ['member@swift.test', 'editor@swift.test']) {
      const forbidden = await select('swift', 'amm_c0nj', await signIn(t.app, email));
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().code).toBe('FORBIDDEN');
    }
    expect((await select('swift', 'amm_c0nj', undefined)).statusCode).toBe(401);
    expect((await select('swift', 'amm_c0nj', keys.swift)).statusCode).toBe(401);
    expect((await select('swift', 'incentwellness_mm', admin)).statusCode).toBe(400);
  });
});
