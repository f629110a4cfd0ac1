/**
 * The process's health, for load balancers and orchestrators:
 * - `GET /api/health` and `GET /api/health/live`: liveness only (no database), the cheapest routes;
 * - `GET /api/health/ready`: whether this instance should get traffic (its database and media storage
 *   answer, and it is not shutting down). Otherwise 503, an error answer whose `details` give each
 *   check's state (`ok`, `failed`, `timed-out`) and `draining`: never an address or a credential.
 */
import * as z from 'zod/mini';

export const ZHealthResponse = z.object({ status: z.literal('ok') });
export type THealthResponse = z.infer<typeof ZHealthResponse>;

export const ZCheckState = z.enum(['ok', 'failed', 'timed-out']);
export type TCheckState = z.infer<typeof ZCheckState>;

export const ZReadinessResponse = z.object({
  status: z.literal('ready'),
  checks: z.object({ database: z.literal('ok'), storage: z.literal('ok') }),
});
export type TReadinessResponse = z.infer<typeof ZReadinessResponse>;
