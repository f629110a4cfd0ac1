import { describe, expect, it, vi } from 'vitest';
import type { AppRoute } from './app-route';
import { prefetchInitialRouteData, prepareInitialRoute } from './initial-route';

function fakeWindow(pathname: string) {
  const win = {
    location: { pathname },
    history: {
      state: { idx: 0 },
      replaceState: vi.fn((_state: unknown, _unused: string, url: string) => {
        win.location.pathname = url;
      }),
    },
  };
  return win as typeof win & Pick<Window, 'location' | 'history'>;
}

function testRoutes(loginLoad: () => Promise<unknown> = async () => undefined) {
  const loaded: string[] = [];
  const preload = (name: string, load: () => Promise<unknown> = async () => undefined) =>
    vi.fn(async () => {
      await load();
      loaded.push(name);
    });
  const routes: AppRoute[] = [
    {
      children: [
        {
          preload: preload('public'),
          children: [
            { path: '/', redirectTo: '/login' },
            { path: '/login', preload: preload('login', loginLoad) },
          ],
        },
        {
          preload: preload('dashboard'),
          children: [
            { path: '/dashboard', redirectTo: '/dashboard/home' },
            { path: '/dashboard/home', preload: preload('home') },
          ],
        },
      ],
    },
  ];
  return { routes, loaded };
}

describe('prepareInitialRoute', () => {
  it('follows route redirects in the address bar, then loads the route code of the final address', async () => {
    const { routes, loaded } = testRoutes();
    const win = fakeWindow('/');
    await expect(prepareInitialRoute({ routes, guard: () => null, window: win })).resolves.toBe('/login');
    expect(win.history.replaceState).toHaveBeenCalledExactlyOnceWith({ idx: 0 }, '', '/login');
    expect(loaded).toEqual(['public', 'login']);
  });

  it('applies the guard before mount (replace, not push)', async () => {
    const { routes, loaded } = testRoutes();
    const win = fakeWindow('/login');
    const guard = (pathname: string) => (pathname === '/login' ? '/dashboard' : null);
    await expect(prepareInitialRoute({ routes, guard, window: win })).resolves.toBe('/dashboard/home');
    expect(win.history.replaceState).toHaveBeenCalledExactlyOnceWith({ idx: 0 }, '', '/dashboard/home');
    expect(loaded).toEqual(['dashboard', 'home']);
  });

  it('leaves an address that needs no redirect alone', async () => {
    const { routes, loaded } = testRoutes();
    const win = fakeWindow('/dashboard/home');
    await prepareInitialRoute({ routes, guard: () => null, window: win });
    expect(win.history.replaceState).not.toHaveBeenCalled();
    expect(loaded).toEqual(['dashboard', 'home']);
  });

  it('waits for the route code before resolving', async () => {
    let finishLogin: (() => void) | undefined;
    const { routes, loaded } = testRoutes(() => new Promise<void>((resolve) => (finishLogin = resolve)));
    // What had loaded when it resolved.
    const ready = prepareInitialRoute({ routes, guard: () => null, window: fakeWindow('/login') }).then(() => [
      ...loaded,
    ]);
    await vi.waitFor(() => expect(finishLogin).toBeDefined(), { timeout: 5_000 });
    finishLogin?.();
    expect(await ready).toContain('login');
  });

  it('still resolves when a chunk fails to load (the route error boundary shows it after mount)', async () => {
    const { routes } = testRoutes(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await expect(prepareInitialRoute({ routes, guard: () => null, window: fakeWindow('/login') })).resolves.toBe(
      '/login',
    );
  });
});

describe('prefetchInitialRouteData', () => {
  function dataRoutes(homeData: () => Promise<unknown>) {
    const asked: string[] = [];
    const routes: AppRoute[] = [
      {
        children: [
          { path: '/login', prefetchData: async () => asked.push('login') },
          {
            prefetchData: async () => asked.push('dashboard'),
            children: [
              { path: '/dashboard', redirectTo: '/dashboard/home' },
              { path: '/dashboard/home', prefetchData: () => homeData().then(() => asked.push('home')) },
            ],
          },
        ],
      },
    ];
    return { routes, asked };
  }

  it('asks for the data of the layout and screen where the address lands, and waits for it', async () => {
    const { routes, asked } = dataRoutes(async () => undefined);
    await prefetchInitialRouteData({ routes, guard: () => null, window: fakeWindow('/dashboard') });
    expect(asked.sort()).toEqual(['dashboard', 'home']);
  });

  it('asks for nothing of a route the guard moves the visitor away from', async () => {
    const { routes, asked } = dataRoutes(async () => undefined);
    const guard = (pathname: string) => (pathname.startsWith('/dashboard') ? '/login' : null);
    await prefetchInitialRouteData({ routes, guard, window: fakeWindow('/dashboard/home') });
    expect(asked).toEqual(['login']);
  });

  it('resolves when asking failed: the screen asks again and shows its own error', async () => {
    const { routes, asked } = dataRoutes(() => Promise.reject(new Error('offline')));
    await expect(
      prefetchInitialRouteData({ routes, guard: () => null, window: fakeWindow('/dashboard/home') }),
    ).resolves.toBeUndefined();
    expect(asked).toEqual(['dashboard']);
  });
});
