import { useRoutes } from '@/navigation/router/routes';
import type { RouteObject } from '@/navigation/router/matching';
import { paths } from '@/navigation/paths';
import { readStoredCurrentUser } from '@/session/storage';
import { screenRoute } from '../app-route';
import type { AppRoute } from '../app-route';
import { lazyRoute } from '../lazy-route';
import { preloadRoutes } from '../route-resolution';
import { adminScreens } from './sections';

// The gate and its role rules load on demand, then the console's layout only for a role that may see it.
const loadGate = () => import('./gate');
const AdminGate = lazyRoute(() => loadGate().then((m) => m.AdminGate));
const AdminIndex = lazyRoute(() => loadGate().then((m) => m.AdminIndex));

/**
 * Whether the user this device stored may open `path` (an address or a route's pattern): start-up only
 * preloads the console's code for a role that will see it. The gate decides again with the fresh user.
 */
async function mayPreload(path: string): Promise<boolean> {
  const role = readStoredCurrentUser()?.account.role;
  const { mayOpenAdminPath } = await loadGate();
  return mayOpenAdminPath(role, path);
}

/**
 * The console's routes: the gate (console layout or the not-allowed page, by role), `/admin` going to the
 * role's first section, and each section's screen, whose preload is held back unless the stored role may
 * see it.
 */
export function adminConsoleRoutes(screens: readonly AppRoute[]): AppRoute {
  return {
    element: <AdminGate />,
    preload: async () => {
      const [gate, isAllowed] = await Promise.all([
        loadGate(),
        mayPreload(window.location.pathname),
        AdminGate.preload(),
      ]);
      return isAllowed ? gate.AdminLayout.preload() : gate.NotAllowed.preload();
    },
    children: [
      { path: paths.admin, element: <AdminIndex />, preload: AdminIndex.preload },
      ...screens.map((screen): AppRoute => ({
        ...screen,
        preload: async () => ((await mayPreload(screen.path ?? paths.admin)) ? screen.preload?.() : undefined),
      })),
    ],
  };
}

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
