import { useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { paths } from '@/navigation/paths';
import { adminConsoleRoutes } from '../admin-console-routes';
import { screenRoute } from '../app-route';
import type { AppRoute } from '../app-route';
import { preloadRoutes } from '../route-resolution';
import { adminScreens } from './admin-routes';

/** The console's routes by their full addresses: start-up preloads from these. */
const consoleRoutes: AppRoute[] = [
  adminConsoleRoutes(adminScreens),
  screenRoute(`${paths.admin}/*`, () => import('@/screens/not-found').then((m) => m.NotFound)),
];

/** The same routes relative to `/admin/*`, the app's route that renders them. */
function relativeToConsole(route: AppRoute): RouteObject {
  const { children, path, preload: _preload, redirectTo: _redirectTo, ...rest } = route;
  if (path === paths.admin) return { ...rest, index: true };
  return {
    ...rest,
    ...(path === undefined ? {} : { path: path.slice(paths.admin.length + 1) }),
    ...(children ? { children: children.map(relativeToConsole) } : {}),
  };
}
const renderedRoutes = consoleRoutes.map(relativeToConsole);

/** The console under `/admin/*`: the gate (by role), `/admin` itself, each section, or not found. */
export function AdminConsole() {
  return useRoutes(renderedRoutes);
}

/** The code the first address of the console needs, for start-up. */
export function preloadAdminConsole(pathname: string): Promise<void> {
  return preloadRoutes(consoleRoutes, pathname);
}
