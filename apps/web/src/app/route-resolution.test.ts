import { describe, expect, it } from 'vitest';
import { preloadRoutes, resolveRoutePath } from './route-resolution';
import { resolveGuardRedirect } from './route-guard';
import { routes } from './routes';

const guard =
  (hasToken: boolean, isNative = false) =>
  (pathname: string) =>
    resolveGuardRedirect({ pathname, hasToken, isNative });

describe('resolveRoutePath (the app routes and the guard)', () => {
  it.each([
    ['/', false, '/login'],
    ['/', true, '/dashboard/home'],
    ['/login', true, '/dashboard/home'],
    ['/login', false, '/login'],
    ['/dashboard', true, '/dashboard/home'],
    ['/dashboard', false, '/login'],
    ['/dashboard/articles/42', false, '/login'],
    ['/media', false, '/login'],
    ['/media', true, '/media'],
    ['/dashboard/attentive-health-scan-result', true, '/dashboard/home'],
    ['/dashboard/attentive-health-scan-result', false, '/login'],
    ['/privacy-policy', false, '/privacy-policy'],
    ['/no-such-page', false, '/no-such-page'],
  ])('%s (token: %s) lands on %s', (pathname, hasToken, expected) => {
    expect(resolveRoutePath(routes, pathname, guard(hasToken))).toBe(expected);
  });

  it('lets the native shell open mobile-only routes', () => {
    const path = '/dashboard/attentive-health-scan-questionnaire';
    expect(resolveRoutePath(routes, path, guard(true, true))).toBe(path);
  });

  it('stops on a redirect loop instead of hanging', () => {
    const loop = [
      { path: '/a', redirectTo: '/b' },
      { path: '/b', redirectTo: '/a' },
    ];
    expect(['/a', '/b']).toContain(resolveRoutePath(loop, '/a', () => null));
  });
});

describe('preloadRoutes', () => {
  it('loads every matched route (layouts and screen) in parallel, and nothing else', async () => {
    const loaded: string[] = [];
    const preload = (name: string) => async () => loaded.push(name);
    const testRoutes = [
      {
        preload: preload('root'),
        children: [
          { path: '/login', preload: preload('login') },
          { preload: preload('dashboard'), children: [{ path: '/dashboard/home', preload: preload('home') }] },
        ],
      },
    ];
    await preloadRoutes(testRoutes, '/dashboard/home');
    expect(loaded).toEqual(['root', 'dashboard', 'home']);
  });
});
