import { render, screen, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { ArticleCover } from './article-cover';

const createObjectURL = URL.createObjectURL;
const revokeObjectURL = URL.revokeObjectURL;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/cover');
  URL.revokeObjectURL = vi.fn();
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('ArticleCover', () => {
  it('fetches the private cover with the token and opens it full screen in the image preview', async () => {
    const authorizations: Array<string | null> = [];
    server.use(
      http.get('*/api/authorization/media/cover-1/content', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } });
      }),
    );
    render(<ArticleCover path="/api/authorization/media/cover-1/content" title="Better sleep tonight" />);

    const open = await screen.findByRole('button', {
      name: /Cover image of “Better sleep tonight” \(open full screen\)/,
    });
    expect(authorizations).toEqual(['Bearer tok-1']);
    await userEvent.click(open);

    const dialog = await screen.findByRole('dialog', { name: 'Better sleep tonight' });
    expect(within(dialog).getByRole('img', { name: 'Cover image of “Better sleep tonight”' })).toHaveAttribute(
      'src',
      'blob:http://localhost/cover',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(within(dialog).getByText('112%')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
