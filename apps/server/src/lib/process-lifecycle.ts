/**
 * Graceful shutdown, in the order a load balancer needs: say "not ready" first and keep serving for the
 * drain delay (so the balancer stops sending new requests), then stop accepting connections and let the
 * requests and uploads in flight finish within the grace period, end whatever is still open after it,
 * and only then close what the requests used (the services, the database). Each step is logged.
 */

export interface ShutdownLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface ShutdownPlan {
  log: ShutdownLog;
  /** How long the instance answers not ready while still serving (SHUTDOWN_DRAIN_DELAY_MS). */
  drainDelayMs: number;
  /** How long in-flight requests may take once the listener is closed (SHUTDOWN_GRACE_MS). */
  graceMs: number;
  /** Readiness answers 503 from now on; scheduled work stops starting new runs. */
  startDraining(): Promise<void> | void;
  /** Stops accepting connections; resolves once every open connection has ended (and the services closed). */
  closeServer(): Promise<void>;
  /** Ends the connections still open once the grace period is over. */
  forceCloseConnections(): void;
  /** What the requests used, closed last, in order (scheduled work, the database). */
  release: readonly { name: string; close(): Promise<void> }[];
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs the plan; resolves false when a step failed (requests cut off after the grace period are logged, not a failure). */
export async function shutDown(plan: ShutdownPlan, reason: string): Promise<boolean> {
  const { log } = plan;
  const started = Date.now();
  log.info({ reason, drainDelayMs: plan.drainDelayMs, graceMs: plan.graceMs }, 'shutting down: draining');
  let clean = true;
  try {
    await plan.startDraining();
    if (plan.drainDelayMs > 0) await wait(plan.drainDelayMs);

    log.info({ reason }, 'shutting down: no new connections; finishing the requests in flight');
    const closed = plan.closeServer();
    let graceTimer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      closed.then(() => 'finished' as const),
      new Promise<'overran'>((resolve) => (graceTimer = setTimeout(() => resolve('overran'), plan.graceMs))),
    ]);
    clearTimeout(graceTimer);
    if (outcome === 'overran') {
      log.warn(
        { reason, graceMs: plan.graceMs },
        'shutting down: requests still open after the grace period; closing them',
      );
      plan.forceCloseConnections();
      await closed;
    }

    for (const step of plan.release) {
      try {
        await step.close();
      } catch (error) {
        clean = false;
        log.error({ err: error, step: step.name }, 'shutting down: a step failed');
      }
    }
  } catch (error) {
    log.error({ err: error, reason }, 'shutting down: failed');
    return false;
  }
  log.info({ reason, ms: Date.now() - started, clean }, 'shut down');
  return clean;
}

/**
 * Runs the plan on the first SIGTERM or SIGINT, then exits (0 when it finished cleanly). A second
 * signal is logged and ignored; `hardLimitMs` after the first, the process exits 1 whatever is left.
 */
export function shutDownOnSignals(
  plan: ShutdownPlan,
  options: { hardLimitMs: number; exit?: (code: number) => void },
): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let shuttingDown = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      plan.log.warn({ signal }, 'already shutting down');
      return;
    }
    shuttingDown = true;
    const hardLimit = setTimeout(() => {
      plan.log.error({ hardLimitMs: options.hardLimitMs }, 'shutting down took too long; exiting');
      exit(1);
    }, options.hardLimitMs);
    hardLimit.unref();
    void shutDown(plan, signal).then((clean) => exit(clean ? 0 : 1));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
