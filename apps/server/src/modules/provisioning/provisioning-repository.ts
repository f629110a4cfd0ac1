import { and, eq } from 'drizzle-orm';
import type { TRole } from '@portal/contracts/accounts';
import type { Database } from '../../db/client';
import { accounts, companies, members, tenants } from '../../db/schema';

export interface TenantSeed {
  key: string;
  name: string;
  ingestionWriteKey: string;
  /** Absent: the tenant only, no company or accounts. */
  companyName?: string;
  accounts: {
    email: string;
    passwordHash: string;
    role: TRole;
    firstName: string;
    lastName: string;
    questionnaireAnswered: boolean;
  }[];
}

export interface SeedSummary {
  tenantsCreated: number;
  accountsCreated: number;
}

export function createProvisioningRepository(db: Database) {
  return {
    /** Inserts what is missing, in one transaction; existing rows are left as they are. */
    seedTenants(seeds: readonly TenantSeed[]): Promise<SeedSummary> {
      return db.transaction(async (tx) => {
        const summary: SeedSummary = { tenantsCreated: 0, accountsCreated: 0 };
        for (const seed of seeds) {
          const created = await tx
            .insert(tenants)
            .values({ key: seed.key, name: seed.name, ingestionWriteKey: seed.ingestionWriteKey })
            .onConflictDoNothing({ target: tenants.key })
            .returning({ id: tenants.id });
          summary.tenantsCreated += created.length;
          const [tenant] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, seed.key));
          if (!tenant) throw new Error(`Tenant ${seed.key} is missing after insert.`);

          if (!seed.companyName) continue;
          await tx
            .insert(companies)
            .values({ tenantId: tenant.id, name: seed.companyName })
            .onConflictDoNothing({ target: [companies.tenantId, companies.name] });
          const [company] = await tx
            .select({ id: companies.id })
            .from(companies)
            .where(and(eq(companies.tenantId, tenant.id), eq(companies.name, seed.companyName)));
          if (!company) throw new Error(`Company ${seed.companyName} is missing after insert.`);

          for (const account of seed.accounts) {
            const [inserted] = await tx
              .insert(accounts)
              .values({
                tenantId: tenant.id,
                companyId: company.id,
                email: account.email,
                passwordHash: account.passwordHash,
                role: account.role,
                status: 'active',
              })
              .onConflictDoNothing({ target: [accounts.tenantId, accounts.email] })
              .returning({ id: accounts.id });
            if (!inserted) continue;
            summary.accountsCreated += 1;
            await tx.insert(members).values({
              accountId: inserted.id,
              firstName: account.firstName,
              lastName: account.lastName,
              questionnaireAnswered: account.questionnaireAnswered,
            });
          }
        }
        return summary;
      });
    },
  };
}
export type ProvisioningRepository = ReturnType<typeof createProvisioningRepository>;
