import { fireEvent, screen, waitFor, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_SAVE_INTERVAL_MS } from '@/features/content/components/video-player';
import { makeVideo } from '@/test/content-fixtures';
import { server } from '@/test/msw-server';
import { renderContentRoute, signInAs } from '@/test/render-content-route';
import { Video } from './video';
import { Videos } from './videos';

const BREATHING = makeVideo();
const STRETCH = makeVideo({ id: 'v2', title: 'Desk stretches', category: 'movement', duration_seconds: 185 });

function serveMedia() {
  server.use(
    http.get('*/api/authorization/media/:id/content', ({ request }) =>
      request.headers.get('authorization') === 'Bearer tok-1'
        ? new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'video/mp4' } })
        : new HttpResponse(null, { status: 401 }),
    ),
    http.get('*/api/authorization/videos/v1/captions', () =>
      HttpResponse.text('WEBVTT\n\n00:00.000 --> 00:02.000\nBreathe in\n', { headers: { 'Content-Type': 'text/vtt' } }),
    ),
  );
}

let blobCount = 0;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  blobCount = 0;
  URL.createObjectURL = vi.fn(() => `blob:http://localhost/${(blobCount += 1)}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('Videos', () => {
  it('shows a grid of posters with m:ss lengths and filters by category', async () => {
    signInAs('member');
    serveMedia();
    const categories: (string | null)[] = [];
    server.use(
      http.get('*/api/authorization/videos', ({ request }) => {
        const category = new URL(request.url).searchParams.get('category');
        categories.push(category);
        const items = [BREATHING, STRETCH].filter((video) => !category || video.category === category);
        return HttpResponse.json({ items, next_cursor: null });
      }),
    );
    const user = userEvent.setup();
    renderContentRoute('/dashboard/videos', { videos: Videos });
    expect(screen.getByRole('heading', { level: 1, name: 'Videos' })).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: /Box breathing in one minute/ });
    expect(card).toHaveAttribute('href', '/dashboard/videos/v1');
    expect(within(card).getByText('1:15')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Desk stretches/ })).toHaveTextContent('3:05');
    // Posters come through blob URLs, never the API path.
    await waitFor(() => expect(card.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/)));

    await user.click(screen.getByRole('radio', { name: 'Movement' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Box breathing/ })).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: /Desk stretches/ })).toBeInTheDocument();
    expect(categories.at(-1)).toBe('movement');
  });
});

describe('Video', () => {
  function serveVideo(position: number) {
    const saved: number[] = [];
    server.use(
      http.get('*/api/authorization/videos/v1', () => HttpResponse.json(BREATHING)),
      http.get('*/api/authorization/videos/v1/progress', () =>
        HttpResponse.json({ video_id: 'v1', position_seconds: position, updated_at: null }),
      ),
      http.put('*/api/authorization/videos/v1/progress', async ({ request }) => {
        const body = (await request.json()) as { position_seconds: number };
        saved.push(body.position_seconds);
        return HttpResponse.json({ video_id: 'v1', position_seconds: body.position_seconds, updated_at: 'now' });
      }),
    );
    return saved;
  }

  it('plays from blob URLs with an English captions track, resumes, and saves progress on pause and Start over', async () => {
    signInAs('member');
    serveMedia();
    const saved = serveVideo(12);
    const user = userEvent.setup();
    renderContentRoute('/dashboard/videos/v1', { video: Video });

    expect(await screen.findByRole('heading', { level: 1, name: 'Box breathing in one minute' })).toBeInTheDocument();
    const player = await screen.findByLabelText(/Box breathing in one minute video player/);
    expect(player.tagName).toBe('VIDEO');
    await waitFor(() => expect(player).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    await waitFor(() => expect(player.querySelector('track')).not.toBeNull());
    const track = player.querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('label', 'English');
    expect(track).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(track.hasAttribute('default')).toBe(true);

    // Resume: the saved point is applied once the metadata is known.
    let position = 0;
    Object.defineProperty(player, 'currentTime', {
      configurable: true,
      get: () => position,
      set: (value: number) => {
        position = value;
      },
    });
    fireEvent.loadedMetadata(player);
    expect(position).toBe(12);
    expect(screen.getByText('Resumed from 0:12.')).toBeInTheDocument();

    // Arrow keys seek 5 s when the player has focus.
    fireEvent.keyDown(player, { key: 'ArrowRight' });
    expect(position).toBe(17);
    fireEvent.keyDown(player, { key: 'ArrowLeft' });
    expect(position).toBe(12);

    position = 20;
    fireEvent.pause(player);
    await waitFor(() => expect(saved).toEqual([20]));

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(position).toBe(0);
    await waitFor(() => expect(saved).toEqual([20, 0]));
    expect(screen.queryByText(/Resumed from/)).not.toBeInTheDocument();
  });

  it('saves every 5 s while playing', async () => {
    signInAs('member');
    serveMedia();
    const saved = serveVideo(0);
    // Catch the player's 5 s timer, to tick it by hand (fake timers would also stop Testing Library's polling).
    const ticks: (() => void)[] = [];
    const realSetInterval = window.setInterval.bind(window);
    vi.spyOn(window, 'setInterval').mockImplementation(((callback: () => void, delay?: number) => {
      if (delay === PROGRESS_SAVE_INTERVAL_MS) ticks.push(callback);
      return realSetInterval(callback, delay === PROGRESS_SAVE_INTERVAL_MS ? 3_600_000 : delay);
    }) as typeof window.setInterval);
    renderContentRoute('/dashboard/videos/v1', { video: Video });
    const player = await screen.findByLabelText(/video player/);
    expect(screen.queryByText(/Resumed from/)).not.toBeInTheDocument();
    let position = 3;
    Object.defineProperty(player, 'currentTime', { configurable: true, get: () => position });
    Object.defineProperty(player, 'paused', { configurable: true, get: () => false });
    expect(ticks).toHaveLength(1);
    ticks[0]!();
    position = 8;
    ticks[0]!();
    await waitFor(() => expect(saved).toEqual([3, 8]));
  });
});
