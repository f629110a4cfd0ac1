import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDependent, ZListDependentsResponse } from '@portal/contracts/dependents';
import { dependents, tenants } from '../../db/schema';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { getAgeInYears } from './dependents-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
  host = 'swift.localhost',
) {
  return t.app.inject({
    method,
    url: `/api/authorization${url}`,
    headers: { host, authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A birth date `years` years and `days` days before today (UTC). */
function bornYearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const child = { first_name: 'Robin', last_name: 'Lee', relationship: 'child', date_of_birth: bornYearsAgo(8) };

describe('dependents', () => {
  it('adds, lists, edits, deletes and restores a dependent', async () => {
    const token = await signIn(t.app, 'member@swift.test');
    const created = await call('POST', '/dependents', token, { ...child, email: ' Robin@Example.com ' });
    expect(created.statusCode).toBe(201);
    const dependent = ZDependent.parse(created.json());
    expect(dependent).toMatchObject({ first_name: 'Robin', relationship: 'child', email: 'robin@example.com' });

    const list = ZListDependentsResponse.parse((await call('GET', '/dependents', token)).json());
    expect(list.items.map((item) => item.id)).toEqual([dependent.id]);
    expect(list.child_max_age).toBe(26);

    const edited = await call('PATCH', `/dependents/${dependent.id}`, token, { first_name: 'Robyn', email: '' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ first_name: 'Robyn', last_name: 'Lee', email: null });

    expect((await call('DELETE', `/dependents/${dependent.id}`, token)).statusCode).toBe(204);
    expect((await call('GET', '/dependents', token)).json().items).toEqual([]);
    expect((await call('DELETE', `/dependents/${dependent.id}`, token)).statusCode).toBe(404);

    const restored = await call('POST', `/dependents/${dependent.id}/restore`, token);
    expect(restored.statusCode).toBe(200);
    expect((await call('GET', '/dependents', token)).json().items).toHaveLength(1);
    expect((await call('POST', `/dependents/${dependent.id}/restore`, token)).statusCode).toBe(404);
  });

  it('restores only within the window', async () => {
    const token = await signIn(t.app, 'new@swift.test');
    const { id } = (await call('POST', '/dependents', token, child)).json();
    expect((await call('DELETE', `/dependents/${id}`, token)).statusCode).toBe(204);
    await t.db
      .update(dependents)
      .set({ deletedAt: sql`now() - interval '31 seconds'` })
      .where(eq(dependents.id, id));
    const late = await call('POST', `/dependents/${id}/restore`, token);
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toMatch(/no longer be restored/);
  });

  it.each([
    [{ ...child, first_name: '  ' }, 'first_name', 'Enter their first name.'],
    [{ ...child, last_name: undefined }, 'last_name', expect.stringContaining('last_name')],
    [{ ...child, relationship: 'cousin' }, 'relationship', 'Choose spouse or partner, child or other.'],
    [
      { ...child, date_of_birth: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) },
      'date_of_birth',
      'A date of birth cannot be in the future.',
    ],
    [{ ...child, email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    [{ ...child, date_of_birth: bornYearsAgo(26) }, 'date_of_birth', 'A child dependent must be under 26.'],
  ])('refuses %j with 400 and a message', async (payload, field, message) => {
    const token = await signIn(t.app, 'editor@swift.test');
    const response = await call('POST', '/dependents', token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
  });

  it('applies the age limit to edits, to children only, and the tenant’s own limit', async () => {
    const token = await signIn(t.app, 'admin@swift.test');
    const youngest = await call('POST', '/dependents', token, { ...child, date_of_birth: bornYearsAgo(25, 364) });
    expect(youngest.statusCode).toBe(201);
    const partner = await call('POST', '/dependents', token, {
      ...child,
      relationship: 'spouse-or-partner',
      date_of_birth: bornYearsAgo(40),
    });
    expect(partner.statusCode).toBe(201);
    const becomeChild = await call('PATCH', `/dependents/${partner.json().id}`, token, { relationship: 'child' });
    expect(becomeChild.statusCode).toBe(400);
    expect(becomeChild.json().message).toBe('A child dependent must be under 26.');

    await t.db.update(tenants).set({ dependentChildMaxAge: 18 }).where(eq(tenants.key, 'swift'));
    try {
      const adult = await call('POST', '/dependents', token, { ...child, date_of_birth: bornYearsAgo(19) });
      expect(adult.statusCode).toBe(400);
      expect(adult.json().message).toBe('A child dependent must be under 18.');
    } finally {
      await t.db.update(tenants).set({ dependentChildMaxAge: 26 }).where(eq(tenants.key, 'swift'));
    }
  });

  it("never shows or changes another member's dependents (404, nothing leaked)", async () => {
    const owner = await signIn(t.app, 'member@oakmore.test');
    const { id } = (await call('POST', '/dependents', owner, child, 'oakmore.localhost')).json();
    const stranger = await signIn(t.app, 'new@oakmore.test');
    expect((await call('GET', '/dependents', stranger, undefined, 'oakmore.localhost')).json().items).toEqual([]);
    for (const [method, url, payload] of [
      ['PATCH', `/dependents/${id}`, { first_name: 'Mallory' }],
      ['DELETE', `/dependents/${id}`, undefined],
      ['POST', `/dependents/${id}/restore`, undefined],
      ['PATCH', `/dependents/${randomUUID()}`, { first_name: 'Mallory' }],
      ['DELETE', '/dependents/not-a-uuid', undefined],
    ] as const) {
      const response = await call(method, url, stranger, payload, 'oakmore.localhost');
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const [row] = await t.db.select().from(dependents).where(eq(dependents.id, id));
    expect(row).toMatchObject({ firstName: 'Robin', deletedAt: null });
  });

  it("answers 401 for another tenant's token", async () => {
    const token = await signIn(t.app, 'member@oakmore.test');
    expect((await call('GET', '/dependents', token, undefined, 'swift.localhost')).statusCode).toBe(401);
    expect((await call('POST', '/dependents', token, child, 'swift.localhost')).statusCode).toBe(401);
  });
});

describe('getAgeInYears', () => {
  it('counts a birthday only once it has come', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(getAgeInYears('2000-06-15', now)).toBe(26);
    expect(getAgeInYears('2000-06-16', now)).toBe(25);
    expect(getAgeInYears('2000-02-29', new Date('2026-02-28T00:00:00Z'))).toBe(25);
  });
});
