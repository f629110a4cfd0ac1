import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotificationPreferences } from '@portal/contracts/profile';
import { loadClients } from '@/api/load-clients';
import { getProfileQueryOptions } from './get-profile';

/** `PUT /accounts/me/notification-preferences`: all three, every time. */
export async function updateNotificationPreferences(request: TNotificationPreferences): Promise<unknown> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.put<unknown>('/accounts/me/notification-preferences', request);
  return data;
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (_data, preferences) => {
      queryClient.setQueryData(getProfileQueryOptions().queryKey, (profile) =>
        profile ? { ...profile, notification_preferences: preferences } : profile,
      );
    },
  });
}
