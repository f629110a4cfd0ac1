/**
 * The roll-up job (one instance at a time, see lib/scheduled-jobs.ts): every minute it recomputes the
 * finished days and then weeks whose events changed since their last roll-up, oldest first, each in its
 * own short transaction so that nothing else waits long behind it. Yesterday is rolled up in the first
 * minute after midnight (UTC); an event that arrives late for an older day makes that day (and its
 * week) change again, and the next run reads it anew.
 */
import { ANALYTICS_DATABASES } from '@portal/contracts/brand-fields';
import { dayOf } from '../../../lib/utc-days';
import type { ListCursor, RollupWriter } from './rollup-writer';

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
    /** Rolls up every changed finished period, the days first (a week is read from its days); how many. */
    async run(): Promise<number> {
      let rolled = 0;
      for (const database of ANALYTICS_DATABASES) {
        for (const period of ['day', 'week'] as const) {
          let cursor: ListCursor | undefined;
          for (;;) {
            const changed = await deps.writer.listChanged(database, period, dayOf(now()), ROLLUP_BATCH, cursor);
            for (const found of changed) {
              if (await deps.writer.rollUp(database, found)) rolled += 1;
            }
            const last = changed.at(-1);
            if (!last || changed.length < ROLLUP_BATCH) break;
            cursor = { start: last.start, tenantId: last.tenantId };
          }
        }
      }
      if (rolled > 0) deps.log.info({ periods: rolled }, 'analytics roll-up: periods read');
      return rolled;
    },
  };
}
export type RollupJob = ReturnType<typeof createRollupJob>;
