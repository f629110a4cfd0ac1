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
