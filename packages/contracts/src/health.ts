/** `GET /api/health`: liveness only (no database), the cheapest route and the benchmark's baseline. */
import * as z from 'zod/mini';

export const ZHealthResponse = z.object({ status: z.literal('ok') });
export type THealthResponse = z.infer<typeof ZHealthResponse>;
