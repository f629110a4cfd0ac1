import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDependent, ZListDependentsResponse } from '@portal/contracts/dependents';
import { dependents, tenants } from '../../db/schema';
import { api } from '../../test/api';
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

/** The member API as the session whose token this is, on swift unless `host` is given. */
const as = (token: string, host?: string) => api(t.app, { host, prefix: '/api/authorization' }).as(token);

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
    const created = await as(token).post('/dependents', { ...child, email: ' Robin@Example.com ' });
    expect(created.statusCode).toBe(201);
    const dependent = ZDependent.parse(created.json());
    expect(dependent).toMatchObject({ first_name: 'Robin', relationship: 'child', email: 'robin@example.com' });

    const list = ZListDependentsResponse.parse((await as(token).get('/dependents')).json());
    expect(list.items.map((item) => item.id)).toEqual([dependent.id]);
    expect(list.child_max_age).toBe(26);

    const edited = await as(token).patch(`/dependents/${dependent.id}`, { first_name: 'Robyn', email: '' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ first_name: 'Robyn', last_name: 'Lee', email: null });

    expect((await as(token).delete(`/dependents/${dependent.id}`)).statusCode).toBe(204);
    expect((await as(token).get('/dependents')).json().items).toEqual([]);
    expect((await as(token).delete(`/dependents/${dependent.id}`)).statusCode).toBe(404);

    const restored = await as(token).post(`/dependents/${dependent.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect((await as(token).get('/dependents')).json().items).toHaveLength(1);
    expect((await as(token).post(`/dependents/${dependent.id}/restore`)).statusCode).toBe(404);
  });

  it('restores only within the window', async () => {
    const token = await signIn(t.app, 'new@swift.test');
    const { id } = (await as(token).post('/dependents', child)).json();
    expect((await as(token).delete(`/dependents/${id}`)).statusCode).toBe(204);
    await t.db
      .update(dependents)
      .set({ deletedAt: sql`now() - interval '31 seconds'` })
      .where(eq(dependents.id, id));
    const late = await as(token).post(`/dependents/${id}/restore`);
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
    const response = await as(token).post('/dependents', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
  });

  it('applies the age limit to edits, to children only, and the tenant’s own limit', async () => {
    const token = await signIn(t.app, 'admin@swift.test');
    const youngest = await as(token).post('/dependents', { ...child, date_of_birth: bornYearsAgo(25, 364) });
    expect(youngest.statusCode).toBe(201);
    const partner = await as(token).post('/dependents', {
      ...child,
      relationship: 'spouse-or-partner',
      date_of_birth: bornYearsAgo(40),
    });
    expect(partner.statusCode).toBe(201);
    const becomeChild = await as(token).patch(`/dependents/${partner.json().id}`, { relationship: 'child' });
    expect(becomeChild.statusCode).toBe(400);
    expect(becomeChild.json().message).toBe('A child dependent must be under 26.');

    await t.db.update(tenants).set({ dependentChildMaxAge: 18 }).where(eq(tenants.key, 'swift'));
    try {
      const adult = await as(token).post('/dependents', { ...child, date_of_birth: bornYearsAgo(19) });
      expect(adult.statusCode).toBe(400);
      expect(adult.json().message).toBe('A child dependent must be under 18.');
    } finally {
      await t.db.update(tenants).set({ dependentChildMaxAge: 26 }).where(eq(tenants.key, 'swift'));
    }
  });

  it("never shows or changes another member's dependents (404, nothing leaked)", async () => {
    const owner = await signIn(t.app, 'member@oakmore.test');
    const { id } = (await as(owner, 'oakmore.localhost').post('/dependents', child)).json();
    const stranger = await signIn(t.app, 'new@oakmore.test');
    expect((await as(stranger, 'oakmore.localhost').get('/dependents')).json().items).toEqual([]);
    const asStranger = as(stranger, 'oakmore.localhost');
    for (const send of [
      () => asStranger.patch(`/dependents/${id}`, { first_name: 'Mallory' }),
      () => asStranger.delete(`/dependents/${id}`),
      () => asStranger.post(`/dependents/${id}/restore`),
      () => asStranger.patch(`/dependents/${randomUUID()}`, { first_name: 'Mallory' }),
      () => asStranger.delete('/dependents/not-a-uuid'),
    ]) {
      const response = await send();
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const [row] = await t.db.select().from(dependents).where(eq(dependents.id, id));
    expect(row).toMatchObject({ firstName: 'Robin', deletedAt: null });
  });

  it("answers 401 for another tenant's token", async () => {
    const token = await signIn(t.app, 'member@oakmore.test');
    expect((await as(token, 'swift.localhost').get('/dependents')).statusCode).toBe(401);
    expect((await as(token, 'swift.localhost').post('/dependents', child)).statusCode).toBe(401);
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
