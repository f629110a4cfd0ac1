/**
 * The process's health, for load balancers and orchestrators:
 * - `GET /api/health` and `GET /api/health/live`: liveness only (no database), the cheapest routes;
 * - `GET /api/health/ready`: whether this instance should get traffic (its database and media storage
 *   answer, and it is not shutting down). Otherwise 503, an error answer whose `details` give each
 *   check's state (`ok`, `failed`, `timed-out`) and `draining`: never an address or a credential.
 *   Ready, it lists what the deployment has not configured (`not_configured`), which still works only as
 *   files on the server: emails in the outbox, each phone platform's push notifications in the push outbox.
 */
import * as z from 'zod/mini';

export const ZHealthResponse = z.object({ status: z.literal('ok') });
export type THealthResponse = z.infer<typeof ZHealthResponse>;

export const ZCheckState = z.enum(['ok', 'failed', 'timed-out']);
export type TCheckState = z.infer<typeof ZCheckState>;

/** What a deployment may leave unconfigured: it then writes files on the server instead of delivering. */
export const CONFIGURATION_GAPS = ['email', 'push-android', 'push-ios'] as const;
export const ZConfigurationGap = z.enum(CONFIGURATION_GAPS);
export type TConfigurationGap = z.infer<typeof ZConfigurationGap>;

export const ZReadinessResponse = z.object({
  status: z.literal('ready'),
  checks: z.object({ database: z.literal('ok'), storage: z.literal('ok') }),
  not_configured: z.array(ZConfigurationGap),
});
export type TReadinessResponse = z.infer<typeof ZReadinessResponse>;
