import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import {
  ALLY_HEALTH_SANDBOX_AUDIENCE,
  ALLY_HEALTH_SANDBOX_PATH,
  HANDOFF_ALGORITHM,
  HANDOFF_FIELD,
  HANDOFF_MAX_LIFETIME_SECONDS,
  PARTNER_SIGN_ON_MESSAGES,
  SIGN_ON_PARTNERS,
} from '@portal/contracts/partner-sign-on';
import { ERROR_CODES } from '@portal/contracts/errors';
import type {
  TAdminSignOnPartnerResponse,
  THandoffMemberClaims,
  TJsonWebKeySet,
  TPartnerSignOnResponse,
  TRotateSigningKeyResponse,
  TSignOnPartner,
  ZUpdateSignOnPartnerRequest,
} from '@portal/contracts/partner-sign-on';
import type { z } from 'zod/mini';
import type { Caller, TenantRef } from '../../lib/caller';
import type { ClientContext } from '../../lib/client-context';
import { AppError } from '../../lib/errors';
import { assertProgrammeOffered, PROGRAMME_NOT_OFFERED_MESSAGE } from '../../lib/programme-access';
import type { ActivityRewards } from '../rewards/rewards-service';
import type { MembersRepository } from '../members/members-repository';
import type { AuditEvent } from '../audit-log/audit-log-repository';
import type { PartnerSignOnRepository, SigningKeyRow } from './partner-sign-on-repository';
import type { SigningKeys } from './signing-keys';
import type { StepUp } from '../identity/sessions/step-up';

/** What every tenant starts with: the built-in sandbox (url null: on the tenant's own address). */
export const DEFAULT_PARTNER_CONFIGS: Record<TSignOnPartner, { url: string | null; audience: string }> = {
  'ally-health': { url: null, audience: ALLY_HEALTH_SANDBOX_AUDIENCE },
};

/** Where every tenant publishes its public keys (on its own public address). */
const JWKS_PATH = '/.well-known/jwks.json';

/** The current key first, then the retired ones still published, newest first (the repository's order). */
function toKeys(rows: readonly SigningKeyRow[]): TRotateSigningKeyResponse {
  const current = rows.find((row) => row.retiredAt === null);
  if (!current) throw new Error('The tenant has no current signing key.');
  return {
    signing_key: { kid: current.kid, created_at: current.createdAt.toISOString() },
    retired_keys: rows.flatMap((row) =>
      row.retiredAt && row.publishUntil
        ? [{ kid: row.kid, retired_at: row.retiredAt.toISOString(), publish_until: row.publishUntil.toISOString() }]
        : [],
    ),
  };
}

