import { getBrand } from '@portal/contracts/brands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyBrandToDocument, startApp } from './start';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('start-up', () => {
  afterEach(() => {
    document.title = '';
    document.getElementById('favicon')?.remove();
  });

  it('sets the favicon and title from the brand', () => {
    applyBrandToDocument(getBrand('swift'));
    expect(document.title).toBe('SwiftCare');
    expect(document.querySelector('link#favicon')?.getAttribute('href')).toBe('/brands/swift/favicon.svg');
  });

  it('mounts after routing is ready, then sets favicon and title; asks for push only on native', async () => {
    const routing = deferred();
    const events: string[] = [];
    const mount = vi.fn(() => events.push(`mount:${document.title}`));
    const requestPushPermission = vi.fn().mockResolvedValue(undefined);
    const started = startApp({
      brand: getBrand('oakmore'),
      loadTheme: async () => events.push('theme'),
      prepareRouting: () => routing.promise.then(() => events.push('routing')),
      mount,
      isNative: false,
      requestPushPermission,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mount).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.brand).toBe('oakmore');
    routing.resolve();
    await started;
    expect(events).toEqual(['theme', 'routing', 'mount:']);
    expect(document.title).toBe('Oakmore Health');
    expect(document.querySelector('link#favicon')?.getAttribute('href')).toBe('/brands/oakmore/favicon.svg');
    expect(requestPushPermission).not.toHaveBeenCalled();

    await startApp({
      brand: getBrand('oakmore'),
      prepareRouting: async () => undefined,
      loadTheme: async () => undefined,
      mount: () => undefined,
      isNative: true,
      requestPushPermission,
    });
    expect(requestPushPermission).toHaveBeenCalledOnce();
  });
});
