import * as z from 'zod/mini';

/** Upper bound on any password we accept, so hashing cost stays bounded. */
export const PASSWORD_MAX_LENGTH = 256;

export const ZEmail = z
  .email({ error: 'Enter a valid email address.' })
  .check(z.maxLength(254, 'That email address is too long.'));

export const ZLoginRequest = z.object({
  email: z.pipe(z.string().check(z.trim(), z.toLowerCase()), ZEmail),
  password: z
    .string({ error: 'Enter your password.' })
    .check(z.minLength(1, 'Enter your password.'), z.maxLength(PASSWORD_MAX_LENGTH, 'That password is too long.')),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The local-storage key (the specification's) under which the web app keeps the signed-in member's token record. */
export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';

/** The token record; the app stores `{ access_token }` under the auth token key. */
export const ZLoginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the token expires. */
  expires_in: z.number(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
