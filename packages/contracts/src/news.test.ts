import { describe, expect, it } from 'vitest';
import { ZListNewsResponse, ZRemoteNewsArticle, ZRemoteNewsFeed, isWebUrl } from './news';

describe('news contracts', () => {
  it('takes only http(s) addresses as links', () => {
    expect(isWebUrl('https://news.example/a')).toBe(true);
    expect(isWebUrl('http://news.example/a')).toBe(true);
    for (const unsafe of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '/relative', 'not a url', '']) {
      expect(isWebUrl(unsafe), unsafe).toBe(false);
    }
  });

  it('reads a public news API article, ignoring the fields the portal does not show', () => {
    const article = ZRemoteNewsArticle.parse({
      source: { id: null, name: 'Health Daily' },
      author: 'A. Writer',
      title: '  Walking more  ',
      description: null,
      url: 'https://news.example/walking',
      urlToImage: 'https://news.example/walking.jpg',
      publishedAt: '2026-11-20T09:00:00Z',
      content: '…',
    });
    expect(article).toEqual({
      source: { name: 'Health Daily' },
      title: 'Walking more',
      description: null,
      url: 'https://news.example/walking',
      publishedAt: '2026-11-20T09:00:00Z',
    });
  });

  it('refuses an article without a title or a date, and a feed without articles', () => {
    expect(ZRemoteNewsArticle.safeParse({ title: ' ', publishedAt: '2026-11-20T09:00:00Z' }).success).toBe(false);
    expect(ZRemoteNewsArticle.safeParse({ title: 'A story', publishedAt: 'yesterday' }).success).toBe(false);
    expect(ZRemoteNewsFeed.safeParse({ status: 'ok', articles: [{}] }).success).toBe(true);
    expect(ZRemoteNewsFeed.safeParse({ status: 'error', message: 'Your API key is invalid.' }).success).toBe(false);
  });

  it('answers items, the link optional', () => {
    const item = { id: '1', title: 'T', summary: 'S', published_at: '2026-11-20T09:00:00.000Z', source: 'SwiftCare' };
    expect(
      ZListNewsResponse.parse({ items: [item, { ...item, id: '2', url: 'https://x.example' }] }).items,
    ).toHaveLength(2);
    expect(ZListNewsResponse.safeParse({ items: [{ ...item, published_at: undefined }] }).success).toBe(false);
  });
});
