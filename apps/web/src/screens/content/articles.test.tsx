import { screen, waitFor, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TArticleSummary } from '@portal/contracts/articles';
import { makeArticle, toSummary } from '@/test/content-fixtures';
import { server } from '@/test/msw-server';
import { renderContentRoute, signInAs } from '@/test/render-content-route';
import { Article } from './article';
import { Articles } from './articles';

const SLEEP = toSummary(makeArticle());
const BREATHING = toSummary(
  makeArticle({ id: 'a2', title: 'Breathing for calm', category: 'stress', summary: 'Slow breaths, calmer mind.' }),
);
const DRAFT = toSummary(makeArticle({ id: 'a3', title: 'Staying hydrated through the working day', status: 'draft' }));
const LATER = toSummary(makeArticle({ id: 'a4', title: 'Walking meetings', category: 'movement' }));

/** A tiny fake of `GET /articles`: search, category, drafts for editors, two items a page. */
function serveArticles(all: TArticleSummary[]) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('*/api/authorization/articles', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const search = params.get('search')?.toLowerCase() ?? '';
      const category = params.get('category') ?? '';
      const matching = all.filter(
        (item) => (!search || item.title.toLowerCase().includes(search)) && (!category || item.category === category),
      );
      const start = Number(params.get('cursor') ?? 0);
      const items = matching.slice(start, start + 2);
      const next = start + 2 < matching.length ? String(start + 2) : null;
      return HttpResponse.json({ items, next_cursor: next });
    }),
  );
  return requests;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('Articles', () => {
  it('lists articles, loads more, searches (debounced) and filters by category', async () => {
    signInAs('member');
    const requests = serveArticles([SLEEP, BREATHING, LATER]);
    const user = userEvent.setup();
    renderContentRoute('/dashboard/articles', { articles: Articles });

    expect(screen.getByRole('heading', { level: 1, name: 'Articles' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Better sleep tonight/ })).toHaveAttribute(
      'href',
      '/dashboard/articles/a1',
    );
    expect(screen.getByRole('link', { name: /Breathing for calm/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Walking meetings/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New article' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Walking meetings/ })).toBeInTheDocument();
    expect(requests.at(-1)?.get('cursor')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'breath');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Better sleep tonight/ })).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: /Breathing for calm/ })).toBeInTheDocument();
    // Debounced: one request for the whole word, not one per key.
    expect(requests.filter((params) => params.get('search') !== null).map((params) => params.get('search'))).toEqual([
      'breath',
    ]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search articles' }));
    const filters = screen.getByRole('group', { name: 'Filter articles by category' });
    await user.click(within(filters).getByRole('radio', { name: 'Movement' }));
    expect(await screen.findByRole('link', { name: /Walking meetings/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Breathing for calm/ })).not.toBeInTheDocument());
    expect(requests.at(-1)?.get('category')).toBe('movement');
  }, 15_000);

  it('says when nothing matches and clears the filters', async () => {
    signInAs('member');
    serveArticles([SLEEP, BREATHING]);
    const user = userEvent.setup();
    renderContentRoute('/dashboard/articles', { articles: Articles });
    await screen.findByRole('link', { name: /Better sleep tonight/ });

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'zebra');
    expect(await screen.findByText('No articles match “zebra”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: /Better sleep tonight/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
  });

  it('shows an error with a retry', async () => {
    signInAs('member');
    serveArticles([SLEEP]);
    server.use(
      http.get('*/api/authorization/articles', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    renderContentRoute('/dashboard/articles', { articles: Articles });
    expect(
      await screen.findByText("We couldn't load the articles. Check your connection and try again."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Better sleep tonight/ })).toBeInTheDocument();
  });

  it('shows editors drafts (badged) and a New article button', async () => {
    signInAs('editor');
    serveArticles([DRAFT, SLEEP]);
    renderContentRoute('/dashboard/articles', { articles: Articles });
    const draft = await screen.findByRole('link', { name: /Staying hydrated through the working day/ });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'New article' })).toHaveAttribute(
      'href',
      '/dashboard/articles/new/edit',
    );
  });
});

describe('Article', () => {
  it('renders the body safely: raw HTML is text and a javascript: link is not a link', async () => {
    signInAs('member');
    const article = makeArticle({
      body: '## Wind down\n\n<script>alert(1)</script>\n\n[Click me](javascript:alert(1)) and [a safe one](https://example.com).',
    });
    server.use(http.get('*/api/authorization/articles/a1', () => HttpResponse.json(article)));
    renderContentRoute('/dashboard/articles/a1', { article: Article });

    expect(await screen.findByRole('heading', { level: 1, name: 'Better sleep tonight' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Wind down' })).toBeInTheDocument();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(document.body.querySelector('script')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Click me' })).not.toBeInTheDocument();
    expect(screen.getByText(/Click me/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'a safe one' })).toHaveAttribute('href', 'https://example.com');
    expect(screen.getByText('Sleep')).toBeInTheDocument();
    expect(screen.getByText('3 min read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to articles/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('does not repeat the title when the body starts with it', async () => {
    signInAs('member');
    const article = makeArticle({ body: '# Better sleep tonight\n\n## How it works\n\nRest.' });
    server.use(http.get('*/api/authorization/articles/a1', () => HttpResponse.json(article)));
    renderContentRoute('/dashboard/articles/a1', { article: Article });
    expect(await screen.findByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Better sleep tonight' })).toHaveLength(1);
  });

  it('gives editors an Edit link', async () => {
    signInAs('editor');
    server.use(http.get('*/api/authorization/articles/a1', () => HttpResponse.json(makeArticle())));
    renderContentRoute('/dashboard/articles/a1', { article: Article });
    expect(await screen.findByRole('link', { name: /^Edit/ })).toHaveAttribute('href', '/dashboard/articles/a1/edit');
  });

  it('says plainly when the article does not exist', async () => {
    signInAs('member');
    server.use(
      http.get('*/api/authorization/articles/nope', () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'That article was not found.' }, { status: 404 }),
      ),
    );
    renderContentRoute('/dashboard/articles/nope', { article: Article });
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that article" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/dashboard/articles');
  });
});
