import { normaliseHostname } from '@portal/contracts/brands';
import { HOST_NAME_MESSAGE, normaliseClaimedHost } from '@portal/contracts/tenant-hosts';
import { validationFailed } from '../../lib/errors';
import type { HostClaimsRepository } from './host-claims-repository';

/** How long a process trusts its copy of the claims before it reads them again (a lost notice's bound). */
export const HOST_CLAIMS_TTL_MS = 30_000;

export interface HostClaims {
  /** The tenant that claims this host (with or without its port), from this process's copy; sync. */
  tenantOf(host: string): string | undefined;
  /** The first host (alphabetically) the tenant claims, from this process's copy. */
  firstHostOf(tenantKey: string): string | undefined;
  /** Reads the claims again (at start, and on another instance's notice). */
  refresh(): Promise<void>;
  /**
   * The tenant a certificate may be obtained for on this host: one that claims it, or whose address in
   * PUBLIC_URLS it is. Read from the database, not the copy: a claim made a moment ago counts.
   */
  certifiedTenantOf(host: string): Promise<string | undefined>;
  /**
   * The host as a claim holds it, when the tenant may claim it (`claimed`: it already does); refuses, naming
   * the programme, a host another claims, its host rule matches or PUBLIC_URLS gives it, as `field`.
   */
  claimable(input: { tenantKey: string; host: string; field?: string }): Promise<{ host: string; claimed: boolean }>;
  /** Claims `host` for the tenant; refuses a host another tenant claims or its brand's rule matches, naming it. */
  claim(input: { tenant: { id: string; key: string }; host: string }): Promise<string>;
  /** Releases the tenant's claim; refuses a host it does not hold. */
  release(input: { tenant: { id: string; key: string }; host: string }): Promise<string>;
}

export function createHostClaims(deps: {
  repository: HostClaimsRepository;
  /** The hosts of PUBLIC_URLS, by brand: each brand's own addresses. */
  publicHosts: ReadonlyMap<string, string>;
  /** The tenant whose host rule matches a host not claimed (the programmes' records); 'default' for none. */
  tenantOfHostRules: (host: string) => string;
  /** Tells every instance (this one too) to read the claims again. */
  onChanged: () => void;
  now?: () => number;
}): HostClaims {
  const now = deps.now ?? (() => Date.now());
  let claims = new Map<string, string>();
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | undefined;

  async function refresh(): Promise<void> {
    reading ??= deps.repository
      .listClaims()
      .then((rows) => {
        claims = new Map(rows.map((row) => [row.host, row.tenantKey]));
        readAt = now();
      })
      .finally(() => (reading = undefined));
    return reading;
  }

  function parseHost(host: string): string {
    const normalised = normaliseClaimedHost(host);
    if (!normalised) throw validationFailed(HOST_NAME_MESSAGE, 'host');
    return normalised;
  }

  const claimable: HostClaims['claimable'] = async ({ tenantKey, host, field = 'host' }) => {
    const normalised = normaliseClaimedHost(host);
    if (!normalised) throw validationFailed(HOST_NAME_MESSAGE, field);
    const existing = await deps.repository.findClaim(normalised);
    if (existing && existing.tenantKey !== tenantKey) {
      throw validationFailed(
        `The host ${normalised} is already claimed by the ${existing.tenantKey} programme.`,
        field,
      );
    }
    const byRule = deps.tenantOfHostRules(normalised);
    if (byRule !== tenantKey && byRule !== 'default') {
      throw validationFailed(
        `The host ${normalised} is already the ${byRule} programme’s: its host rule matches it.`,
        field,
      );
    }
    const publicOwner = deps.publicHosts.get(normalised);
    if (publicOwner && publicOwner !== tenantKey) {
      throw validationFailed(
        `The host ${normalised} is already the ${publicOwner} programme’s address (PUBLIC_URLS).`,
        field,
      );
    }
    return { host: normalised, claimed: existing !== undefined };
  };

  return {
    tenantOf(host) {
      // Stale: served as it is while it is read again (a lost notice costs at most the TTL).
      if (now() - readAt > HOST_CLAIMS_TTL_MS) refresh().catch(() => undefined);
      return claims.get(normaliseHostname(host));
    },
    firstHostOf(tenantKey) {
      let first: string | undefined;
      for (const [host, key] of claims) if (key === tenantKey && (first === undefined || host < first)) first = host;
      return first;
    },
    refresh,
    async certifiedTenantOf(host) {
      const normalised = normaliseClaimedHost(host);
      if (!normalised) return undefined;
      const claim = await deps.repository.findClaim(normalised);
      if (claim) return claim.tenantKey;
      return deps.publicHosts.get(normalised);
    },
    claimable,
    async claim({ tenant, host }) {
      const { host: normalised, claimed } = await claimable({ tenantKey: tenant.key, host });
      if (!claimed && !(await deps.repository.insertClaim(normalised, tenant.id))) {
        const winner = await deps.repository.findClaim(normalised);
        if (winner?.tenantKey !== tenant.key) {
          throw validationFailed(
            `The host ${normalised} is already claimed by the ${winner?.tenantKey} programme.`,
            'host',
          );
        }
      }
      deps.onChanged();
      await refresh();
      return normalised;
    },
    async release({ tenant, host }) {
      const normalised = parseHost(host);
      if (!(await deps.repository.deleteClaim(normalised, tenant.id))) {
        throw validationFailed(`The ${tenant.key} programme does not claim the host ${normalised}.`, 'host');
      }
      deps.onChanged();
      await refresh();
      return normalised;
    },
  };
}
