import * as z from 'zod/mini';

/** Upper bound on any password we accept, so hashing cost stays bounded. */
export const PASSWORD_MAX_LENGTH = 256;

export const ZEmail = z
  .email({ error: 'Enter a valid email address.' })
  .check(z.maxLength(254, 'That email address is too long.'));

/** Longest device proof the server issues (with room to spare). */
export const DEVICE_PROOF_MAX_LENGTH = 200;

/**
 * A device proof: kept after a successful sign-in and sent with the next ones, so attempts from this
 * device are not held up by an attack on the account from elsewhere. The browser keeps it in an
 * HttpOnly cookie the server sets; the native app, whose calls cross origins without cookies, keeps the
 * `device_proof` of the login answer in its secure storage and sends it back here.
 */
export const ZDeviceProof = z.string().check(z.maxLength(DEVICE_PROOF_MAX_LENGTH, 'That device proof is not valid.'));

export const ZLoginRequest = z.object({
  email: z.pipe(z.string().check(z.trim(), z.toLowerCase()), ZEmail),
  password: z
    .string({ error: 'Enter your password.' })
    .check(z.minLength(1, 'Enter your password.'), z.maxLength(PASSWORD_MAX_LENGTH, 'That password is too long.')),
  /** The native app's device proof for this email (see ZDeviceProof); a browser sends its cookie instead. */
  device_proof: z.optional(ZDeviceProof),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The local-storage key (docs/product.md's) under which the web app keeps the signed-in member's token record. */
export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';

/** The token record; the app stores `{ access_token }` under the auth token key. */
export const ZLoginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the token expires. */
  expires_in: z.number(),
  /** To the native app only (X-Application-Type says so): its new device proof for this account. */
  device_proof: z.optional(z.string()),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
