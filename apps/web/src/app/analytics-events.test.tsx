import { act, render, screen } from '../test/render';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, MemoryRouter, RouterProvider } from '@/navigation/router/routers';
import { Link } from '@/navigation/link';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLINIC_SECTION_KEYS } from '@portal/contracts/clinic-library';
import { AppRoutes } from './app';
import type { AppRoute } from './app-route';
import { adminPaths } from '../navigation/admin-sections';
import { paths } from '../navigation/paths';
import { whenIdle } from '../ui/use-idle';
import { makeArticle } from '../test/content-fixtures';
import { server } from '../test/msw-server';
import { renderContentRoute, signInAs } from '../test/render-content-route';
import { Article } from '../screens/content/article';
import { DiseaseOrCondition } from '../screens/partners/disease-or-condition';
import { routePatternFor } from '../analytics/route-pattern';
import { recordTrackedEvents } from '../test/analytics';

const ARTICLE_ID = '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b';

let tracked: ReturnType<typeof recordTrackedEvents>;
beforeEach(() => {
  tracked = recordTrackedEvents();
});

describe('page_view', () => {
  it('names the route’s pattern from navigation/paths.ts, never the address with its ids', () => {
    expect(routePatternFor('/dashboard/articles/42')).toBe(paths.article);
    expect(routePatternFor('/dashboard/articles/42/edit')).toBe(paths.editArticle);
    expect(routePatternFor('/dashboard/mayo-clinic/diseases-and-conditions/asthma')).toBe(paths.diseaseOrCondition);
    expect(routePatternFor('/dashboard/home')).toBe(paths.home);
    expect(routePatternFor('/admin/content/videos/new')).toBe(adminPaths.adminVideo);
    expect(routePatternFor('/no/such/page')).toBeNull();
  });

  function renderRoutes(initial: string) {
    const routes: AppRoute[] = [
      {
        path: paths.article,
        element: (
          <Link to="/dashboard/mayo-clinic/diseases-and-conditions/asthma">
            <h1>Article</h1>
          </Link>
        ),
      },
      { path: paths.diseaseOrCondition, element: <h1>Condition</h1> },
      { path: paths.login, element: <h1>Login</h1> },
    ];
    render(
      <MemoryRouter initialEntries={[initial]}>
        <AppRoutes routes={routes} />
      </MemoryRouter>,
    );
  }

  it('is sent on every navigation with the pattern', async () => {
    signInAs('member');
    renderRoutes(`/dashboard/articles/${ARTICLE_ID}`);
    // Sent once the page is idle, with the pattern looked up then.
    await vi.waitFor(() => expect(tracked.mock.calls).toEqual([['page_view', { route: '/dashboard/articles/:id' }]]), {
      timeout: 5_000,
    });
    act(() => screen.getByRole('link').click());
    expect(await screen.findByRole('heading', { name: 'Condition' })).toBeInTheDocument();
    await vi.waitFor(
      () =>
        expect(tracked.mock.calls).toEqual([
          ['page_view', { route: '/dashboard/articles/:id' }],
          ['page_view', { route: '/dashboard/mayo-clinic/diseases-and-conditions/:id' }],
        ]),
      { timeout: 5_000 },
    );
    expect(JSON.stringify(tracked.mock.calls)).not.toMatch(/asthma|6f1d2c3b/);
  });

  it('is not sent for an address the guard moves on from', async () => {
    renderRoutes(`/dashboard/articles/${ARTICLE_ID}`);
    // Idle callbacks run in order: once this one has, a page view would have been asked for.
    await new Promise<void>((resolve) => whenIdle(resolve));
    await vi.dynamicImportSettled();
    expect(tracked).not.toHaveBeenCalled();
  });
});

describe('article_read', () => {
  it('is sent once with the article’s id when the article is shown', async () => {
    signInAs('member');
    server.use(http.get('*/api/authorization/articles/:id', () => HttpResponse.json(makeArticle({ id: ARTICLE_ID }))));
    renderContentRoute(`/dashboard/articles/${ARTICLE_ID}`, { article: Article });
    expect(tracked).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { level: 1, name: makeArticle().title })).toBeInTheDocument();
    expect(tracked.mock.calls).toEqual([['article_read', { article_id: ARTICLE_ID }]]);
  });

  it('is not sent for an article that could not be found', async () => {
    signInAs('member');
    server.use(
      http.get('*/api/authorization/articles/:id', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    renderContentRoute(`/dashboard/articles/${ARTICLE_ID}`, { article: Article });
    expect(await screen.findByRole('heading', { name: "We couldn't find that article" })).toBeInTheDocument();
    expect(tracked).not.toHaveBeenCalled();
  });
});

describe('condition_view', () => {
  it('is sent without any property: no id and no name', async () => {
    server.use(
      http.get('*/api/authorization/clinic-library/conditions/:id', () =>
        HttpResponse.json({
          id: 'asthma',
          locale: 'en',
          title: 'Asthma',
          also_called: [],
          summary: 'The airways narrow and swell.',
          sections: CLINIC_SECTION_KEYS.map((key) => ({ key, body: `Text of ${key}.` })),
          related: [],
          source: { name: 'Clinic library', attribution: 'General information.', url: null },
          last_reviewed: '2026-10-15',
        }),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: paths.diseaseOrCondition, Component: DiseaseOrCondition }], {
      initialEntries: ['/dashboard/mayo-clinic/diseases-and-conditions/asthma'],
    });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Asthma' })).toBeInTheDocument();
    expect(tracked.mock.calls).toEqual([['condition_view', {}]]);
  });
});
