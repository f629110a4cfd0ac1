import { getArticlesQueryOptions } from './get-articles';
import { getVideosQueryOptions } from './get-videos';

/** How many of the newest articles and videos Home's "Featured and recent" shows. */
export const FEATURED_ARTICLES = 3;
export const FEATURED_VIDEOS = 2;

/** The lists "Featured and recent" shows: its hooks and the screen that prefetches them share these. */
export function getFeaturedArticlesQueryOptions() {
  return getArticlesQueryOptions({ search: '', category: '' }, FEATURED_ARTICLES);
}

export function getFeaturedVideosQueryOptions() {
  return getVideosQueryOptions('', FEATURED_VIDEOS);
}
