import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadClients } from '@/api/load-clients';
import { getMediaContentQueryOptions } from './get-media-content';
import { getMediaQueryOptions } from './get-media';

/** `DELETE /media/:id`. */
export async function deleteMedia(id: string): Promise<void> {
  const { authorizationClient } = await loadClients();
  await authorizationClient.delete(`/media/${encodeURIComponent(id)}`);
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: getMediaContentQueryOptions(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: getMediaQueryOptions().queryKey });
    },
  });
}
