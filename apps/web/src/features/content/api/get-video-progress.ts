import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TVideoProgressResponse } from '@portal/contracts/videos';
import { loadClients } from '@/api/load-clients';

/** `GET /videos/:id/progress`: where the member stopped (0 when never watched). */
export async function getVideoProgress(id: string): Promise<TVideoProgressResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TVideoProgressResponse>(`/videos/${encodeURIComponent(id)}/progress`);
  return data;
}

export function getVideoProgressQueryOptions(id: string) {
  // Always fresh: the resume point changes every time the member watches.
  return queryOptions({ queryKey: ['videos', 'progress', id], queryFn: () => getVideoProgress(id), staleTime: 0 });
}

export function useVideoProgress(id: string) {
  return useQuery(getVideoProgressQueryOptions(id));
}
