/**
 * The Fastify app: its platform plugins (request ids, metrics, errors, load shedding, security headers,
 * rate limits) around the routes. What the services are is `services.ts`'s; which routes exist is `routes.ts`'s.
 */
import rateLimit from '@fastify/rate-limit';
import fastifyCookie from '@fastify/cookie';
import underPressure from '@fastify/under-pressure';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { DEVICE_TOKEN_MAX } from '@portal/contracts/devices';
import { ERROR_CODES } from '@portal/contracts/errors';
import type { Config } from './config';
import { getDatabaseStats } from './db/client';
import { AppError } from './lib/errors';
import { BODY_LIMIT_BYTES } from './lib/json-body-size';
import { shouldShed } from './lib/load-shedding';
import type { PressureType } from './lib/load-shedding';
import { REQUEST_ID_HEADER, requestIdFrom } from './lib/request-context';
import { createInstanceReadiness } from './modules/health/instance-readiness';
import type { InstanceReadiness } from './modules/health/instance-readiness';
import { errorHandlerPlugin } from './plugins/error-handler';
import { createMetrics, metricsPlugin } from './plugins/metrics';
import type { Metrics } from './plugins/metrics';
import { requestIdPlugin } from './plugins/request-id';
import { nativeAppCorsPlugin } from './plugins/native-app-cors';
import { securityHeadersPlugin } from './plugins/security-headers';
import { registerRoutes } from './routes';
import { createServices } from './services';
import type { AppDeps, Services } from './services';

/**
 * The longest path parameter the router matches: a device token in `DELETE /devices/:token` (up to
 * DEVICE_TOKEN_MAX characters, each at most three when percent-encoded). Fastify's default, 100, is
 * shorter than an FCM token; longer parameters answer 404 as unknown paths.
 */
export const MAX_PARAM_LENGTH = DEVICE_TOKEN_MAX * 3;

/** Seconds a shed request is told to wait (Retry-After). */
const SHED_RETRY_AFTER_SECONDS = 10;

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance takes traffic; shutdown starts by draining it (server.ts). */
    readiness: InstanceReadiness;
    /** What the operators' listener reports of this app (management-app.ts). */
    metrics: Metrics;
  }
}

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
    // While closing (after SIGTERM): a request on a kept-alive connection gets a complete 503 and the
    // connection is closed; idle kept-alive connections are closed at once, so none holds the close up.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    requestIdHeader: false,
    genReqId: (request) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
  }) as unknown as FastifyInstance;
  app.addHook('onClose', async () => services.close());
  app.decorate('readiness', createInstanceReadiness(config, deps.db, services.logger));
  // While draining, every answer asks its client to close the connection: by the time the listener
  // closes, no kept-alive connection is left for a new request to arrive on.
  app.addHook('onSend', async (_request, reply) => {
    if (app.readiness.draining) reply.header('connection', 'close');
  });
  const metrics = createMetrics({
    database: getDatabaseStats(deps.db),
    passwords: services.passwords,
    instanceId: config.INSTANCE_ID,
  });

  app.decorate('metrics', metrics);
  app.register(requestIdPlugin);
  // Cookies read and written by a maintained parser: `request.cookies`, `reply.setCookie`.
  app.register(fastifyCookie);
  app.register(metricsPlugin, { metrics });
  app.register(errorHandlerPlugin);
  // Overload is answered at once with 503 and Retry-After instead of every request slowing down.
  app.register(underPressure, {
    // 0 turns the check off (under-pressure checks only a positive limit).
    maxEventLoopDelay: config.MAX_EVENT_LOOP_DELAY_MS,
    ...(config.MAX_RSS_MB > 0 ? { maxRssBytes: config.MAX_RSS_MB * 1024 * 1024 } : {}),
    retryAfter: SHED_RETRY_AFTER_SECONDS,
    pressureHandler: async (request, reply, type, value) => {
      if (!shouldShed(request.routeOptions.url, type as PressureType, value)) return;
      reply.header('retry-after', String(SHED_RETRY_AFTER_SECONDS));
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

  registerRoutes(app, config, services, {
    checkResponses: options.checkResponses ?? false,
    readiness: app.readiness,
  });
  return app;
}
