import { describe, expect, it, vi } from 'vitest';
import { forgetSessionActivity, noteInteraction, readLastInteraction, watchInteractions } from './session-activity';
import {
  noteSignedInRequest,
  onSignedInRequest,
  readLastSignedInRequest,
  SERVER_SEEN_INTERVAL_MS,
} from './signed-in-requests';

const T0 = Date.parse('2026-05-04T09:00:00Z');

describe('the last signed-in request', () => {
  it('is kept, and a request within the minute the server does not mark again moves it not', () => {
    expect(readLastSignedInRequest()).toBeNull();
    noteSignedInRequest(T0);
    expect(readLastSignedInRequest()).toBe(T0);
    noteSignedInRequest(T0 + SERVER_SEEN_INTERVAL_MS - 1);
    expect(readLastSignedInRequest()).toBe(T0);
    noteSignedInRequest(T0 + SERVER_SEEN_INTERVAL_MS);
    expect(readLastSignedInRequest()).toBe(T0 + SERVER_SEEN_INTERVAL_MS);
  });

  it('tells this tab at once and other tabs through the storage event', () => {
    const heard = vi.fn();
    const stop = onSignedInRequest(heard);
    noteSignedInRequest(T0);
    expect(heard).toHaveBeenCalledTimes(1);

    // Another tab wrote it: this one hears the storage event.
    localStorage.setItem('session_last_request', String(T0 + SERVER_SEEN_INTERVAL_MS));
    window.dispatchEvent(new StorageEvent('storage', { key: 'session_last_request' }));
    expect(heard).toHaveBeenCalledTimes(2);
    expect(readLastSignedInRequest()).toBe(T0 + SERVER_SEEN_INTERVAL_MS);

    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    stop();
    noteSignedInRequest(T0 + 10 * SERVER_SEEN_INTERVAL_MS);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('is forgotten with the interactions at sign-out', () => {
    noteSignedInRequest(T0);
    noteInteraction(T0 + 1000);
    forgetSessionActivity();
    expect(readLastSignedInRequest()).toBeNull();
    expect(readLastInteraction()).toBeNull();
  });
});

describe('interactions', () => {
  it('are this tab’s at once and shared with other tabs a few seconds apart at most', () => {
    noteInteraction(T0);
    expect(localStorage.getItem('session_last_interaction')).toBe(String(T0));
    noteInteraction(T0 + 1000);
    expect(readLastInteraction()).toBe(T0 + 1000);
    expect(localStorage.getItem('session_last_interaction')).toBe(String(T0));
    noteInteraction(T0 + 6000);
    expect(localStorage.getItem('session_last_interaction')).toBe(String(T0 + 6000));
  });

  it('include another tab’s, when later', () => {
    noteInteraction(T0);
    localStorage.setItem('session_last_interaction', String(T0 + 30_000));
    expect(readLastInteraction()).toBe(T0 + 30_000);
  });

  it('are a pointer, a key, a touch or a scroll anywhere on the page, until the watch stops', () => {
    vi.useFakeTimers({ now: T0, toFake: ['Date'] });
    const stop = watchInteractions();
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(readLastInteraction()).toBe(T0);
    vi.setSystemTime(T0 + 5000);
    // A scroll does not bubble: an element's scroll counts through the capture phase.
    document.body.dispatchEvent(new Event('scroll'));
    expect(readLastInteraction()).toBe(T0 + 5000);
    vi.setSystemTime(T0 + 10_000);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(readLastInteraction()).toBe(T0 + 10_000);
    stop();
    vi.setSystemTime(T0 + 20_000);
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(readLastInteraction()).toBe(T0 + 10_000);
  });
});
