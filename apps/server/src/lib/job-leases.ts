/**
 * Leases on scheduled jobs (`scheduled_job_leases`): which instance runs a job. Taking or renewing is
 * one atomic upsert that succeeds only when the lease is free, expired, or already this holder's, so two
 * instances never both hold it. The database's clock decides every time.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { scheduledJobLeases } from '../db/schema';

export interface JobLeasesRepository {
  /** Takes or renews the lease for `leaseMs`; undefined when another holder has it. `due`: no run within `intervalMs`. */
  claim(input: {
    job: string;
    holder: string;
    leaseMs: number;
    intervalMs: number;
  }): Promise<{ due: boolean } | undefined>;
  /** Records that the holder starts a run now; false if it no longer holds the lease. */
  markRun(job: string, holder: string): Promise<boolean>;
  /** Lets another instance take the lease at once (this one stops). */
  release(job: string, holder: string): Promise<void>;
}

const milliseconds = (ms: number) => sql`${Math.max(1, Math.trunc(ms))} * interval '1 millisecond'`;

export function createJobLeasesRepository(db: Database): JobLeasesRepository {
  return {
    async claim({ job, holder, leaseMs, intervalMs }) {
      const [row] = await db
        .insert(scheduledJobLeases)
        .values({ job, holder, expiresAt: sql`now() + ${milliseconds(leaseMs)}` })
        .onConflictDoUpdate({
          target: scheduledJobLeases.job,
          set: { holder, expiresAt: sql`excluded.expires_at` },
          setWhere: sql`${scheduledJobLeases.expiresAt} <= now() or ${scheduledJobLeases.holder} = ${holder}`,
        })
        .returning({
          due: sql<boolean>`${scheduledJobLeases.lastRunAt} is null or ${scheduledJobLeases.lastRunAt} <= now() - ${milliseconds(intervalMs)}`,
        });
      return row ? { due: Boolean(row.due) } : undefined;
    },

    async markRun(job, holder) {
      const marked = await db
        .update(scheduledJobLeases)
        .set({ lastRunAt: sql`now()` })
        .where(
          and(
            eq(scheduledJobLeases.job, job),
            eq(scheduledJobLeases.holder, holder),
            sql`${scheduledJobLeases.expiresAt} > now()`,
          ),
        )
        .returning({ job: scheduledJobLeases.job });
      return marked.length > 0;
    },

    async release(job, holder) {
      await db
        .update(scheduledJobLeases)
        // A millisecond before now: the column keeps milliseconds and rounds, so `now()` itself could be
        // stored up to half a millisecond later than a claim that follows at once, which would be refused.
        .set({ expiresAt: sql`now() - interval '1 millisecond'` })
        .where(and(eq(scheduledJobLeases.job, job), eq(scheduledJobLeases.holder, holder)));
    },
  };
}
