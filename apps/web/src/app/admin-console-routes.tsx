import { paths } from '../navigation/paths';
import { readStoredCurrentUser } from '../session/storage';
import type { AppRoute } from './app-route';
import { lazyRoute } from './lazy-route';

// The gate, its role rules and the console's layout load on demand: the login page and Home pay nothing.
const loadGate = () => import('./admin-gate');
const AdminGate = lazyRoute(() => loadGate().then((m) => m.AdminGate));
const AdminIndex = lazyRoute(() => loadGate().then((m) => m.AdminIndex));

/**
 * Whether the user this device stored may open `path` (an address or a route's pattern): start-up only
 * preloads the console's code for a role that will see it. The gate decides again with the fresh user.
 */
async function mayPreload(path: string): Promise<boolean> {
  const role = readStoredCurrentUser()?.account.role;
  const { mayOpenAdminPath } = await import('./admin-access');
  return mayOpenAdminPath(role, path);
}

/**
 * The console's routes, for the dashboard layout's children: the gate (console layout or the
 * not-allowed page, by role), `/admin` going to the role's first section, and each section's screen,
 * whose preload is held back unless the stored role may see it.
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
