import * as z from 'zod/mini';
import { BRAND_KEYS } from './brands';

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
  tenant: z.enum(BRAND_KEYS),
  /** The member's pseudonymous analytics id (`m_` and 32 hex digits), the same on every call; never the account id. */
  analytics_id: z.optional(z.string()),
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZMember = z.object({
  first_name: z.string(),
  last_name: z.string(),
  preferred_name: z.nullable(z.string()),
  company: z.object({ id: z.string(), name: z.string() }),
  questionnaire_answered: z.boolean(),
  profile_picture_name: z.nullable(z.string()),
  // Optional so older servers and fixtures still parse; this server always sends them.
  date_of_birth: z.optional(z.nullable(z.string())),
  phone: z.optional(z.nullable(z.string())),
  preferred_language: z.optional(z.nullable(z.string())),
  notification_preferences: z.optional(
    z.object({
      email_news: z.boolean(),
      email_reminders: z.boolean(),
      push_reminders: z.boolean(),
      push_news: z.optional(z.boolean()),
    }),
  ),
  /** The member lets the app send usage events (profile's preferences); off: the app sends none. */
  analytics_enabled: z.optional(z.boolean()),
});
export type TMember = z.infer<typeof ZMember>;

/** `GET /accounts/me?get_member=true`: the member part is null unless asked for. */
export const ZCurrentUserResponse = z.object({
  account: ZAccount,
  member: z.nullable(ZMember),
});
export type TCurrentUserResponse = z.infer<typeof ZCurrentUserResponse>;
