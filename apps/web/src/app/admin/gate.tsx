import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../session/use-current-user';
import { firstAdminPath, mayOpenAdminPath } from './admin-access';
import { lazyLayout } from './app-route';
import { lazyRoute } from './lazy-route';

/** The console's layout (section menu, then the section's screen): loads only for a role that may see it. */
export const AdminLayout = lazyLayout(() => import('./admin/admin-layout').then((m) => m.AdminLayout), ['admin']);

/** The page a member (or an editor on an admin-only section) gets instead: no console code behind it. */
export const NotAllowed = lazyRoute(() => import('../screens/not-allowed').then((m) => m.NotAllowed));

/**
 * The console's gate, inside the dashboard layout (which renders its routes once the current user has
 * arrived): the role decides, before any of the console's code is asked for, whether the console's
 * layout and screen render or the not-allowed page does.
 */
export function AdminGate() {
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  return mayOpenAdminPath(user?.account.role, pathname) ? <AdminLayout /> : <NotAllowed />;
}

/** `/admin` itself: the first section the role sees (the gate has already turned a member away). */
export function AdminIndex() {
  const { data: user } = useCurrentUser();
  const target = firstAdminPath(user?.account.role);
  return target ? <Navigate to={target} replace /> : null;
}
