import { describe, expect, it } from 'vitest';
import { ZCurrentUserResponse } from '@portal/contracts/accounts';
import { ZMemberProfile } from '@portal/contracts/profile';
import { hasMemberNames, toMemberProfile } from './member-profile';
import type { StoredMemberProfile } from './members-repository';

const STORED: StoredMemberProfile = {
  email: 'ana@swift.test',
  companyId: 'company-1',
  companyName: 'Swift Co',
  firstName: 'Ana',
  lastName: 'Ruiz',
  preferredName: 'Annie',
  dateOfBirth: '1990-04-02',
  phone: '+15551234567',
  preferredLanguage: 'es',
  emailNews: true,
  emailReminders: false,
  pushReminders: false,
  pushNews: false,
  analyticsEnabled: false,
  profilePictureName: 'picture-1',
  questionnaireAnswered: true,
};

/** An account without a member row: the left join's columns are all null. */
const WITHOUT_MEMBER_ROW: StoredMemberProfile = {
  ...STORED,
  firstName: null,
  lastName: null,
  preferredName: null,
  dateOfBirth: null,
  phone: null,
  preferredLanguage: null,
  emailNews: null,
  emailReminders: null,
  pushReminders: null,
  pushNews: null,
  analyticsEnabled: null,
  profilePictureName: null,
  questionnaireAnswered: null,
};

describe('toMemberProfile', () => {
  it('answers every stored field under its contract name', () => {
    expect(toMemberProfile(STORED)).toEqual({
      email: 'ana@swift.test',
      company: { id: 'company-1', name: 'Swift Co' },
      first_name: 'Ana',
      last_name: 'Ruiz',
      preferred_name: 'Annie',
      date_of_birth: '1990-04-02',
      phone: '+15551234567',
      preferred_language: 'es',
      notification_preferences: { email_news: true, email_reminders: false, push_reminders: false, push_news: false },
      analytics_enabled: false,
      profile_picture_name: 'picture-1',
      questionnaire_answered: true,
    });
  });

  it('gives an account without a member row the columns’ defaults and empty names', () => {
    expect(toMemberProfile(WITHOUT_MEMBER_ROW)).toEqual({
      email: 'ana@swift.test',
      company: { id: 'company-1', name: 'Swift Co' },
      first_name: '',
      last_name: '',
      preferred_name: null,
      date_of_birth: null,
      phone: null,
      preferred_language: null,
      notification_preferences: { email_news: false, email_reminders: true, push_reminders: true, push_news: true },
      analytics_enabled: true,
      profile_picture_name: null,
      questionnaire_answered: false,
    });
  });

  it('answers what the contract of both routes accepts', () => {
    for (const row of [STORED, WITHOUT_MEMBER_ROW]) {
      const profile = toMemberProfile(row);
      expect(ZMemberProfile.parse(profile)).toEqual(profile);
      const me = { account: { user_id: 'a', email: row.email, role: 'member', tenant: 'swift' }, member: profile };
      expect(ZCurrentUserResponse.parse(me).member).toEqual(profile);
    }
  });
});

describe('hasMemberNames', () => {
  it('is true only once both names are known', () => {
    expect(hasMemberNames(STORED)).toBe(true);
    expect(hasMemberNames({ firstName: 'Ana', lastName: null })).toBe(false);
    expect(hasMemberNames({ firstName: null, lastName: 'Ruiz' })).toBe(false);
  });
});
