import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGetProfileResponse } from '@portal/contracts/profile';
import { loadClients } from '@/api/load-clients';

/** `GET /accounts/me/profile`. */
export async function getProfile(): Promise<TGetProfileResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TGetProfileResponse>('/accounts/me/profile');
  return data;
}

export function getProfileQueryOptions() {
  return queryOptions({ queryKey: ['profile'], queryFn: getProfile });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
