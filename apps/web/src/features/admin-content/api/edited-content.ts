import { queryOptions } from '@tanstack/react-query';
import type { TArticleResponse } from '@portal/contracts/articles';
import type { TVideoResponse } from '@portal/contracts/videos';
import { loadClients } from '@/api/load-clients';

/*
 * The record an editor opens, read as an editor reads it (drafts too). Keyed as the members' screens key
 * it, so a save they see at once and one cache entry serve both.
 */

/** `GET /articles/:id` (404 for an unknown id). */
export async function getEditedArticle(id: string): Promise<TArticleResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TArticleResponse>(`/articles/${encodeURIComponent(id)}`);
  return data;
}

export function editedArticleQueryOptions(id: string) {
  return queryOptions({ queryKey: ['articles', 'detail', id], queryFn: () => getEditedArticle(id) });
}

/** `GET /videos/:id` (404 for an unknown id). */
export async function getEditedVideo(id: string): Promise<TVideoResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TVideoResponse>(`/videos/${encodeURIComponent(id)}`);
  return data;
}

export function editedVideoQueryOptions(id: string) {
  return queryOptions({ queryKey: ['videos', 'detail', id], queryFn: () => getEditedVideo(id) });
}
