import { act, render, screen } from '../test/render';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from '@/navigation/router/hooks';
import { MemoryRouter } from '@/navigation/router/routers';
import { Link } from '@/navigation/link';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadInApp } from '../navigation/app-navigator';
import { AppRoutes } from './app';
import { redirectRoute } from './app-route';
import type { AppRoute } from './app-route';
import { lazyRoute } from './lazy-route';
import { RootLayout } from './root-layout';

const rendered: string[] = [];

function Screen({ title, links = [] }: { title: string; links?: string[] }) {
  rendered.push(title);
  return (
    <main id="main-content" tabIndex={-1}>
      <h1 tabIndex={-1} data-route-heading="">
        {title}
      </h1>
      {links.map((to) => (
        <Link key={to} to={to}>
          {`to ${to}`}
        </Link>
      ))}
    </main>
  );
}

function Broken(): never {
  throw new Error('render failed');
}

const loadFlakyChunk = vi.fn<() => Promise<() => ReturnType<typeof Screen>>>();
const FlakyChunk = lazyRoute(() => loadFlakyChunk());

const routes: AppRoute[] = [
  {
    element: <RootLayout />,
    children: [
      redirectRoute('/', '/login'),
      { path: '/login', element: <Screen title="Login" links={['/dashboard/home', '/dashboard', '/']} /> },
      redirectRoute('/dashboard', '/dashboard/home'),
      {
        path: '/dashboard/home',
        element: (
          <Screen
            title="Home"
            links={['/login', '/dashboard/attentive-health-scan-result', '/broken', '/flaky-chunk']}
          />
        ),
      },
      { path: '/dashboard/attentive-health-scan-result', element: <Screen title="Scan result" /> },
      { path: '/broken', element: <Broken /> },
      { path: '/flaky-chunk', element: <FlakyChunk />, preload: FlakyChunk.preload },
    ],
  },
];

function Outside() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="path">{pathname}</p>
      <button type="button" onClick={() => void navigate('/login')}>
        outside to login
      </button>
    </>
  );
}

/** In an async act, so React can retry a render that suspended on route code. */
async function renderApp(path: string) {
  await act(async () =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={routes} />
        <Outside />
      </MemoryRouter>,
    ),
  );
}

const currentPath = () => screen.getByTestId('path').textContent;

beforeEach(() => {
  rendered.length = 0;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AppRoutes: the route guard on every navigation', () => {
  it('sends a dashboard link without a token to Login, never rendering the dashboard', async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    await user.click(screen.getByRole('link', { name: 'to /dashboard/home' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(rendered).not.toContain('Home');
  });

  it('sends Login with a token to Home, and blocks mobile-only routes in the browser', async () => {
    localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
    const user = userEvent.setup();
    await renderApp('/dashboard/home');
    await user.click(screen.getByRole('link', { name: 'to /login' }));
    expect(currentPath()).toBe('/dashboard/home');
    await user.click(screen.getByRole('link', { name: 'to /dashboard/attentive-health-scan-result' }));
    expect(currentPath()).toBe('/dashboard/home');
    expect(rendered).not.toContain('Login');
    expect(rendered).not.toContain('Scan result');
  });

  it('redirects / to Login and /dashboard to its home child', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');

    localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
    await user.click(screen.getByRole('link', { name: 'to /dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard/home');
  });
});

describe('AppRoutes: layout, focus and errors', () => {
  it('keeps the skip link and moves focus to the new screen heading after a navigation', async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('heading', { name: 'Login' })).not.toHaveFocus();
    localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
    await user.click(screen.getByRole('link', { name: 'to /dashboard/home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toHaveFocus();
  });

  it('shows the route error for a screen that fails to render, and recovers on the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
    const user = userEvent.setup();
    await renderApp('/dashboard/home');
    await user.click(screen.getByRole('link', { name: 'to /broken' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
    act(() => screen.getByRole('button', { name: 'outside to login' }).click());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('shows the route error when a screen chunk fails to load, and loads it again on the next visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadFlakyChunk.mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
    const user = userEvent.setup();
    await renderApp('/dashboard/home');
    await act(async () => user.click(screen.getByRole('link', { name: 'to /flaky-chunk' })));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(loadFlakyChunk).toHaveBeenCalledOnce();

    loadFlakyChunk.mockResolvedValue(() => <Screen title="Flaky screen" />);
    act(() => screen.getByRole('button', { name: 'outside to login' }).click());
    await act(async () => user.click(screen.getByRole('link', { name: 'to /flaky-chunk' })));
    expect(screen.getByRole('heading', { name: 'Flaky screen' })).toBeInTheDocument();
    expect(loadFlakyChunk).toHaveBeenCalledTimes(2);
  });

  it('shows a loading status while a screen that was not preloaded loads', async () => {
    let resolve: (component: () => ReturnType<typeof Screen>) => void = () => undefined;
    const Slow = lazyRoute(() => new Promise<() => ReturnType<typeof Screen>>((done) => (resolve = done)));
    await act(async () =>
      render(
        <MemoryRouter initialEntries={['/slow']}>
          <AppRoutes routes={[{ element: <RootLayout />, children: [{ path: '/slow', element: <Slow /> }] }]} />
        </MemoryRouter>,
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(async () => resolve(() => <Screen title="Slow" />));
    expect(screen.getByRole('heading', { name: 'Slow' })).toBeInTheDocument();
  });
});

describe('AppRoutes: preloading for code outside the route tree', () => {
  it('loads the layout and screen of an app path when asked, before any navigation there', async () => {
    const loadLayout = vi.fn(() => Promise.resolve());
    const loadHome = vi.fn(() => Promise.resolve());
    const preloadable: AppRoute[] = [
      { element: <RootLayout />, preload: loadLayout, children: [{ path: '/dashboard/home', preload: loadHome }] },
      { path: '/login', element: <Screen title="Login" /> },
    ];
    await act(async () =>
      render(
        <MemoryRouter initialEntries={['/login']}>
          <AppRoutes routes={preloadable} />
        </MemoryRouter>,
      ),
    );
    await act(async () => preloadInApp('/dashboard/home'));
    expect(loadLayout).toHaveBeenCalledTimes(1);
    expect(loadHome).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});
