import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import { loadClients } from '../api/load-clients';
import { followMemberLanguage } from '../i18n/member-language';
import { storeCurrentUser } from './storage';

/**
 * `GET /accounts/me?get_member=true` with the stored token; keeps user_id,
 * user_details, the questionnaire flag and the profile picture name, and
 * switches to the member's language.
 * Failures are logged and rethrown (the caller decides: a 401 signs out).
 */
export async function getCurrentUser(): Promise<TCurrentUserResponse> {
  try {
    const { authorizationClient } = await loadClients();
    const { data } = await authorizationClient.get<TCurrentUserResponse>('/accounts/me', {
      params: { get_member: 'true' },
    });
    storeCurrentUser(data);
    await followMemberLanguage(data.member?.preferred_language);
    return data;
  } catch (error) {
    console.error('Fetching the current user failed', error);
    throw error;
  }
}
