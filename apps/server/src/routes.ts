/**
 * Every route of the portal, mounted under its service's prefix: the API under `/api` (its tenant
 * resolved for every request, answers `no-store` unless a route says otherwise) and the web app at the
 * root. Plugins and headers are `app.ts`'s; the services come from the composition root.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { configurationGaps } from './lib/configuration-gaps';
import { adminMembersRoutes } from './modules/admin-members/admin-members-routes';
import { apiDocsRoutes } from './modules/api-docs/api-docs-routes';
import { signInRoutes } from './modules/identity/sign-in/sign-in-routes';
import { appHandoffRoutes, appSignInRoutes } from './modules/identity/sign-in/app-sign-in-routes';
import { sessionsRoutes } from './modules/identity/sessions/sessions-routes';
import { signInPolicyRoutes } from './modules/identity/policy/sign-in-policy-routes';
import { twoStepRoutes } from './modules/identity/second-factors/two-step-routes';
import { passkeyRoutes, passkeySignInRoutes } from './modules/identity/second-factors/passkeys-routes';
import { articlesRoutes } from './modules/content/articles-routes';
import { videosRoutes } from './modules/content/videos-routes';
import { clinicLibraryRoutes } from './modules/clinic-library/clinic-library-routes';
import { appLinksRoutes } from './modules/app-links/app-links-routes';
import { devicesRoutes } from './modules/devices/devices-routes';
import { dependentsRoutes } from './modules/dependents/dependents-routes';
import { dataExportRoutes } from './modules/data-export/data-export-routes';
import { documentsRoutes } from './modules/documents/documents-routes';
import { eligibilityRoutes } from './modules/eligibility/eligibility-routes';
import { healthRoutes } from './modules/health/health-routes';
import { operatorsRoutes } from './modules/operators/operators-routes';
import { operatorConsoleRoutes } from './modules/operator-console/operator-console-routes';
import type { InstanceReadiness } from './modules/health/instance-readiness';
import { healthScanRoutes } from './modules/health-scan/health-scan-routes';
import { engagementRoutes } from './modules/engagement/engagement-routes';
import { ingestionRoutes } from './modules/ingestion/ingestion-routes';
import { rewardsRoutes } from './modules/rewards/rewards-routes';
import { challengesRoutes } from './modules/challenges/challenges-routes';
import { invitationsRoutes } from './modules/identity/invitations/invitations-routes';
import { mediaRoutes, storageAliasRoutes } from './modules/media/media-routes';
import { newsRoutes } from './modules/news/news-routes';
import { partnerProgrammesRoutes } from './modules/partner-programmes/partner-programmes-routes';
import { partnerSignOnPublicRoutes, partnerSignOnRoutes } from './modules/partner-sign-on/partner-sign-on-routes';
import { passwordRecoveryRoutes } from './modules/identity/recovery/password-recovery-routes';
import { profileRoutes } from './modules/profile/profile-routes';
import { programmeSettingsRoutes } from './modules/programme-settings/programme-settings-routes';
import { questionnaireRoutes } from './modules/questionnaire/questionnaire-routes';
import { signInAttacksRoutes } from './modules/identity/sign-in/sign-in-attacks-routes';
import { webRoutes } from './modules/web/web-routes';
import { authenticationPlugin } from './plugins/authentication';
import { programmeSuspensionPlugin } from './plugins/programme-suspension';
import { routeContractsPlugin } from './plugins/route-contracts';
import { tenancyPlugin } from './plugins/tenancy';
import type { Services } from './services';

/** The API: `/api/auth`, `/api/authorization`, `/api/ingestion` and the storage alias `/api/storage`. */
async function apiRoutes(api: FastifyInstance, options: { services: Services }) {
  const { services } = options;
  // API answers carry personal data and tokens: nothing stores them unless a route says otherwise
  // (media bytes are `private`).
  api.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await api.register(tenancyPlugin, { tenants: services.tenants });
  await api.register(programmeSuspensionPlugin);

  await api.register(signInRoutes, { prefix: '/auth', signInService: services.signInService });
  await api.register(appSignInRoutes, { prefix: '/auth', appSignInService: services.appSignInService });
  await api.register(appHandoffRoutes, { prefix: '/authorization', appSignInService: services.appSignInService });
  await api.register(passkeySignInRoutes, { prefix: '/auth', passkeysService: services.passkeysService });
  await api.register(passwordRecoveryRoutes, {
    prefix: '/auth',
    passwordRecoveryService: services.passwordRecoveryService,
  });

  await api.register(sessionsRoutes, {
    prefix: '/authorization',
    sessionsService: services.sessionsService,
  });
  await api.register(twoStepRoutes, { prefix: '/authorization', twoStepService: services.twoStepService });
  await api.register(passkeyRoutes, { prefix: '/authorization', passkeysService: services.passkeysService });
  await api.register(signInPolicyRoutes, {
    prefix: '/authorization',
    signInPolicyService: services.signInPolicyService,
  });
  await api.register(invitationsRoutes, { prefix: '/authorization', invitationsService: services.invitationsService });
  await api.register(adminMembersRoutes, {
    prefix: '/authorization',
    adminMembersService: services.adminMembersService,
  });
  await api.register(signInAttacksRoutes, {
    prefix: '/authorization',
    signInAttacksService: services.signInAttacksService,
  });
  await api.register(documentsRoutes, { prefix: '/authorization', documentsService: services.documentsService });
  await api.register(eligibilityRoutes, {
    prefix: '/authorization',
    eligibilityService: services.eligibilityService,
  });
  await api.register(questionnaireRoutes, {
    prefix: '/authorization',
    questionnaireService: services.questionnaireService,
  });
  await api.register(profileRoutes, { prefix: '/authorization', profileService: services.profileService });
  await api.register(dependentsRoutes, { prefix: '/authorization', dependentsService: services.dependentsService });
  await api.register(devicesRoutes, { prefix: '/authorization', devicesService: services.devicesService });
  await api.register(healthScanRoutes, {
    prefix: '/authorization',
    healthScanService: services.healthScanService,
  });
  await api.register(rewardsRoutes, { prefix: '/authorization', rewardsService: services.rewardsService });
  await api.register(challengesRoutes, { prefix: '/authorization', challengesService: services.challengesService });
  await api.register(engagementRoutes, { prefix: '/authorization', engagementService: services.engagementService });
  await api.register(mediaRoutes, { prefix: '/authorization', mediaService: services.mediaService });
  await api.register(dataExportRoutes, {
    prefix: '/authorization',
    dataExportService: services.dataExportService,
  });
  await api.register(articlesRoutes, { prefix: '/authorization', articlesService: services.articlesService });
  await api.register(videosRoutes, { prefix: '/authorization', videosService: services.videosService });
  await api.register(clinicLibraryRoutes, {
    prefix: '/authorization',
    clinicLibraryService: services.clinicLibraryService,
  });
  await api.register(newsRoutes, { prefix: '/authorization', newsService: services.newsService });
  await api.register(partnerProgrammesRoutes, {
    prefix: '/authorization',
    partnerProgrammesService: services.partnerProgrammesService,
  });
  await api.register(programmeSettingsRoutes, {
    prefix: '/authorization',
    programmeSettingsService: services.programmeSettingsService,
  });
  await api.register(partnerSignOnRoutes, {
    prefix: '/authorization',
    partnerSignOnService: services.partnerSignOnService,
  });
  await api.register(storageAliasRoutes, { prefix: '/storage', mediaService: services.mediaService });

  await api.register(ingestionRoutes, { prefix: '/ingestion', ingestionService: services.ingestionService });

  // The people who run the platform, on OPERATOR_HOST only.
  await api.register(operatorConsoleRoutes, {
    prefix: '/operator-console',
    operatorConsole: services.operatorConsoleService,
  });

  // What the deployment's own machinery asks (the TLS front's on-demand certificates).
  await api.register(operatorsRoutes, { prefix: '/operators', hostClaims: services.hostClaims });

  // Generated from every route above: `/api/openapi.json` and the reference at `/api/docs`.
  await api.register(apiDocsRoutes);
}

