import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { Logger } from 'pino';
import type { BrandKey } from '@portal/contracts/brands';
import { ERROR_CODES } from '@portal/contracts/errors';
import { MEGABYTE } from '@portal/contracts/media';
import type { Config } from './config';
import type { Database } from './db/client';
import { createAccessTokens } from './lib/access-tokens';
import { createBackgroundTasks } from './lib/background-tasks';
import { AppError } from './lib/errors';
import { createPasswordHasher, hashPassword } from './lib/passwords';
import { createAuthRepository } from './modules/auth/auth-repository';
import { authRoutes } from './modules/auth/auth-routes';
import { createAuthService } from './modules/auth/auth-service';
import { createAuthorizationRepository } from './modules/authorization/authorization-repository';
import { authorizationRoutes } from './modules/authorization/authorization-routes';
import { createAuthorizationService } from './modules/authorization/authorization-service';
import type { SessionAccount } from './modules/authorization/authorization-repository';
import { createSessionCache } from './modules/authorization/session-cache';
import { createArticlesRepository } from './modules/content/articles-repository';
import { articlesRoutes } from './modules/content/articles-routes';
import { createArticlesService } from './modules/content/articles-service';
import { createDemoContentSeeder } from './modules/content/demo-content';
import { createVideosRepository } from './modules/content/videos-repository';
import { videosRoutes } from './modules/content/videos-routes';
import { createVideosService } from './modules/content/videos-service';
import { createDependentsRepository } from './modules/dependents/dependents-repository';
import { dependentsRoutes } from './modules/dependents/dependents-routes';
import { createDependentsService } from './modules/dependents/dependents-service';
import { createDocumentsRepository } from './modules/documents/documents-repository';
import { documentsRoutes } from './modules/documents/documents-routes';
import { createDocumentsService } from './modules/documents/documents-service';
import { createMailDispatcher } from './modules/email/mail-dispatcher';
import { createMailer } from './modules/email/mailer';
import { getTenantPublicUrl } from './modules/email/public-url';
import { healthRoutes } from './modules/health/health-routes';
import { createIngestionRepository } from './modules/ingestion/ingestion-repository';
import { ingestionRoutes } from './modules/ingestion/ingestion-routes';
import { createIngestionService } from './modules/ingestion/ingestion-service';
import { createInvitationsRepository } from './modules/invitations/invitations-repository';
import { invitationsRoutes } from './modules/invitations/invitations-routes';
import { createInvitationsService } from './modules/invitations/invitations-service';
import { createPasswordRecoveryRepository } from './modules/password-recovery/password-recovery-repository';
import { passwordRecoveryRoutes } from './modules/password-recovery/password-recovery-routes';
import { createPasswordRecoveryService } from './modules/password-recovery/password-recovery-service';
import { createQuestionnairesRepository } from './modules/questionnaires/questionnaires-repository';
import { questionnairesRoutes } from './modules/questionnaires/questionnaires-routes';
import { createQuestionnairesService } from './modules/questionnaires/questionnaires-service';
import { createMediaRepository } from './modules/media/media-repository';
import { mediaRoutes, storageAliasRoutes } from './modules/media/media-routes';
import { createMediaService } from './modules/media/media-service';
import { createStorage } from './modules/media/storage/create-storage';
import { createProfileRepository } from './modules/profile/profile-repository';
import { profileRoutes } from './modules/profile/profile-routes';
import { createProfileService } from './modules/profile/profile-service';
import { createProvisioningRepository } from './modules/provisioning/provisioning-repository';
import { createProvisioningService } from './modules/provisioning/provisioning-service';
import { createTenantsRepository } from './modules/tenants/tenants-repository';
import { createTenantsService } from './modules/tenants/tenants-service';
import { createWebService } from './modules/web/web-service';
import { webRoutes } from './modules/web/web-routes';
import { errorHandlerPlugin } from './plugins/error-handler';
import { tenancyPlugin } from './plugins/tenancy';

/** JSON bodies are small everywhere in this API. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Powerful browser features: only the camera, for the health scan on the app's own origin, and
 * full screen and picture-in-picture for the video player; everything else is off for the app and
 * anything it embeds.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=(self)',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export interface AppDeps {
  db: Database;
  /** The access-token signing secret (see loadAuthSecret). */
  authSecret: string;
  /** Defaults to one made from the config (see createLogger). */
  logger?: Logger;
}

