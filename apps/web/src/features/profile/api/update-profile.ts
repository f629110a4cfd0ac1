import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateProfileRequest, TUpdateProfileResponse } from '@portal/contracts/profile';
import { loadClients } from '@/api/load-clients';
import { getCurrentUserQueryOptions } from '@/session/use-current-user';
import { getProfileQueryOptions } from './get-profile';

/** `PATCH /accounts/me/profile`: only the fields sent change. */
export async function updateProfile(request: TUpdateProfileRequest): Promise<TUpdateProfileResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.patch<TUpdateProfileResponse>('/accounts/me/profile', request);
  return data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(getProfileQueryOptions().queryKey, profile);
      // The header greets the member by name.
      await queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey });
    },
  });
}
