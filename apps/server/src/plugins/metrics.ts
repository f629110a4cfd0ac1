/**
 * Prometheus metrics (served by `GET /api/metrics`, modules/health/metrics-routes.ts): requests counted
 * and timed by method, route pattern (never the path as sent: ids and tokens stay out, and the series
 * stay few) and status class; requests in flight; the database pool (its size, queries in flight); the
 * password hashing queue (running, waiting, the most ever running, the limit); and prom-client's
 * process metrics (event-loop delay, memory, CPU). One registry per app, so test apps do not share one.
 * No label or value ever holds what a member sent.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseStats } from '../db/client';
import type { PasswordHasher } from '../lib/passwords';

/** Seconds; the API's answers are expected in milliseconds, uploads and exports in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface Metrics {
  registry: Registry;
  requestStarted(request: FastifyRequest): void;
  /** Answered (counted and timed), or `answered` undefined: the client went away first (only no longer in flight). */
  requestEnded(request: FastifyRequest, answered?: { statusCode: number; seconds: number }): void;
}

export function createMetrics(deps: {
  database: DatabaseStats | undefined;
  passwords: Pick<PasswordHasher, 'stats'>;
  /** INSTANCE_ID, as an `instance_id` label on every series (Prometheus's own `instance` is the scraped address). */
  instanceId: string | undefined;
}): Metrics {
  const registry = new Registry();
  if (deps.instanceId) registry.setDefaultLabels({ instance_id: deps.instanceId });
  let inFlight = 0;
  const started = new WeakSet<FastifyRequest>();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status class.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to its answer being sent, by method, route pattern and status class.',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests received and not yet answered.',
    registers: [registry],
    collect() {
      this.set(inFlight);
    },
  });
  const { database, passwords } = deps;
  if (database) {
    new Gauge({
      name: 'portal_db_pool_max',
      help: 'The most database connections this instance opens (DATABASE_POOL_MAX; PGlite: 1).',
      registers: [registry],
      collect() {
        this.set(database.poolMax);
      },
    });
    new Gauge({
      name: 'portal_db_queries_in_flight',
      help: 'Queries and transactions sent to the database and not yet answered (running or queued for a connection).',
      registers: [registry],
      collect() {
        this.set(database.inFlight);
      },
    });
  }
  const hashGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  hashGauge('portal_password_hashes_active', 'Password hashes (argon2id) running now.', () => passwords.stats.active);
  hashGauge('portal_password_hashes_waiting', 'Password hashes waiting for a slot.', () => passwords.stats.waiting);
  hashGauge(
    'portal_password_hashes_peak',
    'The most password hashes that ever ran at once in this process.',
    () => passwords.stats.peak,
  );
  hashGauge(
    'portal_password_hash_concurrency',
    'The most password hashes allowed at once (HASH_CONCURRENCY).',
    () => passwords.stats.concurrency,
  );

  return {
    registry,
    requestStarted(request) {
      started.add(request);
      inFlight += 1;
    },
    requestEnded(request, answered) {
      if (started.delete(request)) inFlight -= 1;
      if (!answered) return;
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(answered.statusCode / 100)}xx`,
      };
      requests.inc(labels);
      duration.observe(labels, answered.seconds);
    },
  };
}

/** Counts and times every request the app answers (registered at the root, before any route). */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { metrics: Metrics }) => {
    const { metrics } = options;
    app.addHook('onRequest', async (request) => metrics.requestStarted(request));
    // onResponse runs once the answer is sent, also after an error or a 404.
    app.addHook('onResponse', async (request, reply) => {
      metrics.requestEnded(request, { statusCode: reply.statusCode, seconds: reply.elapsedTime / 1000 });
    });
    // A client that went away before its answer is no longer in flight.
    app.addHook('onRequestAbort', async (request) => metrics.requestEnded(request));
  },
  { name: 'metrics' },
);
