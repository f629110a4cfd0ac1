import type { Brand, BrandKey } from '@portal/contracts/brands';
import type { PartnerProgramme } from '@portal/contracts/programmes';
import { getBrand, isBrandKey, resolveBrand } from '@portal/contracts/brands';
import { isPartnerProgramme } from '@portal/contracts/programmes';
import { AppError, validationFailed } from '../../lib/errors';
import { ERROR_CODES } from '@portal/contracts/errors';
import type { Tenant, TenantsRepository } from './tenants-repository';

export interface ResolvedTenant extends Omit<Tenant, 'programmes'> {
  key: BrandKey;
  brand: Brand;
  /** What the tenant offers: its settings' list, else its brand's (unknown names in settings are ignored). */
  programmes: readonly PartnerProgramme[];
}

export interface TenantsService {
  /** The brand a request names: an explicit brand header wins, else the host name decides. */
  resolveBrandKey(brandHeader: string | undefined, hostname: string): BrandKey;
  getTenant(key: BrandKey): Promise<ResolvedTenant>;
  /** How many tenants exist (none before the very first start). */
  countTenants(): Promise<number>;
}

export function createTenantsService(deps: {
  repository: Pick<TenantsRepository, 'findByKey' | 'countTenants'>;
  /** The tenant that claims this exact host (a custom domain), before the brands' host rules. */
  claimedTenantOf?: (hostname: string) => BrandKey | undefined;
}): TenantsService {
  // Tenant rows never change key, id or write key, so the mapping is cached for the process's life; a
  // change of a tenant's programmes (an operator's command) takes effect when the server next starts.
  const cache = new Map<BrandKey, ResolvedTenant>();

  return {
    resolveBrandKey(brandHeader, hostname) {
      if (brandHeader === undefined) return deps.claimedTenantOf?.(hostname) ?? resolveBrand(hostname).key;
      const key = brandHeader.trim().toLowerCase();
      if (!isBrandKey(key)) throw validationFailed(`Unknown brand "${brandHeader.slice(0, 40)}".`, 'X-Portal-Brand');
      return key;
    },
    async getTenant(key) {
      const cached = cache.get(key);
      if (cached) return cached;
      const row = await deps.repository.findByKey(key);
      if (!row) {
        throw new AppError(
          ERROR_CODES.unavailable,
          'This programme is not set up yet. Ask the operator to run `seed`.',
        );
      }
      const brand = getBrand(key);
      const programmes = row.programmes ? row.programmes.filter(isPartnerProgramme) : brand.programmes;
      const tenant: ResolvedTenant = { ...row, key, brand, programmes };
      cache.set(key, tenant);
      return tenant;
    },
    countTenants: () => deps.repository.countTenants(),
  };
}
