/**
 * How many heavy analytics reads (`/select`, the engagement report) one tenant runs at once on this
 * instance. Each reads up to 400 days of events; twenty at once held the database from everyone. A
 * tenant gets ANALYTICS_QUERIES_PER_TENANT running and as many again waiting their turn; one more is
 * refused at once (429 with Retry-After) rather than queued behind the rest or left to hang. Other
 * tenants' reads never wait for this tenant's.
 */
import { ERROR_CODES } from '@portal/contracts/errors';
import { INGESTION_MESSAGES } from '@portal/contracts/ingestion';
import { AppError } from '../../lib/errors';
import type { Semaphore } from '../../lib/semaphore';
import { createSemaphore } from '../../lib/semaphore';

/** What a refused read is told to wait: a report takes seconds at most. */
export const ANALYTICS_BUSY_RETRY_AFTER_SECONDS = 5;

export class AnalyticsBusyError extends AppError {
  readonly retryAfterSeconds = ANALYTICS_BUSY_RETRY_AFTER_SECONDS;

  constructor() {
    super(ERROR_CODES.rateLimited, INGESTION_MESSAGES.queriesBusy, undefined, {
      retry_after_seconds: ANALYTICS_BUSY_RETRY_AFTER_SECONDS,
    });
    this.name = 'AnalyticsBusyError';
  }
}

export interface AnalyticsReadGate {
  /** Runs `task` in one of the tenant's slots; throws AnalyticsBusyError when they and the queue are full. */
  run<T>(tenantId: string, task: () => Promise<T>): Promise<T>;
}

export function createAnalyticsReadGate(perTenant: number): AnalyticsReadGate {
  const tenants = new Map<string, Semaphore>();
  return {
    async run(tenantId, task) {
      let semaphore = tenants.get(tenantId);
      if (!semaphore) {
        semaphore = createSemaphore(perTenant);
        tenants.set(tenantId, semaphore);
      }
      if (semaphore.active >= perTenant && semaphore.waiting >= perTenant) throw new AnalyticsBusyError();
      return semaphore.run(task);
    },
  };
}
