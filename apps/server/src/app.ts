/**
 * The Fastify app: its platform plugins (errors, load shedding, security headers, rate limits) around
 * the routes. What the services are is `services.ts`'s; which routes exist is `routes.ts`'s.
 */
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { DEVICE_TOKEN_MAX } from '@portal/contracts/devices';
import { ERROR_CODES } from '@portal/contracts/errors';
import type { Config } from './config';
import { AppError } from './lib/errors';
import { errorHandlerPlugin } from './plugins/error-handler';
import { nativeAppCorsPlugin } from './plugins/native-app-cors';
import { securityHeadersPlugin } from './plugins/security-headers';
import { registerRoutes } from './routes';
import { createServices } from './services';
import type { AppDeps, Services } from './services';

/** JSON bodies are small everywhere in this API. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The longest path parameter the router matches: a device token in `DELETE /devices/:token` (up to
 * DEVICE_TOKEN_MAX characters, each at most three when percent-encoded). Fastify's default, 100, is
 * shorter than an FCM token; longer parameters answer 404 as unknown paths.
 */
export const MAX_PARAM_LENGTH = DEVICE_TOKEN_MAX * 3;

export interface BuildOptions {
  /**
   * Checks every JSON answer against its route's declared schema and answers 500 (logging why) when it
   * does not match. The tests turn it on; it costs a parse per answer, so production leaves it off.
   */
  checkResponses?: boolean;
}

/** Builds the whole app without listening (tests call it with `app.inject`). */
export function buildApp(
  config: Config,
  deps: AppDeps,
  services: Services = createServices(config, deps),
  options: BuildOptions = {},
): FastifyInstance {
  const app = Fastify({
    loggerInstance: services.logger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
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
  app.register(securityHeadersPlugin, { trustProxy: config.TRUST_PROXY });
  app.register(nativeAppCorsPlugin, { origins: config.NATIVE_APP_ORIGINS });
  // Counters shared by every instance when REDIS_URL or DATABASE_URL is set (lib/rate-limit-store.ts).
  app.register(rateLimit, {
    ...services.rateLimitStore.pluginOptions,
    global: false,
    errorResponseBuilder: () => new AppError(ERROR_CODES.rateLimited, 'Too many requests. Try again in a minute.'),
  });

  registerRoutes(app, config, services, { checkResponses: options.checkResponses ?? false });
  return app;
}
