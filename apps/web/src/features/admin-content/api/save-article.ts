import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TArticleResponse, TCreateArticleRequest, TUpdateArticleRequest } from '@portal/contracts/articles';
import { loadClients } from '@/api/load-clients';
import { editedArticleQueryOptions } from './edited-content';

export type SaveArticleInput =
  { id: null; request: TCreateArticleRequest } | { id: string; request: TUpdateArticleRequest };

/** `POST /articles` (201) for a new article, `PUT /articles/:id` with its `version` for an existing one (409 when stale). */
export async function saveArticle(input: SaveArticleInput): Promise<TArticleResponse> {
  const { authorizationClient } = await loadClients();
  if (input.id === null) {
    const { data } = await authorizationClient.post<TArticleResponse>('/articles', input.request);
    return data;
  }
  const { data } = await authorizationClient.put<TArticleResponse>(
    `/articles/${encodeURIComponent(input.id)}`,
    input.request,
  );
  return data;
}

export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveArticle,
    onSuccess: async (article) => {
      queryClient.setQueryData(editedArticleQueryOptions(article.id).queryKey, article);
      // Every list (any filter, the members' and the console's) may show it.
      await queryClient.invalidateQueries({ queryKey: ['articles', 'list'] });
    },
  });
}
