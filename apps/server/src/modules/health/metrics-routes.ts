import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import type { Metrics } from '../../plugins/metrics';

/** Prometheus's text format (0.0.4), what prom-client writes. */
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

/** `GET /api/metrics` for the operators' Prometheus (who may call it: lib/operator-access.ts). */
export async function metricsRoutes(app: FastifyInstance, options: { metrics: Metrics }) {
  const { registry } = options.metrics;
  defineRoute(app, {
    method: 'GET',
    url: '/metrics',
    auth: 'operator',
    summary: 'Prometheus metrics: requests by route, latency, the database pool, password hashing, the process',
    description:
      'Prometheus’s text format. With METRICS_TOKEN set, send it as a bearer token; without it, only ' +
      'clients on the server’s loopback address are answered (anyone else gets 404).',
    tags: ['health'],
    response: { 200: { description: 'The metrics, in Prometheus’s text format.', contentTypes: [PROMETHEUS_TEXT] } },
    handler: async (_input, _request, reply) => reply.type(registry.contentType).send(await registry.metrics()),
  });
}
