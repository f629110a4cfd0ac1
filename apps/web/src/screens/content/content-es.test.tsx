import { fireEvent, screen, waitFor, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeArticle, makeVideo, toSummary } from '@/test/content-fixtures';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { renderContentRoute, signInAs } from '@/test/render-content-route';
import { Article } from './article';
import { Articles } from './articles';
import { EditArticle } from './edit-article';
import { Video } from './video';
import { Videos } from './videos';

// The content screens as a Spanish-speaking member reads them.

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  activateTestLocale('es');
});
afterEach(() => vi.restoreAllMocks());

function serveMedia() {
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/1');
  URL.revokeObjectURL = vi.fn();
  server.use(
    http.get('*/api/authorization/media/:id/content', () =>
      HttpResponse.arrayBuffer(new Uint8Array([1, 2, 3]).buffer, { headers: { 'Content-Type': 'image/png' } }),
    ),
  );
}

describe('Articles in Spanish', () => {
  it('shows the heading, category labels, plural reading times and the empty state in Spanish', async () => {
    signInAs('member');
    const short = toSummary(makeArticle({ id: 'a1', reading_time_minutes: 1 }));
    const long = toSummary(
      makeArticle({ id: 'a2', title: 'Walking meetings', category: 'movement', reading_time_minutes: 5 }),
    );
    server.use(
      http.get('*/api/authorization/articles', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        return HttpResponse.json({ items: search ? [] : [short, long], next_cursor: null });
      }),
    );
    const user = userEvent.setup();
    renderContentRoute('/dashboard/articles', { articles: Articles });

    expect(screen.getByRole('heading', { level: 1, name: 'Artículos' })).toBeInTheDocument();
    const sleep = await screen.findByRole('link', { name: /Better sleep tonight/ });
    // Category keys stay the contract's; the label is Spanish.
    expect(within(sleep).getByText('Sueño')).toBeInTheDocument();
    expect(within(sleep).getByText('1 min de lectura')).toBeInTheDocument();
    const walking = screen.getByRole('link', { name: /Walking meetings/ });
    expect(within(walking).getByText('Actividad física')).toBeInTheDocument();
    expect(within(walking).getByText('5 min de lectura')).toBeInTheDocument();
    expect(screen.getByText('Se muestran 2 artículos')).toBeInTheDocument();

    const filters = screen.getByRole('group', { name: 'Filtrar artículos por categoría' });
    expect(within(filters).getByRole('radio', { name: 'Todas' })).toBeChecked();
    expect(within(filters).getByRole('radio', { name: 'Atención preventiva' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar artículos' }), 'cebra');
    expect(await screen.findByText('Ningún artículo coincide con “cebra”.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar filtros' })).toBeInTheDocument();
  });

  it('shows an article with its date in Spanish', async () => {
    signInAs('member');
    server.use(http.get('*/api/authorization/articles/a1', () => HttpResponse.json(makeArticle())));
    renderContentRoute('/dashboard/articles/a1', { article: Article });

    // The title and body are the programme's own content, shown as written.
    expect(await screen.findByRole('heading', { level: 1, name: 'Better sleep tonight' })).toBeInTheDocument();
    expect(screen.getByText('3 min de lectura')).toBeInTheDocument();
    expect(screen.getByText(/^Actualizado el/).querySelector('time')).toHaveTextContent('2 de marzo de 2026');
    expect(screen.getByRole('button', { name: /Volver a los artículos/ })).toBeInTheDocument();
  });
});

describe('EditArticle in Spanish', () => {
  it('labels the editor in Spanish and says it has unsaved changes', async () => {
    signInAs('editor');
    server.use(http.get('*/api/authorization/articles/a1', () => HttpResponse.json(makeArticle())));
    const user = userEvent.setup();
    renderContentRoute('/dashboard/articles/a1/edit', { editArticle: EditArticle });

    expect(await screen.findByRole('heading', { level: 1, name: 'Editar artículo' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Editar artículo' });
    expect(within(form).getByRole('textbox', { name: 'Título' })).toHaveValue('Better sleep tonight');
    expect(within(form).getByRole('textbox', { name: /Resumen/ })).toBeInTheDocument();
    expect(within(form).getByText('Una o dos oraciones para la lista.')).toBeInTheDocument();
    const category = within(form).getByRole('combobox', { name: 'Categoría' });
    expect(within(category).getByRole('option', { name: 'Elija una categoría' })).toBeInTheDocument();
    expect(within(category).getByRole('option', { name: 'Sueño' })).toHaveValue('sleep');
    const status = within(form).getByRole('combobox', { name: 'Estado' });
    expect(within(status).getByRole('option', { name: 'Borrador (solo editores)' })).toHaveValue('draft');
    expect(within(status).getByRole('option', { name: 'Publicado (todos los miembros)' })).toHaveValue('published');
    expect(within(form).getByRole('textbox', { name: 'Texto (Markdown)' })).toBeInTheDocument();
    expect(within(form).getByRole('heading', { name: 'Vista previa' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Guardar artículo' })).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/dashboard/articles/a1');

    await user.type(within(form).getByRole('textbox', { name: 'Título' }), '!');
    expect(await within(form).findByText('Cambios sin guardar')).toBeInTheDocument();
  });

  it('shows validation, the conflict notice and the discard prompt in Spanish', async () => {
    signInAs('editor');
    server.use(
      http.get('*/api/authorization/articles/a1', () => HttpResponse.json(makeArticle())),
      http.put('*/api/authorization/articles/a1', () =>
        HttpResponse.json(
          { code: 'CONFLICT', message: 'Someone else saved this article since you opened it.' },
          { status: 409 },
        ),
      ),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    renderContentRoute('/dashboard/articles/a1/edit', { editArticle: EditArticle });
    const form = await screen.findByRole('form', { name: 'Editar artículo' });
    const title = within(form).getByRole('textbox', { name: 'Título' });

    await user.clear(title);
    await user.click(within(form).getByRole('button', { name: 'Guardar artículo' }));
    expect(await within(form).findByText('Póngale un título al artículo.')).toBeInTheDocument();

    await user.type(title, 'Dormir mejor');
    await user.click(within(form).getByRole('button', { name: 'Guardar artículo' }));
    const conflict = await screen.findByText('Otra persona guardó este artículo después de que usted lo abrió.');
    const notice = conflict.closest<HTMLElement>('[role="alert"]')!;
    expect(notice).toHaveTextContent('Sus cambios siguen aquí, pero no se guardaron.');
    await user.click(within(notice).getByRole('button', { name: 'Cargar su versión' }));
    expect(confirm).toHaveBeenCalledWith('¿Descartar sus cambios y cargar la versión que guardó la otra persona?');
  }, 15_000);

  it('tells a member in Spanish that only editors can write articles', async () => {
    signInAs('member');
    renderContentRoute('/dashboard/articles/a1/edit', { editArticle: EditArticle });
    expect(await screen.findByRole('heading', { level: 1, name: 'No puede editar artículos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a los artículos' })).toHaveAttribute('href', '/dashboard/articles');
  });
});

describe('Videos in Spanish', () => {
  it('gives a video card its length for the eye and in words for a screen reader', async () => {
    signInAs('member');
    serveMedia();
    server.use(
      http.get('*/api/authorization/videos', () => HttpResponse.json({ items: [makeVideo()], next_cursor: null })),
    );
    renderContentRoute('/dashboard/videos', { videos: Videos });

    expect(screen.getByRole('heading', { level: 1, name: 'Videos' })).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: /Box breathing in one minute/ });
    expect(within(card).getByText('1:15')).toBeInTheDocument();
    expect(within(card).getByText('Duración: 1 minuto y 15 segundos')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Filtrar videos por categoría' })).toBeInTheDocument();
  });

  it('names the player, the captions and the resume point in Spanish', async () => {
    signInAs('member');
    serveMedia();
    server.use(
      http.get('*/api/authorization/videos/v1', () => HttpResponse.json(makeVideo())),
      http.get('*/api/authorization/videos/v1/progress', () =>
        HttpResponse.json({ video_id: 'v1', position_seconds: 12, updated_at: null }),
      ),
      http.get('*/api/authorization/videos/v1/captions', () =>
        HttpResponse.text('WEBVTT\n', { headers: { 'Content-Type': 'text/vtt' } }),
      ),
      http.put('*/api/authorization/videos/v1/progress', () =>
        HttpResponse.json({ video_id: 'v1', position_seconds: 12, updated_at: 'now' }),
      ),
    );
    renderContentRoute('/dashboard/videos/v1', { video: Video });

    const player = await screen.findByLabelText(/^Reproductor del video Box breathing in one minute\./);
    await waitFor(() => expect(player.querySelector('track')).toHaveAttribute('label', 'Inglés'));
    fireEvent.loadedMetadata(player);
    expect(screen.getByText('Se reanudó desde 0:12.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empezar desde el principio' })).toBeInTheDocument();
  });
});
