/**
 * The codes of the services' error answers, apart from their zod schema (errors.ts): the app's first
 * script reads them without taking zod with it.
 */
/** Stable codes the app can react to without parsing messages. */
export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  wrongTenant: 'WRONG_TENANT',
  notFound: 'NOT_FOUND',
  /** The request clashes with what exists (inviting an address that already has an active account). */
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  internal: 'INTERNAL',
  unavailable: 'SERVICE_UNAVAILABLE',
  /** The programme is suspended: its members and admins can neither sign in nor use the API until it resumes. */
  programmeSuspended: 'PROGRAMME_SUSPENDED',
} as const;
