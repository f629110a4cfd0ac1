import type { TRole } from '@portal/contracts/accounts';
import { adminPaths } from '../navigation/admin-paths';
import { paths } from '../navigation/paths';

/** The console's sections, in menu order, and the roles that may open each. */
export const ADMIN_SECTIONS = [
  { key: 'members', path: adminPaths.adminMembers, roles: ['admin'] },
  { key: 'enrol', path: adminPaths.adminEnrol, roles: ['admin'] },
  { key: 'engagement', path: adminPaths.adminEngagement, roles: ['admin'] },
  { key: 'content', path: adminPaths.adminContent, roles: ['admin', 'editor'] },
  { key: 'programme', path: adminPaths.adminProgramme, roles: ['admin'] },
  { key: 'rewards', path: adminPaths.adminRewards, roles: ['admin'] },
  { key: 'challenges', path: adminPaths.adminChallenges, roles: ['admin'] },
  { key: 'audit', path: adminPaths.adminAudit, roles: ['admin'] },
] as const satisfies readonly { key: string; path: string; roles: readonly TRole[] }[];

export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key'];

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Whether an address is the console's (`/admin` or under it). */
export function isAdminPath(pathname: string): boolean {
  return isUnder(pathname, paths.admin);
}

/** The sections a role sees (none for a member). */
export function adminSectionsFor(role: TRole | undefined) {
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
  return visible.some((candidate) => candidate.key === section.key);
}

/** Where `/admin` itself goes: the first section the role sees. */
export function firstAdminPath(role: TRole | undefined): string | undefined {
  return adminSectionsFor(role)[0]?.path;
}