export function createPartnerSignOnService(deps: {
  repository: PartnerSignOnRepository;
  members: Pick<MembersRepository, 'findProfile'>;
  signingKeys: SigningKeys;
  pairwiseSubject: (input: { tenantId: string; accountId: string; partner: string }) => string;
  /** The tenant's public address (configuration, never a request's Host): the issuer. */
  getPublicUrl: (brandKey: string) => string;
  /** The points using a partner programme earns (once per programme a plan year). */
  rewards?: Pick<ActivityRewards, 'award'>;
  /**
   * The demo's: a partner without an address of its own signs members on to the built-in sandbox. Else
   * (a production start without the demo) a partner is absent until it is given its address.
   */
  useSandbox: boolean;
  /**
   * After an admin's change has committed: for telling other instances to forget their copies. Without
   * it they notice within their caches' minute.
   */
  onConfigChanged?: (tenantId: string) => void;
  /** Where members' handoffs go and what signs them are sensitive: a change needs a recent proof. */
  stepUp?: Pick<StepUp, 'requireRecent'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** Where the tenant's members are signed on to the partner; undefined: nowhere yet (not configured). */
  async function partnerConfig(tenant: TenantRef, partner: TSignOnPartner) {
    const stored = await deps.repository.findConfig(tenant.id, partner);
    if (stored?.url) return { url: stored.url, audience: stored.audience };
    if (!deps.useSandbox) return undefined;
    const sandbox = new URL(ALLY_HEALTH_SANDBOX_PATH, deps.getPublicUrl(tenant.key)).toString();
    return { url: sandbox, audience: stored?.audience ?? DEFAULT_PARTNER_CONFIGS[partner].audience };
  }

  /** Per tenant, for a minute: every page load asks (an operator's change shows within the minute). */
  const originsCache = new Map<string, { origins: readonly string[]; until: number }>();
  const reachableCache = new Map<string, { partners: readonly TSignOnPartner[]; until: number }>();

  function forget(tenantId: string) {
    originsCache.delete(tenantId);
    reachableCache.delete(tenantId);
  }

  /** The tenant's keys as the console shows them; the current one made now if it has none yet. */
  async function listKeys(tenantId: string): Promise<TRotateSigningKeyResponse> {
    await deps.signingKeys.current(tenantId);
    return toKeys(await deps.repository.listPublishedKeys(tenantId, now()));
  }

  async function adminSettings(tenant: TenantRef, partner: TSignOnPartner): Promise<TAdminSignOnPartnerResponse> {
    const [stored, keys] = await Promise.all([deps.repository.findConfig(tenant.id, partner), listKeys(tenant.id)]);
    const url = stored?.url ?? null;
    const publicUrl = deps.getPublicUrl(tenant.key);
    return {
      partner,
      url,
      audience: stored?.audience ?? DEFAULT_PARTNER_CONFIGS[partner].audience,
      uses_sandbox: url === null && deps.useSandbox,
      issuer: publicUrl,
      jwks_url: new URL(JWKS_PATH, publicUrl).toString(),
      ...keys,
    };
  }

  function auditOf(caller: Caller, context: ClientContext, details: AuditEvent['details']): AuditEvent {
    return {
      tenantId: caller.tenant.id,
      accountId: null,
      actorAccountId: caller.account.id,
      event: 'programme_changed',
      context,
      details,
    };
  }

  return {
    /**
     * A handoff to the partner: a form the app posts at once, carrying a JWT signed with the tenant's
     * current key (`kid` in its header) that names the member by a pairwise id and their name only.
     */
    async createHandoff(caller: Caller, partner: TSignOnPartner): Promise<TPartnerSignOnResponse> {
      assertProgrammeOffered(caller.tenant, partner);
      const config = await partnerConfig(caller.tenant, partner);
      if (!config) throw new AppError(ERROR_CODES.notFound, PROGRAMME_NOT_OFFERED_MESSAGE);
      const { url, audience } = config;
      const [key, stored] = await Promise.all([
        deps.signingKeys.current(caller.tenant.id),
        deps.members.findProfile(caller.tenant.id, caller.account.id),
      ]);
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = issuedAt + HANDOFF_MAX_LIFETIME_SECONDS;
      const member: THandoffMemberClaims = {
        ...(stored?.firstName ? { given_name: stored.firstName } : {}),
        ...(stored?.lastName ? { family_name: stored.lastName } : {}),
      };
      const token = await new SignJWT(member)
        .setProtectedHeader({ alg: HANDOFF_ALGORITHM, kid: key.kid, typ: 'JWT' })
        .setIssuer(deps.getPublicUrl(caller.tenant.key))
        .setAudience(audience)
        .setSubject(deps.pairwiseSubject({ tenantId: caller.tenant.id, accountId: caller.account.id, partner }))
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key.privateKey);
      await deps.rewards?.award({
        tenant: caller.tenant,
        accountId: caller.account.id,
        source: 'partner_programme',
        activityKey: 'partner_programme',
        awardKey: `partner_programme:${partner}`,
      });
      return {
        url,
        method: 'POST',
        fields: { [HANDOFF_FIELD]: token },
        expires_at: new Date(expiresAt * 1000).toISOString(),
      };
    },

    /**
     * The origins other than the tenant's own that its app posts handoff forms to: the app's pages allow
     * them in CSP `form-action` (the built-in sandbox is on the tenant's own origin and needs none).
     */
    async formActionOrigins(tenant: TenantRef): Promise<readonly string[]> {
      const cached = originsCache.get(tenant.id);
      const time = now().getTime();
      if (cached && cached.until > time) return cached.origins;
      const own = new URL(deps.getPublicUrl(tenant.key)).origin;
      const offered = (partner: string) => tenant.programmes.some((programme) => programme === partner);
      const origins = [
        ...new Set(
          (await deps.repository.listConfiguredUrls(tenant.id))
            .filter((row) => offered(row.partner))
            .map((row) => (row.url !== null && URL.canParse(row.url) ? new URL(row.url).origin : own))
            .filter((origin) => origin !== own && /^https?:\/\//.test(origin)),
        ),
      ];
      originsCache.set(tenant.id, { origins, until: time + 60_000 });
      return origins;
    },

    /**
     * The sign-on partners the tenant's members can be handed to: those with an address (and, in the demo,
     * every one, on the sandbox). Members' screens offer no other.
     */
    async reachablePartners(tenant: TenantRef): Promise<readonly TSignOnPartner[]> {
      if (deps.useSandbox) return SIGN_ON_PARTNERS;
      const cached = reachableCache.get(tenant.id);
      const time = now().getTime();
      if (cached && cached.until > time) return cached.partners;
      const configured = new Set(
        (await deps.repository.listConfiguredUrls(tenant.id)).filter((row) => row.url).map((row) => row.partner),
      );
      const partners = SIGN_ON_PARTNERS.filter((partner) => configured.has(partner));
      reachableCache.set(tenant.id, { partners, until: time + 60_000 });
      return partners;
    },

    /** The tenant's public signing keys (`/.well-known/jwks.json`). */
    publishedKeySet(tenant: Pick<TenantRef, 'id'>): Promise<TJsonWebKeySet> {
      return deps.signingKeys.publishedKeySet(tenant.id, now());
    },

    /** The console's view of the partner: its address and audience, and the tenant's signing keys. */
    async getAdminSettings(caller: Caller, partner: TSignOnPartner): Promise<TAdminSignOnPartnerResponse> {
      assertProgrammeOffered(caller.tenant, partner);
      return adminSettings(caller.tenant, partner);
    },

    /**
     * Sets where members are signed on to the partner and the audience their handoffs name; writes
     * `programme_changed`. Members' screens on this instance show the partner at once.
     */
    async updateSettings(
      caller: Caller,
      partner: TSignOnPartner,
      input: { request: z.output<typeof ZUpdateSignOnPartnerRequest>; context: ClientContext },
    ): Promise<TAdminSignOnPartnerResponse> {
      const { tenant } = caller;
      assertProgrammeOffered(tenant, partner);
      await deps.stepUp?.requireRecent(caller);
      const { url, audience } = input.request;
      // A plain-http partner (the contracts allow only `.localhost` ones) is for a portal that is itself on
      // plain http, as a development or test start is; beside an https portal (production) it is refused.
      if (new URL(url).protocol === 'http:' && new URL(deps.getPublicUrl(tenant.key)).protocol === 'https:') {
        throw new AppError(ERROR_CODES.validation, PARTNER_SIGN_ON_MESSAGES.localUrlRefused, 'url');
      }
      await deps.repository.saveConfig(
        tenant.id,
        partner,
        { url, audience },
        auditOf(caller, input.context, { area: 'sign_on_partner', partner, change: 'settings' }),
      );
      forget(tenant.id);
      deps.onConfigChanged?.(tenant.id);
      return adminSettings(tenant, partner);
    },

    /**
     * An admin's rotation, as `rotate-signing-key` does it: new handoffs are signed with a new key at once,
     * and the old one stays published until the handoffs it signed have expired. Writes `programme_changed`.
     */
    async rotateSigningKeyAsAdmin(
      caller: Caller,
      partner: TSignOnPartner,
      context: ClientContext,
    ): Promise<TRotateSigningKeyResponse> {
      assertProgrammeOffered(caller.tenant, partner);
      await deps.stepUp?.requireRecent(caller);
      await deps.signingKeys.rotate(caller.tenant.id, now(), (kid) =>
        auditOf(caller, context, { area: 'sign_on_partner', partner, change: 'key_rotated', kid }),
      );
      return toKeys(await deps.repository.listPublishedKeys(caller.tenant.id, now()));
    },

    /** Drops this instance's copies of the tenant's partner addresses (they changed, maybe elsewhere). */
    forgetTenant: forget,

    /** Replaces the tenant's signing key (the `rotate-signing-key` command). */
    rotateSigningKey(tenant: Pick<TenantRef, 'id'>) {
      return deps.signingKeys.rotate(tenant.id, now());
    },

    /** Every tenant gets the default partner configuration it lacks (each start, like the default documents). */
    async ensureDefaultConfigs(): Promise<number> {
      let added = 0;
      for (const [partner, config] of Object.entries(DEFAULT_PARTNER_CONFIGS)) {
        added += await deps.repository.ensureConfigForEveryTenant(partner, config);
      }
      return added;
    },
  };
}
export type PartnerSignOnService = ReturnType<typeof createPartnerSignOnService>;
