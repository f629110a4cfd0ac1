import * as z from 'zod/mini';
import { APP_LOCALES } from './locales';

/**
 * A member's phone, registered for push notifications by the native shell
 * (`POST /api/authorization/devices` at start once permission is granted and whenever the
 * platform hands out a new token; `DELETE /api/authorization/devices/:token` at sign-out).
 * A token belongs to one member of one tenant at a time: registering it again moves it.
 */

export const DEVICE_PLATFORMS = ['android', 'ios'] as const;
export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number];

/** FCM registration tokens are about 160 characters and APNs device tokens 64 hex digits; 4096 bounds both with room. */
export const DEVICE_TOKEN_MAX = 4096;

export const DEVICE_MESSAGES = {
  token: 'Send the device token the platform gave the app.',
  tokenTooLong: `A device token has at most ${DEVICE_TOKEN_MAX} characters.`,
  platform: 'Choose android or ios.',
} as const;
/** Printable ASCII without spaces: what FCM and APNs tokens are made of. */
const DEVICE_TOKEN_PATTERN = /^[\x21-\x7e]+$/;

export const ZDeviceToken = z
  .string({ error: DEVICE_MESSAGES.token })
  .check(
    z.minLength(1, DEVICE_MESSAGES.token),
    z.maxLength(DEVICE_TOKEN_MAX, DEVICE_MESSAGES.tokenTooLong),
    z.regex(DEVICE_TOKEN_PATTERN, DEVICE_MESSAGES.token),
  );

export const ZDevicePlatform = z.enum(DEVICE_PLATFORMS, { error: DEVICE_MESSAGES.platform });

export const ZRegisterDeviceRequest = z.object({
  token: ZDeviceToken,
  platform: ZDevicePlatform,
});
export type TRegisterDeviceRequest = z.infer<typeof ZRegisterDeviceRequest>;

export const ZDeviceResponse = z.object({
  platform: ZDevicePlatform,
  /** ISO 8601: when this member last registered the token. */
  registered_at: z.string(),
});
export type TDeviceResponse = z.infer<typeof ZDeviceResponse>;

export const ZDeviceTokenParams = z.object({ token: ZDeviceToken });
export type TDeviceTokenParams = z.infer<typeof ZDeviceTokenParams>;

/**
 * The `data` every push notification carries: the app path a tap opens (always one of the app's own
 * routes, starting with `/`), and what kind of notification it is.
 */
export const PUSH_KINDS = ['article-published', 'questionnaire-reminder', 'level-reached', 'alternative-answered'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const ZPushData = z.object({
  kind: z.enum(PUSH_KINDS),
  path: z.string().check(z.regex(/^\/[^/\\]/)),
});
export type TPushData = z.infer<typeof ZPushData>;

/**
 * One notification as the server's default sender writes it (no push provider configured): a JSON file
 * per notification under `<DATA_DIR>/push-outbox/`, named `<ISO time, ':' as '-'>-<random>.json`.
 * What FCM or APNs would have been asked to show, so the whole flow runs (and is tested) without them.
 */
export const ZPushOutboxEntry = z.object({
  provider: z.literal('outbox'),
  platform: ZDevicePlatform,
  token: z.string(),
  title: z.string(),
  body: z.string(),
  data: ZPushData,
  /** The brand key of the tenant. */
  tenant: z.string(),
  locale: z.enum(APP_LOCALES),
  /** ISO 8601. */
  created_at: z.string(),
});
export type TPushOutboxEntry = z.infer<typeof ZPushOutboxEntry>;
