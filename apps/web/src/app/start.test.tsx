import { testBrand } from '@/test/brand-fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyBrandToDocument, INITIAL_DATA_WAIT_MS, startApp } from './start';

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
    applyBrandToDocument(testBrand('swift'));
    expect(document.title).toBe('SwiftCare');
    expect(document.querySelector('link#favicon')?.getAttribute('href')).toBe('/brands/swift/favicon.svg');
  });

  it('mounts after routing is ready, then sets favicon and title; starts the native shell only on native', async () => {
    const routing = deferred();
    const events: string[] = [];
    const mount = vi.fn(() => events.push(`mount:${document.title}`));
    const prepareNative = vi.fn().mockResolvedValue(undefined);
    const startNative = vi.fn().mockResolvedValue(undefined);
    const started = startApp({
      brand: testBrand('oakmore'),
      applyStyles: async () => events.push('theme'),
      prepareRouting: () => routing.promise.then(() => events.push('routing')),
      mount,
      isNative: false,
      prepareNative,
      startNative,
    });
    // The theme has loaded and routing has not: nothing is mounted yet.
    await vi.waitFor(() => expect(events).toEqual(['theme']), { timeout: 5_000 });
    expect(mount).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.brand).toBe('oakmore');
    routing.resolve();
    await started;
    expect(events).toEqual(['theme', 'routing', 'mount:']);
    expect(document.title).toBe('Oakmore Health');
    expect(document.querySelector('link#favicon')?.getAttribute('href')).toBe('/brands/oakmore/favicon.svg');
    expect(prepareNative).not.toHaveBeenCalled();
    expect(startNative).not.toHaveBeenCalled();
  });

  it('on native, reads the stored session before the language and routing, and starts the shell after mount', async () => {
    const events: string[] = [];
    await startApp({
      brand: testBrand('oakmore'),
      prepareLocale: async () => events.push('locale'),
      prepareRouting: async () => events.push('routing'),
      applyStyles: async () => undefined,
      mount: () => events.push('mount'),
      afterStart: () => undefined,
      isNative: true,
      prepareNative: async () => events.push('session read'),
      startNative: async (brand) => events.push(`shell started for ${brand.key}`),
    });
    expect(events).toEqual(['session read', 'locale', 'routing', 'mount', 'shell started for oakmore']);
  });

  it('on native, starts even when the shell cannot: logged, and the app mounts', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const mount = vi.fn();
    await startApp({
      brand: testBrand('oakmore'),
      prepareRouting: async () => undefined,
      applyStyles: async () => undefined,
      mount,
      afterStart: () => undefined,
      isNative: true,
      prepareNative: () => Promise.reject(new Error('no secure storage')),
      startNative: () => Promise.reject(new Error('no plugins')),
    });
    expect(mount).toHaveBeenCalledOnce();
    // The shell's start after mount is not awaited: its failure is logged once it has failed.
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(2), { timeout: 5_000 });
    expect(error).toHaveBeenCalledWith('The native shell could not start', expect.any(Error));
    error.mockRestore();
  });

  it('chooses the language before routing starts, so the first screen loads its words in it', async () => {
    const events: string[] = [];
    await startApp({
      brand: testBrand('swift'),
      prepareLocale: () => {
        events.push('locale chosen');
        return Promise.resolve();
      },
      applyStyles: async () => undefined,
      prepareRouting: () => {
        events.push('routing started');
        return Promise.resolve();
      },
      mount: () => events.push('mount'),
      isNative: false,
    });
    expect(events).toEqual(['locale chosen', 'routing started', 'mount']);
  });

  it("starts in the browser's language when nothing else is known", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'en']);
    await startApp({
      brand: testBrand('swift'),
      applyStyles: async () => undefined,
      prepareRouting: async () => undefined,
      mount: () => undefined,
      isNative: false,
    });
    expect(document.documentElement.lang).toBe('es');
    vi.restoreAllMocks();
  });

  it("asks for the first screen's data once its language is active, and mounts when it has answered", async () => {
    const locale = deferred();
    const data = deferred();
    const events: string[] = [];
    const started = startApp({
      brand: testBrand('swift'),
      prepareLocale: () => locale.promise.then(() => events.push('locale')),
      applyStyles: async () => undefined,
      prepareRouting: async () => events.push('routing'),
      prepareData: () => {
        events.push('data asked for');
        return data.promise.then(() => events.push('data'));
      },
      mount: () => events.push('mount'),
      afterStart: () => undefined,
      isNative: false,
    });
    await vi.waitFor(() => expect(events).toEqual(['routing']), { timeout: 5_000 });
    locale.resolve();
    // Asked for only once the language is active: 'locale' comes first.
    await vi.waitFor(() => expect(events).toEqual(['routing', 'locale', 'data asked for']), { timeout: 5_000 });
    data.resolve();
    await started;
    expect(events).toEqual(['routing', 'locale', 'data asked for', 'data', 'mount']);
  });

  it('mounts without the data once INITIAL_DATA_WAIT_MS has passed, and when asking for it failed', async () => {
    vi.useFakeTimers();
    try {
      const mount = vi.fn();
      const started = startApp({
        brand: testBrand('swift'),
        prepareLocale: async () => undefined,
        applyStyles: async () => undefined,
        prepareRouting: async () => undefined,
        prepareData: () => new Promise(() => undefined),
        mount,
        afterStart: () => undefined,
        isNative: false,
      });
      await vi.advanceTimersByTimeAsync(INITIAL_DATA_WAIT_MS - 1);
      expect(mount).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await started;
      expect(mount).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
    const mount = vi.fn();
    await startApp({
      brand: testBrand('swift'),
      prepareLocale: async () => undefined,
      applyStyles: async () => undefined,
      prepareRouting: async () => undefined,
      prepareData: () => Promise.reject(new Error('offline')),
      mount,
      afterStart: () => undefined,
      isNative: false,
    });
    expect(mount).toHaveBeenCalledOnce();
  });

  it("mounts a suspended programme's page without routing or asking for data: the API refuses it", async () => {
    const events: string[] = [];
    await startApp({
      brand: testBrand('swift'),
      prepareLocale: async () => events.push('locale'),
      applyStyles: async () => undefined,
      prepareRouting: async () => events.push('routing'),
      prepareData: async () => events.push('data asked for'),
      mount: () => events.push('mount'),
      afterStart: () => undefined,
      isNative: false,
      isSuspended: true,
    });
    expect(events).toEqual(['locale', 'mount']);
    expect(document.title).toBe('SwiftCare');
  });
});
