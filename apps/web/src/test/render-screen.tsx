import type { ComponentType } from 'react';
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
