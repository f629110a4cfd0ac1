/**
 * When the member last used the session: the last signed-in API request (what the server counts) and the
 * last time they touched the page (what says someone is still there). The idle warning reads both.
 *
 * Tabs share them through local storage, and hear each other through its `storage` event, so a request
 * in one tab keeps the session alive in all and no other tab warns wrongly; local storage (rather than a
 * BroadcastChannel) also gives a tab opened later the times as they are.
 */

const LAST_REQUEST_KEY = 'session_last_request';
const LAST_INTERACTION_KEY = 'session_last_interaction';

/**
 * The server marks a session as used at most once a minute (its `last_seen_at`), so a request sent
 * sooner after the last one it marked may not move the server's idle clock: such a request is not
 * counted here either, and the app's deadline is never later than the server's.
 */
export const SERVER_SEEN_INTERVAL_MS = 60_000;

/** Interactions are shared with other tabs at most this often (pointer and scroll events come in floods). */
const SHARE_INTERACTION_EVERY_MS = 5_000;

type ActivityListener = () => void;
const listeners = new Set<ActivityListener>();

function readTime(key: string, storage: Storage = localStorage): number | null {
  try {
    const value = Number(storage.getItem(key));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function writeTime(key: string, at: number, storage: Storage = localStorage): void {
  try {
    storage.setItem(key, String(at));
  } catch {
    // Storage full or refused: this tab still knows, through its listeners.
  }
}

/** Whether `at` is at least `intervalMs` after `previous` (or before it: the clock moved back). */
function isDue(previous: number | null, at: number, intervalMs: number): boolean {
  return previous === null || at < previous || at - previous >= intervalMs;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** A request that carries the member's bearer was sent (api/create-client.ts calls this). */
export function noteSignedInRequest(at: number = Date.now()): void {
  if (!isDue(readTime(LAST_REQUEST_KEY), at, SERVER_SEEN_INTERVAL_MS)) return;
  writeTime(LAST_REQUEST_KEY, at);
  notify();
}

/** When the last signed-in request the server surely counted was sent, in any tab; null: none yet. */
export function readLastSignedInRequest(): number | null {
  return readTime(LAST_REQUEST_KEY);
}

/** The member touched the page (a pointer, a key, a scroll): kept for this tab (its session storage) at once. */
export function noteInteraction(at: number = Date.now()): void {
  if (isDue(readTime(LAST_INTERACTION_KEY), at, SHARE_INTERACTION_EVERY_MS)) writeTime(LAST_INTERACTION_KEY, at);
  writeTime(LAST_INTERACTION_KEY, at, sessionStorage);
}

/** The member's last interaction with the portal in this tab or another; null: none known. */
export function readLastInteraction(): number | null {
  const shared = readTime(LAST_INTERACTION_KEY);
  const here = readTime(LAST_INTERACTION_KEY, sessionStorage);
  if (here === null || shared === null) return here ?? shared;
  return Math.max(here, shared);
}

/** Forgets both times (at sign-out: the next session starts its own). */
export function forgetSessionActivity(): void {
  try {
    localStorage.removeItem(LAST_REQUEST_KEY);
    localStorage.removeItem(LAST_INTERACTION_KEY);
    sessionStorage.removeItem(LAST_INTERACTION_KEY);
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

const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Notes the member's interactions with the page until the answered function is called. Passive
 * listeners, in the capture phase so a scroll inside any element counts, and a cheap check per event.
 */
export function watchInteractions(): () => void {
  let lastSeen = 0;
  const onEvent = () => {
    const at = Date.now();
    // Scroll and pointer events come many a second; one note a second is plenty.
    if (at >= lastSeen && at - lastSeen < 1000) return;
    lastSeen = at;
    noteInteraction(at);
  };
  const options: AddEventListenerOptions = { passive: true, capture: true };
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, onEvent, options);
  return () => {
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, onEvent, options);
  };
}
