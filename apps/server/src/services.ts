/**
 * The composition root: every service of the portal, wired once. The server, the command line and the
 * tests all build their services here and nowhere else.
 */
import { hostname } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { DestinationStream, Logger, LoggerOptions } from 'pino';
import { MEGABYTE } from '@portal/contracts/media';
import type { Config } from './config';
import type { Database } from './db/client';
import { createAccessTokens } from './lib/access-tokens';
import { createBackgroundTasks } from './lib/background-tasks';
import { createCacheNotices } from './lib/cache-notices';
import { createCacheNoticesRepository } from './lib/cache-notices-repository';
import { createJobLeasesRepository } from './lib/job-leases';
import { createMaintenance, MAINTENANCE_INTERVAL_MS } from './lib/maintenance';
import { createRateLimitCountersRepository } from './lib/rate-limit-counters';
import { createRateLimitStore } from './lib/rate-limit-store';
import type { Schedule } from './lib/schedule';
import { startLeasedJob } from './lib/scheduled-jobs';
import type { Caller } from './lib/caller';
import { serializeError } from './lib/log-errors';
import { createPasswordHasher, hashPassword } from './lib/passwords';
import { currentRequestId } from './lib/request-context';
import { createAdminMembersRepository } from './modules/admin-members/admin-members-repository';
import { createAdminMembersService } from './modules/admin-members/admin-members-service';
import { createSignInRepository, purgeStaleSignInThrottles } from './modules/identity/sign-in/sign-in-repository';
import { createSignInService } from './modules/identity/sign-in/sign-in-service';
import { createSessionsRepository } from './modules/identity/sessions/sessions-repository';
import { createSessionsService } from './modules/identity/sessions/sessions-service';
import { createStepUp } from './modules/identity/sessions/step-up';
import { createAppSignInRepository } from './modules/identity/sign-in/app-sign-in-repository';
import { createAppSignInService } from './modules/identity/sign-in/app-sign-in-service';
import { createSealer } from './lib/sealing';
import { createSignInPolicyRepository } from './modules/identity/policy/sign-in-policy-repository';
import { createSignInPolicyService } from './modules/identity/policy/sign-in-policy-service';
import { createTwoStepRepository } from './modules/identity/second-factors/two-step-repository';
import { AUTHENTICATOR_SEAL_PURPOSE, createTwoStepService } from './modules/identity/second-factors/two-step-service';
import {
  createPasskeysRepository,
  purgeExpiredChallenges,
} from './modules/identity/second-factors/passkeys-repository';
import { createPasskeysService } from './modules/identity/second-factors/passkeys-service';
import { createSessionActivity } from './modules/identity/sessions/session-activity';
import { createSessionCache } from './modules/identity/sessions/session-cache';
import { createArticlesRepository } from './modules/content/articles-repository';
import { createArticlesService } from './modules/content/articles-service';
import { createDemoContentSeeder } from './modules/content/demo-content';
import { createEmbeddedClinicProvider } from './modules/clinic-library/clinic-content-provider';
import { createClinicLibraryRepository } from './modules/clinic-library/clinic-library-repository';
import { createClinicLibrarySeeder } from './modules/clinic-library/clinic-library-seed';
import { createClinicLibraryService } from './modules/clinic-library/clinic-library-service';
import { createRemoteClinicProvider } from './modules/clinic-library/remote-clinic-provider';
import { createVideosRepository } from './modules/content/videos-repository';
import { createVideosService } from './modules/content/videos-service';
import { createDevicesRepository } from './modules/devices/devices-repository';
import { createDevicesService } from './modules/devices/devices-service';
import { createDependentsRepository } from './modules/dependents/dependents-repository';
import { createDependentsService } from './modules/dependents/dependents-service';
import { createDataExportRepository } from './modules/data-export/data-export-repository';
import { createDataExportService } from './modules/data-export/data-export-service';
import { createHealthScanRepository } from './modules/health-scan/health-scan-repository';
import { createHealthScanService } from './modules/health-scan/health-scan-service';
import { createEngagementRepository } from './modules/engagement/engagement-repository';
import { createEngagementService } from './modules/engagement/engagement-service';
import { createDemoEngagementSeeder } from './modules/engagement/demo-engagement';
import { createDocumentsRepository } from './modules/documents/documents-repository';
import { createDocumentsService } from './modules/documents/documents-service';
import { createEligibilityRepository } from './modules/eligibility/eligibility-repository';
import { createEligibilityService } from './modules/eligibility/eligibility-service';
import { createMailDispatcher } from './modules/email/mail-dispatcher';
import { createMailer } from './modules/email/mailer';
import { getTenantPublicUrl } from './modules/email/public-url';
import { createAnalyticsIds } from './modules/ingestion/analytics-ids';
import { createIngestionRepository } from './modules/ingestion/ingestion-repository';
import { createIngestionService } from './modules/ingestion/ingestion-service';
import { createRollupJob, ROLLUP_INTERVAL_MS } from './modules/ingestion/rollups/rollup-job';
import { createRollupWriter } from './modules/ingestion/rollups/rollup-writer';
import { createAnalyticsReadGate } from './modules/ingestion/analytics-read-gate';
import { createEventQuota } from './modules/ingestion/event-ceilings';
import { createChallengesRepository } from './modules/challenges/challenges-repository';
import { createChallengesService } from './modules/challenges/challenges-service';
import { createDemoChallengesSeeder } from './modules/challenges/demo-challenges';
import { createDemoRewardsSeeder } from './modules/rewards/demo-rewards';
import { createRewardsRepository } from './modules/rewards/rewards-repository';
import { createRewardsService } from './modules/rewards/rewards-service';
import { createInvitationsRepository } from './modules/identity/invitations/invitations-repository';
import { createInvitationsService } from './modules/identity/invitations/invitations-service';
import { createPasswordRecoveryRepository } from './modules/identity/recovery/password-recovery-repository';
import { createPasswordRecoveryService } from './modules/identity/recovery/password-recovery-service';
import { createQuestionnaireRepository } from './modules/questionnaire/questionnaire-repository';
import { createQuestionnaireService } from './modules/questionnaire/questionnaire-service';
import { createMediaRepository } from './modules/media/media-repository';
import { createNewsRepository } from './modules/news/news-repository';
import { createNewsService } from './modules/news/news-service';
import { createRemoteNewsClient } from './modules/news/remote-news-client';
import { createMediaService } from './modules/media/media-service';
import { createMemberProfileMemo } from './modules/members/member-profile-memo';
import { createMembersRepository } from './modules/members/members-repository';
import { createPartnerProgrammesRepository } from './modules/partner-programmes/partner-programmes-repository';
import { createPartnerProgrammesService } from './modules/partner-programmes/partner-programmes-service';
import { createStorage } from './modules/media/storage/create-storage';
import { createAllyHealthSandbox } from './modules/partner-sign-on/ally-health-sandbox';
import { createPartnerSignOnRepository } from './modules/partner-sign-on/partner-sign-on-repository';
import { createPartnerSignOnService } from './modules/partner-sign-on/partner-sign-on-service';
import { createPairwiseSubjects, createSigningKeys } from './modules/partner-sign-on/signing-keys';
import { createPushSender } from './modules/push/create-push-sender';
import {
  createProgrammeDeletionJob,
  PROGRAMME_DELETION_INTERVAL_MS,
} from './modules/programme-deletion/programme-deletion-job';
import { createProgrammeDeletionRepository } from './modules/programme-deletion/programme-deletion-repository';
import { createPushRepository } from './modules/push/push-repository';
import { createPushService } from './modules/push/push-service';
import { createProgrammeSettingsRepository } from './modules/programme-settings/programme-settings-repository';
import { createProgrammeSettingsService } from './modules/programme-settings/programme-settings-service';
import { createProfileRepository } from './modules/profile/profile-repository';
import { createProfileService } from './modules/profile/profile-service';
import { createProvisioningRepository } from './modules/provisioning/provisioning-repository';
import { createIngestionWriteKey, createProvisioningService } from './modules/provisioning/provisioning-service';
import { createTenantsRepository } from './modules/tenants/tenants-repository';
import { createTenantsService } from './modules/tenants/tenants-service';
import { prepareBrandAsset } from './modules/tenants/brand-assets';
import { createOperatorConsoleRepository } from './modules/operator-console/operator-console-repository';
import { createOperatorConsoleService } from './modules/operator-console/operator-console-service';
import { OPERATORS_TENANT_KEY } from '@portal/contracts/operator-console';
import { createHostClaims } from './modules/tenants/host-claims';
import { createHostClaimsRepository } from './modules/tenants/host-claims-repository';
import { createWebService } from './modules/web/web-service';
import { builtInRecordOf, loadBuiltInLooks } from './modules/tenants/brand-looks';
import type { BuiltInLook } from './modules/tenants/brand-looks';
import { createBrandAssetStore } from './modules/tenants/brand-asset-store';
import { createDeviceProofs } from './modules/identity/sign-in/device-proofs';
import { createSignInAttacksRepository } from './modules/identity/sign-in/sign-in-attacks-repository';
import { createSignInAttacksService } from './modules/identity/sign-in/sign-in-attacks-service';

