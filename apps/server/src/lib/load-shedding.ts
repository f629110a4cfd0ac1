/**
 * When the portal sheds a request (503 with Retry-After at once) rather than let every request slow down.
 * @fastify/under-pressure measures; this decides what its measurement means.
 */

/**
 * Answered even under load: the process's liveness is how an orchestrator sees it alive (the metrics are
 * on the operators' listener, which sheds nothing).
 */
const NEVER_SHED = new Set(['/api/health', '/api/health/live']);

/** What under-pressure reports as the cause of the pressure (its TYPE_* constants). */
export type PressureType = 'eventLoopDelay' | 'heapUsedBytes' | 'rssBytes' | 'healthCheck' | 'eventLoopUtilization';

/**
 * Whether a request to `route` (its pattern; undefined for an unknown path) is shed under this pressure.
 * under-pressure reads a sampling window in which the event-loop monitor took no sample (its mean is NaN)
 * as an infinite delay. A missing sample is not an overload: it follows one long task (a big query on the
 * embedded database, a test machine's pause), whose delay the next window measures.
 */
export function shouldShed(route: string | undefined, type: PressureType, value: number | undefined): boolean {
  if (route !== undefined && NEVER_SHED.has(route)) return false;
  if (type === 'eventLoopDelay' && !Number.isFinite(value)) return false;
  return true;
}
