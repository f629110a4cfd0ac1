import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_MESSAGES, VIDEO_MAX_BYTES } from '@portal/contracts/media';
import type { TVideo } from '@portal/contracts/videos';
import { adminPaths } from '@/navigation/admin-sections';
import { makeVideo } from '@/test/content-fixtures';
import { server } from '@/test/msw-server';
import { renderRoutes, screen, waitFor, within } from '@/test/render';
import { signInAs } from '@/test/render-content-route';
import { stubObjectUrls, stubPointerCapture } from '@/test/render-screen';
import { getToasts, resetToasts } from '@/ui/use-toast';
import { STAND_IN_CATEGORY_LABELS } from '../test/category-labels';
import { VideoEditor } from './video-editor';

// Test files share their worker's modules: the modules that import what this file replaces are loaded
// afresh for it (with its stand-ins), and dropped after it (so the next file loads the real ones).
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

vi.mock('../utils/read-video-duration', () => ({
  readVideoDuration: vi.fn(() => Promise.resolve(16)),
}));

const CAPTIONS = 'WEBVTT\n\n00:00.000 --> 00:02.000\nBreathe in.\n\n00:02.000 --> 00:04.000\nHold.\n';

function mediaObject(id: string, kind: 'video' | 'image', contentType: string) {
  return {
    id,
    kind,
    content_type: contentType,
    size: 10,
    title: id,
    is_shared: true,
    is_own: false,
    created_at: '2026-03-01T10:00:00.000Z',
    content_url: `/api/authorization/media/${id}/content`,
  };
}

function serveVideoApi(initial: TVideo | null) {
  let current = initial;
  const saves: { method: string; body: Record<string, unknown> }[] = [];
  const uploads: { type: string | null; query: string }[] = [];
  server.use(
    http.get('*/api/authorization/videos/v1', () => HttpResponse.json(current)),
    http.get('*/api/authorization/videos/v1/captions', () =>
      HttpResponse.text(CAPTIONS, { headers: { 'content-type': 'text/vtt; charset=utf-8' } }),
    ),
    http.post('*/api/authorization/media', ({ request }) => {
      const type = request.headers.get('content-type');
      uploads.push({ type, query: new URL(request.url).search });
      return type?.startsWith('video/')
        ? HttpResponse.json(mediaObject('11111111-1111-4111-8111-111111111111', 'video', type), { status: 201 })
        : HttpResponse.json(mediaObject('22222222-2222-4222-8222-222222222222', 'image', 'image/png'), {
            status: 201,
          });
    }),
    http.post('*/api/authorization/videos', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saves.push({ method: 'POST', body });
      current = makeVideo({ id: 'v1', version: 1, status: body.status as TVideo['status'], title: String(body.title) });
      return HttpResponse.json(current, { status: 201 });
    }),
    http.put('*/api/authorization/videos/v1', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saves.push({ method: 'PUT', body });
      if (!current || body.version !== current.version) {
        return HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'CONFLICT',
            message: 'Someone else saved this video since you opened it.',
          },
          { status: 409 },
        );
      }
      current = { ...current, status: body.status as TVideo['status'], version: current.version + 1 };
      return HttpResponse.json(current);
    }),
  );
  return {
    saves,
    uploads,
    changeOnServer: () => {
      current = current ? { ...current, version: current.version + 1 } : current;
    },
  };
}

function renderVideoEditor(videoId: string | null) {
  return renderRoutes(
    [
      {
        path: adminPaths.adminVideo,
        element: <VideoEditor videoId={videoId} categoryLabels={STAND_IN_CATEGORY_LABELS} />,
      },
    ],
    { path: `/admin/content/videos/${videoId ?? 'new'}` },
  );
}

function file(name: string, type: string, size = 16) {
  return new File([new Uint8Array(size)], name, { type });
}

