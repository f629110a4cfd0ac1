import { randomBytes } from 'node:crypto';
import type { BrandKey } from '@portal/contracts/brands';
import { BRANDS } from '@portal/contracts/brands';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoEmail } from '@portal/contracts/demo';
import type { ProvisioningRepository, SeedSummary, TenantSeed } from './provisioning-repository';

/** The demo employer in each tenant. */
export const DEMO_COMPANY_NAMES: Record<BrandKey, string> = {
  swift: 'SwiftCare Demo Company',
  oakmore: 'Oakmore Labs Employees',
  attentive: 'Attentive Partners Group',
  incent: 'Incent Logistics Co.',
  evergreen: 'Evergreen Cooperative',
  default: 'Demo Company',
};

/** A new tenant's public analytics write key. */
export function createIngestionWriteKey(): string {
  return `iwk_${randomBytes(18).toString('base64url')}`;
}

export function createProvisioningService(deps: {
  repository: ProvisioningRepository;
  hashPassword: (password: string) => Promise<string>;
}) {
  return {
    /** A tenant per brand with its demo company and accounts (password DEMO_PASSWORD); idempotent. */
    async seedDemoData(): Promise<SeedSummary> {
      const seeds: TenantSeed[] = await Promise.all(
        BRANDS.map(async (brand) => ({
          key: brand.key,
          name: brand.title,
          ingestionWriteKey: createIngestionWriteKey(),
          companyName: DEMO_COMPANY_NAMES[brand.key],
          // Hashed in parallel on the libuv pool, each with its own salt.
          accounts: await Promise.all(
            DEMO_ACCOUNTS.map(async (account) => ({
              email: demoEmail(account.localPart, brand.key),
              passwordHash: await deps.hashPassword(DEMO_PASSWORD),
              role: account.role,
              firstName: account.firstName,
              lastName: account.lastName,
              questionnaireAnswered: account.questionnaireAnswered,
            })),
          ),
        })),
      );
      return deps.repository.seedTenants(seeds);
    },

    /** A tenant row for every brand in the registry (brands are configuration); idempotent. */
    ensureBrandTenants(): Promise<SeedSummary> {
      return deps.repository.seedTenants(
        BRANDS.map((brand) => ({
          key: brand.key,
          name: brand.title,
          ingestionWriteKey: createIngestionWriteKey(),
          accounts: [],
        })),
      );
    },
  };
}
export type ProvisioningService = ReturnType<typeof createProvisioningService>;
