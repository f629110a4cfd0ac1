import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TListArticlesResponse } from '@portal/contracts/articles';
import type { TContentStatus } from '@portal/contracts/content';
import type { TListVideosResponse } from '@portal/contracts/videos';
import { loadClients } from '@/api/load-clients';

export const CONTENT_LIST_PAGE_SIZE = 20;

export type ContentKind = 'articles' | 'videos';

export interface ContentListFilter {
  search: string;
  status: TContentStatus | '';
}

type ListResponse<Kind extends ContentKind> = Kind extends 'articles' ? TListArticlesResponse : TListVideosResponse;

/** `GET /articles` or `GET /videos` as an editor sees them (drafts too), by search and status: one keyset page. */
export async function getContentList<Kind extends ContentKind>(
  kind: Kind,
  filter: ContentListFilter,
  cursor: string | null,
): Promise<ListResponse<Kind>> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<ListResponse<Kind>>(`/${kind}`, {
    params: {
      search: filter.search.trim() || undefined,
      status: filter.status || undefined,
      cursor: cursor ?? undefined,
      limit: CONTENT_LIST_PAGE_SIZE,
    },
  });
  return data;
}

/**
 * Keyed under the members' lists (`['articles', 'list', …]`), so the article editor's save, which
 * refreshes every article list, refreshes this one too.
 */
export function getContentListQueryOptions<Kind extends ContentKind>(kind: Kind, filter: ContentListFilter) {
  const search = filter.search.trim();
  const { status } = filter;
  return infiniteQueryOptions({
    queryKey: [kind, 'list', { admin: true, search, status }],
    queryFn: ({ pageParam }) => getContentList(kind, { search, status }, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });
}

export function useContentList<Kind extends ContentKind>(kind: Kind, filter: ContentListFilter) {
  return useInfiniteQuery(getContentListQueryOptions(kind, filter));
}
