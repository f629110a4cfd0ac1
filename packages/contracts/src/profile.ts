/**
 * The member's own profile: `GET`/`PATCH /accounts/me/profile`,
 * `POST /accounts/me/password`, `PUT /accounts/me/notification-preferences`,
 * `POST /accounts/me/deletion-request` and the profile picture.
 */
import * as z from 'zod/mini';
import { CALENDAR_MESSAGES, isRealCalendarDate } from './calendar';
import { ZNewPassword } from './password-policy';

export const PREFERRED_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt'] as const;
export const ZPreferredLanguage = z.enum(PREFERRED_LANGUAGES, { error: 'Choose one of the offered languages.' });
export type TPreferredLanguage = z.infer<typeof ZPreferredLanguage>;
/** Names shown next to each code, in the language itself. */
export const PREFERRED_LANGUAGE_NAMES: Record<TPreferredLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
};

export const NAME_MAX_LENGTH = 100;
/** The oldest birth date accepted: earlier ones are typing mistakes. */
export const BIRTH_DATE_MIN = '1900-01-01';

/**
 * Today somewhere on Earth: the latest time zone is UTC+14, so a date that
 * is "today" for a member there is never refused as being in the future.
 */
export function getLatestToday(nowMs = Date.now()): string {
  return new Date(nowMs + 14 * 60 * 60_000).toISOString().slice(0, 10);
}

/** A calendar date (`YYYY-MM-DD`) of birth: real, not in the future, not before 1900. */
export function createBirthDateSchema(messages: { required: string }) {
  return z.string({ error: messages.required }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, CALENDAR_MESSAGES.date),
    z.refine(isRealCalendarDate, CALENDAR_MESSAGES.realDate),
    z.refine((value) => value >= BIRTH_DATE_MIN, 'Enter a date of birth after 1900.'),
    z.refine((value) => value <= getLatestToday(), 'A date of birth cannot be in the future.'),
  );
}

export const ZBirthDate = createBirthDateSchema({ required: 'Enter a date of birth.' });

const NAME_TOO_LONG_MESSAGE = `Use at most ${NAME_MAX_LENGTH} characters.`;

/** A required name part: trimmed, never blank; `requiredMessage` asks for it (`'Enter your first name.'`). */
export function createNameSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(NAME_MAX_LENGTH, NAME_TOO_LONG_MESSAGE));
}

/** Optional text where blank means "none": stored as null. */
const ZBlankAsNull = (maxLength: number, tooLongMessage: string) =>
  z.nullable(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(maxLength, tooLongMessage)),
      z.transform((value) => (value === '' ? null : value)),
    ),
  );

export const PHONE_MESSAGE = 'Enter a phone number with its country code, such as +1 555 123 4567.';

/**
 * E.164-ish: a "+", a country code and 7 to 15 digits in all; spaces, dots,
 * dashes and parentheses are allowed while typing and dropped when stored.
 */
export function normalisePhone(value: string): string | undefined {
  const compact = value.replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : undefined;
}

export const ZPhone = z.pipe(
  z.string({ error: PHONE_MESSAGE }).check(
    z.trim(),
    z.refine((value) => value === '' || normalisePhone(value) !== undefined, PHONE_MESSAGE),
  ),
  z.transform((value) => (value === '' ? null : (normalisePhone(value) ?? null))),
);

export const ZNotificationPreferences = z.object({
  email_news: z.boolean({ error: 'Choose on or off.' }),
  email_reminders: z.boolean({ error: 'Choose on or off.' }),
  push_reminders: z.boolean({ error: 'Choose on or off.' }),
  /**
   * A push notification on the member's phones when an article is published. Optional because an app
   * installed before it existed sends the other three only (a phone's app cannot be made to update):
   * left out, the stored value stays. This server always answers it (default on).
   */
  push_news: z.optional(z.boolean({ error: 'Choose on or off.' })),
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;
/** `PUT /accounts/me/notification-preferences`: all of them every time (`push_news` may be left out). */
export const ZUpdateNotificationPreferencesRequest = ZNotificationPreferences;
export type TUpdateNotificationPreferencesRequest = TNotificationPreferences;

/**
 * The member's profile, the one shape of it: `GET` and `PATCH /accounts/me/profile`,
 * `PUT /accounts/me/notification-preferences`, and `member` in `GET /accounts/me?get_member=true`.
 * This server sends every field (`push_news` too: it is optional only for what an older app sends).
 * Email and company are read-only.
 */
export const ZMemberProfile = z.object({
  email: z.string(),
  company: z.object({ id: z.string(), name: z.string() }),
  first_name: z.string(),
  last_name: z.string(),
  preferred_name: z.nullable(z.string()),
  date_of_birth: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  preferred_language: z.nullable(ZPreferredLanguage),
  notification_preferences: ZNotificationPreferences,
  /** The app sends usage events only while this is on. */
  analytics_enabled: z.boolean(),
  profile_picture_name: z.nullable(z.string()),
  /** The member has answered the health questionnaire at least once. */
  questionnaire_answered: z.boolean(),
});
export type TMemberProfile = z.infer<typeof ZMemberProfile>;
export const ZGetProfileResponse = ZMemberProfile;
export type TGetProfileResponse = TMemberProfile;

/** `PATCH /accounts/me/profile`: only the fields sent change; null clears an optional one. */
export const ZUpdateProfileRequest = z.object({
  first_name: z.optional(createNameSchema('Enter your first name.')),
  last_name: z.optional(createNameSchema('Enter your last name.')),
  preferred_name: z.optional(ZBlankAsNull(NAME_MAX_LENGTH, NAME_TOO_LONG_MESSAGE)),
  date_of_birth: z.optional(z.nullable(ZBirthDate)),
  phone: z.optional(z.nullable(ZPhone)),
  preferred_language: z.optional(z.nullable(ZPreferredLanguage)),
  analytics_enabled: z.optional(z.boolean({ error: 'Choose on or off.' })),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;
export const ZUpdateProfileResponse = ZMemberProfile;
export type TUpdateProfileResponse = TMemberProfile;

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Enter your current password.';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is not correct.';
export const PASSWORD_UNCHANGED_MESSAGE = 'Choose a new password that differs from your current one.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Other devices have been signed out.';

/** `POST /accounts/me/password`. */
export const ZChangePasswordRequest = z.object({
  current_password: z
    .string({ error: CURRENT_PASSWORD_REQUIRED_MESSAGE })
    .check(z.minLength(1, CURRENT_PASSWORD_REQUIRED_MESSAGE), z.maxLength(1024, CURRENT_PASSWORD_WRONG_MESSAGE)),
  new_password: ZNewPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
export const ZChangePasswordResponse = z.object({ message: z.string() });
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;

export const DELETION_REASON_MAX_LENGTH = 1000;
export const DELETION_REQUESTED_MESSAGE =
  "We've received your request to delete your account. You have been signed out; we'll confirm by email once it is done.";

/** `POST /accounts/me/deletion-request`: answered 202, and every session of the account ends. */
export const ZRequestAccountDeletionRequest = z.object({
  reason: z.optional(ZBlankAsNull(DELETION_REASON_MAX_LENGTH, `Use at most ${DELETION_REASON_MAX_LENGTH} characters.`)),
});
export type TRequestAccountDeletionRequest = z.input<typeof ZRequestAccountDeletionRequest>;
export const ZRequestAccountDeletionResponse = z.object({
  id: z.string(),
  status: z.literal('requested'),
  message: z.string(),
});
export type TRequestAccountDeletionResponse = z.infer<typeof ZRequestAccountDeletionResponse>;
