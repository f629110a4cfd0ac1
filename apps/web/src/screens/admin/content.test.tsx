import { screen, waitFor, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeArticle, makeVideo, toSummary } from '@/test/content-fixtures';
import { server } from '@/test/msw-server';
import { signInAs } from '@/test/render-content-route';
import { renderScreen } from '@/test/render-screen';
import { AdminContent } from './content';

const ARTICLES = [
  toSummary(makeArticle({ id: 'a1', title: 'Better sleep tonight', status: 'published' })),
  toSummary(makeArticle({ id: 'a2', title: 'Hydration draft', status: 'draft', published_at: null })),
];
const VIDEOS = [makeVideo({ id: 'v1', title: 'Box breathing', status: 'draft', published_at: null })];

function serveLists() {
  const requests: URL[] = [];
  server.use(
    http.get('*/api/authorization/articles', ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const status = url.searchParams.get('status');
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const items = ARTICLES.filter(
        (item) => (!status || item.status === status) && item.title.toLowerCase().includes(search),
      );
      return HttpResponse.json({ items, next_cursor: null });
    }),
    http.get('*/api/authorization/videos', ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const status = url.searchParams.get('status');
      return HttpResponse.json({
        items: VIDEOS.filter((item) => !status || item.status === status),
        next_cursor: null,
      });
    }),
  );
  return requests;
}

beforeEach(() => signInAs('editor'));

describe('AdminContent', () => {
  it('lists articles and videos with their status and date, linking to the article and video editors', async () => {
    serveLists();
    renderScreen('/admin/content', AdminContent);
    expect(await screen.findByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
    const articles = await screen.findByRole('list', { name: 'Articles' });
    const rows = within(articles).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Better sleep tonight');
    expect(rows[0]).toHaveTextContent('Published');
    expect(rows[0]).toHaveTextContent(/Updated .*2026/);
    expect(rows[1]).toHaveTextContent('Draft');
    expect(within(rows[0]!).getByRole('link', { name: 'Edit Better sleep tonight' })).toHaveAttribute(
      'href',
      '/dashboard/articles/a1/edit',
    );
    expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute('href', '/dashboard/articles/new/edit');

    const videos = await screen.findByRole('list', { name: 'Videos' });
    expect(within(videos).getByRole('link', { name: 'Edit Box breathing' })).toHaveAttribute(
      'href',
      '/admin/content/videos/v1',
    );
    expect(screen.getByRole('link', { name: 'New video' })).toHaveAttribute('href', '/admin/content/videos/new');
  });

  it('filters by status and search on the server, and says when nothing matches', async () => {
    const requests = serveLists();
    const user = userEvent.setup();
    renderScreen('/admin/content', AdminContent);
    await screen.findByRole('list', { name: 'Articles' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(
      requests.some((url) => url.pathname.endsWith('/articles') && url.searchParams.get('status') === 'draft'),
    ).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'published');
    expect(await screen.findByText('No videos match.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search titles and text' }), 'nothing like it');
    expect(await screen.findByText('No articles match.')).toBeInTheDocument();
    expect(requests.some((url) => url.searchParams.get('search') === 'nothing like it')).toBe(true);
  });
});
