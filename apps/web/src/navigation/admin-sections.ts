import type { TRole } from '@portal/contracts/accounts';
import { hrefBuilder } from './paths';

/**
 * The admin console's addresses, apart from the app's (./paths.ts) so that only the
 * console's code loads them: the login page and Home carry none of them. Each belongs to the section
 * whose address it is or lies under (ADMIN_SECTIONS).
 */
export const adminPaths = {
  adminMembers: '/admin/members',
  adminMember: '/admin/members/:id',
  adminEnrol: '/admin/enrol',
  adminEngagement: '/admin/engagement',
  adminContent: '/admin/content',
  /** `:id` is a video's id, or `new`. */
  adminVideo: '/admin/content/videos/:id',
  adminProgramme: '/admin/programme',
  adminRewards: '/admin/rewards',
  adminChallenges: '/admin/challenges',
  adminChallenge: '/admin/challenges/:id',
  adminAudit: '/admin/audit',
} as const;

/** `adminHref('adminMember', { id: 7 })` → `/admin/members/7`. */
export const adminHref = hrefBuilder(adminPaths);

/**
 * The console's sections, in menu order: the address its menu link opens and the roles that may open it
 * and every address under it. Admins see every section, editors only the content. What the console shows
 * of each (its label, its screens) is app/admin/sections.ts's, by `id`.
 */
export const ADMIN_SECTIONS = [
  { id: 'members', path: adminPaths.adminMembers, roles: ['admin'] },
  { id: 'enrol', path: adminPaths.adminEnrol, roles: ['admin'] },
  { id: 'engagement', path: adminPaths.adminEngagement, roles: ['admin'] },
  { id: 'content', path: adminPaths.adminContent, roles: ['admin', 'editor'] },
  { id: 'programme', path: adminPaths.adminProgramme, roles: ['admin'] },
  { id: 'rewards', path: adminPaths.adminRewards, roles: ['admin'] },
  { id: 'challenges', path: adminPaths.adminChallenges, roles: ['admin'] },
  { id: 'audit', path: adminPaths.adminAudit, roles: ['admin'] },
] as const satisfies readonly { id: string; path: string; roles: readonly TRole[] }[];

export type AdminSectionEntry = (typeof ADMIN_SECTIONS)[number];
export type AdminSection = AdminSectionEntry['id'];
