import { screen } from '@/test/render';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, it, vi } from 'vitest';
import { makeArticle, makeVideo, toSummary } from '@/test/content-fixtures';
import { server } from '@/test/msw-server';
import { renderContentRoute, signInAs } from '@/test/render-content-route';
import { FeaturedContent } from './featured-content';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/poster');
  URL.revokeObjectURL = vi.fn();
});

it('shows the first 3 articles and 2 videos, linking to them', async () => {
  signInAs('member');
  const limits: Record<string, string | null> = {};
  server.use(
    http.get('*/api/authorization/articles', ({ request }) => {
      limits.articles = new URL(request.url).searchParams.get('limit');
      const items = ['a1', 'a2', 'a3'].map((id) => toSummary(makeArticle({ id, title: `Article ${id}` })));
      return HttpResponse.json({ items, next_cursor: 'more' });
    }),
    http.get('*/api/authorization/videos', ({ request }) => {
      limits.videos = new URL(request.url).searchParams.get('limit');
      const items = ['v1', 'v2'].map((id) => makeVideo({ id, title: `Video ${id}` }));
      return HttpResponse.json({ items, next_cursor: null });
    }),
    http.get('*/api/authorization/media/:id/content', () => new HttpResponse(new Uint8Array([1]))),
  );
  renderContentRoute('/dashboard/home', { home: FeaturedContent });
  expect(screen.getByRole('heading', { level: 2, name: 'Featured and recent' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Article a3/ })).toHaveAttribute('href', '/dashboard/articles/a3');
  expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  expect(await screen.findByRole('link', { name: /Video v2/ })).toHaveAttribute('href', '/dashboard/videos/v2');
  expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/dashboard/articles');
  expect(limits).toEqual({ articles: '3', videos: '2' });
});
