/**
 * The remote news API adapter (NEWS_API_URL): one GET in the common public news APIs' `articles` shape
 * (packages/contracts/src/news.ts, ZRemoteNewsFeed), the key in a header, a time limit, a size limit and
 * no redirects (a redirect could carry the key's header to another host). Whatever the remote answers is
 * validated and mapped to the contract's items here; anything unusable is a NewsFeedError.
 */
import { createHash } from 'node:crypto';
import type { TAppLocale } from '@portal/contracts/locales';
import {
  NEWS_SOURCE_MAX,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  ZRemoteNewsArticle,
  ZRemoteNewsFeed,
  isWebUrl,
} from '@portal/contracts/news';
import type { TNewsItem, TRemoteNewsArticle } from '@portal/contracts/news';

/** A feed larger than this is refused: a few items are a few kilobytes. */
export const NEWS_API_MAX_BYTES = 1024 * 1024;
export const NEWS_API_KEY_HEADER = 'x-api-key';

/** Why the remote feed could not be used; the message names no key and no member. */
export class NewsFeedError extends Error {}

export interface RemoteNewsClient {
  /** The latest articles for a tenant in a language, newest first, mapped to the contract's items. */
  fetchLatest(input: {
    tenantKey: string;
    locale: TAppLocale;
    limit: number;
    fallbackSource: string;
  }): Promise<TNewsItem[]>;
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Feeds often carry a little markup in their descriptions; the app shows plain text. */
function toPlainText(text: string): string {
  return text
    .replace(/<[^<>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function toNewsItem(article: TRemoteNewsArticle, fallbackSource: string): TNewsItem {
  const url = article.url && isWebUrl(article.url) ? article.url : undefined;
  const published = new Date(article.publishedAt).toISOString();
  const sourceName = article.source?.name?.trim() || (url ? new URL(url).hostname : fallbackSource);
  return {
    id: `remote-${createHash('sha256')
      .update(url ?? `${article.title}\n${published}`)
      .digest('hex')
      .slice(0, 24)}`,
    title: truncate(toPlainText(article.title), NEWS_TITLE_MAX),
    summary: truncate(toPlainText(article.description ?? ''), NEWS_SUMMARY_MAX),
    ...(url ? { url } : {}),
    published_at: published,
    source: truncate(sourceName, NEWS_SOURCE_MAX),
  };
}

/** Maps a remote answer's JSON to items: the envelope must fit, an article that does not is dropped. */
export function parseRemoteFeed(json: unknown, options: { limit: number; fallbackSource: string }): TNewsItem[] {
  const feed = ZRemoteNewsFeed.safeParse(json);
  if (!feed.success) throw new NewsFeedError('The news API answered without an articles list.');
  const items: TNewsItem[] = [];
  for (const raw of feed.data.articles) {
    const article = ZRemoteNewsArticle.safeParse(raw);
    // NewsAPI.org stands "[Removed]" in for articles taken down.
    if (!article.success || article.data.title === '[Removed]') continue;
    items.push(toNewsItem(article.data, options.fallbackSource));
  }
  const unique = [...new Map(items.map((item) => [item.id, item])).values()];
  return unique.sort((a, b) => b.published_at.localeCompare(a.published_at)).slice(0, options.limit);
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) throw new NewsFeedError('The news API answer is too large.');
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new NewsFeedError('The news API answer is too large.');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createRemoteNewsClient(options: {
  url: string;
  apiKey?: string | undefined;
  timeoutMs: number;
}): RemoteNewsClient {
  return {
    async fetchLatest({ tenantKey, locale, limit, fallbackSource }) {
      const url = new URL(options.url);
      url.searchParams.set('language', locale);
      url.searchParams.set('tenant', tenantKey);
      url.searchParams.set('pageSize', String(limit));
      const headers: Record<string, string> = { accept: 'application/json' };
      if (options.apiKey) headers[NEWS_API_KEY_HEADER] = options.apiKey;
      let text: string;
      try {
        const response = await fetch(url, {
          headers,
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) {
          await response.body?.cancel();
          throw new NewsFeedError(`The news API answered ${response.status}.`);
        }
        text = await readCapped(response, NEWS_API_MAX_BYTES);
      } catch (error) {
        if (error instanceof NewsFeedError) throw error;
        const name = error instanceof Error ? error.name : 'Error';
        throw new NewsFeedError(
          name === 'TimeoutError'
            ? `The news API took longer than ${options.timeoutMs} ms.`
            : 'The news API could not be reached.',
        );
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new NewsFeedError('The news API answered something other than JSON.');
      }
      return parseRemoteFeed(json, { limit, fallbackSource });
    },
  };
}
