import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import { loadClients } from '../api/load-clients';
import { followMemberLanguage } from '../i18n/member-language';
import { storeCurrentUser } from './storage';

/**
 * `GET /accounts/me?get_member=true` with the stored token; keeps user_id,
 * user_details, the questionnaire flag and the profile picture name, remembers
 * the member's analytics choice, and switches to the member's language.
 * Failures are logged and rethrown (the caller decides: a 401 signs out).
 */
export async function getCurrentUser(): Promise<TCurrentUserResponse> {
  try {
    const { authorizationClient } = await loadClients();
    const { data } = await authorizationClient.get<TCurrentUserResponse>('/accounts/me', {
      params: { get_member: 'true' },
    });
    storeCurrentUser(data);
    // Kept on the device, so the choice holds from the first screen of the next visit. Loaded here,
    // after the answer, so the login page's first script carries none of analytics.
    const { rememberAnalyticsChoice } = await import('../analytics/consent');
    rememberAnalyticsChoice(data.member?.analytics_enabled);
    await followMemberLanguage(data.member?.preferred_language);
    return data;
  } catch (error) {
    console.error('Fetching the current user failed', error);
    throw error;
  }
}
