/**
 * Readiness: whether this instance should be sent traffic. Each check (the database, the media storage)
 * runs with a time-out, and a result is kept for `cacheMs` so a load balancer probing every second costs
 * one query and one file (or one HEAD) per period, however many probes arrive. Draining (after SIGTERM)
 * makes the instance not ready at once, whatever the checks say.
 */
import type { TCheckState } from '@portal/contracts/health';

export type ReadinessCheck = (signal: AbortSignal) => Promise<void>;

export interface ReadinessReport<Name extends string> {
  ready: boolean;
  draining: boolean;
  checks: Record<Name, TCheckState>;
}

export interface Readiness<Name extends string = string> {
  report(): Promise<ReadinessReport<Name>>;
  /** From now on the instance answers not ready (shutdown's first step). */
  startDraining(): void;
  readonly draining: boolean;
}

export function createReadiness<Name extends string>(options: {
  checks: Record<Name, ReadinessCheck>;
  timeoutMs: number;
  cacheMs: number;
  /** Failures are logged here (the reason stays in the log, never in the answer). */
  onFailure: (check: Name, error: unknown) => void;
  now?: () => number;
}): Readiness<Name> {
  const now = options.now ?? Date.now;
  const names = Object.keys(options.checks) as Name[];
  let draining = false;
  let cached: { at: number; checks: Promise<Record<Name, TCheckState>> } | undefined;

  async function runCheck(name: Name): Promise<TCheckState> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timed-out'>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve('timed-out');
      }, options.timeoutMs);
    });
    const checked = options.checks[name](controller.signal).then(
      () => 'ok' as const,
      (error: unknown) => {
        if (!controller.signal.aborted) options.onFailure(name, error);
        return 'failed' as const;
      },
    );
    try {
      const state = await Promise.race([checked, timedOut]);
      if (state === 'timed-out') options.onFailure(name, new Error(`No answer within ${options.timeoutMs} ms.`));
      return state;
    } finally {
      clearTimeout(timer);
    }
  }

  async function runChecks(): Promise<Record<Name, TCheckState>> {
    const states = await Promise.all(names.map(runCheck));
    return Object.fromEntries(names.map((name, index) => [name, states[index]])) as Record<Name, TCheckState>;
  }

  return {
    async report() {
      // Probes arriving together share one run; a finished run is reused for cacheMs.
      if (!cached || now() - cached.at >= options.cacheMs) cached = { at: now(), checks: runChecks() };
      const checks = await cached.checks;
      const healthy = names.every((name) => checks[name] === 'ok');
      return { ready: healthy && !draining, draining, checks };
    },
    startDraining() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}
