/**
 * Invitations, password recovery and invitation renewal: the calls the
 * specification names (`POST /forgot-password`, `POST reset-password`,
 * `POST /accounts/confirm-invitation`, `GET /token/validate-token/{token}`,
 * `GET /accounts/invitation/generate-new-token/{token}`) plus the admin's
 * invite call.
 */
import * as z from 'zod/mini';
import { ZEmail } from './auth';
import { ZRole } from './accounts';
import { ZNewPassword } from './password-policy';
import { ZPreferredLanguage } from './profile';

/**
 * Stable codes for the token pages: an expired invitation can be renewed
 * (`/invitation-expired` offers it), an unknown or used one cannot.
 */
export const ACCOUNT_LIFECYCLE_ERROR_CODES = {
  tokenInvalid: 'TOKEN_INVALID',
  tokenExpired: 'TOKEN_EXPIRED',
  passwordRejected: 'PASSWORD_REJECTED',
} as const;

/** Invitation links live a week by default; the server may configure another length. */
export const INVITATION_TTL_DAYS_DEFAULT = 7;
/** Reset links are short-lived because whoever holds one takes over the account. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/**
 * The same answer whether or not the address has an account, so the form
 * cannot be used to find out who is a member.
 */
export const FORGOT_PASSWORD_MESSAGE =
  "If there's an account for that address, we've sent it a link to choose a new password. The link works for 1 hour.";
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been changed. You can sign in with it now.';
export const NEW_INVITATION_SENT_MESSAGE = "We've sent you a new invitation. Check your email for the link.";

const INVALID_LINK_MESSAGE = 'This link is not valid. Ask for a new one.';

/**
 * A token from an email link: base64url, 43 characters for the 256 bits the
 * server issues. The bounds refuse junk before any lookup.
 */
export const ZLinkToken = z
  .string({ error: INVALID_LINK_MESSAGE })
  .check(z.regex(/^[A-Za-z0-9_-]{22,128}$/, INVALID_LINK_MESSAGE));

/** Route params of `GET /token/validate-token/{token}` and `…/generate-new-token/{token}`. */
export const ZTokenParams = z.object({ token: ZLinkToken });
export type TTokenParams = z.infer<typeof ZTokenParams>;

const ZNormalisedEmail = z.pipe(
  z.string({ error: 'Enter your email address.' }).check(z.trim(), z.toLowerCase()),
  ZEmail,
);

/** An optional name: blank means "not given". */
const ZOptionalName = z.optional(
  z.pipe(
    z.string().check(z.trim(), z.maxLength(100, 'Use at most 100 characters.')),
    z.transform((value) => (value === '' ? undefined : value)),
  ),
);

export const ZForgotPasswordRequest = z.object({ email: ZNormalisedEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZForgotPasswordResponse = z.object({ message: z.string() });
export type TForgotPasswordResponse = z.infer<typeof ZForgotPasswordResponse>;

export const ZResetPasswordRequest = z.object({ token: ZLinkToken, password: ZNewPassword });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZResetPasswordResponse = z.object({ message: z.string() });
export type TResetPasswordResponse = z.infer<typeof ZResetPasswordResponse>;

export const ZConfirmInvitationRequest = z.object({
  token: ZLinkToken,
  password: ZNewPassword,
  first_name: ZOptionalName,
  last_name: ZOptionalName,
  accept_privacy_policy: z.literal(true, { error: 'Accept the privacy policy to continue.' }),
});
export type TConfirmInvitationRequest = z.infer<typeof ZConfirmInvitationRequest>;

/** Who an invitation is for, so the confirmation page can greet them and check the name rule live. */
export const ZValidateTokenResponse = z.object({
  email: z.string(),
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
  company_name: z.string(),
  brand_title: z.string(),
  /** Who sent the invitation, when an admin did (null for invitations made from the command line). */
  invited_by: z.nullable(z.string()),
  /** ISO 8601. */
  expires_at: z.iso.datetime(),
});
export type TValidateTokenResponse = z.infer<typeof ZValidateTokenResponse>;

export const ZGenerateNewTokenResponse = z.object({ message: z.string() });
export type TGenerateNewTokenResponse = z.infer<typeof ZGenerateNewTokenResponse>;

export const ZInviteMemberRequest = z.object({
  email: ZNormalisedEmail,
  /** The company's id inside the admin's tenant. */
  company: z.string({ error: 'Choose a company.' }).check(z.minLength(1, 'Choose a company.')),
  first_name: ZOptionalName,
  last_name: ZOptionalName,
  /** Defaults to `member` on the server. */
  role: z.optional(ZRole),
  /**
   * The invited member's language: their emails (this invitation first) and, once they accept, the
   * portal. Left out: what an earlier invitation stored, else English.
   */
  preferred_language: z.optional(ZPreferredLanguage),
});
export type TInviteMemberRequest = z.infer<typeof ZInviteMemberRequest>;

export const ZInviteMemberResponse = z.object({
  email: z.string(),
  /** ISO 8601. */
  expires_at: z.iso.datetime(),
});
export type TInviteMemberResponse = z.infer<typeof ZInviteMemberResponse>;
