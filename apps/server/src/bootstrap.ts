import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle, DatabaseTarget } from './db/client';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import type { Services } from './services';

type Log = Pick<FastifyBaseLogger, 'info'>;

/** DATABASE_URL, else embedded PGlite on disk under the data folder. */
export function getDatabaseTarget(
  config: Pick<
    Config,
    | 'DATABASE_URL'
    | 'DATA_DIR'
    | 'DATABASE_POOL_MAX'
    | 'DATABASE_CONNECT_TIMEOUT_SECONDS'
    | 'DATABASE_STATEMENT_TIMEOUT_MS'
  >,
): DatabaseTarget {
  const pool = {
    max: config.DATABASE_POOL_MAX,
    connectTimeoutSeconds: config.DATABASE_CONNECT_TIMEOUT_SECONDS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  };
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, pool }
    : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') };
}

/**
 * Applies migrations; on the very first start (no tenants yet) seeds the demo
 * data when asked, and makes sure every brand in the registry has its tenant
 * and every tenant its default documents (privacy policy, thank-you page).
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  services: Pick<
    Services,
    | 'tenants'
    | 'hostClaims'
    | 'provisioningService'
    | 'documentsService'
    | 'partnerSignOnService'
    | 'newsService'
    | 'demoRewards'
    | 'demoChallenges'
  >,
  options: { seedDemoData: boolean; log: Log },
): Promise<void> {
  await migrateDatabase(handle);
  const provisioning = services.provisioningService;
  const isFirstStart = (await services.tenants.countTenants()) === 0;
  if (isFirstStart && options.seedDemoData) {
    const summary = await provisioning.seedDemoData();
    options.log.info(summary, 'seeded the demo tenants and accounts');
  }
  const summary = await provisioning.ensureBrandTenants();
  if (summary.tenantsCreated > 0) options.log.info(summary, 'created tenants for new brands');
  const documentsCreated = await services.documentsService.ensureDefaultDocuments();
  if (documentsCreated > 0) options.log.info({ documentsCreated }, 'added the default documents of new tenants');
  // The programmes' records and the custom domains they claim: requests find their tenant from the first.
  await Promise.all([services.tenants.refresh(), services.hostClaims.refresh()]);
  if (options.seedDemoData) {
    // Every tenant's sign-on partners on the built-in sandbox (ally-health), like its default documents.
    const partnersConfigured = await services.partnerSignOnService.ensureDefaultConfigs();
    if (partnersConfigured > 0) options.log.info({ partnersConfigured }, 'configured the default sign-on partners');
    // Demo news for every tenant that has no announcement yet (Home's programme news).
    const tenantsWithNews = await services.newsService.seedDemoAnnouncements();
    if (tenantsWithNews > 0) options.log.info({ tenantsWithNews }, 'seeded the demo announcements');
    // A rewards plan for this year for every tenant without one (the demo stays current across years).
    const plans = await services.demoRewards.seedDemoRewards();
    if (plans > 0) options.log.info({ plans }, 'seeded the demo rewards plans');
    // A step challenge running now for every tenant without one (the demo stays current).
    const challenges = await services.demoChallenges.seedDemoChallenges();
    if (challenges > 0) options.log.info({ challenges }, 'seeded the demo challenges');
  }
}

export { openDatabase };
