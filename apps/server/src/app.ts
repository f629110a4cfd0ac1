import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@portal/contracts/errors';
import type { Config } from './config';
import type { Database } from './db/client';
import { createAccessTokens } from './lib/access-tokens';
import { AppError } from './lib/errors';
import { hashPassword } from './lib/passwords';
import { createAuthRepository } from './modules/auth/auth-repository';
import { authRoutes } from './modules/auth/auth-routes';
import { createAuthService } from './modules/auth/auth-service';
import { createAuthorizationRepository } from './modules/authorization/authorization-repository';
import { authorizationRoutes } from './modules/authorization/authorization-routes';
import { createAuthorizationService } from './modules/authorization/authorization-service';
import type { SessionAccount } from './modules/authorization/authorization-repository';
import { createSessionCache } from './modules/authorization/session-cache';
import { healthRoutes } from './modules/health/health-routes';
import { createIngestionRepository } from './modules/ingestion/ingestion-repository';
import { ingestionRoutes } from './modules/ingestion/ingestion-routes';
import { createIngestionService } from './modules/ingestion/ingestion-service';
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

export interface AppDeps {
  db: Database;
  /** The access-token signing secret (see loadAuthSecret). */
  authSecret: string;
}

/** The services, wired once: the composition root. */
export function createServices(
  config: Pick<Config, 'ACCESS_TOKEN_TTL_SECONDS' | 'SESSION_CACHE_TTL_MS' | 'WEB_DIST'>,
  deps: AppDeps,
) {
  const tokens = createAccessTokens({ secret: deps.authSecret, ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS });
  const tenants = createTenantsService({ repository: createTenantsRepository(deps.db) });
  const sessionCache = createSessionCache<SessionAccount>({
    ttlMs: config.SESSION_CACHE_TTL_MS,
    maxEntries: 10_000,
  });
  const authService = createAuthService({
    repository: createAuthRepository(deps.db),
    tokens,
    onSessionRevoked: (sessionId) => sessionCache.evict(sessionId),
  });
  const authorizationService = createAuthorizationService({
    repository: createAuthorizationRepository(deps.db),
    tokens,
    sessionCache,
  });
  const ingestionService = createIngestionService({
    repository: createIngestionRepository(deps.db),
    authenticate: authorizationService.authenticate,
  });
  const provisioningService = createProvisioningService({
    repository: createProvisioningRepository(deps.db),
    hashPassword,
  });
  const webService = createWebService({ webDist: config.WEB_DIST });
  return { tokens, tenants, authService, authorizationService, ingestionService, provisioningService, webService };
}

/** Builds the whole app without listening (tests call it with `app.inject`). */
export function buildApp(config: Config, deps: AppDeps): FastifyInstance {
  const services = createServices(config, deps);
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.*.password'],
        censor: '[redacted]',
      },
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
  });

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
      await api.register(tenancyPlugin, { tenants: services.tenants });
      await api.register(authRoutes, { prefix: '/auth', authService: services.authService });
      await api.register(authorizationRoutes, {
        prefix: '/authorization',
        authorizationService: services.authorizationService,
      });
      await api.register(ingestionRoutes, { prefix: '/ingestion', ingestionService: services.ingestionService });
    },
    { prefix: '/api' },
  );
  app.register(webRoutes, { webDist: config.WEB_DIST, webService: services.webService, tenants: services.tenants });

  return app;
}
