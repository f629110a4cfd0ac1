import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBrand } from '@portal/contracts/brands';
import { setCurrentBrand } from '../../brands/current-brand';
import { queryClient } from '../../session/query-client';
import { getCurrentUserQueryOptions } from '../../session/use-current-user';
import { makeCurrentUser } from '../../test/fixtures';
import { activateTestLocale } from '../../test/i18n';
import { server } from '../../test/msw-server';
import { makeHistory } from '../../test/questionnaire-fixtures';
import { Home } from './home';

// Home's featured content is the content area's (and tested there); the tour waits for idle time.
vi.mock('../../features/content/components/featured-content', () => ({
  FeaturedContent: () => null,
  useFeaturedContent: () => ({ isPending: false }),
}));
vi.mock('../../features/home/components/home-tour', () => ({ HomeTour: () => null }));

function renderHome() {
  queryClient.setQueryData(getCurrentUserQueryOptions().queryKey, makeCurrentUser());
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Home />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setCurrentBrand(getBrand('attentive'));
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  server.use(http.get('*/api/authorization/companies/questionnaire/results', () => HttpResponse.json(makeHistory())));
});
afterEach(() => {
  setCurrentBrand(undefined);
  queryClient.clear();
});

describe('Home', () => {
  it('welcomes the member, with their result, programme and partner services', async () => {
    renderHome();
    const brand = getBrand('attentive');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Morgan' })).toBeInTheDocument();
    expect(screen.getByText(`Your ${brand.title} programme with Acme, all in one place.`)).toBeInTheDocument();
    expect(await screen.findByTestId('overall-score')).toHaveTextContent('27 of 36 (75%)');
    const programme = screen.getByRole('region', { name: 'Your programme' });
    expect(within(programme).getByRole('link', { name: /Articles/ })).toHaveTextContent(
      'Reading picked for your programme.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Partner services' })).toBeInTheDocument();
  });

  it('reads in Spanish, partner names as they are', async () => {
    activateTestLocale('es');
    renderHome();
    const brand = getBrand('attentive');
    expect(screen.getByRole('heading', { level: 1, name: 'Le damos la bienvenida, Morgan' })).toBeInTheDocument();
    expect(screen.getByText(`Su programa ${brand.title} con Acme, todo en un solo lugar.`)).toBeInTheDocument();

    expect(screen.getByRole('status')).toHaveTextContent('Cargando su programa…');
    const result = await screen.findByTestId('questionnaire-result-card');
    expect(within(result).getByRole('heading', { level: 2, name: 'Su cuestionario de salud' })).toBeInTheDocument();
    expect(within(result).getByTestId('overall-score')).toHaveTextContent('27 de 36 (75%)');
    expect(within(result).getByText(/Respondido el/)).toHaveTextContent('Respondido el 12 de marzo de 2026');
    expect(within(result).getAllByText('Va bien')).not.toHaveLength(0);
    expect(within(result).getByText('Merece atención')).toBeInTheDocument();
    expect(within(result).getByTestId('retake-info')).toHaveTextContent(
      'Podrá volver a responder el cuestionario a partir del 11 de abril de 2026.',
    );

    const programme = screen.getByRole('region', { name: 'Su programa' });
    expect(within(programme).getByRole('link', { name: /Artículos/ })).toHaveTextContent(
      'Lecturas elegidas para su programa.',
    );
    expect(within(programme).getByRole('link', { name: /Su perfil/ })).toBeInTheDocument();

    const partners = screen.getByRole('region', { name: 'Servicios de nuestros aliados' });
    expect(within(partners).getByRole('link', { name: /Biblioteca de Mayo Clinic/ })).toHaveTextContent(
      'Respuestas confiables sobre enfermedades y afecciones.',
    );
    // A partner's own name stays as it is.
    expect(within(partners).getByRole('link', { name: /VRS Freedom 365/ })).toHaveTextContent(
      'Bienestar diario, todo el año.',
    );
  });

  it('lays out below the welcome only once the result has answered, so nothing is pushed down', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/authorization/companies/questionnaire/results', async () => {
        await answered;
        return HttpResponse.json(makeHistory());
      }),
    );
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Morgan' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your programme…');
    expect(screen.queryByTestId('questionnaire-result-card')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your programme' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByTestId('overall-score')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your programme' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your programme…')).not.toBeInTheDocument();
  });
});
