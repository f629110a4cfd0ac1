import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeArticle } from '@/test/content-fixtures';
import { server } from '@/test/msw-server';
import { screen, waitFor } from '@/test/render';
import { renderContentRoute, signInAs } from '@/test/render-content-route';
import { getToasts, resetToasts } from '@/ui/use-toast';
import { EditArticle } from './edit-article';

// The screen reads the address, lets only editors in and composes the editor (features/admin-content tests
// the editor itself).

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

  it('opens the article its address names for an editor', async () => {
    signInAs('editor');
    server.use(http.get('*/api/authorization/articles/a1', () => HttpResponse.json(makeArticle())));
    renderContentRoute('/dashboard/articles/a1/edit', { editArticle: EditArticle });
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Better sleep tonight');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit article' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the article/ })).toHaveAttribute('href', '/dashboard/articles/a1');
  });

  it('opens a new article at /new, and once saved, the article it became at its own address', async () => {
    signInAs('editor');
    const saved = makeArticle({ id: 'a7', title: 'Fresh air', status: 'draft' });
    const posts: unknown[] = [];
    let reads = 0;
    server.use(
      http.post('*/api/authorization/articles', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(saved, { status: 201 });
      }),
      http.get('*/api/authorization/articles/a7', () => {
        reads += 1;
        return HttpResponse.json(saved);
      }),
    );
    const user = userEvent.setup();
    const { router } = renderContentRoute('/dashboard/articles/new/edit', { editArticle: EditArticle });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Fresh air');
    expect(screen.getByRole('heading', { level: 1, name: 'New article' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'movement');
    await user.click(screen.getByRole('button', { name: 'Save article' }));

    await waitFor(() => expect(getToasts()[0]?.title).toBe('Article saved'));
    expect(posts).toEqual([expect.objectContaining({ title: 'Fresh air', category: 'movement', status: 'draft' })]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/articles/a7/edit'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Edit article' })).toBeInTheDocument());
    // It opens afresh, as the saved article read from the server.
    await waitFor(() => expect(reads).toBe(1));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Fresh air');
    expect(screen.getByRole('link', { name: /Back to the article/ })).toHaveAttribute('href', '/dashboard/articles/a7');
  });
});
