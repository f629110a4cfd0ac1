import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@/test/render';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/navigation/router/routers';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBrand } from '@portal/contracts/brands';
import { setCurrentBrand } from '@/brands/current-brand';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '@/platform/runtime-config';
import { queryClient } from '@/session/query-client';
import { getCurrentUserQueryOptions } from '@/session/use-current-user';
import { makeCurrentUser } from '@/test/fixtures';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { makeHistory } from '@/test/questionnaire-fixtures';
import { makeJoinedChallenge, makeMemberChallenge } from '@/test/challenge-fixtures';
import { makeMemberRewards, makeNoPlanRewards } from '@/test/rewards-fixtures';
import { Home } from './home';
import { pinBrand } from '@/test/brands';

// Test files share their worker's modules: the modules that import what this file replaces are loaded
// afresh for it (with its stand-ins), and dropped after it (so the next file loads the real ones).
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

// Home's featured content is the content area's (and tested there); the tour waits for idle time.
vi.mock('@/features/content/components/featured-content', () => ({
  FeaturedContent: () => null,
  useFeaturedContent: () => ({ isPending: false }),
}));
vi.mock('@/features/home/components/home-tour', () => ({ HomeTour: () => null }));

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

const NEWS = {
  items: [
    {
      id: 'n1',
      title: 'Flu vaccines are available now',
      summary: 'Covered at participating pharmacies.',
      url: 'https://www.cdc.gov/flu/prevent/index.html',
      published_at: '2026-11-20T12:00:00.000Z',
      source: 'Attentive Health',
    },
    {
      id: 'n2',
      title: 'Your answers stay private',
      summary: 'Your employer never sees them.',
      published_at: '2026-10-09T12:00:00.000Z',
      source: 'Attentive Health',
    },
  ],
};

beforeEach(() => {
  pinBrand('attentive');
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  server.use(
    http.get('*/api/authorization/companies/questionnaire/results', () => HttpResponse.json(makeHistory())),
    http.get('*/api/authorization/news', () => HttpResponse.json(NEWS)),
    // No rewards plan unless a test says so: the card shows nothing.
    http.get('*/api/authorization/accounts/me/rewards', () => HttpResponse.json(makeNoPlanRewards())),
    // No challenge unless a test says so: the card shows nothing.
    http.get('*/api/authorization/challenges', () => HttpResponse.json({ challenges: [] })),
  );
});
afterEach(() => {
  // Unmount first: a mounted Home would fetch again into the cleared cache, after the handlers are gone.
  cleanup();
  setCurrentBrand(undefined);
  setRuntimeConfig(undefined);
  queryClient.clear();
});

