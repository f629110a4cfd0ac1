/**
 * When the member's last signed-in API request went out (what the server counts towards the idle time):
 * noted by every call that carries the member's token, as start-up tells the API (app/start-clients.ts),
 * and read by the idle timer (session-activity-timer.ts). Apart from session-activity.ts, which ships with
 * the signed-in screens, because start-up needs it before any of them loads.
 *
 * Tabs share the time through local storage, and hear each other through its `storage` event, so a request
 * in one tab keeps the session alive in all; local storage (rather than a BroadcastChannel) also gives a tab
 * opened later the time as it is.
 */

const LAST_REQUEST_KEY = 'session_last_request';

/**
 * The server marks a session as used at most once a minute (its `last_seen_at`), so a request sent
 * sooner after the last one it marked may not move the server's idle clock: such a request is not
 * counted here either, and the app's deadline is never later than the server's.
 */
export const SERVER_SEEN_INTERVAL_MS = 60_000;

type ActivityListener = () => void;
const listeners = new Set<ActivityListener>();

/** A time kept in `storage` (local storage by default), or null when there is none or it cannot be read. */
export function readTime(key: string, storage: Storage = localStorage): number | null {
  try {
    const value = Number(storage.getItem(key));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writeTime(key: string, at: number, storage: Storage = localStorage): void {
  try {
    storage.setItem(key, String(at));
  } catch {
    // Storage full or refused: this tab still knows, through its listeners.
  }
}

/** Whether `at` is at least `intervalMs` after `previous` (or before it: the clock moved back). */
export function isDue(previous: number | null, at: number, intervalMs: number): boolean {
  return previous === null || at < previous || at - previous >= intervalMs;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** A request that carries the member's bearer was sent. */
export function noteSignedInRequest(at: number = Date.now()): void {
  if (!isDue(readTime(LAST_REQUEST_KEY), at, SERVER_SEEN_INTERVAL_MS)) return;
  writeTime(LAST_REQUEST_KEY, at);
  notify();
}

/** When the last signed-in request the server surely counted was sent, in any tab; null: none yet. */
export function readLastSignedInRequest(): number | null {
  return readTime(LAST_REQUEST_KEY);
}

/** Forgets the time (at sign-out: the next session starts its own). */
export function forgetLastSignedInRequest(): void {
  try {
    localStorage.removeItem(LAST_REQUEST_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/**
 * Calls `listener` when the last signed-in request changes, in this tab or another. Answers the
 * function that stops it.
 */
export function onSignedInRequest(listener: ActivityListener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // A null key: another tab cleared the storage (a sign-out).
    if (event.key === LAST_REQUEST_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