export interface AppDeps {
  db: Database;
  /** The access-token signing secret (see loadAuthSecret). */
  authSecret: string;
  /** Defaults to one made from the config (see createLogger). */
  logger?: Logger;
}

/**
 * The process's logger; passwords, tokens and credentials in logged objects are redacted. It writes to
 * standard output unless given another destination (tests read what would be logged). A line written
 * while a request is being served names it (`reqId`), whichever logger wrote it.
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'> & Partial<Pick<Config, 'INSTANCE_ID'>>,
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    level: config.LOG_LEVEL,
    // Every line names its process (pino's pid and host name), and the instance when INSTANCE_ID names it.
    ...(config.INSTANCE_ID ? { base: { pid: process.pid, hostname: hostname(), instance: config.INSTANCE_ID } } : {}),
    // `request.log` already has the id among its bindings; the shared logger gets it from the request's context.
    mixin: (_object, _level, logger) => {
      const requestId = currentRequestId();
      return requestId && !('reqId' in logger.bindings()) ? { reqId: requestId } : {};
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.*.password',
        '*.token',
        '*.current_password',
        '*.new_password',
        'S3_SECRET_ACCESS_KEY',
        '*.S3_SECRET_ACCESS_KEY',
      ],
      censor: '[redacted]',
    },
    // A request's query string can hold what a member typed (the clinic library's search) or a
    // link's token: logged addresses keep only the path. A failed query's values are not logged either.
    serializers: {
      err: serializeError,
      req: (request: { method?: string; url?: string; host?: string; ip?: string }) => ({
        method: request.method,
        url: request.url?.split('?')[0],
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The services, wired once: the composition root. */
export function createServices(config: Config, deps: AppDeps) {
  const logger = deps.logger ?? createLogger(config);
  const tokens = createAccessTokens({ secret: deps.authSecret, ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS });
  const passwords = createPasswordHasher({ concurrency: config.HASH_CONCURRENCY });
  const mailer = createMailer({
    smtpUrl: config.MAIL_TRANSPORT === 'smtp' ? config.SMTP_URL : undefined,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    logger,
    fromDomain: config.MAIL_FROM_DOMAIN,
    logLinks: !config.isProduction,
  });
  const background = createBackgroundTasks({ log: logger });
  const mail = createMailDispatcher({ mailer, log: logger, background });
  // Links in emails come from configuration only, never from a request's Host header.
  // A programme's address is its PUBLIC_URLS entry, else the first host it claims, else the development one.
  const getPublicUrl = (tenantKey: string) =>
    getTenantPublicUrl(tenantKey, {
      publicUrls: config.PUBLIC_URLS,
      port: config.PORT,
      claimedHost: tenantKey === OPERATORS_TENANT_KEY ? config.OPERATOR_HOST : hostClaims.firstHostOf(tenantKey),
    });
  // Custom domains: the exact hosts tenants claim, in every instance's copy (a change is a cache notice).
  const hostClaims = createHostClaims({
    repository: createHostClaimsRepository(deps.db),
    tenantOfHostRules: (host) => tenants.tenantKeyOfHost(host),
    // Hosts the TLS front may certify beside the claims: each PUBLIC_URLS address, and the operator console's.
    publicHosts: new Map([
      ...Object.entries(config.PUBLIC_URLS).flatMap(([brand, url]) =>
        url ? [[new URL(url).hostname, brand] as const] : [],
      ),
      ...(config.OPERATOR_HOST ? [[config.OPERATOR_HOST, OPERATORS_TENANT_KEY] as const] : []),
    ]),
    onChanged: () => cacheNotices.publish('tenant-hosts', 'all'),
  });
  // Every programme's record in every instance's copy (a change is a cache notice), and its artwork.
  const builtInLooks = loadBuiltInLooks();
  const tenantsRepository = createTenantsRepository(deps.db);
  const tenants = createTenantsService({
    repository: tenantsRepository,
    claimedTenantOf: (hostname) => hostClaims.tenantOf(hostname),
    fallbackTheme: (builtInLooks.get('default') as BuiltInLook).theme,
    operatorHost: config.OPERATOR_HOST,
    onChanged: () => cacheNotices.publish('tenants', 'all'),
  });
  const brandAssets = createBrandAssetStore(tenantsRepository);
  const sessionCache = createSessionCache<Caller>({
    ttlMs: config.SESSION_CACHE_TTL_MS,
    maxEntries: 10_000,
  });
  // Several instances: what one forgets after a change, every other forgets too.
  const cacheNotices = createCacheNotices({ repository: createCacheNoticesRepository(deps.db), log: logger });
  cacheNotices.subscribe('session', (sessionId) => sessionCache.evict(sessionId));
  cacheNotices.subscribe('account', (accountId) => sessionCache.evictAccount(accountId));
  cacheNotices.subscribe('tenants', () => {
    tenants.refresh().catch((error: unknown) => logger.warn({ err: error }, 'The programmes could not be read'));
  });
  cacheNotices.subscribe('tenant-hosts', () => {
    hostClaims.refresh().catch((error: unknown) => logger.warn({ err: error }, 'The host claims could not be read'));
  });
  /** A revoked session, or an account whose sessions were revoked. */
  const forgetSession = (sessionId: string) => cacheNotices.publish('session', sessionId);
  const forgetAccount = (accountId: string) => cacheNotices.publish('account', accountId);
  const forgetMember = (accountId: string) => cacheNotices.publish('member', accountId);
  // Rate-limit counters: in Redis (REDIS_URL), else PostgreSQL (DATABASE_URL), else this process.
  const rateLimitStore = createRateLimitStore(config, { db: deps.db, log: logger });
  const instanceId = config.INSTANCE_ID ?? `${hostname()}:${process.pid}`;
  // What matters asks for the password or a second factor within the last few minutes.
  const stepUp = createStepUp(deps.db, { minutes: config.STEP_UP_MINUTES });
  // The programme's two-step requirement and idle minutes, read on every sign-in and session lookup.
  const signInPolicyService = createSignInPolicyService({
    repository: createSignInPolicyRepository(deps.db),
    onPolicyChanged: (tenantId) => cacheNotices.publish('sign-in-policy', tenantId),
  });
  cacheNotices.subscribe('sign-in-policy', (tenantId) => signInPolicyService.forget(tenantId));
  const twoStepRepository = createTwoStepRepository(deps.db);
  const twoStepService = createTwoStepService({
    repository: twoStepRepository,
    sealer: createSealer(deps.authSecret, AUTHENTICATOR_SEAL_PURPOSE),
    stepUp,
    passwords,
    policies: signInPolicyService,
    mail,
    getPublicUrl,
    log: logger,
    // "Set it up first" is lifted from every session of the account at once.
    onSessionsChanged: forgetAccount,
  });
  const signInRepository = createSignInRepository(deps.db);
  const signInService = createSignInService({
    secondFactors: twoStepService,
    repository: signInRepository,
    deviceProofs: createDeviceProofs(deps.authSecret),
    tokens,
    passwords,
    onSessionRevoked: forgetSession,
    mail,
    getPublicUrl,
    log: logger,
  });
  // Passkeys: signing in with one (two factors), the second step or step-up with one, and adding them.
  const passkeysService = createPasskeysService({
    repository: createPasskeysRepository(deps.db),
    auth: signInService,
    stepUp,
    factors: twoStepService,
    // "Set it up first" is lifted from every session of the account at once.
    onSessionsChanged: forgetAccount,
    log: logger,
  });
  // The native app signed in through the website in its in-app browser (a passkey on the brand's host).
  const appSignInRepository = createAppSignInRepository(deps.db);
  const appSignInService = createAppSignInService({ repository: appSignInRepository, auth: signInService });
  // The member's stored profile, read by every module that needs a part of it (the caller carries none).
  const membersRepository = createMembersRepository(deps.db);
  // What /accounts/me answers on every app start, memoised as briefly as the sessions are.
  const memberProfiles = createMemberProfileMemo({
    repository: membersRepository,
    ttlMs: config.SESSION_CACHE_TTL_MS,
    maxEntries: 10_000,
  });
  cacheNotices.subscribe('member', (accountId) => memberProfiles.forget(accountId));
  const sessionsRepository = createSessionsRepository(deps.db);
  const sessionsService = createSessionsService({
    repository: sessionsRepository,
    tokens,
    sessionCache,
    analyticsIdOf: createAnalyticsIds(deps.authSecret),
    members: memberProfiles,
    // `last_seen_at`: written after the answer, a minute apart at most, never in the request's way.
    activity: createSessionActivity({ touch: sessionsRepository.touchSession, background, maxEntries: 10_000 }),
    onSessionRevoked: forgetSession,
    policies: signInPolicyService,
    // Found idle at lookup: refused at once, revoked (and audited as a sign-out) after the answer.
    endIdleSession: ({ sessionId, tenantId, accountId }) =>
      background.run(
        async () => {
          const ended = await sessionsRepository.endSessions(
            { tenantId, accountId },
            { only: sessionId },
            { context: { clientAddress: null, userAgent: null }, details: { reason: 'idle' } },
          );
          for (const id of ended) forgetSession(id);
        },
        { message: 'Could not end an idle session', details: { sessionId } },
      ),
  });
  const passwordRecoveryService = createPasswordRecoveryService({
    repository: createPasswordRecoveryRepository(deps.db),
    passwords,
    mail,
    background,
    getPublicUrl,
    // The account's cached sessions are exactly those revoked: forgetting the account covers them.
    onSessionsRevoked: forgetAccount,
  });
  const invitationsService = createInvitationsService({
    repository: createInvitationsRepository(deps.db),
    members: membersRepository,
    tokens,
    passwords,
    mail,
    getPublicUrl,
    invitationTtlDays: config.INVITATION_TTL_DAYS,
    mustSetUpTwoStep: (owner) => twoStepService.mustSetUpAccount(owner),
  });
  // The Members page's figures of sign-in attempts the throttle refused.
  const signInAttacksService = createSignInAttacksService({ repository: createSignInAttacksRepository(deps.db) });
  // The admin console's Members and Audit log sections.
  const adminMembersService = createAdminMembersService({
    repository: createAdminMembersRepository(deps.db),
    members: membersRepository,
    invitations: invitationsService,
    // The account's cached sessions are exactly those revoked: forgetting the account covers them.
    onSessionsRevoked: forgetAccount,
    invitationTtlDays: config.INVITATION_TTL_DAYS,
  });
  const documentsService = createDocumentsService({ repository: createDocumentsRepository(deps.db) });
  // Eligibility files: checked and committed in the background; invitations sent after the commit.
  const eligibilityService = createEligibilityService({
    repository: createEligibilityRepository(deps.db),
    members: membersRepository,
    background,
    sendInvitation: (invitation) => invitationsService.sendInvitationEmail(invitation),
    // The account's cached sessions are exactly those revoked: forgetting the account covers them.
    onSessionsRevoked: forgetAccount,
    invitationTtlDays: config.INVITATION_TTL_DAYS,
  });
  // The admin console's engagement report: aggregates under the small-group rule, only
  // members the server attested. Heavy analytics reads share one per-tenant gate with `/select`.
  const analyticsReads = createAnalyticsReadGate(config.ANALYTICS_QUERIES_PER_TENANT);
  const engagementService = createEngagementService({
    repository: createEngagementRepository(deps.db),
    reads: analyticsReads,
  });
  const ingestionRepository = createIngestionRepository(deps.db);
  const ingestionService = createIngestionService({
    repository: ingestionRepository,
    analyticsIdOf: createAnalyticsIds(deps.authSecret),
    members: membersRepository,
    // Ceilings per write key across every address, counted in the rate limits' shared store.
    quota: createEventQuota({
      countHits: rateLimitStore.countHits,
      settings: config,
      countMembers: (tenantId) => ingestionRepository.countMembers(tenantId),
    }),
    reads: analyticsReads,
  });
  // The admin console's Programme section: the tenant's support line (its brand's while it sets none).
  const programmeSettingsService = createProgrammeSettingsService({
    repository: createProgrammeSettingsRepository(deps.db),
    onSupportLineChanged: (tenantId) => cacheNotices.publish('support-line', tenantId),
  });
  cacheNotices.subscribe('support-line', (tenantId) => programmeSettingsService.forgetSupportLine(tenantId));
  // Push notifications (the native shell): Android by FCM, iPhones by APNs, each else the push outbox.
  const devicesRepository = createDevicesRepository(deps.db);
  const devicesService = createDevicesService({ repository: devicesRepository });
  const pushSender = createPushSender(config);
  const pushService = createPushService({
    repository: createPushRepository(deps.db),
    devices: devicesRepository,
    sender: pushSender,
    log: logger,
  });
  // Incentives: the plan, the points ledger and what earns points (awarded where each action is stored).
  const rewardsService = createRewardsService({
    repository: createRewardsRepository(deps.db),
    push: pushService,
    mail,
    getPublicUrl,
    background,
  });
  const rewards = rewardsService.rewards;
  // Challenges: finishing one awards its points through the ledger, in the entry's transaction.
  const challengesService = createChallengesService({ repository: createChallengesRepository(deps.db), rewards });
  const questionnaireService = createQuestionnaireService({
    repository: createQuestionnaireRepository(deps.db),
    supportLineOf: (tenant) => programmeSettingsService.getSupportLine(tenant),
    onMemberChanged: forgetMember,
    rewards,
  });
  const profileService = createProfileService({
    repository: createProfileRepository(deps.db),
    members: membersRepository,
    passwords,
    mail,
    getPublicUrl,
    // The account's cached sessions are exactly those revoked: forgetting the account covers them.
    onSessionsRevoked: forgetAccount,
    onMemberChanged: forgetMember,
    stepUp,
  });
  const dependentsService = createDependentsService({ repository: createDependentsRepository(deps.db) });
  const healthScanService = createHealthScanService({
    repository: createHealthScanRepository(deps.db),
    members: membersRepository,
    rewards,
  });
  const storage = createStorage(config);
  const mediaService = createMediaService({
    repository: createMediaRepository(deps.db),
    storage,
    onMemberChanged: forgetMember,
    quotaBytes: config.MEDIA_QUOTA_MB * MEGABYTE,
    log: logger,
  });
  // "Download my data": prepared in the background into the media storage, kept a day.
  const dataExportService = createDataExportService({
    repository: createDataExportRepository(deps.db),
    members: membersRepository,
    storage,
    stepUp,
    background,
    // The member's whole media quota, and room for the records and the summary.
    maxBytes: (config.MEDIA_QUOTA_MB + 64) * MEGABYTE,
    log: logger,
  });
  const articlesService = createArticlesService({
    repository: createArticlesRepository(deps.db),
    members: membersRepository,
    rewards,
    // After the save has committed, in the background: publishing never waits on push, nor fails with it.
    onArticlePublished: (tenant, article) =>
      background.run(() => pushService.notifyArticlePublished(tenant, article), {
        message: 'Push notifications for a published article failed',
        details: { tenant: tenant.key, articleId: article.id },
      }),
  });
  const videosService = createVideosService({ repository: createVideosRepository(deps.db), rewards });
  const demoContent = createDemoContentSeeder({ db: deps.db, storage });
  // Made-up usage events for the demo's engagement screen (the demo seed only, after the demo content).
  const demoEngagement = createDemoEngagementSeeder({ db: deps.db });
  // The demo's rewards plan per tenant and some members' points (the demo seed only).
  const demoRewards = createDemoRewardsSeeder({ db: deps.db });
  // The demo's step challenge running now in every tenant (the demo seed only).
  const demoChallenges = createDemoChallengesSeeder({ db: deps.db });
  const clinicLibraryRepository = createClinicLibraryRepository(deps.db);
  const clinicLibraryService = createClinicLibraryService({
    provider: config.CLINIC_CONTENT_API_URL
      ? createRemoteClinicProvider({
          baseUrl: config.CLINIC_CONTENT_API_URL,
          apiKey: config.CLINIC_CONTENT_API_KEY,
          timeoutMs: config.CLINIC_CONTENT_API_TIMEOUT_MS,
          repository: clinicLibraryRepository,
          log: logger,
        })
      : createEmbeddedClinicProvider({ repository: clinicLibraryRepository }),
  });
  const clinicLibrary = createClinicLibrarySeeder({ repository: clinicLibraryRepository });
  const partnerProgrammesService = createPartnerProgrammesService({
    repository: createPartnerProgrammesRepository(deps.db),
  });
  const provisioningService = createProvisioningService({
    repository: createProvisioningRepository(deps.db),
    hashPassword,
    ensureBuiltInTenant: (brand, ingestionWriteKey) =>
      tenantsRepository.ensureBuiltIn(
        builtInRecordOf(brand, builtInLooks.get(brand.key) as BuiltInLook, ingestionWriteKey),
      ),
    seedProgrammePages: () => partnerProgrammesService.seedDemoPages(),
    seedDemoAuthenticators: () => twoStepService.seedDemoAuthenticators(),
  });
  const newsService = createNewsService({
    repository: createNewsRepository(deps.db),
    remote: config.NEWS_API_URL
      ? createRemoteNewsClient({
          url: config.NEWS_API_URL,
          apiKey: config.NEWS_API_KEY,
          timeoutMs: config.NEWS_API_TIMEOUT_MS,
        })
      : undefined,
    log: logger,
  });
  const webService = createWebService({ webDist: config.WEB_DIST });
  // Partner sign-on: handoffs signed with the tenant's key (sealed under AUTH_SECRET), and the demo partner.
  const partnerSignOnRepository = createPartnerSignOnRepository(deps.db);
  const signingKeys = createSigningKeys({ repository: partnerSignOnRepository, authSecret: deps.authSecret });
  const partnerSignOnService = createPartnerSignOnService({
    repository: partnerSignOnRepository,
    members: membersRepository,
    signingKeys,
    pairwiseSubject: createPairwiseSubjects(deps.authSecret),
    getPublicUrl,
    rewards,
    // The sandbox is the demo's partner; without the demo a partner is absent until it has an address.
    useSandbox: config.SEED_DEMO_DATA,
    stepUp,
    // An admin's change reaches every instance's copy at once.
    onConfigChanged: (tenantId) => cacheNotices.publish('sign-on-partners', tenantId),
  });
  cacheNotices.subscribe('sign-on-partners', (tenantId) => partnerSignOnService.forgetTenant(tenantId));
  const allyHealthSandbox = createAllyHealthSandbox({ repository: partnerSignOnRepository, signingKeys, getPublicUrl });
  const jobLeases = createJobLeasesRepository(deps.db);
  const analyticsRollups = createRollupJob({ writer: createRollupWriter(deps.db), log: logger });
  // Programmes past their scheduled deletion: exported under DATA_DIR, then removed whole.
  const programmeDeletion = createProgrammeDeletionJob({
    repository: createProgrammeDeletionRepository(deps.db),
    storage,
    exportsDir: path.join(config.DATA_DIR, 'programme-exports'),
    mediaRoot: config.MEDIA_STORAGE === 's3' ? undefined : path.join(config.DATA_DIR, 'media'),
    onDeleted: (tenantId) => {
      cacheNotices.publish('tenants', 'all');
      cacheNotices.publish('tenant-hosts', 'all');
      cacheNotices.publish('sign-in-policy', tenantId);
      cacheNotices.publish('support-line', tenantId);
    },
    log: logger,
  });
  const maintenance = createMaintenance({
    purgeExpiredRateLimitCounters: () => createRateLimitCountersRepository(deps.db).purgeExpired(),
    purgeStaleSignInThrottles: (now) => purgeStaleSignInThrottles(deps.db, now),
    sweepInterruptedImports: () => eligibilityService.sweepInterrupted(),
    sweepDataExports: () => dataExportService.sweep(),
    purgeExpiredPasskeyChallenges: (now) => purgeExpiredChallenges(deps.db, now),
    purgeEndedSignInSteps: async () =>
      (await signInRepository.purgeEndedSignInTickets()) + (await appSignInRepository.purgeEndedHandoffs()),
    log: logger,
  });
  const operatorConsoleService = createOperatorConsoleService({
    repository: createOperatorConsoleRepository(deps.db),
    tenants,
    hostClaims,
    stepUp,
    invitations: invitationsService,
    ensureDefaultDocuments: () => documentsService.ensureDefaultDocuments(),
    prepareArtwork: prepareBrandAsset,
    baseTheme: (builtInLooks.get('default') as BuiltInLook).theme,
    announceChanges: () => {
      cacheNotices.publish('tenants', 'all');
      cacheNotices.publish('tenant-hosts', 'all');
    },
    getPublicUrl,
    makeIngestionWriteKey: createIngestionWriteKey,
  });
  return {
    operatorConsoleService,
    logger,
    tokens,
    passwords,
    mailer,
    mail,
    tenants,
    signInService,
    appSignInService,
    sessionsService,
    stepUp,
    signInPolicyService,
    twoStepService,
    passkeysService,
    passwordRecoveryService,
    invitationsService,
    adminMembersService,
    signInAttacksService,
    documentsService,
    eligibilityService,
    ingestionService,
    engagementService,
    rewardsService,
    challengesService,
    questionnaireService,
    profileService,
    dependentsService,
    healthScanService,
    mediaService,
    dataExportService,
    articlesService,
    videosService,
    devicesService,
    pushService,
    pushSender,
    demoContent,
    demoEngagement,
    demoRewards,
    demoChallenges,
    clinicLibraryService,
    clinicLibrary,
    clinicLibraryRepository,
    provisioningService,
    partnerProgrammesService,
    programmeSettingsService,
    newsService,
    webService,
    builtInLooks,
    brandAssets,
    hostClaims,
    partnerSignOnService,
    allyHealthSandbox,
    rateLimitStore,
    maintenance,
    analyticsRollups,
    programmeDeletion,
    /**
     * What a serving instance needs beyond the database, checked at start-up: Redis answers (when
     * REDIS_URL is set; else a one-line error), and this instance hears the others' cache notices.
     */
    async connectSharedState() {
      await rateLimitStore.checkReachable();
      await cacheNotices.listen();
    },
    /**
     * The jobs every instance starts and one at a time runs (a lease in the database): the yearly
     * questionnaire reminders (unless PUSH_REMINDER_INTERVAL_HOURS is 0), the maintenance, the
     * analytics roll-ups and the scheduled programme deletions.
     */
    startScheduledJobs(): Schedule {
      const common = { holder: instanceId, leases: jobLeases, log: logger, firstRunAfterMs: 60_000 };
      const jobs = [
        startLeasedJob({
          ...common,
          job: 'maintenance',
          intervalMs: MAINTENANCE_INTERVAL_MS,
          run: () => maintenance.run(),
          description: 'the maintenance (expired rows)',
        }),
        startLeasedJob({
          ...common,
          job: 'analytics-rollups',
          intervalMs: ROLLUP_INTERVAL_MS,
          run: () => analyticsRollups.run(),
          description: 'rolling up the analytics events',
        }),
        startLeasedJob({
          ...common,
          job: 'programme-deletion',
          intervalMs: PROGRAMME_DELETION_INTERVAL_MS,
          run: () => programmeDeletion.run(),
          description: 'the scheduled programme deletions',
        }),
      ];
      if (config.PUSH_REMINDER_INTERVAL_HOURS > 0) {
        jobs.push(
          startLeasedJob({
            ...common,
            job: 'questionnaire-reminders',
            intervalMs: config.PUSH_REMINDER_INTERVAL_HOURS * 3_600_000,
            run: () => pushService.sendQuestionnaireReminders(),
            description: 'sending the questionnaire reminders',
          }),
        );
      }
      return { stop: async () => void (await Promise.all(jobs.map((job) => job.stop()))) };
    },
    /** Waits for background work, emails and push notifications still being sent, then closes their connections. */
    async close() {
      await background.drain();
      await cacheNotices.close();
      await rateLimitStore.close();
      mailer.close();
      pushSender.close?.();
    },
  };
}
export type Services = ReturnType<typeof createServices>;
