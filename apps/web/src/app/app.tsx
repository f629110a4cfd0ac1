import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import type { AppRoute } from './app-route';
import { guardRedirectFor } from './guard-redirect';
import { useTrackNavigationHistory } from './navigation-history';
import { RouteErrorBoundary } from './route-error-boundary';
import { preloadRoutes, resolveRoutePath } from './route-resolution';
import { routes as appRoutes } from './routes';

export interface AppRoutesProps {
  routes?: AppRoute[];
}

/** The route tree for the current location, its error boundary, and the navigation history feed. */
export function AppRoutes({ routes = appRoutes }: AppRoutesProps) {
  const { key, pathname } = useLocation();
  useTrackNavigationHistory();
  // Load the layout and screen of where this address lands together (no layout-then-screen waterfall);
  // this also retries a load that failed. Already loaded routes make it a no-op.
  preloadRoutes(routes, resolveRoutePath(routes, pathname, guardRedirectFor)).catch(() => undefined);
  const element = useRoutes(routes);
  return <RouteErrorBoundary resetKey={key}>{element}</RouteErrorBoundary>;
}

/** The whole app, in React Router's declarative mode. */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
