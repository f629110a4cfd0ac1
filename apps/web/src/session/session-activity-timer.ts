import { useCallback, useEffect, useRef, useState } from 'react';
import { noteInteraction, readLastInteraction, watchInteractions } from './session-activity';
import { onSignedInRequest, readLastSignedInRequest } from './signed-in-requests';

/** How long before the end the member is asked whether they are still there. */
export const IDLE_WARNING_MS = 60_000;

export interface IdleInputs {
  now: number;
  /** When the last signed-in request was sent (signed-in-requests.ts). */
  lastRequestAt: number;
  /** The member's last interaction with the page; null when none is known or none counts. */
  lastInteractionAt: number | null;
  idleMs: number;
  warningMs?: number;
}

export type IdleDecision =
  /** Nothing to do until `until` (the warning time). */
  | { kind: 'wait'; until: number }
  /** The member was here since the last request: refresh the session without asking. */
  | { kind: 'keep-alive'; endsAt: number }
  /** Ask: still there? The session ends at `endsAt`. */
  | { kind: 'warn'; endsAt: number }
  /** The time is up. */
  | { kind: 'sign-out' };

/** What the idle timer does now: a pure function of the clock and the last activity. */
export function decideIdle({
  now,
  lastRequestAt,
  lastInteractionAt,
  idleMs,
  warningMs = IDLE_WARNING_MS,
}: IdleInputs): IdleDecision {
  const endsAt = lastRequestAt + idleMs;
  if (now >= endsAt) return { kind: 'sign-out' };
  const warnAt = endsAt - warningMs;
  if (now < warnAt) return { kind: 'wait', until: warnAt };
  if (lastInteractionAt !== null && lastInteractionAt > lastRequestAt) return { kind: 'keep-alive', endsAt };
  return { kind: 'warn', endsAt };
}

export interface SessionIdleTimerOptions {
  /** The programme's idle minutes; undefined: none known, so no timer. */
  idleMinutes: number | undefined;
  /** Sends a signed-in request (which session-activity notes, moving the deadline). */
  keepAlive: () => void;
  /** The time is up: sign out. Called once. */
  onExpired: () => void;
}

export interface SessionIdleTimer {
  /** When the session ends while the member is being asked; null while not asking. */
  warningEndsAt: number | null;
  /** The member answered that they are still there. */
  staySignedIn: () => void;
}

/**
 * The idle timer of a signed-in layout. It wakes at the warning time (real clock: `Date.now`), whenever
 * a signed-in request is sent in this tab or another, and when the tab becomes visible again (a sleeping
 * laptop's timers run late, so the deadline is checked at once). While the warning shows, only an answer
 * (or a request from another tab) counts: touching the page does not.
 */
export function useSessionIdleTimer({ idleMinutes, keepAlive, onExpired }: SessionIdleTimerOptions): SessionIdleTimer {
  const [warningEndsAt, setWarningEndsAt] = useState<number | null>(null);
  const warningRef = useRef<number | null>(null);
  const callbacks = useRef({ keepAlive, onExpired });
  useEffect(() => {
    callbacks.current = { keepAlive, onExpired };
  });
  /** The request a keep-alive was sent after: one per request, however often the timer wakes meanwhile. */
  const keptAliveAfter = useRef<number | null>(null);
  const expired = useRef(false);
  const check = useRef<() => void>(() => undefined);

  const setWarning = useCallback((endsAt: number | null) => {
    warningRef.current = endsAt;
    setWarningEndsAt(endsAt);
  }, []);

  const sendKeepAlive = useCallback((lastRequestAt: number) => {
    if (keptAliveAfter.current === lastRequestAt) return;
    keptAliveAfter.current = lastRequestAt;
    callbacks.current.keepAlive();
  }, []);

  useEffect(() => {
    if (idleMinutes === undefined || idleMinutes <= 0) return;
    const idleMs = idleMinutes * 60_000;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const wakeAt = (at: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => check.current(), Math.max(0, at - Date.now()));
    };

    check.current = () => {
      if (expired.current) return;
      const lastRequestAt = readLastSignedInRequest();
      if (lastRequestAt === null) {
        clearTimeout(timer);
        setWarning(null);
        return;
      }
      const decision = decideIdle({
        now: Date.now(),
        lastRequestAt,
        lastInteractionAt: warningRef.current === null ? readLastInteraction() : null,
        idleMs,
      });
      switch (decision.kind) {
        case 'wait':
          setWarning(null);
          wakeAt(decision.until);
          break;
        case 'keep-alive':
          // The request it sends wakes the timer again; the end stays the backstop if it never goes.
          wakeAt(decision.endsAt);
          sendKeepAlive(lastRequestAt);
          break;
        case 'warn':
          setWarning(decision.endsAt);
          wakeAt(decision.endsAt);
          break;
        case 'sign-out':
          clearTimeout(timer);
          expired.current = true;
          setWarning(null);
          callbacks.current.onExpired();
          break;
      }
    };

    const onVisibility = () => {
      if (document.visibilityState === 'visible') check.current();
    };
    const stopRequests = onSignedInRequest(() => check.current());
    const stopInteractions = watchInteractions();
    document.addEventListener('visibilitychange', onVisibility);
    check.current();
    return () => {
      clearTimeout(timer);
      stopRequests();
      stopInteractions();
      document.removeEventListener('visibilitychange', onVisibility);
      check.current = () => undefined;
      setWarning(null);
    };
  }, [idleMinutes, sendKeepAlive, setWarning]);

  const staySignedIn = useCallback(() => {
    const lastRequestAt = readLastSignedInRequest();
    noteInteraction();
    setWarning(null);
    if (lastRequestAt !== null) sendKeepAlive(lastRequestAt);
  }, [sendKeepAlive, setWarning]);

  return { warningEndsAt, staySignedIn };
}
