import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TListMediaResponse } from '@portal/contracts/media';
import { loadClients } from '@/api/load-clients';

/** `GET /media`: own and programme-shared media, newest first, with the member's storage usage. */
export async function getMedia(): Promise<TListMediaResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TListMediaResponse>('/media');
  return data;
}

export function getMediaQueryOptions() {
  return queryOptions({ queryKey: ['media', 'list'], queryFn: getMedia });
}

export function useMedia() {
  return useQuery(getMediaQueryOptions());
}
