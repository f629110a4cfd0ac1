import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TVideoResponse } from '@portal/contracts/videos';
import { loadClients } from '@/api/load-clients';

/** `GET /videos/:id`. */
export async function getVideo(id: string): Promise<TVideoResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TVideoResponse>(`/videos/${encodeURIComponent(id)}`);
  return data;
}

export function getVideoQueryOptions(id: string) {
  return queryOptions({ queryKey: ['videos', 'detail', id], queryFn: () => getVideo(id) });
}

export function useVideo(id: string) {
  return useQuery(getVideoQueryOptions(id));
}
