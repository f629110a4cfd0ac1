import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@portal/contracts/errors';
import { ZHealthResponse, ZReadinessResponse } from '@portal/contracts/health';
import type { TConfigurationGap } from '@portal/contracts/health';
import { defineRoute } from '../../lib/define-route';
import { AppError } from '../../lib/errors';
import type { InstanceReadiness } from './instance-readiness';

const LIVE = {
  auth: 'public',
  summary: 'Liveness: the process answers (no database access)',
  tags: ['health'],
  response: { 200: ZHealthResponse },
  handler: () => ({ status: 'ok' as const }),
} as const;

/**
 * Liveness (no database access, so it stays the cheapest route: the benchmark's baseline) and readiness
 * (the database and the media storage answer, and the instance is not draining).
 */
export async function healthRoutes(
  app: FastifyInstance,
  options: { readiness: InstanceReadiness; notConfigured: readonly TConfigurationGap[] },
) {
  const { readiness, notConfigured } = options;
  defineRoute(app, { ...LIVE, method: 'GET', url: '/health' });
  defineRoute(app, {
    ...LIVE,
    method: 'GET',
    url: '/health/live',
    description: 'For an orchestrator’s liveness probe: a failure means restart the process.',
  });
  defineRoute(app, {
    method: 'GET',
    url: '/health/ready',
    auth: 'public',
    summary: 'Readiness: the database and the media storage answer, and the instance is not shutting down',
    description:
      'For a load balancer’s health check: 503 means send this instance no new requests. The 503’s ' +
      '`details` give each check’s state (`ok`, `failed`, `timed-out`) and whether the instance is draining. ' +
      'Ready, `not_configured` lists what still works only as files on the server (email, each platform’s push).',
    tags: ['health'],
    response: { 200: ZReadinessResponse },
    handler: async () => {
      const { ready, draining, checks } = await readiness.report();
      if (!ready) {
        const message = draining
          ? 'Not ready: this instance is shutting down.'
          : 'Not ready: the database or the media storage is not available.';
        throw new AppError(ERROR_CODES.unavailable, message, undefined, { ...checks, draining });
      }
      return {
        status: 'ready' as const,
        checks: { database: 'ok' as const, storage: 'ok' as const },
        not_configured: [...notConfigured],
      };
    },
  });
}
