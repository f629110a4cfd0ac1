import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@portal/contracts/demo';
import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  PHONE_MESSAGE,
  ZGetProfileResponse,
  ZRequestAccountDeletionResponse,
} from '@portal/contracts/profile';
import { accountDeletionRequests, accounts, auditEvents } from '../../db/schema';
import { api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { waitForEmail } from '../../test/outbox';
import { swiftDemoMemberProfile } from '../../test/demo-member-profile';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The member API as the session whose token this is, on swift unless `host` is given. */
const as = (token: string, host?: string) => api(t.app, { host, prefix: '/api/authorization' }).as(token);

function isoDaysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('GET and PATCH /accounts/me/profile', () => {
  it('returns the profile with read-only email and company', async () => {
    const token = await signIn(t.app, 'member@swift.test');
    const response = await as(token).get('/accounts/me/profile');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(ZGetProfileResponse.parse(response.json())).toEqual(swiftDemoMemberProfile(expect.any(String)));
    // One shape: /accounts/me's member is the same profile.
    const me = await as(token).get('/accounts/me?get_member=true');
    expect(me.json().member).toEqual(response.json());
  });

  it('updates the fields sent, normalises the phone and shows it in /accounts/me at once', async () => {
    const token = await signIn(t.app, 'editor@swift.test');
    // Asked before the change (the session is remembered now): the member part is still read afresh after it.
    await as(token).get('/accounts/me?get_member=true');
    const response = await as(token).patch('/accounts/me/profile', {
      first_name: '  Edie ',
      preferred_name: '',
      date_of_birth: '1990-02-28',
      phone: '+44 (20) 7946-0958',
      preferred_language: 'fr',
      email: 'ignored@swift.test',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'editor@swift.test',
      first_name: 'Edie',
      last_name: 'Brooks',
      preferred_name: null,
      date_of_birth: '1990-02-28',
      phone: '+442079460958',
      preferred_language: 'fr',
    });
    const me = (await as(token).get('/accounts/me?get_member=true')).json();
    expect(me.account.email).toBe('editor@swift.test');
    expect(me.member).toMatchObject({ first_name: 'Edie', phone: '+442079460958', preferred_language: 'fr' });
  });

  it.each([
    [{ first_name: '   ' }, 'first_name', 'Enter your first name.'],
    [{ last_name: '' }, 'last_name', 'Enter your last name.'],
    [{ date_of_birth: isoDaysFromNow(3) }, 'date_of_birth', 'A date of birth cannot be in the future.'],
    [{ date_of_birth: '1899-12-31' }, 'date_of_birth', 'Enter a date of birth after 1900.'],
    [{ date_of_birth: '2001-02-30' }, 'date_of_birth', 'Enter a real date.'],
    [{ phone: '555-1234' }, 'phone', PHONE_MESSAGE],
    [{ preferred_language: 'xx' }, 'preferred_language', 'Choose one of the offered languages.'],
  ])('refuses %j with 400 and a message', async (payload, field, message) => {
    const token = await signIn(t.app, 'member@swift.test');
    const response = await as(token).patch('/accounts/me/profile', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
    expect((await as(token).get('/accounts/me/profile')).json().first_name).toBe('Morgan');
  });

  it('answers 401 without a token and for another tenant’s token', async () => {
    const token = await signIn(t.app, 'member@oakmore.test');
    const anonymous = await api(t.app).get('/api/authorization/accounts/me/profile');
    expect(anonymous.statusCode).toBe(401);
    expect((await as(token, 'swift.localhost').get('/accounts/me/profile')).statusCode).toBe(401);
    expect((await as(token).patch('/accounts/me/profile', { first_name: 'X' })).statusCode).toBe(401);
  });
});

describe('PUT /accounts/me/notification-preferences', () => {
  it('stores all three switches and refuses a partial body', async () => {
    const token = await signIn(t.app, 'new@swift.test');
    const preferences = { email_news: true, email_reminders: false, push_reminders: false };
    const response = await as(token).put('/accounts/me/notification-preferences', preferences);
    expect(response.statusCode).toBe(200);
    expect(response.json().notification_preferences).toEqual({ ...preferences, push_news: true });
    const partial = await as(token).put('/accounts/me/notification-preferences', { email_news: true });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().field).toBe('email_reminders');
  });

  it('stores push_news, and keeps it when an app older than it leaves it out', async () => {
    const token = await signIn(t.app, 'new@swift.test');
    const preferences = { email_news: false, email_reminders: true, push_reminders: true, push_news: false };
    const off = await as(token).put('/accounts/me/notification-preferences', preferences);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().notification_preferences).toEqual(preferences);
    // An older app sends the first three only: push_news stays off.
    const older = await as(token).put('/accounts/me/notification-preferences', {
      email_news: true,
      email_reminders: true,
      push_reminders: false,
    });
    expect(older.json().notification_preferences).toEqual({
      email_news: true,
      email_reminders: true,
      push_reminders: false,
      push_news: false,
    });
    const me = await as(token).get('/accounts/me?get_member=true');
    expect(me.json().member.notification_preferences).toMatchObject({ push_reminders: false, push_news: false });
    const wrong = await as(token).put('/accounts/me/notification-preferences', { ...preferences, push_news: 'no' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('push_news');
  });
});

describe('POST /accounts/me/password', () => {
  const newPassword = 'a quiet harbour at dawn 42';

  it('refuses a wrong current password and a weak new one', async () => {
    const token = await signIn(t.app, 'member@swift.test');
    const wrong = await as(token).post('/accounts/me/password', {
      current_password: 'not my password at all',
      new_password: newPassword,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'current_password', message: CURRENT_PASSWORD_WRONG_MESSAGE });
    const missing = await as(token).post('/accounts/me/password', { new_password: newPassword });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('current_password');
    const weak = await as(token).post('/accounts/me/password', {
      current_password: DEMO_PASSWORD,
      new_password: 'password1234567',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'PASSWORD_REJECTED', field: 'new_password' });
  });

  it('changes it, keeps the current session, revokes every other one, emails and audits', async () => {
    const current = await signIn(t.app, 'member@attentive.test', 'attentive.localhost');
    const other = await signIn(t.app, 'member@attentive.test', 'attentive.localhost');
    const response = await as(current, 'attentive.localhost').post('/accounts/me/password', {
      current_password: DEMO_PASSWORD,
      new_password: newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect((await as(current, 'attentive.localhost').get('/accounts/me')).statusCode).toBe(200);
    expect((await as(other, 'attentive.localhost').get('/accounts/me')).statusCode).toBe(401);

    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: 'attentive.localhost' },
        payload: { email: 'member@attentive.test', password },
      });
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(newPassword)).statusCode).toBe(200);
    await waitForEmail(t.outboxDir, 'password-changed', 'member@attentive.test', 1);
    const [account] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'member@attentive.test'));
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.accountId, account!.id), eq(auditEvents.event, 'password_changed')));
    expect(audits).toHaveLength(1);
  });
});

describe('POST /accounts/me/deletion-request', () => {
  it('stores the request, audits it and signs every session out', async () => {
    const token = await signIn(t.app, 'who5@oakmore.test');
    const second = await signIn(t.app, 'who5@oakmore.test');
    const response = await as(token, 'oakmore.localhost').post('/accounts/me/deletion-request', {
      reason: '  Moving on  ',
    });
    expect(response.statusCode).toBe(202);
    const body = ZRequestAccountDeletionResponse.parse(response.json());
    const [row] = await t.db.select().from(accountDeletionRequests).where(eq(accountDeletionRequests.id, body.id));
    expect(row).toMatchObject({ status: 'requested', reason: 'Moving on' });
    for (const used of [token, second]) {
      expect((await as(used, 'oakmore.localhost').get('/accounts/me')).statusCode).toBe(401);
    }
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.accountId, row!.accountId), eq(auditEvents.event, 'deletion_requested')));
    expect(audits).toHaveLength(1);
  });

  it('accepts an empty body', async () => {
    const token = await signIn(t.app, 'who5@incent.test');
    const response = await as(token, 'incent.localhost').post('/accounts/me/deletion-request');
    expect(response.statusCode).toBe(202);
  });
});
