import type { BackgroundTasks } from '../../../lib/background-tasks';

/** How often a session's `last_seen_at` is written, at most, per process. */
export const SESSION_SEEN_INTERVAL_MS = 60_000;

export interface SessionActivity {
  /** Notes that the session was used now: returns at once; the write, when due, runs in the background. */
  seen(sessionId: string, tenantId: string): void;
  /** Forgets an ended session. */
  forget(sessionId: string): void;
}

/**
 * Keeps `sessions.last_seen_at` roughly current without a write on every request: one background write per
 * session a minute per process (the write itself skips a row another instance marked within half of it).
 * A failed write is logged; the request it came from has long been answered.
 */
export function createSessionActivity(deps: {
  touch: (sessionId: string, tenantId: string, withinMs: number) => Promise<void>;
  background: Pick<BackgroundTasks, 'run'>;
  /** Bounds the memory: past it, the oldest entries go (their next request writes again, harmlessly). */
  maxEntries: number;
  now?: () => number;
}): SessionActivity {
  const now = deps.now ?? Date.now;
  /** Session id → when this process last wrote it. In insertion order, so the first is the oldest. */
  const lastWritten = new Map<string, number>();

  return {
    seen(sessionId, tenantId) {
      const at = now();
      const previous = lastWritten.get(sessionId);
      if (previous !== undefined && at - previous < SESSION_SEEN_INTERVAL_MS) return;
      lastWritten.delete(sessionId);
      lastWritten.set(sessionId, at);
      if (lastWritten.size > deps.maxEntries) {
        const oldest = lastWritten.keys().next().value;
        if (oldest !== undefined) lastWritten.delete(oldest);
      }
      deps.background.run(() => deps.touch(sessionId, tenantId, SESSION_SEEN_INTERVAL_MS / 2), {
        message: 'Could not mark a session as used',
        details: { sessionId },
      });
    },
    forget(sessionId) {
      lastWritten.delete(sessionId);
    },
  };
}
