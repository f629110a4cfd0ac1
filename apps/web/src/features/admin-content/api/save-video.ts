import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateVideoRequest, TUpdateVideoRequest, TVideoResponse } from '@portal/contracts/videos';
import { loadClients } from '@/api/load-clients';

export type SaveVideoInput = { id: null; request: TCreateVideoRequest } | { id: string; request: TUpdateVideoRequest };

/** `POST /videos` (201) for a new video, `PUT /videos/:id` with its `version` for an existing one (409 when stale). */
export async function saveVideo(input: SaveVideoInput): Promise<TVideoResponse> {
  const { authorizationClient } = await loadClients();
  if (input.id === null) {
    const { data } = await authorizationClient.post<TVideoResponse>('/videos', input.request);
    return data;
  }
  const { data } = await authorizationClient.put<TVideoResponse>(
    `/videos/${encodeURIComponent(input.id)}`,
    input.request,
  );
  return data;
}

export function useSaveVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVideo,
    onSuccess: async (video) => {
      // The same keys as the members' video screens: they show the saved video at once.
      queryClient.setQueryData(['videos', 'detail', video.id], video);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['videos', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['videos', 'captions', video.id] }),
      ]);
    },
  });
}
