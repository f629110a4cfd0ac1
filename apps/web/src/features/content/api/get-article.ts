import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TArticleResponse } from '@portal/contracts/articles';
import { loadClients } from '@/api/load-clients';

/** `GET /articles/:id`: the whole article with its Markdown body (404 for an unknown id, or a draft for members). */
export async function getArticle(id: string): Promise<TArticleResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TArticleResponse>(`/articles/${encodeURIComponent(id)}`);
  return data;
}

export function getArticleQueryOptions(id: string) {
  return queryOptions({ queryKey: ['articles', 'detail', id], queryFn: () => getArticle(id) });
}

export function useArticle(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getArticleQueryOptions(id), enabled });
}
