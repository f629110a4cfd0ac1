import { SignJWT, jwtVerify } from 'jose';
import { isTenantKey } from '@portal/contracts/programme-records';
import { unauthenticated } from './errors';

export interface AccessTokenClaims {
  /** Account id. */
  sub: string;
  /** Tenant (brand) key. */
  tid: string;
  /** Session id. */
  jti: string;
}

export interface VerifiedClaims extends AccessTokenClaims {
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

export interface AccessTokens {
  readonly ttlSeconds: number;
  sign(claims: AccessTokenClaims, expiresAt: Date): Promise<string>;
  /** Checks signature and expiry; throws UNAUTHENTICATED otherwise. */
  verify(token: string): Promise<VerifiedClaims>;
}

const ALGORITHM = 'HS256';

export function createAccessTokens(deps: { secret: string; ttlSeconds: number }): AccessTokens {
  const key = new TextEncoder().encode(deps.secret);
  return {
    ttlSeconds: deps.ttlSeconds,
    sign: (claims, expiresAt) =>
      new SignJWT({ tid: claims.tid })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.sub)
        .setJti(claims.jti)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    async verify(token) {
      try {
        if (!isCanonicalCompactJws(token)) throw new Error('not the canonical spelling');
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        const { sub, jti, tid, exp } = payload;
        if (
          typeof sub === 'string' &&
          typeof jti === 'string' &&
          typeof tid === 'string' &&
          isTenantKey(tid) &&
          typeof exp === 'number'
        ) {
          return { sub, jti, tid, exp };
        }
      } catch {
        // Expired, tampered or malformed: all the same to the caller.
      }
      throw unauthenticated('Your session has ended. Sign in again.');
    },
  };
}

/**
 * Whether each of the token's three parts is base64url exactly as it would be
 * written: no padding, no characters outside the alphabet, no stray bits in
 * the last character. Decoders forgive all three, so without this one token
 * would be accepted in several spellings, each a different key for anything
 * that remembers tokens by their text.
 */
export function isCanonicalCompactJws(token: string): boolean {
  const parts = token.split('.');
  return (
    parts.length === 3 &&
    parts.every((part) => part.length > 0 && Buffer.from(part, 'base64url').toString('base64url') === part)
  );
}

/** When a session started now ends: whole seconds, so the session row and the token's `exp` agree. */
export function getSessionExpiry(ttlSeconds: number, nowMs = Date.now()): Date {
  return new Date((Math.floor(nowMs / 1000) + ttlSeconds) * 1000);
}

/** The token from `Authorization: Bearer <token>`, or undefined. */
export function readBearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
