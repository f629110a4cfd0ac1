/**
 * Signing the native app in through the in-app browser: what the app's web view cannot do on the brand's
 * host (a passkey, whose relying party is the brand's host) the member does on the brand's website in the
 * in-app browser, which then hands the sign-in back to the app by an app link. Like OAuth's PKCE: the app
 * keeps a verifier and sends only its SHA-256 (the challenge) to the website; the single-use code the
 * website gets is worth a session only with the verifier.
 */
import * as z from 'zod/mini';
import { ZDeviceProof } from './auth';

/** The login page's query parameter that makes a sign-in a handoff to the app: the app's challenge. */
export const APP_HANDOFF_QUERY = 'app_handoff';
/** Where the website sends the code: an app link the app opens (the website says to open the app). */
export const APP_HANDOFF_PATH = '/app-sign-in';
/** Seconds a handoff code can be redeemed. */
export const APP_HANDOFF_SECONDS = 120;

/** base64url SHA-256: 43 characters. */
export const APP_HANDOFF_CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A PKCE verifier: 43 to 128 unreserved characters. */
export const APP_HANDOFF_VERIFIER_PATTERN = /^[A-Za-z0-9_~.-]{43,128}$/;

export const APP_SIGN_IN_MESSAGES = {
  challenge: 'That sign-in did not come from the app. Start again from the app.',
  ended: 'That sign-in has ended or was already used. Sign in again from the app.',
} as const;

/** `POST /accounts/me/app-handoff` (the website, signed in): a code for the app that asked. */
export const ZAppHandoffRequest = z.object({
  challenge: z
    .string({ error: APP_SIGN_IN_MESSAGES.challenge })
    .check(z.regex(APP_HANDOFF_CHALLENGE_PATTERN, APP_SIGN_IN_MESSAGES.challenge)),
});
export type TAppHandoffRequest = z.infer<typeof ZAppHandoffRequest>;

export const ZAppHandoffResponse = z.object({ code: z.string(), expires_in: z.number() });
export type TAppHandoffResponse = z.infer<typeof ZAppHandoffResponse>;

/** `POST /login/app-handoff` (the app): the code and its verifier; answers the token record. */
export const ZRedeemAppHandoffRequest = z.object({
  code: z
    .string({ error: APP_SIGN_IN_MESSAGES.ended })
    .check(z.minLength(1, APP_SIGN_IN_MESSAGES.ended), z.maxLength(100, APP_SIGN_IN_MESSAGES.ended)),
  verifier: z
    .string({ error: APP_SIGN_IN_MESSAGES.ended })
    .check(z.regex(APP_HANDOFF_VERIFIER_PATTERN, APP_SIGN_IN_MESSAGES.ended)),
  device_proof: z.optional(ZDeviceProof),
});
export type TRedeemAppHandoffRequest = z.input<typeof ZRedeemAppHandoffRequest>;
