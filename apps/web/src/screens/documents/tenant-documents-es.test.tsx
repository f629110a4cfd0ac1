import { render, screen } from '@/test/render';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from '@/navigation/router/routers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { Privacy } from './privacy';
import { ThankYou } from './thank-you';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/privacy-policy', Component: Privacy },
      { path: '/thankyou', Component: ThankYou },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  activateTestLocale('es');
});

describe('Tenant documents in Spanish', () => {
  it('frames the privacy policy in Spanish, with its date in Spanish', async () => {
    server.use(
      http.get('*/api/authorization/content/privacy-policy', () =>
        HttpResponse.json({
          title: 'Aviso de privacidad',
          updated_at: '2026-01-15T09:00:00.000Z',
          body_markdown: '  ',
        }),
      ),
    );
    renderAt('/privacy-policy');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeInTheDocument();
    expect(screen.getByText(/^Última actualización:/).querySelector('time')).toHaveTextContent('15 de enero de 2026');
    expect(screen.getByText(/La política de privacidad de este programa se está preparando/)).toBeInTheDocument();
  });

  it('says in Spanish when the page cannot load, under a Spanish heading', async () => {
    server.use(http.get('*/api/authorization/content/thank-you', () => HttpResponse.error()));
    renderAt('/thankyou');
    expect(await screen.findByText('No pudimos cargar esta página.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Gracias' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar para iniciar sesión' })).toHaveAttribute('href', '/login');
  });
});
