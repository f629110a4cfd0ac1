import { forgetLastSignedInRequest, isDue, readTime, writeTime } from './signed-in-requests';

/**
 * When the member last touched the page (what says someone is still there), beside the last signed-in API
 * request (what the server counts: signed-in-requests.ts). The idle warning reads both.
 *
 * Tabs share the time through local storage, so no other tab warns wrongly while the member uses this one;
 * this tab also keeps its own in session storage, at once.
 */

const LAST_INTERACTION_KEY = 'session_last_interaction';

/** Interactions are shared with other tabs at most this often (pointer and scroll events come in floods). */
const SHARE_INTERACTION_EVERY_MS = 5_000;

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
  forgetLastSignedInRequest();
  try {
    localStorage.removeItem(LAST_INTERACTION_KEY);
    sessionStorage.removeItem(LAST_INTERACTION_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
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
