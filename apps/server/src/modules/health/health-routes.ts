import type { FastifyInstance } from 'fastify';

/** Liveness only: no database access, so it stays the cheapest route (the benchmark's baseline). */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { config: { auth: 'public' } }, async () => ({ status: 'ok' as const }));
}
