import * as z from 'zod/mini';
import { ZMemberProfile } from './profile';
import { ZSessionPolicy } from './sign-in-security';

export const ROLES = ['member', 'editor', 'admin'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

export const ZCurrentUserQuery = z.object({
  get_member: z.optional(z.enum(['true', 'false'])),
});

export const ZAccount = z.object({
  user_id: z.string(),
  email: z.string(),
  role: ZRole,
  tenant: z.string(),
  /** The member's pseudonymous analytics id (`m_` and 32 hex digits), the same on every call; never the account id. */
  analytics_id: z.optional(z.string()),
  /** The session's rules: when it ends for idleness, and whether two-step sign-in must be set up first. */
  session: z.optional(ZSessionPolicy),
});
export type TAccount = z.infer<typeof ZAccount>;

/** `GET /accounts/me?get_member=true`: the member part is null unless asked for. */
export const ZCurrentUserResponse = z.object({
  account: ZAccount,
  member: z.nullable(ZMemberProfile),
});
export type TCurrentUserResponse = z.infer<typeof ZCurrentUserResponse>;
