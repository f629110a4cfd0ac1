/**
 * The audit log: who did what to an account, a file or the programme's content, and when. The
 * admin console's audit screen filters by these names; the server stores them as an enum.
 */
import * as z from 'zod/mini';
import { ZAdminPageSize } from './admin-members';
import { ZCalendarDate } from './calendar';
import { UUID_PATTERN, ZCursor, ZId } from './ids';

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
  // The admin console.
  'invitation_resent',
  'deactivated',
  'reactivated',
  /** A deactivated account tried to sign in. */
  'sign_in_refused',
  'eligibility_imported',
  'article_changed',
  'video_changed',
  'programme_changed',
  /**
   * Sign-ins refused by the per-account throttle: one row per account, client address and hour,
   * its `attempts` counted up rather than a row per refusal.
   */
  'sign_in_throttled',
  // Two-step sign-in, passkeys and the member's own data.
  'two_step_enabled',
  'two_step_disabled',
  /** An admin turned a member's two-step sign-in off (they lost their authenticator). */
  'two_step_reset',
  'recovery_codes_renewed',
  'recovery_code_used',
  'passkey_added',
  'passkey_removed',
  'data_export_requested',
  'data_export_downloaded',
  // Incentives: the plan, an admin's correction, the reasonable alternative, the rewards export, challenges.
  'rewards_plan_changed',
  'points_adjusted',
  'alternative_requested',
  'alternative_decided',
  'rewards_exported',
  'challenge_changed',
  // The operator console: what an operator did to a programme (its key in the details).
  'programme_created',
  'programme_updated',
  'programme_suspended',
  'programme_resumed',
  'programme_deletion_scheduled',
  'programme_deletion_cancelled',
] as const;
export type TAuditEventName = (typeof AUDIT_EVENTS)[number];

/** What an audit row may say beyond its event: ids, counts and names of things, never personal data. */
export type TAuditDetails = Record<string, string | number | boolean | null>;

// — The admin console's audit log: `GET /api/authorization/admin/audit` —

/** A day (`YYYY-MM-DD`), read in UTC: `from` counts from its start, `to` up to its end. */
const ZAuditDay = ZCalendarDate;

/**
 * `?event=&from=&to=&account=&actor=&email=&cursor=&limit=`, newest first. `account`: rows about that
 * account; `actor`: rows an admin did; `email`: rows whose account or acting admin has that address.
 */
export const ZListAuditQuery = z
  .object({
    event: z.optional(z.union([z.literal(''), z.enum(AUDIT_EVENTS)], { error: 'Choose one of the events.' })),
    from: z.optional(z.union([z.literal(''), ZAuditDay])),
    to: z.optional(z.union([z.literal(''), ZAuditDay])),
    account: z.optional(z.union([z.literal(''), ZId], { error: 'That account id is not valid.' })),
    actor: z.optional(z.union([z.literal(''), ZId], { error: 'That account id is not valid.' })),
    email: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(320, 'Enter a shorter email address.'))),
    cursor: z.optional(ZCursor),
    limit: z.optional(ZAdminPageSize),
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: 'The start date must be on or before the end date.',
      path: ['to'],
    }),
  );
export type TListAuditQuery = z.input<typeof ZListAuditQuery>;

/**
 * Who did it: an admin (named by email), the member themself (signing in, changing a password), or
 * the operator's command line (or the system, when no one is named).
 */
export const ZAuditActor = z.union([
  z.object({ kind: z.literal('admin'), account_id: z.string(), email: z.string() }),
  z.object({ kind: z.literal('member') }),
  z.object({ kind: z.literal('command_line') }),
]);
export type TAuditActor = z.infer<typeof ZAuditActor>;

export const ZAuditRow = z.object({
  id: z.string(),
  at: z.string(),
  event: z.enum(AUDIT_EVENTS),
  actor: ZAuditActor,
  /** Whose account it was about; null for an unknown address or the programme's content. */
  account: z.nullable(z.object({ id: z.string(), email: z.string() })),
  details: z.nullable(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
});
export type TAuditRow = z.infer<typeof ZAuditRow>;

export const ZListAuditResponse = z.object({
  events: z.array(ZAuditRow),
  next_cursor: z.nullable(z.string()),
});
export type TListAuditResponse = z.infer<typeof ZListAuditResponse>;

/** The events an account does itself (no admin named): shown as "the member". */
export const SELF_AUDIT_EVENTS: readonly TAuditEventName[] = [
  'activated',
  'signed_in',
  'sign_in_failed',
  'reset_requested',
  'password_changed',
  'signed_out',
  'invitation_renewed',
  'deletion_requested',
  'sign_in_refused',
  'sign_in_throttled',
];

// — Sign-in attempts refused by the throttle, per member: `GET /api/authorization/admin/sign-in-attacks` —

/** How far back the figures look. */
export const SIGN_IN_ATTACKS_WINDOW_HOURS = 24;
/** Members asked about at once (a page of the Members list). */
export const SIGN_IN_ATTACKS_MAX_ACCOUNTS = 100;

/** `?accounts=<id>,<id>…`: the members (account ids) to give figures for. */
export const ZListSignInAttacksQuery = z.object({
  accounts: z.string().check(
    z.maxLength(SIGN_IN_ATTACKS_MAX_ACCOUNTS * 37, 'Ask about fewer members at once.'),
    z.refine(
      (value) => value === '' || value.split(',').every((id) => UUID_PATTERN.test(id)),
      'Give the members as account ids separated by commas.',
    ),
  ),
});
export type TListSignInAttacksQuery = z.input<typeof ZListSignInAttacksQuery>;

export const ZSignInAttackFigure = z.object({
  account_id: z.string(),
  /** Sign-in attempts the throttle refused in the window. */
  blocked_attempts: z.number(),
  /** How many client addresses they came from (at least). */
  addresses: z.number(),
});
export type TSignInAttackFigure = z.infer<typeof ZSignInAttackFigure>;

/** Only the members asked about that had attempts refused. */
export const ZListSignInAttacksResponse = z.object({
  window_hours: z.number(),
  members: z.array(ZSignInAttackFigure),
});
export type TListSignInAttacksResponse = z.infer<typeof ZListSignInAttacksResponse>;
