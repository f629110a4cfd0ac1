import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import type { TAppLocale } from '@portal/contracts/locales';
import type { TUpdateProfileRequest, TUpdateProfileResponse } from '@portal/contracts/profile';
import { loadClients } from '../api/load-clients';
import { queryClient } from './query-client';
import { readStoredCurrentUser, storeCurrentUser } from './storage';
import { getCurrentUserQueryOptions } from './use-current-user';

/**
 * Saves a signed-in member's language to their profile
 * (`PATCH /accounts/me/profile`), then keeps it in the stored user_details
 * and the current-user cache, so a reload (or another tab) opens in it.
 * Failures are logged and rethrown; nothing local changes then.
 */
export async function saveMemberLanguage(locale: TAppLocale): Promise<void> {
  try {
    const { authorizationClient } = await loadClients();
    const request: TUpdateProfileRequest = { preferred_language: locale };
    const { data } = await authorizationClient.patch<TUpdateProfileResponse>('/accounts/me/profile', request);
    const language = data.preferred_language ?? locale;
    const queryKey = getCurrentUserQueryOptions().queryKey;
    const cached = queryClient.getQueryData<TCurrentUserResponse>(queryKey);
    const stored = cached ?? readStoredCurrentUser();
    if (stored?.member) {
      const updated: TCurrentUserResponse = { ...stored, member: { ...stored.member, preferred_language: language } };
      storeCurrentUser(updated);
      if (cached) queryClient.setQueryData(queryKey, updated);
    }
  } catch (error) {
    console.error('Saving the member’s language failed', error);
    throw error;
  }
}
