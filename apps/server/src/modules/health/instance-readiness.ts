import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createHealthRepository } from './health-repository';
import type { Readiness } from './readiness';
import { createReadiness } from './readiness';
import { createStorageProbe } from './storage-probe';

/** A check that has not answered in this long counts as failed: a probe must answer fast. */
export const READINESS_TIMEOUT_MS = 2_000;
/** Probes within this long of the last run share its result (a balancer may probe every second). */
export const READINESS_CACHE_MS = 2_000;

export type InstanceReadiness = Readiness<'database' | 'storage'>;

/** This instance's readiness: its database and its media storage. */
export function createInstanceReadiness(config: Config, db: Database, log: Pick<Logger, 'warn'>): InstanceReadiness {
  const repository = createHealthRepository(db);
  return createReadiness({
    checks: { database: () => repository.ping(), storage: createStorageProbe(config) },
    timeoutMs: READINESS_TIMEOUT_MS,
    cacheMs: READINESS_CACHE_MS,
    onFailure: (check, error) => log.warn({ check, err: error }, 'readiness check failed'),
  });
}
