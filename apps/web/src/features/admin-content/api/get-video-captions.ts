import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadClients } from '@/api/load-clients';

/**
 * `GET /videos/:id/captions`: the WebVTT text. A save sends the whole video, captions included, so the
 * editor reads them first and an edit of the title never drops them.
 */
export async function getVideoCaptions(id: string): Promise<string> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<string>(`/videos/${encodeURIComponent(id)}/captions`);
  return data;
}

export function useVideoCaptions(id: string, options: { enabled: boolean }) {
  return useQuery({
    ...queryOptions({ queryKey: ['videos', 'captions', id], queryFn: () => getVideoCaptions(id) }),
    enabled: options.enabled,
  });
}
