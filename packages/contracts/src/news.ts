import * as z from 'zod/mini';

/**
 * Programme news on Home (`GET /api/authorization/news`): the tenant's own announcements, or a remote
 * news API the server proxies and caches (NEWS_API_URL). Either way the app sees the same short items.
 */

/** How many items the feed answers with, newest first. */
export const NEWS_FEED_SIZE = 5;
/** How many of them Home shows. */
export const NEWS_HOME_COUNT = 3;
/** A remote feed is fetched again after this long (per tenant and language). */
export const NEWS_CACHE_TTL_SECONDS = 15 * 60;

export const NEWS_TITLE_MAX = 200;
export const NEWS_SUMMARY_MAX = 500;
export const NEWS_SOURCE_MAX = 120;

/** Only web links: a feed's `javascript:` or `data:` address never becomes a link in the app. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const ZNewsItem = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Where to read the whole story (opens in a new tab); absent for an announcement complete in itself. */
  url: z.optional(z.string()),
  /** ISO 8601. */
  published_at: z.string(),
  /** Who published it: the programme itself, or the remote article's outlet. */
  source: z.string(),
});
export type TNewsItem = z.infer<typeof ZNewsItem>;

/** Newest first; an empty list when there is nothing (or the remote feed failed with nothing cached). */
export const ZListNewsResponse = z.object({ items: z.array(ZNewsItem) });
export type TListNewsResponse = z.infer<typeof ZListNewsResponse>;

/**
 * What the remote news API answers (`GET <NEWS_API_URL>?language=en&tenant=<brand>&pageSize=<n>`, the
 * key in `X-Api-Key`): the common public news APIs' `articles` shape (NewsAPI.org's `/v2/everything`,
 * GNews). Only the fields the portal shows are read; anything else is ignored. An article that does not
 * fit is dropped on its own; an answer without `articles` is a failed feed.
 */
export const ZRemoteNewsArticle = z.object({
  source: z.optional(z.nullable(z.object({ name: z.optional(z.nullable(z.string())) }))),
  title: z.string().check(z.trim(), z.minLength(1)),
  description: z.optional(z.nullable(z.string())),
  url: z.optional(z.nullable(z.string())),
  publishedAt: z.iso.datetime({ offset: true }),
});
export type TRemoteNewsArticle = z.infer<typeof ZRemoteNewsArticle>;

export const ZRemoteNewsFeed = z.object({
  status: z.optional(z.string()),
  articles: z.array(z.unknown()),
});
