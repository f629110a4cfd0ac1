import { startTransition, useEffect, useState } from 'react';

/** The longest the browser may keep an idle callback waiting while it stays busy, in ms. */
export const IDLE_TIMEOUT_MS = 1500;

/**
 * Calls `callback` once the page has painted and the browser is idle (`requestIdleCallback`, at most
 * `timeoutMs` late); where there is no idle callback (WebKit), just after the next paint. Returns a
 * function that cancels the call.
 */
export function whenIdle(callback: () => void, timeoutMs: number = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const { cancelIdleCallback } = window;
    const handle = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    // A task after the frame's callbacks runs once the frame has been painted.
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False on the first render; true once the browser has been idle after it (see `whenIdle`). With
 * `enabled` false it never waits and stays false. For work the screen does not need to be usable:
 * code that loads then does not delay the screen, and what it renders is a transition, which yields
 * to the browser every few milliseconds instead of holding a slow phone's main thread.
 */
export function useIdle(enabled = true, timeoutMs: number = IDLE_TIMEOUT_MS): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    return whenIdle(() => startTransition(() => setIsIdle(true)), timeoutMs);
  }, [enabled, timeoutMs]);
  return isIdle;
}
