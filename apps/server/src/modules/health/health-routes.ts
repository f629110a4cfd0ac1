import type { FastifyInstance } from 'fastify';
import { ZHealthResponse } from '@portal/contracts/health';
import { defineRoute } from '../../lib/define-route';

/** Liveness only: no database access, so it stays the cheapest route (the benchmark's baseline). */
export async function healthRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/health',
    auth: 'public',
    summary: 'Liveness: the process answers (no database access)',
    tags: ['health'],
    response: { 200: ZHealthResponse },
    handler: () => ({ status: 'ok' as const }),
  });
}
