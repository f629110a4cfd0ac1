/**
 * The built-in demo partner: what Ally Health does when a member arrives. It verifies the handoff as a
 * real partner would (signature against the portal's JWKS, issuer, audience, expiry, lifetime) and
 * accepts each `jti` once, recorded in its own table (insert-or-fail, so it holds across instances).
 *
 * It verifies against the key set from our own key store (jose's `createLocalJWKSet` over exactly what
 * `/.well-known/jwks.json` serves), not by fetching that address over HTTP: the server need not be able
 * to reach its own public address (a proxy in front, tests without a socket), and the result is the same
 * set. A partner elsewhere would use `createRemoteJWKSet(new URL('/.well-known/jwks.json', iss))`.
 */
import { createLocalJWKSet, errors, jwtVerify } from 'jose';
import {
  ALLY_HEALTH_SANDBOX_AUDIENCE,
  HANDOFF_ALGORITHM,
  HANDOFF_MAX_LIFETIME_SECONDS,
  ZHandoffMemberClaims,
} from '@portal/contracts/partner-sign-on';
import type { TenantRef } from '../../lib/caller';
import { isProgrammeOffered } from '../../lib/programme-access';
import type { PartnerSignOnRepository } from './partner-sign-on-repository';
import type { SigningKeys } from './signing-keys';

/** Clocks of portal and partner may differ a little. */
const CLOCK_TOLERANCE_SECONDS = 5;
/** A used `jti` is remembered this long after its handoff expired (after which it is refused as expired). */
const ARRIVAL_KEPT_SECONDS = 60 * 60;

export type SandboxRefusal =
  'not-offered' | 'missing' | 'malformed' | 'signature' | 'expired' | 'audience' | 'issuer' | 'lifetime' | 'replayed';

export type SandboxOutcome =
  | {
      kind: 'arrived';
      subject: string;
      givenName: string | undefined;
      familyName: string | undefined;
      issuedAt: Date;
      expiresAt: Date;
      kid: string;
    }
  | { kind: 'refused'; reason: SandboxRefusal };

/** The HTTP status of each refusal: the request is wrong (400), not allowed (401), used (409). */
export const REFUSAL_STATUS: Record<SandboxRefusal, number> = {
  'not-offered': 404,
  missing: 400,
  malformed: 400,
  signature: 401,
  expired: 401,
  audience: 401,
  issuer: 401,
  lifetime: 401,
  replayed: 409,
};

function refusalOf(error: unknown): SandboxRefusal {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'audience';
    if (error.claim === 'iss') return 'issuer';
    if (error.claim === 'iat' || error.claim === 'nbf') return 'lifetime';
    return 'malformed';
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
    return 'signature';
  }
  return 'malformed';
}

export function createAllyHealthSandbox(deps: {
  repository: PartnerSignOnRepository;
  signingKeys: SigningKeys;
  getPublicUrl: (brandKey: string) => string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  return {
    /** Whether the tenant's portal sends members here at all. */
    isOffered: (tenant: Pick<TenantRef, 'programmes'>) => isProgrammeOffered(tenant, 'ally-health'),

    async receive(tenant: TenantRef, token: string | undefined): Promise<SandboxOutcome> {
      const refuse = (reason: SandboxRefusal): SandboxOutcome => ({ kind: 'refused', reason });
      if (!isProgrammeOffered(tenant, 'ally-health')) return refuse('not-offered');
      if (!token?.trim()) return refuse('missing');
      if (token.length > 8_000) return refuse('malformed');
      const current = now();
      const keySet = createLocalJWKSet(await deps.signingKeys.publishedKeySet(tenant.id, current));
      let verified;
      try {
        verified = await jwtVerify(token.trim(), keySet, {
          algorithms: [HANDOFF_ALGORITHM],
          issuer: deps.getPublicUrl(tenant.key),
          audience: ALLY_HEALTH_SANDBOX_AUDIENCE,
          requiredClaims: ['iss', 'aud', 'sub', 'jti', 'iat', 'exp'],
          maxTokenAge: HANDOFF_MAX_LIFETIME_SECONDS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: current,
        });
      } catch (error) {
        return refuse(refusalOf(error));
      }
      const { payload, protectedHeader } = verified;
      const { sub, jti, iat, exp } = payload;
      if (!sub || !jti || iat === undefined || exp === undefined) return refuse('malformed');
      if (exp - iat > HANDOFF_MAX_LIFETIME_SECONDS) return refuse('lifetime');
      const member = ZHandoffMemberClaims.safeParse(payload);
      if (!member.success) return refuse('malformed');
      // Last, once everything else holds: a valid handoff is used up by its first arrival.
      const first = await deps.repository.recordArrival(tenant.id, {
        jti,
        keepUntil: new Date((exp + ARRIVAL_KEPT_SECONDS) * 1000),
      });
      if (!first) return refuse('replayed');
      return {
        kind: 'arrived',
        subject: sub,
        givenName: member.data.given_name,
        familyName: member.data.family_name,
        issuedAt: new Date(iat * 1000),
        expiresAt: new Date(exp * 1000),
        kid: protectedHeader.kid ?? '',
      };
    },
  };
}
export type AllyHealthSandbox = ReturnType<typeof createAllyHealthSandbox>;
