/**
 * Partner sign-on: the portal hands a signed-in member over to a partner's site with a
 * short-lived JWT the partner verifies against the portal's public keys.
 *
 * - `GET /api/authorization/ally-health/sso` answers a handoff: a form the app POSTs in a new tab (the
 *   in-app browser in the native shell), whose one field is the signed token.
 * - `GET /.well-known/jwks.json` serves the tenant's public signing keys (current and recently rotated).
 * - The built-in partner sandbox `/partners/ally-health/sandbox` receives the form and shows who arrived.
 */
import * as z from 'zod/mini';

/** The partners a member can be signed on to. */
export const SIGN_ON_PARTNERS = ['ally-health'] as const;
export type TSignOnPartner = (typeof SIGN_ON_PARTNERS)[number];

/** The form field that carries the signed handoff (OpenID Connect's name for a signed identity token). */
export const HANDOFF_FIELD = 'id_token';

/** A handoff is valid for at most this long after it is issued. */
export const HANDOFF_MAX_LIFETIME_SECONDS = 120;

/** The signing algorithm of every handoff (ECDSA on P-256 with SHA-256). */
export const HANDOFF_ALGORITHM = 'ES256';

/** Where the built-in demo partner listens, on the tenant's own address. */
export const ALLY_HEALTH_SANDBOX_PATH = '/partners/ally-health/sandbox';

/** The audience the built-in sandbox expects (each tenant's seeded configuration names it). */
export const ALLY_HEALTH_SANDBOX_AUDIENCE = 'ally-health-sandbox';

/** `GET /api/authorization/ally-health/sso`: a form the app submits to open the partner. */
export const ZPartnerSignOnResponse = z.object({
  /** Where to submit the form. */
  url: z.url(),
  method: z.literal('POST'),
  /** The form's fields, as hidden inputs (`id_token`: the signed handoff). */
  fields: z.record(z.string(), z.string()),
  /** When the handoff stops being accepted: submit it at once, never store it. */
  expires_at: z.iso.datetime(),
});
export type TPartnerSignOnResponse = z.infer<typeof ZPartnerSignOnResponse>;

/**
 * What a handoff tells the partner about the member, beyond the registered claims (`iss`, `aud`,
 * `sub`, `jti`, `iat`, `exp`): only the name, to greet the member and label their record. `sub` is the
 * partner's stable key for the member. No email, birth date or health data: an email is the same at
 * every partner (it would undo the pairwise `sub`) and the partner needs none of it to open its service.
 */
export const ZHandoffMemberClaims = z.object({
  given_name: z.optional(z.string()),
  family_name: z.optional(z.string()),
});
export type THandoffMemberClaims = z.infer<typeof ZHandoffMemberClaims>;

/** One public key of the JWKS (an EC P-256 key). */
export const ZPublicJwk = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string(),
  y: z.string(),
  kid: z.string(),
  alg: z.literal(HANDOFF_ALGORITHM),
  use: z.literal('sig'),
});
export type TPublicJwk = z.infer<typeof ZPublicJwk>;

/** `GET /.well-known/jwks.json`. */
export const ZJsonWebKeySet = z.object({ keys: z.array(ZPublicJwk) });
export type TJsonWebKeySet = z.infer<typeof ZJsonWebKeySet>;

// — The admin console: the programme's sign-on partner (`/api/authorization/admin/sign-on-partners/…`) —

export const PARTNER_SIGN_ON_LIMITS = {
  url: 2000,
  audience: 200,
} as const;

