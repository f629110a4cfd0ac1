import { renderHook } from '../test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, useIdle, whenIdle } from './use-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('asks for an idle callback with a timeout, and cancels it', () => {
    const requestIdleCallback = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const callback = vi.fn();

    const cancel = whenIdle(callback, 900);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 900 });
    requestIdleCallback.mock.calls[0]?.[0]({ didTimeout: true, timeRemaining: () => 0 });
    expect(callback).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without idle callbacks (WebKit), calls back just after the next frame, unless cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const callback = vi.fn();
    whenIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('useIdle', () => {
  it('is false on the first render and true once the browser is idle; never waits when disabled', () => {
    const callbacks: IdleRequestCallback[] = [];
    const requestIdleCallback = vi.fn((callback: IdleRequestCallback) => callbacks.push(callback));
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());

    const { result, rerender } = renderHook(({ enabled }) => useIdle(enabled), { initialProps: { enabled: false } });
    expect(result.current).toBe(false);
    expect(requestIdleCallback).not.toHaveBeenCalled();

    rerender({ enabled: true });
    expect(result.current).toBe(false);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    rerender({ enabled: true });
    expect(result.current).toBe(false);
    callbacks[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    rerender({ enabled: true });
    expect(result.current).toBe(true);
  });
});