/** The process's logger; passwords, tokens and credentials in logged objects are redacted. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
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
  });
}

/** The services, wired once: the composition root. */
export function createServices(config: Config, deps: AppDeps) {
  const logger = deps.logger ?? createLogger(config);
  const tokens = createAccessTokens({ secret: deps.authSecret, ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS });
  const passwords = createPasswordHasher({ concurrency: config.HASH_CONCURRENCY });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    logger,
    fromDomain: config.MAIL_FROM_DOMAIN,
  });
  const background = createBackgroundTasks({ log: logger });
  const mail = createMailDispatcher({ mailer, log: logger, background });
  // Links in emails come from configuration only, never from a request's Host header.
  const getPublicUrl = (brandKey: BrandKey) =>
    getTenantPublicUrl(brandKey, { publicUrls: config.PUBLIC_URLS, port: config.PORT });
  const tenants = createTenantsService({ repository: createTenantsRepository(deps.db) });
  const sessionCache = createSessionCache<SessionAccount>({
    ttlMs: config.SESSION_CACHE_TTL_MS,
    maxEntries: 10_000,
  });
  const authService = createAuthService({
    repository: createAuthRepository(deps.db),
    tokens,
    passwords,
    onSessionRevoked: (sessionId) => sessionCache.evict(sessionId),
    mail,
    getPublicUrl,
    log: logger,
  });
  const authorizationService = createAuthorizationService({
    repository: createAuthorizationRepository(deps.db),
    tokens,
    sessionCache,
  });
  const passwordRecoveryService = createPasswordRecoveryService({
    repository: createPasswordRecoveryRepository(deps.db),
    passwords,
    mail,
    background,
    getPublicUrl,
    onSessionsRevoked: (accountId, sessionIds) => {
      sessionCache.evictAccount(accountId);
      for (const sessionId of sessionIds) sessionCache.evict(sessionId);
    },
  });
  const invitationsService = createInvitationsService({
    repository: createInvitationsRepository(deps.db),
    tokens,
    passwords,
    mail,
    authenticate: authorizationService.authenticate,
    getPublicUrl,
    invitationTtlDays: config.INVITATION_TTL_DAYS,
  });
  const documentsService = createDocumentsService({ repository: createDocumentsRepository(deps.db) });
  const ingestionService = createIngestionService({
    repository: createIngestionRepository(deps.db),
    authenticate: authorizationService.authenticate,
  });
  const questionnairesService = createQuestionnairesService({
    repository: createQuestionnairesRepository(deps.db),
    authenticate: authorizationService.authenticate,
    onMemberChanged: (accountId) => sessionCache.evictAccount(accountId),
  });
  const profileService = createProfileService({
    repository: createProfileRepository(deps.db),
    authenticate: authorizationService.authenticate,
    passwords,
    mail,
    getPublicUrl,
    onAccountChanged: (accountId) => sessionCache.evictAccount(accountId),
  });
  const dependentsService = createDependentsService({
    repository: createDependentsRepository(deps.db),
    authenticate: authorizationService.authenticate,
  });
  const storage = createStorage(config);
  const mediaService = createMediaService({
    repository: createMediaRepository(deps.db),
    storage,
    authenticate: authorizationService.authenticate,
    onMemberChanged: (accountId) => sessionCache.evictAccount(accountId),
    quotaBytes: config.MEDIA_QUOTA_MB * MEGABYTE,
    log: logger,
  });
  const articlesService = createArticlesService({
    repository: createArticlesRepository(deps.db),
    authenticate: authorizationService.authenticate,
  });
  const videosService = createVideosService({
    repository: createVideosRepository(deps.db),
    authenticate: authorizationService.authenticate,
  });
  const demoContent = createDemoContentSeeder({ db: deps.db, storage });
  const provisioningService = createProvisioningService({
    repository: createProvisioningRepository(deps.db),
    hashPassword,
  });
  const webService = createWebService({ webDist: config.WEB_DIST });
  return {
    logger,
    tokens,
    passwords,
    mailer,
    mail,
    tenants,
    authService,
    authorizationService,
    passwordRecoveryService,
    invitationsService,
    documentsService,
    ingestionService,
    questionnairesService,
    profileService,
    dependentsService,
    mediaService,
    articlesService,
    videosService,
    demoContent,
    provisioningService,
    webService,
    /** Waits for background work and emails still being sent, then closes the mailer's connections. */
    async close() {
      await background.drain();
      mailer.close();
    },
  };
}
export type Services = ReturnType<typeof createServices>;

/** Builds the whole app without listening (tests call it with `app.inject`). */
export function buildApp(
  config: Config,
  deps: AppDeps,
  services: Services = createServices(config, deps),
): FastifyInstance {
  const app = Fastify({
    loggerInstance: services.logger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
  }) as unknown as FastifyInstance;
  app.addHook('onClose', async () => services.close());

  app.register(errorHandlerPlugin);
  app.register(underPressure, {
    maxEventLoopDelay: 2_000,
    retryAfter: 10,
    pressureHandler: () => {
      throw new AppError(ERROR_CODES.unavailable, 'The service is busy. Try again in a moment.');
    },
  });
  app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only makes sense behind TLS; see the hook below.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  if (config.TRUST_PROXY) {
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
    });
  }
  app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(ERROR_CODES.rateLimited, 'Too many requests. Try again in a minute.'),
  });

  app.register(healthRoutes, { prefix: '/api' });
  app.register(
    async (api) => {
      // API answers carry personal data and tokens: nothing stores them unless a route says otherwise
      // (media bytes are `private`).
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      await api.register(tenancyPlugin, { tenants: services.tenants });
      await api.register(authRoutes, { prefix: '/auth', authService: services.authService });
      await api.register(passwordRecoveryRoutes, {
        prefix: '/auth',
        passwordRecoveryService: services.passwordRecoveryService,
      });
      await api.register(authorizationRoutes, {
        prefix: '/authorization',
        authorizationService: services.authorizationService,
      });
      await api.register(invitationsRoutes, {
        prefix: '/authorization',
        invitationsService: services.invitationsService,
      });
      await api.register(documentsRoutes, { prefix: '/authorization', documentsService: services.documentsService });
      await api.register(questionnairesRoutes, {
        prefix: '/authorization',
        questionnairesService: services.questionnairesService,
      });
      await api.register(profileRoutes, { prefix: '/authorization', profileService: services.profileService });
      await api.register(dependentsRoutes, {
        prefix: '/authorization',
        dependentsService: services.dependentsService,
      });
      await api.register(mediaRoutes, { prefix: '/authorization', mediaService: services.mediaService });
      await api.register(articlesRoutes, { prefix: '/authorization', articlesService: services.articlesService });
      await api.register(videosRoutes, { prefix: '/authorization', videosService: services.videosService });
      await api.register(storageAliasRoutes, { prefix: '/storage', mediaService: services.mediaService });
      await api.register(ingestionRoutes, { prefix: '/ingestion', ingestionService: services.ingestionService });
    },
    { prefix: '/api' },
  );
  app.register(webRoutes, { webDist: config.WEB_DIST, webService: services.webService, tenants: services.tenants });

  return app;
}
