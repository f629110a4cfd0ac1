import { queryOptions, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchPrivateFile } from '@/api/private-file';

/** A fetched file as a blob URL; the URL lives as long as its cache entry. */
export interface MediaContent {
  url: string;
  type: string;
}

/** `GET /media/:id/content` with the member's token, as a blob URL (media are never linked directly). */
export async function getMediaContent(id: string): Promise<MediaContent> {
  const blob = await fetchPrivateFile(`/media/${encodeURIComponent(id)}/content`);
  return { url: URL.createObjectURL(blob), type: blob.type };
}

export function getMediaContentQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['media', 'content', id],
    queryFn: () => getMediaContent(id),
    // A file's bytes never change under its id.
    staleTime: Infinity,
  });
}

export function useMediaContent(id: string, isEnabled = true) {
  return useQuery({ ...getMediaContentQueryOptions(id), enabled: isEnabled });
}

export function useMediaContents(ids: readonly string[]) {
  return useQueries({ queries: ids.map((id) => getMediaContentQueryOptions(id)) });
}

function isContentKey(key: readonly unknown[]): boolean {
  return key[0] === 'media' && key[1] === 'content';
}

/** Revokes each blob URL when its cache entry goes (garbage-collected, or removed after a delete). */
export function watchMediaContentCache(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'removed' || !isContentKey(event.query.queryKey)) return;
    const content = event.query.state.data as MediaContent | undefined;
    if (content) URL.revokeObjectURL(content.url);
  });
}

export function useRevokeMediaContentUrls() {
  const queryClient = useQueryClient();
  useEffect(() => watchMediaContentCache(queryClient), [queryClient]);
}
