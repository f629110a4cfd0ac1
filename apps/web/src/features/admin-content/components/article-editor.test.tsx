import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TArticle } from '@portal/contracts/articles';
import { paths } from '@/navigation/paths';
import { makeArticle } from '@/test/content-fixtures';
import { server } from '@/test/msw-server';
import { renderRoutes, screen, waitFor } from '@/test/render';
import { stubObjectUrls } from '@/test/render-screen';
import { getToasts, resetToasts } from '@/ui/use-toast';
import { STAND_IN_CATEGORY_LABELS } from '../test/category-labels';
import { ArticleEditor } from './article-editor';

/** The editor for article a1 at its address, beside a stand-in for the article's own page. */
function renderArticleEditor() {
  return renderRoutes(
    [
      {
        path: paths.editArticle,
        element: <ArticleEditor articleId="a1" isCheckingAccess={false} categoryLabels={STAND_IN_CATEGORY_LABELS} />,
      },
      { path: paths.article, element: <h1>The article</h1> },
    ],
    { path: '/dashboard/articles/a1/edit' },
  );
}

function serveArticle(initial: TArticle) {
  let current = initial;
  const puts: Record<string, unknown>[] = [];
  server.use(
    http.get('*/api/authorization/articles/a1', () => HttpResponse.json(current)),
    http.put('*/api/authorization/articles/a1', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      if (body.version !== current.version) {
        return HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'CONFLICT',
            message: 'Someone else saved this article since you opened it.',
            details: { current_version: current.version },
          },
          { status: 409 },
        );
      }
      current = { ...current, ...(body as Partial<TArticle>), version: current.version + 1 };
      return HttpResponse.json(current);
    }),
  );
  return {
    puts,
    changeOnServer: (changes: Partial<TArticle>) => {
      current = { ...current, ...changes, version: current.version + 1 };
    },
  };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  resetToasts();
});
afterEach(() => vi.restoreAllMocks());

describe('ArticleEditor', { timeout: 20_000 }, () => {
  it('saves with the version it started from (no slug), toasts, and previews Markdown safely as you type', async () => {
    const { puts } = serveArticle(makeArticle({ version: 3 }));
    const user = userEvent.setup();
    renderArticleEditor();

    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Better sleep tonight');
    await user.clear(title);
    await user.type(title, 'Sleep well');
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), ', rest');
    expect(screen.getByRole('list', { name: 'Tags to save' })).toHaveTextContent('rest');
    const body = screen.getByRole('textbox', { name: 'Body (Markdown)' });
    await user.clear(body);
    await user.type(body, '## Wind down{enter}{enter}<b>bold</b>');
    expect(screen.getByRole('heading', { level: 3, name: 'Wind down' })).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save article' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Article saved'));
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ title: 'Sleep well', version: 3, tags: ['sleep', 'rest'], category: 'sleep' });
    expect(puts[0]).not.toHaveProperty('slug');
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it('shows validation messages inline, from the form and from the server', async () => {
    serveArticle(makeArticle());
    server.use(
      http.put('*/api/authorization/articles/a1', () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            code: 'VALIDATION_FAILED',
            field: 'body',
            message: 'The article is too long.',
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderArticleEditor();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    expect(await screen.findByText('Give the article a title.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();

    await user.type(title, 'Back again');
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    expect(await screen.findByText('The article is too long.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Body (Markdown)' })).toHaveAttribute('aria-invalid', 'true');
    expect(getToasts()).toHaveLength(0);
  });

  it('on a conflict keeps the edits, never overwrites, and loads their version after a confirm', async () => {
    const { puts, changeOnServer } = serveArticle(makeArticle({ version: 1 }));
    const user = userEvent.setup();
    renderArticleEditor();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    changeOnServer({ title: 'Their title' });

    await user.clear(title);
    await user.type(title, 'My title');
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    const notice = (await screen.findByText('Someone else saved this article since you opened it.')).closest(
      '[role="alert"]',
    );
    expect(notice).toHaveTextContent(/Their version: “Their title”, saved /);
    expect(puts).toHaveLength(1);
    expect(title).toHaveValue('My title');
    expect(getToasts()).toHaveLength(0);

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Load their version' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('My title');
    await user.click(screen.getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Their title'));
    expect(screen.queryByText('Someone else saved this article since you opened it.')).not.toBeInTheDocument();

    // Saving now starts from their version.
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Article saved'));
    expect(puts.at(-1)).toMatchObject({ title: 'Their title!', version: 2 });
  });

  it('asks before leaving with unsaved changes through an in-app link', async () => {
    serveArticle(makeArticle());
    const user = userEvent.setup();
    const { router } = renderArticleEditor();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), ' more');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave without saving them?');
    expect(router.state.location.pathname).toBe('/dashboard/articles/a1/edit');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/articles/a1'));
  });

  it("uploads a chosen cover as the programme's media, previews it and saves it; refuses a file that is not an image", async () => {
    stubObjectUrls();
    const { puts } = serveArticle(makeArticle());
    const uploads: string[] = [];
    server.use(
      http.post('*/api/authorization/media', ({ request }) => {
        uploads.push(new URL(request.url).search);
        return HttpResponse.json(
          {
            id: '22222222-2222-4222-8222-222222222222',
            kind: 'image',
            content_type: 'image/png',
            size: 16,
            title: 'cover.png',
            is_shared: true,
            is_own: false,
            created_at: '2026-03-01T10:00:00.000Z',
            content_url: '/api/authorization/media/22222222-2222-4222-8222-222222222222/content',
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderArticleEditor();
    const cover = await screen.findByLabelText('Cover image');

    await user.upload(cover, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Choose an image for the cover.')).toBeInTheDocument();
    expect(uploads).toEqual([]);

    await user.upload(cover, new File([new Uint8Array(16)], 'cover.png', { type: 'image/png' }));
    expect(await screen.findByRole('button', { name: 'Remove cover' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cover preview' })).toHaveAttribute('src', 'blob:test/1-image/png');
    expect(screen.queryByText('Choose an image for the cover.')).not.toBeInTheDocument();
    expect(uploads).toEqual(['?title=cover.png&shared=true']);

    await user.click(screen.getByRole('button', { name: 'Save article' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Article saved'));
    expect(puts[0]).toMatchObject({ cover_media_id: '22222222-2222-4222-8222-222222222222' });
  });
});
