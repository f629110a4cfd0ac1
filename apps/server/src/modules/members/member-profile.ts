import type { TMemberProfile } from '@portal/contracts/profile';
import type { StoredMemberProfile } from './members-repository';

/**
 * The member's profile as every route answers it (`/accounts/me`'s `member`, `/accounts/me/profile`), from
 * the stored rows. An account without a member row has the columns' defaults, and empty names.
 */
export function toMemberProfile(row: StoredMemberProfile): TMemberProfile {
  return {
    email: row.email,
    company: { id: row.companyId, name: row.companyName },
    first_name: row.firstName ?? '',
    last_name: row.lastName ?? '',
    preferred_name: row.preferredName,
    date_of_birth: row.dateOfBirth,
    phone: row.phone,
    preferred_language: row.preferredLanguage,
    notification_preferences: {
      email_news: row.emailNews ?? false,
      email_reminders: row.emailReminders ?? true,
      push_reminders: row.pushReminders ?? true,
      push_news: row.pushNews ?? true,
    },
    analytics_enabled: row.analyticsEnabled ?? true,
    profile_picture_name: row.profilePictureName,
    questionnaire_answered: row.questionnaireAnswered ?? false,
  };
}

/** Whether the member's names are known: an invitation may leave them to the member. */
export function hasMemberNames(row: Pick<StoredMemberProfile, 'firstName' | 'lastName'>): boolean {
  return row.firstName !== null && row.lastName !== null;
}
