import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPaths } from '@/navigation/admin-sections';
import { makeVideo } from '@/test/content-fixtures';
import { server } from '@/test/msw-server';
import { renderRoutes, screen, waitFor } from '@/test/render';
import { signInAs } from '@/test/render-content-route';
import { getToasts, resetToasts } from '@/ui/use-toast';
import { EditVideo } from './edit-video';

// The screen reads the address and composes the editor (features/admin-content tests the editor itself).

function renderEditVideo(path: string) {
  return renderRoutes([{ path: adminPaths.adminVideo, Component: EditVideo }], { path });
}

beforeEach(() => {
  signInAs('editor');
  resetToasts();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('EditVideo', () => {
  it('opens the video its address names', async () => {
    server.use(http.get('*/api/authorization/videos/v1', () => HttpResponse.json(makeVideo({ has_captions: false }))));
    renderEditVideo('/admin/content/videos/v1');
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Box breathing in one minute');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit video' })).toBeInTheDocument();
  });

  it('opens a new video at /new, and once saved, the video it became at its own address', async () => {
    const saved = makeVideo({
      id: 'v9',
      title: 'Evening stretch',
      status: 'draft',
      has_captions: false,
      captions_url: null,
      source: { kind: 'external', url: 'https://videos.example.com/stretch.mp4' },
    });
    let reads = 0;
    server.use(
      http.post('*/api/authorization/videos', () => HttpResponse.json(saved, { status: 201 })),
      http.get('*/api/authorization/videos/v9', () => {
        reads += 1;
        return HttpResponse.json(saved);
      }),
    );
    const user = userEvent.setup();
    const { router } = renderEditVideo('/admin/content/videos/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New video' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Evening stretch');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'movement');
    await user.type(screen.getByRole('textbox', { name: 'Length in seconds' }), '60');
    await user.click(screen.getByRole('radio', { name: 'Link to an https address' }));
    await user.type(screen.getByRole('textbox', { name: 'Video address' }), 'https://videos.example.com/stretch.mp4');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));

    await waitFor(() => expect(getToasts()[0]?.title).toBe('Video saved as a draft'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content/videos/v9'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Edit video' })).toBeInTheDocument());
    // It opens afresh, as the saved video read from the server.
    await waitFor(() => expect(reads).toBe(1));
    expect(screen.getByRole('textbox', { name: 'Video address' })).toHaveValue(
      'https://videos.example.com/stretch.mp4',
    );
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });
});
