import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TListArticlesResponse } from '@portal/contracts/articles';
import type { TContentCategory } from '@portal/contracts/content';
import { loadClients } from '@/api/load-clients';

export interface ArticleFilters {
  search: string;
  category: TContentCategory | '';
}

export const ARTICLES_PAGE_SIZE = 12;

/** `GET /articles?search=&category=&cursor=&limit=`: one keyset page (items without bodies). */
export async function getArticles(
  filters: ArticleFilters,
  cursor: string | null,
  limit = ARTICLES_PAGE_SIZE,
): Promise<TListArticlesResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TListArticlesResponse>('/articles', {
    params: {
      search: filters.search.trim() || undefined,
      category: filters.category || undefined,
      cursor: cursor ?? undefined,
      limit,
    },
  });
  return data;
}

export function getArticlesQueryOptions(
  filters: ArticleFilters = { search: '', category: '' },
  limit = ARTICLES_PAGE_SIZE,
) {
  const search = filters.search.trim();
  const { category } = filters;
  return infiniteQueryOptions({
    queryKey: ['articles', 'list', { search, category, limit }],
    queryFn: ({ pageParam }) => getArticles({ search, category }, pageParam, limit),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });
}

export function useArticles(filters: ArticleFilters, limit = ARTICLES_PAGE_SIZE) {
  return useInfiniteQuery(getArticlesQueryOptions(filters, limit));
}
