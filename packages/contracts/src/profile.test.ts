import { describe, expect, it } from 'vitest';
import { ZCurrentUserResponse } from './accounts';
import { ZMemberProfile, ZUpdateProfileRequest, getLatestToday, normalisePhone } from './profile';

describe('profile schemas', () => {
  it('normalises E.164-ish phone numbers and refuses the rest', () => {
    expect(normalisePhone('+1 (555) 123-4567')).toBe('+15551234567');
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('555 1234')).toBeUndefined();
    expect(normalisePhone('+0 555 123 4567')).toBeUndefined();
    expect(ZUpdateProfileRequest.parse({ phone: '' })).toEqual({ phone: null });
  });

  it('accepts a birth date of today anywhere on Earth, never a later one', () => {
    expect(ZUpdateProfileRequest.safeParse({ date_of_birth: getLatestToday() }).success).toBe(true);
    const tomorrowEverywhere = getLatestToday(Date.now() + 86_400_000);
    expect(ZUpdateProfileRequest.safeParse({ date_of_birth: tomorrowEverywhere }).success).toBe(false);
    expect(ZUpdateProfileRequest.safeParse({ date_of_birth: '1900-01-01' }).success).toBe(true);
    expect(ZUpdateProfileRequest.safeParse({ date_of_birth: '1899-12-31' }).success).toBe(false);
  });

  it('trims names and refuses blank ones', () => {
    expect(ZUpdateProfileRequest.parse({ first_name: '  Ana ' })).toEqual({ first_name: 'Ana' });
    expect(ZUpdateProfileRequest.safeParse({ last_name: '   ' }).success).toBe(false);
  });
});

describe('the member profile', () => {
  const profile = {
    email: 'ana@swift.test',
    company: { id: 'company-1', name: 'Swift Co' },
    first_name: 'Ana',
    last_name: 'Ruiz',
    preferred_name: null,
    date_of_birth: '1990-04-02',
    phone: null,
    preferred_language: 'es',
    notification_preferences: { email_news: false, email_reminders: true, push_reminders: true, push_news: true },
    analytics_enabled: true,
    profile_picture_name: null,
    questionnaire_answered: false,
  };
  const account = { user_id: 'account-1', email: 'ana@swift.test', role: 'member', tenant: 'swift' };

  it('is the one shape of both the profile and the member of /accounts/me', () => {
    expect(ZMemberProfile.parse(profile)).toEqual(profile);
    expect(ZCurrentUserResponse.parse({ account, member: profile })).toEqual({ account, member: profile });
    expect(ZCurrentUserResponse.parse({ account, member: null }).member).toBeNull();
  });

  it('requires every field the server always sends', () => {
    for (const field of Object.keys(profile)) {
      const { [field]: _left, ...partial } = profile as Record<string, unknown>;
      expect(ZMemberProfile.safeParse(partial).success, field).toBe(false);
      expect(ZCurrentUserResponse.safeParse({ account, member: partial }).success, field).toBe(false);
    }
  });

  it('refuses a language the portal does not offer', () => {
    expect(ZMemberProfile.safeParse({ ...profile, preferred_language: 'it' }).success).toBe(false);
  });
});