describe('Home', () => {
  it('welcomes the member, with their result, a tile per programme area, what every member has, and the news', async () => {
    renderHome();
    const brand = getBrand('attentive');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Morgan' })).toBeInTheDocument();
    expect(screen.getByText(`Your ${brand.title} programme with Acme, all in one place.`)).toBeInTheDocument();
    expect(await screen.findByTestId('overall-score')).toHaveTextContent('27 of 36 (75%)');

    // Attentive offers the clinic library, the health scan and VRS Freedom 365 (ally-health has no page).
    const programme = screen.getByRole('region', { name: 'Your programme' });
    expect(programme).toHaveAttribute('data-tour', 'partner-services');
    expect(programme).toHaveAccessibleDescription(`The services ${brand.title} offers you, one tap away.`);
    const tiles = within(programme).getAllByRole('link');
    expect(tiles.map((tile) => within(tile).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Health library',
      'Attentive health scan',
      'VRS Freedom 365',
    ]);
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/dashboard/mayo-clinic',
      '/dashboard/attentive-health-scan',
      '/dashboard/vrsfreedom365',
    ]);
    expect(tiles[0]).toHaveTextContent('Plain-language answers on common diseases and conditions.');
    expect(screen.queryByText(/Mayo Clinic/)).not.toBeInTheDocument();

    const more = screen.getByRole('region', { name: 'More for you' });
    expect(within(more).getByRole('link', { name: /Articles/ })).toHaveTextContent(
      'Reading picked for your programme.',
    );
    expect(within(more).getByRole('link', { name: /Dependents/ })).toBeInTheDocument();

    const news = await screen.findByRole('region', { name: 'Programme news' });
    expect(within(news).getByRole('link', { name: /Flu vaccines are available now/ })).toHaveAttribute(
      'href',
      'https://www.cdc.gov/flu/prevent/index.html',
    );
    expect(within(news).getByText('November 20, 2026')).toBeInTheDocument();
    expect(within(news).getByText('October 9, 2026')).toBeInTheDocument();
  });

  it('shows a tile for each programme area the tenant’s settings offer, over the brand’s list', async () => {
    pinBrand('evergreen');
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, programmes: ['corpcare', 'ucm', 'ally-health'] });
    renderHome();
    const programme = await screen.findByRole('region', { name: 'Your programme' });
    expect(
      within(programme)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['CorpCare', 'UCM']);
  });

  it('shows every programme area evergreen offers', async () => {
    pinBrand('evergreen');
    renderHome();
    const programme = await screen.findByRole('region', { name: 'Your programme' });
    expect(within(programme).getAllByRole('link')).toHaveLength(6);
  });

  it('shows no programme section at all for a tenant offering no programme area', async () => {
    pinBrand('default');
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, programmes: ['ally-health'] });
    renderHome();
    expect(await screen.findByRole('region', { name: 'More for you' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your programme' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-tour="partner-services"]')).toBeNull();
  });

  it.each([
    [
      'fails',
      () => HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'Boom' }, { status: 500 }),
    ],
    ['is empty', () => HttpResponse.json({ items: [] })],
    ['answers garbage', () => HttpResponse.text('<html>')],
  ])('stays whole, without news and without an error, when the news feed %s', async (_, answer) => {
    let newsCalls = 0;
    server.use(
      http.get('*/api/authorization/news', () => {
        newsCalls += 1;
        return answer();
      }),
    );
    renderHome();
    expect(await screen.findByTestId('overall-score')).toBeInTheDocument();
    await waitFor(() => expect(newsCalls).toBeGreaterThan(0));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('region', { name: 'Your programme' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'More for you' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Programme news' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
    expect(within(programme).getByRole('link', { name: /Biblioteca de salud/ })).toHaveTextContent(
      'Respuestas claras sobre enfermedades y afecciones frecuentes.',
    );
    // A partner's own name stays as it is.
    expect(within(programme).getByRole('link', { name: /VRS Freedom 365/ })).toHaveTextContent(
      'Bienestar diario, todo el año.',
    );
    const more = screen.getByRole('region', { name: 'Más para usted' });
    expect(within(more).getByRole('link', { name: /Artículos/ })).toHaveTextContent(
      'Lecturas elegidas para su programa.',
    );
    expect(within(more).getByRole('link', { name: /Su perfil/ })).toBeInTheDocument();

    const news = await screen.findByRole('region', { name: 'Novedades del programa' });
    expect(within(news).getByText('20 de noviembre de 2026')).toBeInTheDocument();
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

  it('does not wait for the news: it lays out without it, and the news arrives last on the page', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/authorization/news', async () => {
        await answered;
        return HttpResponse.json(NEWS);
      }),
    );
    renderHome();
    expect(await screen.findByTestId('overall-score')).toBeInTheDocument();
    const more = screen.getByRole('region', { name: 'More for you' });
    expect(screen.queryByRole('region', { name: 'Programme news' })).not.toBeInTheDocument();
    answer();
    const news = await screen.findByRole('region', { name: 'Programme news' });
    // After everything else: arriving late, it moves nothing above it.
    expect(more.compareDocumentPosition(news) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const regions = screen.getAllByRole('region');
    expect(regions.at(-1)).toBe(news);
  });

  describe('challenge card', () => {
    it('comes after the rewards card, asked for only once the rewards have answered, with the progress', async () => {
      let answerRewards: () => void = () => undefined;
      const rewardsAnswered = new Promise<void>((resolve) => (answerRewards = resolve));
      let challengeCalls = 0;
      let rewardsAsked = false;
      server.use(
        http.get('*/api/authorization/accounts/me/rewards', async () => {
          rewardsAsked = true;
          await rewardsAnswered;
          return HttpResponse.json(makeMemberRewards());
        }),
        http.get('*/api/authorization/challenges', () => {
          challengeCalls += 1;
          return HttpResponse.json({ challenges: [makeMemberChallenge({ id: 'open' }), makeJoinedChallenge()] });
        }),
      );
      renderHome();
      expect(await screen.findByRole('region', { name: 'Programme news' })).toBeInTheDocument();
      // The rewards card has not answered: the challenge card waits, so it is never pushed down.
      await waitFor(() => expect(rewardsAsked).toBe(true));
      expect(challengeCalls).toBe(0);
      expect(screen.queryByTestId('home-challenge')).not.toBeInTheDocument();
      answerRewards();

      const card = await screen.findByRole('region', { name: 'Your challenge' });
      const regions = screen.getAllByRole('region');
      expect(regions.at(-1)).toBe(card);
      expect(regions.at(-2)).toBe(screen.getByRole('region', { name: 'Your rewards' }));
      expect(within(card).getByRole('link', { name: 'Autumn steps' })).toHaveAttribute(
        'href',
        '/dashboard/challenges/ch-1',
      );
      expect(within(card).getByRole('progressbar', { name: 'Your progress in Autumn steps' })).toHaveAttribute(
        'aria-valuetext',
        'Goal met on 2 of 20 days',
      );
      expect(within(card).getByRole('link', { name: 'Log your progress' })).toBeInTheDocument();
      expect(challengeCalls).toBe(1);
    });

    it('offers a challenge open to join when the member is in none, and shows nothing when there is none', async () => {
      server.use(
        http.get('*/api/authorization/challenges', () => HttpResponse.json({ challenges: [makeMemberChallenge()] })),
      );
      renderHome();
      const card = await screen.findByRole('region', { name: 'A challenge you can join' });
      expect(card).toHaveTextContent('7,000 steps a day, on 20 days');
      expect(card).toHaveTextContent('Open to join');
      expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'See the challenge and join' })).toHaveAttribute(
        'href',
        '/dashboard/challenges/ch-1',
      );
    });
  });

  describe('rewards card', () => {
    it('comes last, once Home is usable and the news has answered, with the points, level and next level', async () => {
      let answerNews: () => void = () => undefined;
      const newsAnswered = new Promise<void>((resolve) => (answerNews = resolve));
      let rewardsCalls = 0;
      server.use(
        http.get('*/api/authorization/news', async () => {
          await newsAnswered;
          return HttpResponse.json(NEWS);
        }),
        http.get('*/api/authorization/accounts/me/rewards', () => {
          rewardsCalls += 1;
          return HttpResponse.json(makeMemberRewards());
        }),
      );
      renderHome();
      expect(await screen.findByTestId('overall-score')).toBeInTheDocument();
      // Home is usable without it: neither its code nor its data has been asked for yet.
      expect(rewardsCalls).toBe(0);
      expect(screen.queryByRole('region', { name: 'Your rewards' })).not.toBeInTheDocument();
      answerNews();

      const card = await screen.findByRole('region', { name: 'Your rewards' });
      expect(screen.getAllByRole('region').at(-1)).toBe(card);
      expect(within(card).getByTestId('rewards-points')).toHaveTextContent('750 points');
      expect(card).toHaveTextContent('Your level: Bronze');
      expect(card).toHaveTextContent('Next: Silver, 250 points to go. Its reward: $50 gift card');
      const progress = within(card).getByRole('progressbar', { name: 'Progress towards Silver' });
      expect(progress).toHaveAttribute('aria-valuemin', '0');
      expect(progress).toHaveAttribute('aria-valuemax', '1000');
      expect(progress).toHaveAttribute('aria-valuenow', '750');
      expect(progress).toHaveAttribute('aria-valuetext', '750 of 1,000 points towards Silver');
      expect(within(card).getByRole('link', { name: 'Ways to earn points' })).toHaveAttribute(
        'href',
        '/dashboard/rewards',
      );
      expect(rewardsCalls).toBe(1);
    });

    it('shows nothing when the programme has no plan running', async () => {
      let rewardsCalls = 0;
      server.use(
        http.get('*/api/authorization/accounts/me/rewards', () => {
          rewardsCalls += 1;
          return HttpResponse.json(makeNoPlanRewards());
        }),
      );
      renderHome();
      expect(await screen.findByRole('region', { name: 'Programme news' })).toBeInTheDocument();
      await waitFor(() => expect(rewardsCalls).toBe(1));
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(screen.queryByRole('region', { name: 'Your rewards' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('home-rewards')).not.toBeInTheDocument();
    });

    it('celebrates a level just reached once, and tells the server so it does not come back', async () => {
      const silver = { name: 'Silver', points: 1000, reward: '$50 gift card' };
      let celebrations = 0;
      server.use(
        http.get('*/api/authorization/accounts/me/rewards', () =>
          HttpResponse.json(makeMemberRewards({ points: 1020, level: silver, celebrate: silver })),
        ),
        http.post('*/api/authorization/accounts/me/rewards/celebration', () => {
          celebrations += 1;
          return new HttpResponse(null, { status: 204 });
        }),
      );
      const user = userEvent.setup();
      renderHome();
      const dialog = await screen.findByRole('dialog', { name: 'You reached Silver!' });
      expect(dialog).toHaveAccessibleDescription('Your reward: $50 gift card');
      await waitFor(() => expect(celebrations).toBe(1));
      await user.click(within(dialog).getByRole('button', { name: 'Thanks!' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('region', { name: 'Your rewards' })).toHaveTextContent('Your level: Silver');
      expect(celebrations).toBe(1);
    });

    it('reads in Spanish', async () => {
      activateTestLocale('es');
      server.use(http.get('*/api/authorization/accounts/me/rewards', () => HttpResponse.json(makeMemberRewards())));
      renderHome();
      const card = await screen.findByRole('region', { name: 'Sus recompensas' });
      expect(within(card).getByTestId('rewards-points')).toHaveTextContent('750 puntos');
      expect(card).toHaveTextContent('Siguiente: Silver, le faltan 250 puntos. Su recompensa: $50 gift card');
      expect(within(card).getByRole('progressbar', { name: 'Progreso hacia Silver' })).toHaveAttribute(
        'aria-valuetext',
        '750 de 1000 puntos hacia Silver',
      );
    });
  });
});
