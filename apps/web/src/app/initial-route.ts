import type { AppRoute } from './app-route';
import { guardRedirectFor } from './guard-redirect';
import { prefetchRouteData, preloadRoutes, resolveRoutePath } from './route-resolution';
import { routes as appRoutes } from './routes';

export interface InitialRouteOptions {
  routes?: AppRoute[];
  guard?: (pathname: string) => string | null;
  window?: Pick<Window, 'location' | 'history'>;
}

/**
 * "Wait until routing is ready", before mount: the first address goes through
 * the route guard and route redirects (the address bar is replaced, as a
 * redirect would), then the code of every route it matches is loaded, so the
 * first paint shows the screen and never a loading fallback. Resolves to the
 * final path. A chunk that fails to load is left to the route error boundary.
 */
export async function prepareInitialRoute({
  routes = appRoutes,
  guard = guardRedirectFor,
  window: win = window,
}: InitialRouteOptions = {}): Promise<string> {
  const { pathname } = win.location;
  const target = resolveRoutePath(routes, pathname, guard);
  if (target !== pathname) win.history.replaceState(win.history.state, '', target);
  try {
    await preloadRoutes(routes, target);
  } catch {
    // Rendering tries the load again and shows the route error if it still fails.
  }
  return target;
}

/**
 * The first screen's data, once its language is active (the requests and the cache keys name it): asked
 * for where the first address lands. Resolves when it has answered (or failed), never rejects.
 */
export async function prefetchInitialRouteData({
  routes = appRoutes,
  guard = guardRedirectFor,
  window: win = window,
}: InitialRouteOptions = {}): Promise<void> {
  try {
    await prefetchRouteData(routes, resolveRoutePath(routes, win.location.pathname, guard));
  } catch {
    // The screen asks again when it renders and shows its own error.
  }
}
