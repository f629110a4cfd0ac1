import { getBrand } from '@portal/contracts/brands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from './router';
import { applyBrandToDocument, startApp, waitForRouter } from './start';

type Listener = (state: { initialized: boolean }) => void;

function fakeRouter() {
  const listeners = new Set<Listener>();
  const router = {
    state: { initialized: false, location: { key: 'k', pathname: '/login' }, historyAction: 'POP' },
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    initialize: () => {
      router.state = { ...router.state, initialized: true };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}

describe('start-up', () => {
  afterEach(() => {
    document.title = '';
    document.getElementById('favicon')?.remove();
  });

  it('waits for the router to be initialised', async () => {
    const router = fakeRouter();
    let isReady = false;
    const ready = waitForRouter(router).then(() => (isReady = true));
    await Promise.resolve();
    expect(isReady).toBe(false);
    router.initialize();
    await ready;
    expect(isReady).toBe(true);
  });

  it('sets the favicon and title from the brand', () => {
    applyBrandToDocument(getBrand('swift'));
    expect(document.title).toBe('SwiftCare');
    expect(document.querySelector('link#favicon')?.getAttribute('href')).toBe('/brands/swift/favicon.svg');
  });

  it('mounts after routing is ready, then sets favicon and title; asks for push only on native', async () => {
    const router = fakeRouter();
    const events: string[] = [];
    const mount = vi.fn(() => events.push(`mount:${document.title}`));
    const requestPushPermission = vi.fn().mockResolvedValue(undefined);
    const started = startApp({
      brand: getBrand('oakmore'),
      createRouter: () => router as unknown as AppRouter,
      loadTheme: async () => events.push('theme'),
      mount,
      isNative: false,
      requestPushPermission,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mount).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.brand).toBe('oakmore');
    router.initialize();
    await started;
    expect(events).toEqual(['theme', 'mount:']);
    expect(document.title).toBe('Oakmore Health');
    expect(document.querySelector('link#favicon')?.getAttribute('href')).toBe('/brands/oakmore/favicon.svg');
    expect(requestPushPermission).not.toHaveBeenCalled();

    const nativeRouter = fakeRouter();
    nativeRouter.initialize();
    await startApp({
      brand: getBrand('oakmore'),
      createRouter: () => nativeRouter as unknown as AppRouter,
      loadTheme: async () => undefined,
      mount: () => undefined,
      isNative: true,
      requestPushPermission,
    });
    expect(requestPushPermission).toHaveBeenCalledOnce();
  });
});
