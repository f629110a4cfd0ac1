import { screen, waitFor } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TArticle } from '@portal/contracts/articles';
import { makeArticle } from '@/test/content-fixtures';
import { server } from '@/test/msw-server';
import { renderContentRoute, signInAs } from '@/test/render-content-route';
import { getToasts, resetToasts } from '@/ui/use-toast';
import { Article } from './article';
import { EditArticle } from './edit-article';

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

describe('EditArticle', () => {
  it('tells members they cannot edit', async () => {
    signInAs('member');
    renderContentRoute('/dashboard/articles/a1/edit', { editArticle: EditArticle });
    expect(await screen.findByRole('heading', { level: 1, name: "You can't edit articles" })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
  });

  it('saves with the version it started from (no slug), toasts, and previews Markdown safely as you type', async () => {
    signInAs('editor');
    const { puts } = serveArticle(makeArticle({ version: 3 }));
    const user = userEvent.setup();
    renderContentRoute('/dashboard/articles/a1/edit', { editArticle: EditArticle, article: Article });

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
    signInAs('editor');
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
    renderContentRoute('/dashboard/articles/a1/edit', { editArticle: EditArticle });
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
    signInAs('editor');
    const { puts, changeOnServer } = serveArticle(makeArticle({ version: 1 }));
    const user = userEvent.setup();
    renderContentRoute('/dashboard/articles/a1/edit', { editArticle: EditArticle });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    changeOnServer({ title: 'Their title' });

    await user.clear(title);
    await user.type(title, 'My title');
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    expect(await screen.findByText('Someone else saved this article since you opened it.')).toBeInTheDocument();
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
    signInAs('editor');
    serveArticle(makeArticle());
    const user = userEvent.setup();
    const { router } = renderContentRoute('/dashboard/articles/a1/edit', {
      editArticle: EditArticle,
      article: Article,
    });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), ' more');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave without saving them?');
    expect(router.state.location.pathname).toBe('/dashboard/articles/a1/edit');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/articles/a1'));
  });
});
