import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { Toaster } from '../ui/toaster';
import { renderRoutes } from './render';

/**
 * Renders one screen at `path` with a fresh query cache (no retries), the
 * toaster and a stand-in Login screen (for journeys that sign out).
 */
export function renderScreen(path: string, Screen: ComponentType) {
  return renderRoutes(
    [
      { path, Component: Screen },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { path, alongside: <Toaster /> },
  );
}

/** jsdom has no blob URLs: a stand-in that names the blob's type. */
export function stubObjectUrls() {
  let count = 0;
  URL.createObjectURL = (blob: Blob | MediaSource) => `blob:test/${(count += 1)}-${(blob as Blob).type}`;
  URL.revokeObjectURL = () => undefined;
}

/** jsdom lacks pointer capture, which Radix's toast (swipe to dismiss) calls when a button in it is pressed. */
export function stubPointerCapture() {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.setPointerCapture ??= () => undefined;
}

/**
 * A signed-in member's screen on a fixed day (only `Date` is faked, so waits and promises run as usual):
 * console errors silenced (a refused request logs one), pointer capture stubbed, a token stored.
 */
export function prepareSignedInScreen(today: Date) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(today);
  stubPointerCapture();
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
}
