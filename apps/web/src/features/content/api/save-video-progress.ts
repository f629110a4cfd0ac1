import type { TVideoProgressResponse } from '@portal/contracts/videos';
import { loadClients } from '@/api/load-clients';

/**
 * `PUT /videos/:id/progress`. Called from player events (and on leaving), so a
 * plain function rather than a mutation hook: it must work after unmount. The
 * player reads the resume point once, so there is no cache to update.
 */
export async function saveVideoProgress(id: string, positionSeconds: number): Promise<TVideoProgressResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.put<TVideoProgressResponse>(`/videos/${encodeURIComponent(id)}/progress`, {
    position_seconds: Math.max(0, Math.round(positionSeconds * 10) / 10),
  });
  return data;
}
