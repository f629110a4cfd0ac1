import type { TRole } from '@portal/contracts/accounts';
import { useLocation } from '@/navigation/router/hooks';
import { Navigate } from '@/navigation/router/routes';
import { ADMIN_SECTIONS } from '@/navigation/admin-sections';
import type { AdminSectionEntry } from '@/navigation/admin-sections';
import { paths } from '@/navigation/paths';
import { useCurrentUser } from '@/session/use-current-user';
import { lazyLayout } from '../app-route';
import { lazyRoute } from '../lazy-route';

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The sections a role sees, in menu order (none for a member). */
export function adminSectionsFor(role: TRole | undefined): AdminSectionEntry[] {
  return ADMIN_SECTIONS.filter((section) => role !== undefined && (section.roles as readonly TRole[]).includes(role));
}

/**
 * Whether `role` may open a console address: `/admin` itself when it sees any section, a section's
 * address (and everything under it) when the section is the role's. An address under no section is
 * the admin's alone.
 */
export function mayOpenAdminPath(role: TRole | undefined, pathname: string): boolean {
  const visible = adminSectionsFor(role);
  if (visible.length === 0) return false;
  let path = pathname;
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (path === paths.admin) return true;
  const section = ADMIN_SECTIONS.find((candidate) => isUnder(path, candidate.path));
  if (!section) return role === 'admin';
  return visible.some((candidate) => candidate.id === section.id);
}

/** Where `/admin` itself goes: the first section the role sees. */
export function firstAdminPath(role: TRole | undefined): string | undefined {
  return adminSectionsFor(role)[0]?.path;
}

/** The console's layout (section menu, then the section's screen): loads only for a role that may see it. */
export const AdminLayout = lazyLayout<{ sections: readonly AdminSectionEntry[] }>(
  () => import('./layout').then((m) => m.AdminLayout),
  ['admin'],
);

/** The page a member (or an editor on an admin-only section) gets instead: no console code behind it. */
export const NotAllowed = lazyRoute(() => import('@/screens/not-allowed').then((m) => m.NotAllowed));

/**
 * The console's gate, inside the dashboard layout (which renders its routes once the current user has
 * arrived): the role decides, before any of the console's code is asked for, whether the console's
 * layout (with the sections the role sees) and screen render or the not-allowed page does.
 */
export function AdminGate() {
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const role = user?.account.role;
  return mayOpenAdminPath(role, pathname) ? <AdminLayout sections={adminSectionsFor(role)} /> : <NotAllowed />;
}

/** `/admin` itself: the first section the role sees (the gate has already turned a member away). */
export function AdminIndex() {
  const { data: user } = useCurrentUser();
  const target = firstAdminPath(user?.account.role);
  return target ? <Navigate to={target} replace /> : null;
}
