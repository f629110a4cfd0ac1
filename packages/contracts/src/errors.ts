import * as z from 'zod/mini';

/** The body of every 4xx and 5xx answer from every service. */
export const ZErrorResponse = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  code: z.optional(z.string()),
  /** The input field a validation error is about (`email`, `properties.plan`). */
  field: z.optional(z.string()),
  /** Machine-readable facts about the error, when it has any (`{ retake_available_at: "…" }`). */
  details: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export { ERROR_CODES } from './error-codes';

/** The answer to every API request of a suspended programme (the app shows its own page with these words). */
export const PROGRAMME_SUSPENDED_MESSAGE =
  'This programme is suspended. Your account and everything in it are kept; contact your programme’s support to find out more.';
