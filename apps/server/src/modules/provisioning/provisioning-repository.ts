import { and, count, eq } from 'drizzle-orm';
import type { TRole } from '@portal/contracts/accounts';
import type { TQuestionnaire, TQuestionnaireInstrument, TQuestionnaireScore } from '@portal/contracts/questionnaire';
import { OPERATORS_TENANT_KEY } from '@portal/contracts/operator-console';
import type { Database } from '../../db/client';
import { accounts, companies, members, questionnaireResponses, questionnaires, tenants } from '../../db/schema';

export interface ResponseSeed {
  questionnaireId: string;
  version: number;
  instrument: TQuestionnaireInstrument;
  answers: Record<string, number>;
  result: TQuestionnaireScore;
  answeredAt: Date;
}

export interface AccountSeed {
  email: string;
  passwordHash: string;
  role: TRole;
  firstName: string;
  lastName: string;
  questionnaireAnswered: boolean;
  /** Past questionnaire results, stored only while the account has none. */
  responses: readonly ResponseSeed[];
}

export interface CompanySeed {
  name: string;
  /** Made the company's current questionnaire while it has none. */
  questionnaire?: TQuestionnaire;
  accounts: readonly AccountSeed[];
}

export interface TenantSeed {
  key: string;
  name: string;
  ingestionWriteKey: string;
  /** Empty: the tenant only. */
  companies: readonly CompanySeed[];
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

          for (const companySeed of seed.companies) {
            await tx
              .insert(companies)
              .values({ tenantId: tenant.id, name: companySeed.name })
              .onConflictDoNothing({ target: [companies.tenantId, companies.name] });
            const [company] = await tx
              .select({ id: companies.id })
              .from(companies)
              .where(and(eq(companies.tenantId, tenant.id), eq(companies.name, companySeed.name)));
            if (!company) throw new Error(`Company ${companySeed.name} is missing after insert.`);

            if (companySeed.questionnaire) {
              // Conflicts (a current questionnaire already, or this version stored before) leave the company as it is.
              await tx
                .insert(questionnaires)
                .values({
                  tenantId: tenant.id,
                  companyId: company.id,
                  key: companySeed.questionnaire.id,
                  instrument: companySeed.questionnaire.instrument,
                  version: companySeed.questionnaire.version,
                  definition: companySeed.questionnaire,
                  isCurrent: true,
                })
                .onConflictDoNothing();
            }

            for (const account of companySeed.accounts) {
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
              if (inserted) {
                summary.accountsCreated += 1;
                await tx.insert(members).values({
                  accountId: inserted.id,
                  firstName: account.firstName,
                  lastName: account.lastName,
                  questionnaireAnswered: account.questionnaireAnswered,
                });
              }
              if (account.responses.length === 0) continue;
              const [existing] = inserted
                ? [inserted]
                : await tx
                    .select({ id: accounts.id })
                    .from(accounts)
                    .where(and(eq(accounts.tenantId, tenant.id), eq(accounts.email, account.email)));
              if (!existing) continue;
              const [stored] = await tx
                .select({ value: count() })
                .from(questionnaireResponses)
                .where(
                  and(
                    eq(questionnaireResponses.tenantId, tenant.id),
                    eq(questionnaireResponses.accountId, existing.id),
                  ),
                );
              if ((stored?.value ?? 0) > 0) continue;
              await tx
                .insert(questionnaireResponses)
                .values(
                  account.responses.map((response) => ({ ...response, tenantId: tenant.id, accountId: existing.id })),
                );
            }
          }
        }
        return summary;
      });
    },

    /**
     * The operators' own tenant and its one company, where missing: no programme, no host rule (it answers
     * on OPERATOR_HOST alone), two-step sign-in for everyone. True when it was created.
     */
    ensureOperatorsTenant(seed: { name: string; companyName: string; ingestionWriteKey: string }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const created = await tx
          .insert(tenants)
          .values({
            key: OPERATORS_TENANT_KEY,
            name: seed.name,
            ingestionWriteKey: seed.ingestionWriteKey,
            programmes: [],
            hostRules: {},
            twoStepRequirement: 'everyone',
          })
          .onConflictDoNothing({ target: tenants.key })
          .returning({ id: tenants.id });
        const [tenant] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, OPERATORS_TENANT_KEY));
        if (!tenant) throw new Error('The operators’ tenant is missing after insert.');
        await tx
          .insert(companies)
          .values({ tenantId: tenant.id, name: seed.companyName })
          .onConflictDoNothing({ target: [companies.tenantId, companies.name] });
        return created.length > 0;
      });
    },
  };
}
export type ProvisioningRepository = ReturnType<typeof createProvisioningRepository>;
