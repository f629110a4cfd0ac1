/**
 * The roll-up job (one instance at a time, see lib/scheduled-jobs.ts): every minute it recomputes the
 * finished days and weeks whose events changed since their last roll-up, oldest first, each in its own
 * short transaction so that nothing else waits long behind it. Yesterday is rolled up in the first
 * minute after midnight (UTC); an event that arrives late for an older day makes that day (and its
 * week) change again, and the next run reads it anew.
 */
import { ANALYTICS_DATABASES } from '@portal/contracts/brands';
import { dayOf } from './periods';
import type { RollupWriter } from './rollup-writer';

export const ROLLUP_INTERVAL_MS = 60_000;
/** Periods read per listing; a run lists again until none is left. */
const ROLLUP_BATCH = 100;

export function createRollupJob(deps: {
  writer: RollupWriter;
  log: { info(details: object, message: string): void };
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Rolls up every changed finished period; returns how many it read. */
    async run(): Promise<number> {
      let rolled = 0;
      for (const database of ANALYTICS_DATABASES) {
        for (;;) {
          const changed = await deps.writer.listChanged(database, dayOf(now()), ROLLUP_BATCH);
          for (const period of changed) {
            await deps.writer.rollUp(database, period);
          }
          rolled += changed.length;
          if (changed.length < ROLLUP_BATCH) break;
        }
      }
      if (rolled > 0) deps.log.info({ periods: rolled }, 'analytics roll-up: periods read');
      return rolled;
    },
  };
}
export type RollupJob = ReturnType<typeof createRollupJob>;
