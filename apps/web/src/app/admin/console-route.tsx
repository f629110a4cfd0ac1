import { paths } from '@/navigation/paths';
import type { AppRoute } from '../app-route';
import { lazyRoute } from '../lazy-route';

const loadConsole = () => import('./console');
const AdminConsole = lazyRoute(() => loadConsole().then((m) => m.AdminConsole));

/**
 * The console's one entry in the app's route table: its own routes (the gate, `/admin` itself and each
 * section's screen) load with it, so the login page and Home carry none of them, not even their names.
 * Start-up preloads what the stored role may see of the first address.
 */
export const adminConsoleRoute: AppRoute = {
  path: `${paths.admin}/*`,
  element: <AdminConsole />,
  preload: async () => {
    const [consoleModule] = await Promise.all([loadConsole(), AdminConsole.preload()]);
    await consoleModule.preloadAdminConsole(window.location.pathname);
  },
};
