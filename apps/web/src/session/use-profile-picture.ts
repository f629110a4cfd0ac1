import { queryOptions, useQuery } from '@tanstack/react-query';
import { getErrorStatus } from '../api/error-message';
import { fetchPrivateFile } from '../api/private-file';
import { useObjectUrl } from '../ui/use-object-url';
import { removeStoredValue, STORAGE_KEYS, storeValue } from './storage';
import { useCurrentUser } from './use-current-user';

/**
 * Keeps the server's name for the member's current picture (it changes with
 * every upload). Here rather than in storage.ts, which loads with Login.
 */
export function storeProfilePictureName(name: string | null): void {
  if (name) storeValue(STORAGE_KEYS.profilePictureName, name);
  else removeStoredValue(STORAGE_KEYS.profilePictureName);
}

/** `GET /accounts/me/profile-picture`: the bytes, or null when the member has none (404). */
export async function getProfilePicture(): Promise<Blob | null> {
  try {
    return await fetchPrivateFile('/accounts/me/profile-picture');
  } catch (error) {
    if (getErrorStatus(error) === 404) return null;
    throw error;
  }
}

/** Keyed by the picture's name: a new upload has a new name, so the header refetches by itself. */
export function getProfilePictureQueryOptions(name: string | null | undefined) {
  return queryOptions({
    queryKey: ['session', 'profile-picture', name ?? null],
    queryFn: getProfilePicture,
    enabled: Boolean(name),
    staleTime: Infinity,
    retry: false,
  });
}

/** A blob URL of the signed-in member's picture, or undefined (none, loading or failed: show initials). */
export function useProfilePictureUrl(): string | undefined {
  const { data: user } = useCurrentUser();
  const { data } = useQuery(getProfilePictureQueryOptions(user?.member?.profile_picture_name));
  return useObjectUrl(data ?? undefined);
}
