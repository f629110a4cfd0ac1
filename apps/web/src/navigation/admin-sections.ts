import { hrefBuilder } from './paths';

/**
 * The admin console's addresses, apart from the app's (./paths.ts) so that only the
 * console's code loads them: the login page and Home carry none of them. Admins see every section,
 * editors only the content.
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
