import type { TMemberProfile } from '@portal/contracts/profile';

/** The swift demo member's profile as the demo data stores it (member@swift.test, never edited). */
export function swiftDemoMemberProfile(companyId: string): TMemberProfile {
  return {
    email: 'member@swift.test',
    company: { id: companyId, name: 'SwiftCare Demo Company' },
    first_name: 'Morgan',
    last_name: 'Lee',
    preferred_name: null,
    date_of_birth: null,
    phone: null,
    preferred_language: null,
    notification_preferences: { email_news: false, email_reminders: true, push_reminders: true, push_news: true },
    analytics_enabled: true,
    profile_picture_name: null,
    questionnaire_answered: true,
  };
}
