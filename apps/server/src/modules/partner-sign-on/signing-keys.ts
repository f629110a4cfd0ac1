/**
 * The keys that sign partner handoffs: ES256 key pairs made on first need, the private half sealed at
 * rest with AES-256-GCM under a key derived (HKDF-SHA256) from the server's AUTH_SECRET. Every instance
 * that shares the database and the secret signs with the same current key and publishes the same set.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { createSealer, deriveKey } from '../../lib/sealing';
import type { Sealer } from '../../lib/sealing';
import { exportJWK, generateKeyPair, importJWK } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import { HANDOFF_ALGORITHM, HANDOFF_MAX_LIFETIME_SECONDS } from '@portal/contracts/partner-sign-on';
import type { TJsonWebKeySet, TPublicJwk } from '@portal/contracts/partner-sign-on';
import type { AuditEvent } from '../audit-log/audit-log-repository';
import type { NewSigningKey, PartnerSignOnRepository, SigningKeyRow } from './partner-sign-on-repository';

/**
 * How long a rotated key stays published: well past the last token it signed (120 s), with room for
 * clocks that disagree and for a partner's cached copy of the JWKS (served with max-age 300).
 */
export const RETIRED_KEY_PUBLISHED_SECONDS = HANDOFF_MAX_LIFETIME_SECONDS + 15 * 60;

/** Seals and opens private keys; the kid is bound to the ciphertext, so a sealed key cannot move rows. */
export function createKeySealer(authSecret: string): Sealer {
  return createSealer(authSecret, 'partner signing keys v1');
}

/**
 * The member's id at one partner: an HMAC of tenant, account and partner under a key derived from
 * AUTH_SECRET. Stable for the member at that partner, different at every other partner and tenant, and
 * it reveals nothing (not the account id, not the email). Changing AUTH_SECRET changes every one.
 */
export function createPairwiseSubjects(authSecret: string) {
  const key = deriveKey(authSecret, 'pairwise subjects v1');
  return (input: { tenantId: string; accountId: string; partner: string }): string =>
    createHmac('sha256', key).update(`${input.tenantId}\n${input.accountId}\n${input.partner}`).digest('base64url');
}

function toPublicJwk(row: SigningKeyRow): TPublicJwk {
  const { x, y } = row.publicJwk;
  return { kty: 'EC', crv: 'P-256', x: x ?? '', y: y ?? '', kid: row.kid, alg: HANDOFF_ALGORITHM, use: 'sig' };
}

export interface CurrentSigningKey {
  kid: string;
  privateKey: CryptoKey;
}

export function createSigningKeys(deps: { repository: PartnerSignOnRepository; authSecret: string }) {
  const sealer = createKeySealer(deps.authSecret);
  /** Imported private keys by kid (a key never changes once made). */
  const imported = new Map<string, Promise<CryptoKey>>();

  async function makeKey(): Promise<NewSigningKey> {
    const { publicKey, privateKey } = await generateKeyPair(HANDOFF_ALGORITHM, { extractable: true });
    const kid = randomUUID();
    const { kty, crv, x, y } = await exportJWK(publicKey);
    const privateJwk = await exportJWK(privateKey);
    return {
      kid,
      publicJwk: { kty: kty ?? 'EC', crv: crv ?? 'P-256', x: x ?? '', y: y ?? '' },
      sealedPrivateKey: sealer.seal(kid, JSON.stringify(privateJwk)),
    };
  }

  function importPrivateKey(row: SigningKeyRow): Promise<CryptoKey> {
    let key = imported.get(row.kid);
    if (!key) {
      const jwk = JSON.parse(sealer.open(row.kid, row.sealedPrivateKey)) as JWK;
      key = importJWK(jwk, HANDOFF_ALGORITHM) as Promise<CryptoKey>;
      imported.set(row.kid, key);
    }
    return key;
  }

  return {
    /** The tenant's current key, made on first need. */
    async current(tenantId: string): Promise<CurrentSigningKey> {
      const row =
        (await deps.repository.findCurrentKey(tenantId)) ??
        (await deps.repository.insertCurrentKeyIfNone(tenantId, await makeKey()));
      return { kid: row.kid, privateKey: await importPrivateKey(row) };
    },

    /** The public keys a partner verifies with: the current key and the recently rotated ones. */
    async publishedKeySet(tenantId: string, now = new Date()): Promise<TJsonWebKeySet> {
      // A partner may fetch the set before the first handoff: it always holds the key that will sign it.
      if (!(await deps.repository.findCurrentKey(tenantId))) {
        await deps.repository.insertCurrentKeyIfNone(tenantId, await makeKey());
      }
      const rows = await deps.repository.listPublishedKeys(tenantId, now);
      return { keys: rows.map(toPublicJwk) };
    },

    /**
     * Replaces the tenant's current key; the old one stays published for RETIRED_KEY_PUBLISHED_SECONDS.
     * `audit`: written with the rotation (an admin's), `kid` filled in with the new key's.
     */
    async rotate(
      tenantId: string,
      now = new Date(),
      audit?: (kid: string) => AuditEvent,
    ): Promise<{ kid: string; retiredKid: string | null }> {
      const key = await makeKey();
      const publishUntil = new Date(now.getTime() + RETIRED_KEY_PUBLISHED_SECONDS * 1000);
      const { retiredKid } = await deps.repository.rotateKey(tenantId, key, publishUntil, audit?.(key.kid));
      return { kid: key.kid, retiredKid };
    },
  };
}
export type SigningKeys = ReturnType<typeof createSigningKeys>;