export function registerRoutes(
  app: FastifyInstance,
  config: Config,
  services: Services,
  options: { checkResponses: boolean; readiness: InstanceReadiness },
): void {
  // First, so that they see every route: the registry of routes and their contracts (and, in tests, the
  // check of every answer against its contract), then the edge: every API route must say who may call
  // it, and is guarded accordingly.
  app.register(routeContractsPlugin, { checkResponses: options.checkResponses });
  app.register(authenticationPlugin, {
    sessionsService: services.sessionsService,
    metricsToken: config.METRICS_TOKEN,
  });
  // Health stays outside the tenancy scope: a probe names no brand, and liveness touches no database
  // (the cheapest route, the benchmark's baseline). The metrics are on the operators' listener only.
  app.register(healthRoutes, {
    prefix: '/api',
    readiness: options.readiness,
    notConfigured: configurationGaps(config).map(({ gap }) => gap),
  });
  app.register(apiRoutes, { prefix: '/api', services });
  // Outside /api, on every tenant's host: the signing keys (`/.well-known/jwks.json`) and the partner sandbox.
  app.register(partnerSignOnPublicRoutes, {
    partnerSignOnService: services.partnerSignOnService,
    sandbox: services.allyHealthSandbox,
    tenants: services.tenants,
  });
  // Outside /api, on every tenant's host: the native app's deep-link association files.
  app.register(appLinksRoutes, {
    tenants: services.tenants,
    androidCertFingerprints: config.ANDROID_CERT_FINGERPRINTS,
    appleTeamId: config.APPLE_TEAM_ID,
  });
  app.register(webRoutes, {
    webDist: config.WEB_DIST,
    webService: services.webService,
    brandAssets: services.brandAssets,
    tenants: services.tenants,
    // A partner's sign-on page elsewhere: the app's handoff form may post there (CSP form-action).
    formActionOrigins: (tenant) => services.partnerSignOnService.formActionOrigins(tenant),
    // The programme's support line, which members see with a low well-being or a scan's result.
    supportLine: (tenant) => services.programmeSettingsService.getSupportLine(tenant),
    // A sign-on partner without an address (a production start without the demo) is not offered.
    reachablePartners: (tenant) => services.partnerSignOnService.reachablePartners(tenant),
  });
}
