import { paths } from '../../navigation/paths';
import { screenRoute } from '../app-route';
import type { AppRoute } from '../app-route';

/**
 * The admin console's screens (issue #16), one chunk each with its section's catalog. The console's
 * layout and role gate wrap them; a section's entry goes here when its screen exists.
 */
export const adminScreens: AppRoute[] = [
  screenRoute(paths.adminMembers, () => import('../../screens/admin/members').then((m) => m.Members), [
    'admin-members',
  ]),
  screenRoute(paths.adminMember, () => import('../../screens/admin/member').then((m) => m.Member), ['admin-members']),
  screenRoute(paths.adminAudit, () => import('../../screens/admin/audit').then((m) => m.Audit), ['admin-audit']),
  screenRoute(paths.adminContent, () => import('../../screens/admin/content').then((m) => m.AdminContent), [
    'admin-content',
  ]),
  screenRoute(paths.adminVideo, () => import('../../screens/admin/edit-video').then((m) => m.EditVideo), [
    'admin-content',
    'content',
    'editing-tools',
  ]),
  screenRoute(paths.adminEnrol, () => import('../../screens/admin/enrol').then((m) => m.Enrol), ['admin-enrol']),
  screenRoute(paths.adminEngagement, () => import('../../screens/admin/engagement').then((m) => m.Engagement), [
    'admin-engagement',
  ]),
  screenRoute(paths.adminProgramme, () => import('../../screens/admin/programme').then((m) => m.AdminProgramme), [
    'admin-programme',
  ]),
];
