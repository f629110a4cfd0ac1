/**
 * The operators' listener: `GET /api/metrics` on its own port (METRICS_PORT, bound to METRICS_HOST,
 * loopback unless METRICS_TOKEN is set), so the public listener never answers it, whatever a reverse
 * proxy on the same machine forwards. Its own requests are not counted in the metrics it serves.
 */
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { metricsRoutes } from './modules/health/metrics-routes';
import { authenticationPlugin } from './plugins/authentication';
import { errorHandlerPlugin } from './plugins/error-handler';
import type { Metrics } from './plugins/metrics';
import { routeContractsPlugin } from './plugins/route-contracts';
import type { Services } from './services';

export function buildManagementApp(
  config: Pick<Config, 'METRICS_TOKEN'>,
  services: Pick<Services, 'logger' | 'sessionsService'>,
  metrics: Metrics,
): FastifyInstance {
  const app = Fastify({
    loggerInstance: services.logger.child({ listener: 'operators' }),
  }) as unknown as FastifyInstance;
  app.register(errorHandlerPlugin);
  app.register(routeContractsPlugin, { checkResponses: false });
  app.register(authenticationPlugin, {
    sessionsService: services.sessionsService,
    metricsToken: config.METRICS_TOKEN,
  });
  app.register(metricsRoutes, { prefix: '/api', metrics });
  return app;
}
