/**
 * The audit log: who did what to an account, a file or the programme's content, and when. The
 * admin console's audit screen filters by these names; the server stores them as an enum.
 */
export const AUDIT_EVENTS = [
  'invited',
  'activated',
  'signed_in',
  'sign_in_failed',
  'reset_requested',
  'password_changed',
  'signed_out',
  'invitation_renewed',
  'deletion_requested',
  // The admin console (issue #16).
  'invitation_resent',
  'deactivated',
  'reactivated',
  /** A deactivated account tried to sign in. */
  'sign_in_refused',
  'eligibility_imported',
  'article_changed',
  'video_changed',
  'programme_changed',
] as const;
export type TAuditEventName = (typeof AUDIT_EVENTS)[number];

/** What an audit row may say beyond its event: ids, counts and names of things, never personal data. */
export type TAuditDetails = Record<string, string | number | boolean | null>;
