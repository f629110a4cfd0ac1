/**
 * A job that every instance starts and one at a time runs (the reminders, the maintenance): each
 * instance tries to take or renew the job's lease in the database every few seconds; the holder runs
 * the job whenever no run has started within the interval (by any instance, so a restart or a change
 * of holder does not run it twice in a period). The lease is renewed while a run goes on; a holder that
 * stops lets it go, one that dies loses it when it expires.
 */
import type { JobLeasesRepository } from './job-leases';
import type { Schedule } from './schedule';
import { startRepeating } from './schedule';

/** How long a lease lasts without renewal: the longest a dead holder delays the job. */
export const JOB_LEASE_MS = 60_000;

export function startLeasedJob(options: {
  /** Unique per job: the lease's key. */
  job: string;
  /** This instance (INSTANCE_ID, else host name and process id). */
  holder: string;
  intervalMs: number;
  firstRunAfterMs: number;
  leaseMs?: number;
  leases: JobLeasesRepository;
  run: () => Promise<unknown>;
  log: { error(details: object, message: string): void };
  description: string;
}): Schedule {
  const { job, holder, leases } = options;
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  let running: Promise<unknown> | undefined;
  let held = false;

  async function beat() {
    const claim = await leases.claim({ job, holder, leaseMs, intervalMs: options.intervalMs });
    held = claim !== undefined;
    if (!claim?.due || running || !(await leases.markRun(job, holder))) return;
    running = options
      .run()
      .catch((error: unknown) => options.log.error({ err: error }, `${options.description} failed`))
      .finally(() => {
        running = undefined;
      });
  }

  // Beats (a renewal, perhaps a run's start) come three times a lease, or every interval if shorter.
  const beats = startRepeating({
    intervalMs: Math.min(options.intervalMs, leaseMs / 3),
    firstRunAfterMs: options.firstRunAfterMs,
    run: beat,
    log: options.log,
    description: `taking the lease of ${options.description}`,
  });

  return {
    async stop() {
      await beats.stop();
      await running;
      if (held) await leases.release(job, holder).catch(() => {});
    },
  };
}
