import { randomBytes } from 'node:crypto';
import type { Brand, BrandKey } from '@portal/contracts/brands';
import { BRANDS } from '@portal/contracts/brands';
import { BUILTIN_QUESTIONNAIRE } from '@portal/contracts/builtin-questionnaire';
import { DEMO_ACCOUNTS, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, demoEmail } from '@portal/contracts/demo';
import { OPERATORS_TENANT_KEY } from '@portal/contracts/operator-console';
import type { DemoCompany } from '@portal/contracts/demo';
import type { TQuestionnaire } from '@portal/contracts/questionnaire';
import { scoreQuestionnaire } from '@portal/contracts/questionnaire-scoring';
import { WHO5_QUESTIONNAIRE } from '@portal/contracts/who5-questionnaire';
import type { ProvisioningRepository, ResponseSeed, SeedSummary, TenantSeed } from './provisioning-repository';

/** The demo employer in each tenant. */
export const DEMO_COMPANY_NAMES: Record<BrandKey, string> = {
  swift: 'SwiftCare Demo Company',
  oakmore: 'Oakmore Labs Employees',
  attentive: 'Attentive Partners Group',
  incent: 'Incent Logistics Co.',
  evergreen: 'Evergreen Cooperative',
  default: 'Demo Company',
};

/** The second demo employer in each tenant, whose members answer the WHO-5. */
export const DEMO_PARTNER_COMPANY_NAMES: Record<BrandKey, string> = {
  swift: 'SwiftCare Partners Co.',
  oakmore: 'Oakmore Health Partners Co.',
  attentive: 'Attentive Health Partners Co.',
  incent: 'Incent Wellness Partners Co.',
  evergreen: 'Evergreen Wellbeing Partners Co.',
  default: 'Demo Partners Co.',
};

const DEMO_QUESTIONNAIRES: Record<DemoCompany, TQuestionnaire> = {
  main: BUILTIN_QUESTIONNAIRE,
  partners: WHO5_QUESTIONNAIRE,
};

/** The operators' tenant as its pages title it, and the one company its accounts belong to. */
export const OPERATORS_TENANT_NAME = 'Portal operations';
export const OPERATORS_COMPANY_NAME = 'Platform operators';

const DAY_MS = 24 * 60 * 60_000;

/** A built-in questionnaire result from `daysAgo` days before `now`, scored like a real one. */
function builtinResponse(answers: Record<string, number>, daysAgo: number, now: number): ResponseSeed {
  return {
    questionnaireId: BUILTIN_QUESTIONNAIRE.id,
    version: BUILTIN_QUESTIONNAIRE.version,
    instrument: BUILTIN_QUESTIONNAIRE.instrument,
    answers,
    result: scoreQuestionnaire(BUILTIN_QUESTIONNAIRE, answers),
    answeredAt: new Date(now - daysAgo * DAY_MS),
  };
}

/**
 * The answered demo member's history, so Home has something to show: an
 * older result (overall 50%, worth attention) and a better recent one (69%),
 * 12 days ago, so the default 30-day wait has 18 days to go.
 */
export function getDemoMemberResponses(now: number): ResponseSeed[] {
  return [
    builtinResponse({ q1: 3, q2: 3, q3: 4, q4: 2, q5: 3, q6: 4, q7: 2, q8: 3, q9: 1 }, 12, now),
    builtinResponse({ q1: 2, q2: 2, q3: 1, q4: 2, q5: 2, q6: 4, q7: 2, q8: 2, q9: 1 }, 102, now),
  ];
}

/** A new tenant's public analytics write key. */
export function createIngestionWriteKey(): string {
  return `iwk_${randomBytes(18).toString('base64url')}`;
}

export function createProvisioningService(deps: {
  repository: ProvisioningRepository;
  hashPassword: (password: string) => Promise<string>;
  /** Writes a built-in brand's record where it is missing (modules/tenants); true when it was created. */
  ensureBuiltInTenant: (brand: Brand, ingestionWriteKey: string) => Promise<boolean>;
  /** The partner programme pages' demo text for every tenant (modules/partner-programmes); idempotent. */
  seedProgrammePages?: () => Promise<number>;
  /** The `secure@` demo accounts' authenticator apps (identity/second-factors); idempotent. */
  seedDemoAuthenticators?: () => Promise<number>;
}) {
  function ensureOperatorsTenant(): Promise<boolean> {
    return deps.repository.ensureOperatorsTenant({
      name: OPERATORS_TENANT_NAME,
      companyName: OPERATORS_COMPANY_NAME,
      ingestionWriteKey: createIngestionWriteKey(),
    });
  }

  return {
    /** A tenant per brand with its demo company and accounts (password DEMO_PASSWORD); idempotent. */
    async seedDemoData(): Promise<SeedSummary> {
      const now = Date.now();
      const seeds: TenantSeed[] = await Promise.all(
        BRANDS.map(async (brand) => {
          // Hashed in parallel on the libuv pool, each with its own salt.
          const accounts = await Promise.all(
            DEMO_ACCOUNTS.map(async (account) => ({
              company: account.company,
              email: demoEmail(account.localPart, brand.key),
              passwordHash: await deps.hashPassword(DEMO_PASSWORD),
              role: account.role,
              firstName: account.firstName,
              lastName: account.lastName,
              questionnaireAnswered: account.questionnaireAnswered,
              responses: account.localPart === 'member' ? getDemoMemberResponses(now) : [],
            })),
          );
          const companyNames: Record<DemoCompany, string> = {
            main: DEMO_COMPANY_NAMES[brand.key],
            partners: DEMO_PARTNER_COMPANY_NAMES[brand.key],
          };
          return {
            key: brand.key,
            name: brand.title,
            ingestionWriteKey: createIngestionWriteKey(),
            companies: (Object.keys(companyNames) as DemoCompany[]).map((company) => ({
              name: companyNames[company],
              questionnaire: DEMO_QUESTIONNAIRES[company],
              accounts: accounts.filter((account) => account.company === company),
            })),
          };
        }),
      );
      // Its two-step requirement is the operators' tenant's from its first row: made before the seed adds to it.
      await ensureOperatorsTenant();
      seeds.push({
        key: OPERATORS_TENANT_KEY,
        name: OPERATORS_TENANT_NAME,
        ingestionWriteKey: createIngestionWriteKey(),
        companies: [
          {
            name: OPERATORS_COMPANY_NAME,
            accounts: [
              {
                email: DEMO_OPERATOR_EMAIL,
                passwordHash: await deps.hashPassword(DEMO_PASSWORD),
                role: 'admin',
                firstName: 'Morgan',
                lastName: 'Quinn',
                questionnaireAnswered: true,
                responses: [],
              },
            ],
          },
        ],
      });
      const summary = await deps.repository.seedTenants(seeds);
      await deps.seedProgrammePages?.();
      await deps.seedDemoAuthenticators?.();
      return summary;
    },

    /**
     * A record for every built-in brand (the registry's, with its look from apps/server/brands/) where it
     * is missing, and each field it lacks; what an operator changed stays. Idempotent.
     */
    async ensureBrandTenants(): Promise<SeedSummary> {
      let tenantsCreated = 0;
      for (const brand of BRANDS) {
        if (await deps.ensureBuiltInTenant(brand, createIngestionWriteKey())) tenantsCreated += 1;
      }
      if (await ensureOperatorsTenant()) tenantsCreated += 1;
      return { tenantsCreated, accountsCreated: 0 };
    },
  };
}
export type ProvisioningService = ReturnType<typeof createProvisioningService>;
