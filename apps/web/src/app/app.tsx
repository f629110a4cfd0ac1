import { I18nProvider } from '@lingui/react';
import { useCallback } from 'react';
import { useLocation } from '@/navigation/router/hooks';
import { BrowserRouter } from '@/navigation/router/routers';
import { useRoutes } from '@/navigation/router/routes';
import { usePageViews } from '../analytics/page-view';
import { i18n } from '../i18n/i18n';
import { useBindAppNavigator } from '../navigation/app-navigator';
import { useTrackNavigationHistory } from '../navigation/navigation-history';
import type { AppRoute } from './app-route';
import { guardRedirectFor } from './guard-redirect';
import { RouteErrorBoundary } from './route-error-boundary';
import { preloadRoutes, resolveRoutePath } from './route-resolution';
import { routes as appRoutes } from './routes';

export interface AppRoutesProps {
  routes?: AppRoute[];
}

/** The location each route tree last preloaded for: renders of the same location never load again. */
const preloadedFor = new WeakMap<AppRoute[], string>();

/**
 * Loads the layout and screen of where a new location lands together (no
 * layout-then-screen waterfall), and retries a load that failed before. Once
 * per location: a render retried while its code loads (or fails) must not
 * start another load, or a failing chunk would suspend forever.
 */
function preloadOncePerLocation(routes: AppRoute[], key: string, pathname: string): void {
  if (preloadedFor.get(routes) === key) return;
  preloadedFor.set(routes, key);
  preloadRoutes(routes, resolveRoutePath(routes, pathname, guardRedirectFor)).catch(() => undefined);
}

/**
 * The route tree for the current location, its error boundary, the navigation history feed, `navigateInApp`
 * and the page views.
 */
export function AppRoutes({ routes = appRoutes }: AppRoutesProps) {
  const { key, pathname } = useLocation();
  useTrackNavigationHistory();
  useBindAppNavigator(useCallback((path: string) => preloadRoutes(routes, path), [routes]));
  // A page view where the member lands: not an address the guard or a redirect moves on from.
  usePageViews(useCallback((path: string) => resolveRoutePath(routes, path, guardRedirectFor) === path, [routes]));
  preloadOncePerLocation(routes, key, pathname);
  const element = useRoutes(routes);
  return <RouteErrorBoundary resetKey={key}>{element}</RouteErrorBoundary>;
}

/** The whole app, in the browser's router, in the active language. */
export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </I18nProvider>
  );
}
