/**
 * Every query that takes a date answers a day that does not exist, or a year no report can mean, with a
 * 400 naming the field: never a 500 from the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES } from '@portal/contracts/calendar';
import { createTestApp, signIn } from './create-test-app';
import type { TestApp } from './create-test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@swift.test');
});
afterAll(() => t.close());

async function ask(url: string, query: Record<string, string>) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    query,
    headers: { host: 'swift.localhost', authorization: `Bearer ${admin}` },
  });
  return { status: response.statusCode, body: response.json() as { message: string; field?: string } };
}

describe('dates in admin queries', () => {
  it.each([
    ['/api/authorization/admin/audit', { from: '0000-01-01' }, 'from', CALENDAR_MESSAGES.year],
    ['/api/authorization/admin/audit', { to: '2026-02-30' }, 'to', CALENDAR_MESSAGES.realDate],
    ['/api/authorization/admin/engagement', { from: '0000-01-01', to: '0000-01-07' }, 'from', CALENDAR_MESSAGES.year],
    ['/api/authorization/admin/engagement', { from: '9999-12-25', to: '9999-12-31' }, 'from', CALENDAR_MESSAGES.year],
    [
      '/api/authorization/admin/engagement.csv',
      { from: '2026-02-01', to: '2026-02-30' },
      'to',
      CALENDAR_MESSAGES.realDate,
    ],
  ])('%s?%o is a 400 naming %s', async (url, query, field, message) => {
    const { status, body } = await ask(url, query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ field, message });
  });

  it('a real day in range is read', async () => {
    expect((await ask('/api/authorization/admin/audit', { from: '2024-02-29', to: '2026-11-27' })).status).toBe(200);
  });
});