beforeEach(() => {
  signInAs('editor');
  stubObjectUrls();
  stubPointerCapture();
  resetToasts();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('VideoEditor', { timeout: 20_000 }, () => {
  it('uploads the video (length from its metadata), a poster and captions, then publishes', async () => {
    const api = serveVideoApi(null);
    const user = userEvent.setup();
    const { router } = renderVideoEditor(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'New video' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Desk stretches');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'movement');
    await user.upload(screen.getByLabelText('Video file'), file('stretch.mp4', 'video/mp4'));
    expect(await screen.findByText('Uploaded: stretch.mp4')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Length in seconds' })).toHaveValue('16');
    await user.upload(screen.getByLabelText('Poster image'), file('poster.png', 'image/png'));
    expect(await screen.findByRole('img', { name: 'Poster preview' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Captions'), new File([CAPTIONS], 'en.vtt', { type: 'text/vtt' }));
    expect(await screen.findByText('en.vtt: 2 captions')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Video published'));
    expect(api.uploads.map((upload) => [upload.type, upload.query.includes('shared=true')])).toEqual([
      ['video/mp4', true],
      ['image/png', true],
    ]);
    expect(api.saves[0]).toEqual({
      method: 'POST',
      body: {
        title: 'Desk stretches',
        description: '',
        category: 'movement',
        duration_seconds: 16,
        source: { media_id: '11111111-1111-4111-8111-111111111111' },
        poster_media_id: '22222222-2222-4222-8222-222222222222',
        captions: CAPTIONS,
        status: 'published',
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content/videos/v1'));
  });

  it('refuses a wrong file, bad captions and missing fields with clear messages, sending nothing', async () => {
    const api = serveVideoApi(null);
    const user = userEvent.setup({ applyAccept: false });
    renderVideoEditor(null);
    await screen.findByRole('heading', { level: 1, name: 'New video' });

    await user.upload(screen.getByLabelText('Video file'), file('clip.mov', 'video/quicktime'));
    expect(await screen.findByText(MEDIA_MESSAGES.notAVideo)).toBeInTheDocument();
    const huge = file('huge.mp4', 'video/mp4');
    Object.defineProperty(huge, 'size', { value: VIDEO_MAX_BYTES + 1 });
    await user.upload(screen.getByLabelText('Video file'), huge);
    expect(await screen.findByText(MEDIA_MESSAGES.videoTooLarge)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Captions'), new File(['1\n00:00 --> 00:01\nHi'], 'bad.vtt'));
    expect(await screen.findByText('Captions must be a WebVTT file (starting with WEBVTT).')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Give the video a title.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(api.saves).toEqual([]);
    expect(api.uploads).toEqual([]);
  });

  it('keeps the stored captions on save and explains a conflict, loading their version on request', async () => {
    const api = serveVideoApi(
      makeVideo({
        id: 'v1',
        version: 4,
        status: 'published',
        poster_media_id: '33333333-3333-4333-8333-333333333333',
        source: {
          kind: 'media',
          media_id: '44444444-4444-4444-8444-444444444444',
          url: '/api/authorization/media/44444444-4444-4444-8444-444444444444/content',
        },
      }),
    );
    const user = userEvent.setup();
    renderVideoEditor('v1');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Box breathing in one minute');
    expect(screen.getByText('Captions stored: 2')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Length in seconds' })).toHaveValue('75');

    api.changeOnServer();
    await user.type(title, ' (new)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = (await screen.findByText('Someone else saved this video since you opened it.')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(notice).toHaveTextContent(/Their version: “Box breathing in one minute”, saved /);
    expect(api.saves[0]?.body).toMatchObject({
      version: 4,
      captions: CAPTIONS,
      status: 'published',
      poster_media_id: '33333333-3333-4333-8333-333333333333',
      source: { media_id: '44444444-4444-4444-8444-444444444444' },
    });
    expect(title).toHaveValue('Box breathing in one minute (new)');

    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(within(notice).getByRole('button', { name: 'Load their version' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Box breathing in one minute'),
    );
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Video saved as a draft'));
    expect(api.saves[1]?.body).toMatchObject({ version: 5, status: 'draft' });
  });
});
