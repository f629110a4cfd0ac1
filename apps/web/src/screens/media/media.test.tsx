import { screen, waitFor, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_MESSAGES, MEGABYTE } from '@portal/contracts/media';
import type { TMediaObject } from '@portal/contracts/media';
import { CONTRACT_MESSAGES_ES } from '@portal/contracts/contract-messages-es';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { renderScreen, stubObjectUrls, stubPointerCapture } from '@/test/render-screen';
import { resetToasts } from '@/ui/use-toast';
import { Media } from './media';

const API = '*/api/authorization/media';

function makeMedia(overrides: Partial<TMediaObject> = {}): TMediaObject {
  const id = overrides.id ?? 'm-1';
  return {
    id,
    kind: 'image',
    content_type: 'image/png',
    size: 2 * MEGABYTE,
    title: 'Beach',
    is_shared: false,
    is_own: true,
    created_at: '2026-01-01T00:00:00Z',
    content_url: `/api/authorization/media/${id}/content`,
    ...overrides,
  };
}

function serveMedia(items: TMediaObject[], used = 13_002_342) {
  let list = [...items];
  server.use(
    http.get(API, () => HttpResponse.json({ items: list, usage: { used, quota: 200 * MEGABYTE } })),
    http.get(
      `${API}/:id/content`,
      () => new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } }),
    ),
    http.delete(`${API}/:id`, ({ params }) => {
      list = list.filter((item) => item.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { add: (item: TMediaObject) => (list = [item, ...list]) };
}

function png(name = 'sunset.png') {
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  stubObjectUrls();
  stubPointerCapture();
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
});
afterEach(() => resetToasts());

describe('Media', () => {
  it('shows the quota, both sections and their empty states', async () => {
    serveMedia([]);
    renderScreen('/media', Media);
    expect(await screen.findByText('12.4 MB of 200 MB used')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: '12.4 MB of 200 MB used' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your files' })).toBeInTheDocument();
    expect(screen.getByText('You have not uploaded any files yet.')).toBeInTheDocument();
    expect(screen.getByText('Your programme has not shared any files yet.')).toBeInTheDocument();
  });

  it('uploads a file with its title and shows it', async () => {
    const media = serveMedia([]);
    const queries: string[] = [];
    server.use(
      http.post(API, async ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('title') ?? '');
        expect(request.headers.get('Content-Type')).toBe('image/png');
        const created = makeMedia({ id: 'm-9', title: 'Sunset' });
        media.add(created);
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderScreen('/media', Media);
    await screen.findByText('You have not uploaded any files yet.');
    await user.type(screen.getByLabelText('Title (optional)'), 'Sunset');
    await user.upload(screen.getByLabelText(/Choose a file or drop it here/), png());
    expect(await screen.findByText('File uploaded')).toBeInTheDocument();
    expect(queries).toEqual(['Sunset']);
    expect(await screen.findByRole('button', { name: 'Open Sunset' })).toBeInTheDocument();
  });

  it('shows progress while uploading and cancels', async () => {
    serveMedia([]);
    server.use(
      http.post(API, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    renderScreen('/media', Media);
    await screen.findByText('You have not uploaded any files yet.');
    await user.upload(screen.getByLabelText(/Choose a file or drop it here/), png());
    const progress = await screen.findByRole('progressbar', { name: 'Uploading sunset.png' });
    expect(progress).toHaveAttribute('aria-valuenow');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the storage client's message when the server refuses the file", async () => {
    serveMedia([]);
    server.use(
      http.post(API, () => HttpResponse.json({ code: 'MEDIA_QUOTA_EXCEEDED', message: 'Over quota' }, { status: 413 })),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderScreen('/media', Media);
    await screen.findByText('You have not uploaded any files yet.');
    await user.upload(screen.getByLabelText(/Choose a file or drop it here/), png());
    expect(await screen.findByText(MEDIA_MESSAGES.quotaExceeded)).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText(/Choose a file or drop it here/),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText(MEDIA_MESSAGES.unsupportedType)).toBeInTheDocument();
  });

  it('deletes an own file after confirmation; shared files cannot be deleted', async () => {
    serveMedia([
      makeMedia({ id: 'm-1', title: 'Beach' }),
      makeMedia({
        id: 'm-2',
        title: 'Guide',
        kind: 'document',
        content_type: 'application/pdf',
        is_own: false,
        is_shared: true,
      }),
    ]);
    const user = userEvent.setup();
    renderScreen('/media', Media);
    const programme = await screen.findByRole('region', { name: 'From your programme' });
    expect(within(programme).getByRole('button', { name: 'Open Guide' })).toBeInTheDocument();
    expect(within(programme).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Beach' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Beach”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('File deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open Beach' })).not.toBeInTheDocument());
  });

  it('opens images in the preview from blob URLs, with previous and next across them', async () => {
    serveMedia([
      makeMedia({ id: 'm-1', title: 'Beach' }),
      makeMedia({ id: 'm-2', title: 'Forest' }),
      makeMedia({ id: 'm-3', title: 'Guide', kind: 'document', content_type: 'application/pdf' }),
    ]);
    const user = userEvent.setup();
    renderScreen('/media', Media);
    const open = await screen.findByRole('button', { name: 'Open Beach' });
    await waitFor(() =>
      expect(within(open).getByRole('presentation')).toHaveAttribute('src', expect.stringMatching(/^blob:/)),
    );
    await user.click(open);
    const preview = await screen.findByRole('dialog');
    expect(within(preview).getByRole('img', { name: 'Beach' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await user.click(within(preview).getByRole('button', { name: /Next/ }));
    expect(await within(preview).findByRole('img', { name: 'Forest' })).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('reads in Spanish, sizes written the Spanish way, and refuses a file type in Spanish', async () => {
    serveMedia([makeMedia({ id: 'm-1', title: 'Beach' })]);
    activateTestLocale('es');
    const user = userEvent.setup({ applyAccept: false });
    renderScreen('/media', Media);
    expect(screen.getByRole('heading', { level: 1, name: 'Archivos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Subir un archivo' })).toBeInTheDocument();
    expect(await screen.findByText('12,4 MB de 200 MB usados')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sus archivos' })).toBeInTheDocument();
    expect(screen.getByText('Su programa todavía no ha compartido ningún archivo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar Beach' })).toBeInTheDocument();
    expect(screen.getByText('2 MB')).toBeInTheDocument();

    const picker = screen.getByLabelText(/Elija un archivo o arrástrelo aquí/);
    expect(picker).toHaveAccessibleName(
      'Elija un archivo o arrástrelo aquí Imágenes (JPEG, PNG, WebP, HEIC) de hasta 15 MB y documentos PDF de hasta 25 MB.',
    );
    await user.upload(picker, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(CONTRACT_MESSAGES_ES[MEDIA_MESSAGES.unsupportedType]!)).toBeInTheDocument();
  });
});
