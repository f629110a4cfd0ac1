/**
 * The admin console's Members section: a programme's members as its admins see them,
 * under `/api/authorization/admin/…`. Only the tenant's own members; another tenant's ids are 404.
 */
import * as z from 'zod/mini';
import { ZRole } from './accounts';
import { ELIGIBILITY_RELATIONSHIPS } from './eligibility';
import { ZCursor, ZId } from './ids';
import { toStorableText } from './storable-text';

/**
 * What an admin sees of an account's state: `invitation_expired` is an invited account whose last
 * invitation can no longer be used; `deactivated` an account an admin (or the eligibility file)
 * switched off (stored as `disabled`).
 */
export const ADMIN_MEMBER_STATUSES = ['invited', 'active', 'invitation_expired', 'deactivated'] as const;
export type TAdminMemberStatus = (typeof ADMIN_MEMBER_STATUSES)[number];
export const ZAdminMemberStatus = z.enum(ADMIN_MEMBER_STATUSES);

export const ADMIN_MEMBERS_PAGE_SIZE = 25;
export const ADMIN_MEMBERS_PAGE_SIZE_MAX = 100;
export const ADMIN_MEMBERS_SEARCH_MAX_LENGTH = 200;

const PAGE_SIZE_MESSAGE = `Use a page size from 1 to ${ADMIN_MEMBERS_PAGE_SIZE_MAX}.`;

/** `?limit=` of the console's paged lists (members, audit log). */
export const ZAdminPageSize = z.pipe(
  z.string().check(z.regex(/^\d{1,3}$/, PAGE_SIZE_MESSAGE)),
  z.pipe(
    z.transform(Number),
    z.number().check(z.minimum(1, PAGE_SIZE_MESSAGE), z.maximum(ADMIN_MEMBERS_PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE)),
  ),
);

/** `GET /admin/members?search=&status=&company=&cursor=&limit=`: sorted by email address. */
export const ZListAdminMembersQuery = z.object({
  /** Part of a name, an email address or an employee id. */
  search: z.optional(
    z
      .string()
      .check(
        z.overwrite(toStorableText),
        z.trim(),
        z.maxLength(ADMIN_MEMBERS_SEARCH_MAX_LENGTH, 'Use a shorter search.'),
      ),
  ),
  status: z.optional(z.union([z.literal(''), ZAdminMemberStatus], { error: 'Choose one of the statuses.' })),
  company: z.optional(z.union([z.literal(''), ZId], { error: 'Choose one of the companies.' })),
  cursor: z.optional(ZCursor),
  limit: z.optional(ZAdminPageSize),
});
export type TListAdminMembersQuery = z.input<typeof ZListAdminMembersQuery>;

export const ZAdminCompany = z.object({ id: z.string(), name: z.string() });
export type TAdminCompany = z.infer<typeof ZAdminCompany>;

/** One row of the members list. */
export const ZAdminMemberSummary = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
  company: ZAdminCompany,
  role: ZRole,
  status: ZAdminMemberStatus,
  employee_id: z.nullable(z.string()),
  created_at: z.string(),
});
export type TAdminMemberSummary = z.infer<typeof ZAdminMemberSummary>;

export const ZListAdminMembersResponse = z.object({
  members: z.array(ZAdminMemberSummary),
  /** Give it back as `?cursor=` for the next page; null on the last one. */
  next_cursor: z.nullable(z.string()),
});
export type TListAdminMembersResponse = z.infer<typeof ZListAdminMembersResponse>;

/** Whether an invitation's link could still be used, or why not. */
export const ADMIN_INVITATION_STATES = ['open', 'used', 'voided', 'expired'] as const;
export type TAdminInvitationState = (typeof ADMIN_INVITATION_STATES)[number];

export const ZAdminInvitation = z.object({
  id: z.string(),
  sent_at: z.string(),
  /** The admin who sent it; null from the command line (or an admin since removed). */
  sent_by: z.nullable(z.object({ id: z.string(), email: z.string() })),
  expires_at: z.string(),
  used_at: z.nullable(z.string()),
  voided_at: z.nullable(z.string()),
  state: z.enum(ADMIN_INVITATION_STATES),
});
export type TAdminInvitation = z.infer<typeof ZAdminInvitation>;

/** `GET /admin/members/:id`, and the answer of every act on a member. */
export const ZAdminMemberDetails = z.object({
  ...ZAdminMemberSummary.shape,
  preferred_name: z.nullable(z.string()),
  relationship: z.nullable(z.enum(ELIGIBILITY_RELATIONSHIPS)),
  updated_at: z.string(),
  deactivated_at: z.nullable(z.string()),
  /** The admin looking is this account (the console does not offer to deactivate yourself). */
  is_you: z.boolean(),
  /** Newest first. */
  invitations: z.array(ZAdminInvitation),
});
export type TAdminMemberDetails = z.infer<typeof ZAdminMemberDetails>;

/** `GET /admin/companies`: the tenant's companies, by name (the members filter, the enrol form). */
export const ZListAdminCompaniesResponse = z.object({ companies: z.array(ZAdminCompany) });
export type TListAdminCompaniesResponse = z.infer<typeof ZListAdminCompaniesResponse>;

export const ADMIN_MEMBERS_ERROR_CODES = {
  /** A deactivated account signed in with the right password. */
  accountDeactivated: 'ACCOUNT_DEACTIVATED',
} as const;

export const ACCOUNT_DEACTIVATED_MESSAGE = "This account has been deactivated. Contact your programme's administrator.";
export const MEMBER_NOT_FOUND_MESSAGE = 'There is no such member on this programme.';
export const RESEND_NOT_INVITED_MESSAGE =
  'Only a member who has not accepted their invitation yet can be sent a new one. This member has already joined or is deactivated.';
export const DEACTIVATE_YOURSELF_MESSAGE =
  'You cannot deactivate your own account. Ask another administrator of your programme.';
export const DEACTIVATE_LAST_ADMIN_MESSAGE =
  'This is the last active administrator of the programme. Make another member an administrator first.';
export const ALREADY_DEACTIVATED_MESSAGE = 'This member is already deactivated.';
export const NOT_DEACTIVATED_MESSAGE = 'This member is not deactivated.';
