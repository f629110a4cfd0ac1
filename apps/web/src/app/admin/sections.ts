import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { adminPaths } from '@/navigation/admin-sections';
import type { AdminSection } from '@/navigation/admin-sections';
import { screenRoute } from '../app-route';
import type { AppRoute } from '../app-route';

interface ConsoleSection {
  /** Its link in the console's menu. */
  label: MessageDescriptor;
  /**
   * A screen for each of its addresses, one chunk each with the catalogs it reaches (route-catalogs.test.ts
   * reads them here and checks them against the import graph).
   */
  screens: readonly AppRoute[];
}

/**
 * What the console shows of each section, by the section's id: its addresses, roles and menu order are
 * navigation/admin-sections.ts's. The console's layout and role gate wrap the screens.
 */
export const CONSOLE_SECTIONS = {
  members: {
    label: msg`Members`,
    screens: [
      screenRoute(adminPaths.adminMembers, () => import('@/screens/admin/members').then((m) => m.Members), [
        'admin-members',
      ]),
      screenRoute(adminPaths.adminMember, () => import('@/screens/admin/member').then((m) => m.Member), [
        'admin-members',
        'admin-rewards',
      ]),
    ],
  },
  enrol: {
    label: msg`Enrol`,
    screens: [
      screenRoute(adminPaths.adminEnrol, () => import('@/screens/admin/enrol').then((m) => m.Enrol), ['admin-enrol']),
    ],
  },
  engagement: {
    label: msg`Engagement`,
    screens: [
      screenRoute(adminPaths.adminEngagement, () => import('@/screens/admin/engagement').then((m) => m.Engagement), [
        'admin-engagement',
      ]),
    ],
  },
  content: {
    label: msg`Content`,
    screens: [
      screenRoute(adminPaths.adminContent, () => import('@/screens/admin/content').then((m) => m.AdminContent), [
        'admin-content',
      ]),
      screenRoute(adminPaths.adminVideo, () => import('@/screens/admin/edit-video').then((m) => m.EditVideo), [
        'admin-content',
        'content',
        'editing-tools',
      ]),
    ],
  },
  programme: {
    label: msg`Programme`,
    screens: [
      screenRoute(adminPaths.adminProgramme, () => import('@/screens/admin/programme').then((m) => m.AdminProgramme), [
        'admin-programme',
      ]),
    ],
  },
  rewards: {
    label: msg`Rewards`,
    screens: [
      screenRoute(adminPaths.adminRewards, () => import('@/screens/admin/rewards').then((m) => m.AdminRewards), [
        'admin-rewards',
      ]),
    ],
  },
  challenges: {
    label: msg`Challenges`,
    screens: [
      screenRoute(
        adminPaths.adminChallenges,
        () => import('@/screens/admin/challenges').then((m) => m.AdminChallenges),
        ['admin-challenges'],
      ),
      screenRoute(adminPaths.adminChallenge, () => import('@/screens/admin/challenge').then((m) => m.AdminChallenge), [
        'admin-challenges',
      ]),
    ],
  },
  audit: {
    label: msg`Audit log`,
    screens: [
      screenRoute(adminPaths.adminAudit, () => import('@/screens/admin/audit').then((m) => m.Audit), ['admin-audit']),
    ],
  },
} satisfies Record<AdminSection, ConsoleSection>;

/** Every section's screens, for the console's routes. */
export const adminScreens: readonly AppRoute[] = Object.values(CONSOLE_SECTIONS).flatMap((section) => section.screens);
