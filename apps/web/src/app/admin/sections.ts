import { adminPaths } from '@/navigation/admin-paths';
import { screenRoute } from '../app-route';
import type { AppRoute } from '../app-route';

/**
 * The admin console's screens, one chunk each with its section's catalog. The console's
 * layout and role gate wrap them; a section's entry goes here when its screen exists.
 */
export const adminScreens: AppRoute[] = [
  screenRoute(adminPaths.adminMembers, () => import('@/screens/admin/members').then((m) => m.Members), [
    'admin-members',
  ]),
  screenRoute(adminPaths.adminMember, () => import('@/screens/admin/member').then((m) => m.Member), [
    'admin-members',
    'admin-rewards',
  ]),
  screenRoute(adminPaths.adminAudit, () => import('@/screens/admin/audit').then((m) => m.Audit), ['admin-audit']),
  screenRoute(adminPaths.adminContent, () => import('@/screens/admin/content').then((m) => m.AdminContent), [
    'admin-content',
  ]),
  screenRoute(adminPaths.adminVideo, () => import('@/screens/admin/edit-video').then((m) => m.EditVideo), [
    'admin-content',
    'content',
    'editing-tools',
  ]),
  screenRoute(adminPaths.adminEnrol, () => import('@/screens/admin/enrol').then((m) => m.Enrol), ['admin-enrol']),
  screenRoute(adminPaths.adminEngagement, () => import('@/screens/admin/engagement').then((m) => m.Engagement), [
    'admin-engagement',
  ]),
  screenRoute(adminPaths.adminProgramme, () => import('@/screens/admin/programme').then((m) => m.AdminProgramme), [
    'admin-programme',
  ]),
  screenRoute(adminPaths.adminRewards, () => import('@/screens/admin/rewards').then((m) => m.AdminRewards), [
    'admin-rewards',
  ]),
  screenRoute(adminPaths.adminChallenges, () => import('@/screens/admin/challenges').then((m) => m.AdminChallenges), [
    'admin-challenges',
  ]),
  screenRoute(adminPaths.adminChallenge, () => import('@/screens/admin/challenge').then((m) => m.AdminChallenge), [
    'admin-challenges',
  ]),
];
