/**
 * Work on this process's own timer: a first run soon after start, then one every interval. A run still
 * going when the next is due is not doubled; a failed run is logged and the next one tries again. The
 * timers never keep the process alive. Jobs that several instances share go through startLeasedJob
 * (scheduled-jobs.ts), which beats on this timer.
 */
export interface Schedule {
  /** No more runs; resolves once a run still going has finished. */
  stop(): Promise<void>;
}

export function startRepeating(options: {
  intervalMs: number;
  firstRunAfterMs: number;
  run: () => Promise<unknown>;
  log: { error(details: object, message: string): void };
  description: string;
}): Schedule {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = options
      .run()
      .catch((error: unknown) => options.log.error({ err: error }, `${options.description} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, options.firstRunAfterMs);
  const every = setInterval(tick, options.intervalMs);
  first.unref();
  every.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