export const PARTNER_SIGN_ON_MESSAGES = {
  adminsOnly: 'Only an administrator can change the programme’s sign-on partner.',
  urlRequired: 'Enter the address of the partner’s sign-on page.',
  url: 'Enter the partner’s sign-on address as https://… (http:// only for a test address ending in .localhost), without a user name or password.',
  urlTooLong: `Use at most ${PARTNER_SIGN_ON_LIMITS.url} characters for the sign-on address.`,
  localUrlRefused:
    'This portal is served over https, so the partner’s sign-on address must be https:// as well. http:// works only on a test server.',
  audienceRequired: 'Enter the audience the partner expects in its handoffs.',
  audienceTooLong: `Use at most ${PARTNER_SIGN_ON_LIMITS.audience} characters for the audience.`,
} as const;

/** Whether a host is this machine's: `localhost` or a name under it (browsers resolve `*.localhost` to it). */
export function isLocalHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost');
}

/**
 * A partner's sign-on address: https, or http on a `.localhost` test host (the server takes that only
 * where the portal itself is served over http); never credentials in it, since the app posts every
 * handoff there.
 */
export function isPartnerSignOnUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '' || url.hostname === '') return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHostname(url.hostname));
}

/** The key that signs the tenant's handoffs now. */
export const ZCurrentSigningKey = z.object({
  kid: z.string(),
  created_at: z.iso.datetime(),
});

/** A rotated key still in the JWKS, so handoffs it signed before the rotation still verify. */
export const ZRetiredSigningKey = z.object({
  kid: z.string(),
  retired_at: z.iso.datetime(),
  /** When it leaves `/.well-known/jwks.json`. */
  publish_until: z.iso.datetime(),
});

/** `POST /admin/sign-on-partners/ally-health/signing-key/rotation`: the keys after the rotation. */
export const ZRotateSigningKeyResponse = z.object({
  signing_key: ZCurrentSigningKey,
  /** The newest first. */
  retired_keys: z.array(ZRetiredSigningKey),
});
export type TRotateSigningKeyResponse = z.infer<typeof ZRotateSigningKeyResponse>;

/** `GET` and `PUT /admin/sign-on-partners/ally-health` (admins): the partner's settings and the tenant's keys. */
export const ZAdminSignOnPartnerResponse = z.object({
  partner: z.enum(SIGN_ON_PARTNERS),
  /** The partner's sign-on address; null: none set (members reach the built-in sandbox, or no partner). */
  url: z.nullable(z.string()),
  /** The `aud` every handoff names. */
  audience: z.string(),
  /** Members are signed on to the built-in sandbox (the demo's; a start without the demo has none). */
  uses_sandbox: z.boolean(),
  /** What the partner verifies with: the `iss` of every handoff and where its public keys are. */
  issuer: z.string(),
  jwks_url: z.string(),
  ...ZRotateSigningKeyResponse.shape,
});
export type TAdminSignOnPartnerResponse = z.infer<typeof ZAdminSignOnPartnerResponse>;

/** `PUT /admin/sign-on-partners/ally-health`: where members are signed on, and the audience it expects. */
export const ZUpdateSignOnPartnerRequest = z.object({
  url: z.string({ error: PARTNER_SIGN_ON_MESSAGES.urlRequired }).check(
    z.trim(),
    // One message at a time: an empty or overlong address is not also called malformed.
    z.minLength(1, { error: PARTNER_SIGN_ON_MESSAGES.urlRequired, abort: true }),
    z.maxLength(PARTNER_SIGN_ON_LIMITS.url, { error: PARTNER_SIGN_ON_MESSAGES.urlTooLong, abort: true }),
    z.refine(isPartnerSignOnUrl, PARTNER_SIGN_ON_MESSAGES.url),
  ),
  audience: z
    .string({ error: PARTNER_SIGN_ON_MESSAGES.audienceRequired })
    .check(
      z.trim(),
      z.minLength(1, PARTNER_SIGN_ON_MESSAGES.audienceRequired),
      z.maxLength(PARTNER_SIGN_ON_LIMITS.audience, PARTNER_SIGN_ON_MESSAGES.audienceTooLong),
    ),
});
export type TUpdateSignOnPartnerRequest = z.input<typeof ZUpdateSignOnPartnerRequest>;
