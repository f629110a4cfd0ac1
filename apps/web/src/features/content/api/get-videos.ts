import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TContentCategory } from '@portal/contracts/content';
import type { TListVideosResponse } from '@portal/contracts/videos';
import { loadClients } from '@/api/load-clients';

export const VIDEOS_PAGE_SIZE = 12;

/** `GET /videos?category=&cursor=&limit=`: one keyset page. */
export async function getVideos(
  category: TContentCategory | '',
  cursor: string | null,
  limit = VIDEOS_PAGE_SIZE,
): Promise<TListVideosResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TListVideosResponse>('/videos', {
    params: { category: category || undefined, cursor: cursor ?? undefined, limit },
  });
  return data;
}

export function getVideosQueryOptions(category: TContentCategory | '' = '', limit = VIDEOS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: ['videos', 'list', { category, limit }],
    queryFn: ({ pageParam }) => getVideos(category, pageParam, limit),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });
}

export function useVideos(category: TContentCategory | '', limit = VIDEOS_PAGE_SIZE) {
  return useInfiniteQuery(getVideosQueryOptions(category, limit));
}
