import { act, renderHook } from '@/test/render';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noteInteraction } from './session-activity';
import { decideIdle, IDLE_WARNING_MS, useSessionIdleTimer } from './session-activity-timer';
import { noteSignedInRequest } from './signed-in-requests';

const T0 = Date.parse('2026-05-04T09:00:00Z');
const MINUTE = 60_000;
const IDLE_MINUTES = 5;
const END = T0 + IDLE_MINUTES * MINUTE;
const WARNING_AT = END - IDLE_WARNING_MS;

describe('decideIdle', () => {
  const base = { lastRequestAt: T0, lastInteractionAt: null, idleMs: IDLE_MINUTES * MINUTE };

  it('waits until a minute before the end', () => {
    expect(decideIdle({ ...base, now: T0 })).toEqual({ kind: 'wait', until: WARNING_AT });
    expect(decideIdle({ ...base, now: WARNING_AT - 1 })).toEqual({ kind: 'wait', until: WARNING_AT });
  });

  it('warns from a minute before the end when the member has not touched the page since the last request', () => {
    expect(decideIdle({ ...base, now: WARNING_AT })).toEqual({ kind: 'warn', endsAt: END });
    expect(decideIdle({ ...base, now: END - 1, lastInteractionAt: T0 - 1 })).toEqual({ kind: 'warn', endsAt: END });
  });

  it('keeps the session alive without asking when the member touched the page since the last request', () => {
    expect(decideIdle({ ...base, now: WARNING_AT, lastInteractionAt: T0 + 1 })).toEqual({
      kind: 'keep-alive',
      endsAt: END,
    });
  });

  it('signs out at the end, whatever happened on the page', () => {
    expect(decideIdle({ ...base, now: END })).toEqual({ kind: 'sign-out' });
    expect(decideIdle({ ...base, now: END + MINUTE, lastInteractionAt: END - 1 })).toEqual({ kind: 'sign-out' });
  });
});

describe('useSessionIdleTimer', () => {
  let keepAlive: ReturnType<typeof vi.fn<() => void>>;
  let onExpired: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    keepAlive = vi.fn<() => void>();
    onExpired = vi.fn<() => void>();
    noteSignedInRequest(T0);
  });

  function renderTimer(idleMinutes: number | undefined = IDLE_MINUTES) {
    return renderHook(() => useSessionIdleTimer({ idleMinutes, keepAlive, onExpired }));
  }

  function advanceTo(at: number) {
    act(() => {
      vi.advanceTimersByTime(at - Date.now());
    });
  }

  it('warns a minute before the end, then signs out at the end without an answer', () => {
    const { result } = renderTimer();
    advanceTo(WARNING_AT - 1);
    expect(result.current.warningEndsAt).toBeNull();
    advanceTo(WARNING_AT);
    expect(result.current.warningEndsAt).toBe(END);
    expect(keepAlive).not.toHaveBeenCalled();

    // Touching the page while asked is no answer.
    act(() => {
      noteInteraction();
    });
    advanceTo(END - 1);
    expect(onExpired).not.toHaveBeenCalled();
    advanceTo(END);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(result.current.warningEndsAt).toBeNull();
    advanceTo(END + 10 * MINUTE);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session alive without asking when the member touched the page, and counts from its request', () => {
    const { result } = renderTimer();
    noteInteraction(T0 + MINUTE);
    advanceTo(WARNING_AT);
    expect(keepAlive).toHaveBeenCalledTimes(1);
    expect(result.current.warningEndsAt).toBeNull();

    // The keep-alive's request is sent: the next warning is five minutes from it.
    act(() => {
      noteSignedInRequest(WARNING_AT + 200);
    });
    advanceTo(END + 10 * 1000);
    expect(onExpired).not.toHaveBeenCalled();
    expect(result.current.warningEndsAt).toBeNull();
    advanceTo(WARNING_AT + 200 + IDLE_MINUTES * MINUTE - IDLE_WARNING_MS);
    expect(result.current.warningEndsAt).toBe(WARNING_AT + 200 + IDLE_MINUTES * MINUTE);
    expect(keepAlive).toHaveBeenCalledTimes(1);
  });

  it('sends one keep-alive per request, however often it wakes before the request goes', () => {
    renderTimer();
    noteInteraction(T0 + MINUTE);
    advanceTo(WARNING_AT);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(keepAlive).toHaveBeenCalledTimes(1);
    // No request ever went (the network was down): the end still comes.
    advanceTo(END);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('stays signed in when the member answers: a keep-alive, and the warning closes', () => {
    const { result } = renderTimer();
    advanceTo(WARNING_AT + 10_000);
    expect(result.current.warningEndsAt).toBe(END);
    act(() => {
      result.current.staySignedIn();
    });
    expect(result.current.warningEndsAt).toBeNull();
    expect(keepAlive).toHaveBeenCalledTimes(1);
    act(() => {
      noteSignedInRequest();
    });
    advanceTo(END + MINUTE);
    expect(onExpired).not.toHaveBeenCalled();
    expect(result.current.warningEndsAt).toBeNull();
  });

  it('checks at once when the tab is visible again (timers sleep with the laptop)', () => {
    renderTimer();
    // The machine slept through the warning and the end: no timer fired.
    vi.setSystemTime(END + 20 * MINUTE);
    expect(onExpired).not.toHaveBeenCalled();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('warns on becoming visible in the last minute, with the time left as it is', () => {
    const { result } = renderTimer();
    vi.setSystemTime(END - 20_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current.warningEndsAt).toBe(END);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('follows a request in another tab: the warning closes and the end moves', () => {
    const { result } = renderTimer();
    advanceTo(WARNING_AT + 5000);
    expect(result.current.warningEndsAt).toBe(END);

    const otherTabRequest = WARNING_AT + 4000;
    act(() => {
      localStorage.setItem('session_last_request', String(otherTabRequest));
      window.dispatchEvent(new StorageEvent('storage', { key: 'session_last_request' }));
    });
    expect(result.current.warningEndsAt).toBeNull();
    advanceTo(END + MINUTE);
    expect(onExpired).not.toHaveBeenCalled();
    expect(keepAlive).not.toHaveBeenCalled();
    advanceTo(otherTabRequest + IDLE_MINUTES * MINUTE - IDLE_WARNING_MS);
    expect(result.current.warningEndsAt).toBe(otherTabRequest + IDLE_MINUTES * MINUTE);
  });

  it('counts another tab’s interactions: no warning while the member works in another tab', () => {
    const { result } = renderTimer();
    localStorage.setItem('session_last_interaction', String(T0 + 2 * MINUTE));
    advanceTo(WARNING_AT);
    expect(result.current.warningEndsAt).toBeNull();
    expect(keepAlive).toHaveBeenCalledTimes(1);
  });

  it('does nothing without the programme’s idle minutes or a request to count from', () => {
    const first = renderHook(() => useSessionIdleTimer({ idleMinutes: undefined, keepAlive, onExpired }));
    advanceTo(END + MINUTE);
    expect(first.result.current.warningEndsAt).toBeNull();
    first.unmount();

    localStorage.removeItem('session_last_request');
    const second = renderTimer();
    advanceTo(END + 30 * MINUTE);
    expect(second.result.current.warningEndsAt).toBeNull();
    expect(onExpired).not.toHaveBeenCalled();
    expect(keepAlive).not.toHaveBeenCalled();
  });
});
