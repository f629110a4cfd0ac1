/**
 * Whether an error means the database could not be reached or went away (a restart, a fail-over, a
 * pool that cannot open a connection in time), rather than a fault in the query. Such a request is
 * answered 503 with Retry-After: nothing was written (a transaction cut off is rolled back by
 * PostgreSQL), and trying again shortly succeeds once the pool has reconnected.
 */

/** postgres.js's own codes and the socket errors under them. */
const CONNECTION_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or cannot take the work now: 57P01-57P03 (shutdown,
 * crash, starting up), 57014 (cancelled by the statement time-out), 53300 (too many connections),
 * and class 08 (connection exceptions).
 */
function isUnavailableState(code: string): boolean {
  return ['57P01', '57P02', '57P03', '57014', '53300'].includes(code) || /^08[0-9A-Z]{3}$/.test(code);
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || isUnavailableState(code))) return true;
  // Drizzle wraps the driver's error as `cause`; a refused connection to several addresses is an AggregateError.
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
