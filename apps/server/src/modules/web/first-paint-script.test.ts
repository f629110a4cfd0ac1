import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_SCRIPT } from './first-paint-script';

type Listener = (event?: { type: string; pointerType?: string }) => void;

/** Runs the start-up script in a page stub: what it adds to <head>, and whether it started the app. */
function runScript({
  hidden = false,
  painted = false,
  session = false,
  loaded = false,
  pathname = '/login',
  withIdleCallbacks = false,
} = {}) {
  const history = { state: { key: 'k' }, replaceState: vi.fn() };
  const head: Record<string, unknown>[] = [];
  const observers: (() => void)[] = [];
  const entries: unknown[] = painted ? [{}] : [];
  const started = vi.fn();
  const readStorage = vi.fn((key: string) => (session && key === 'auth_token' ? '{"access_token":"t"}' : null));
  const delayed: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const documentListeners = new Map<string, Listener>();
  const windowListeners = new Map<string, Listener>();
  const context = {
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      readyState: loaded ? 'complete' : 'interactive',
      currentScript: {
        dataset: {
          app: '/assets/index-1.js',
          preload: '["/assets/a.js","/assets/b.js"]',
          style: '/assets/index-1.css',
          session: 'auth_token',
          path: '/login',
        },
      },
      createElement: () => ({ dataset: {} }),
      querySelector: () => null,
      getElementById: () => null,
      head: { append: (element: Record<string, unknown>) => head.push(element) },
      addEventListener: (type: string, listener: Listener) => documentListeners.set(type, listener),
      removeEventListener: (type: string) => documentListeners.delete(type),
    },
    addEventListener: (type: string, listener: Listener) => windowListeners.set(type, listener),
    location: { pathname, search: '?from=mail', hash: '#top' },
    history,
    localStorage: { getItem: readStorage },
    performance: { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? entries : []) },
    PerformanceObserver: Object.assign(
      class {
        constructor(private callback: (list: unknown, observer: unknown) => void) {}
        observe() {
          observers.push(() => this.callback({}, this));
        }
        disconnect() {}
      },
      { supportedEntryTypes: ['paint'] },
    ),
    requestAnimationFrame: vi.fn(),
    // The next task runs at once; the fallback after a delay only when the test says so.
    setTimeout: (callback: () => void, delay = 0) => (delay === 0 ? callback() : delayed.push(callback)),
    console: { error: started },
    // A browser with idle callbacks: each waits until the test runs the next idle moment.
    ...(withIdleCallbacks ? { requestIdleCallback: (callback: () => void) => idle.push(callback) } : {}),
  };
  // The script's `import()` has no module loader here: it rejects, and the script reports it.
  runInNewContext(FIRST_PAINT_SCRIPT, context);
  const paint = () => {
    entries.push({});
    for (const notify of observers) notify();
  };
  const use = (type: string, pointerType?: string) => documentListeners.get(type)?.({ type, pointerType });
  const load = () => {
    context.document.readyState = 'complete';
    windowListeners.get('load')?.();
  };
  return {
    head,
    paint,
    use,
    load,
    started,
    readStorage,
    history,
    documentListeners,
    runDelayed: () => delayed.forEach((run) => run()),
    runIdle: () => idle.shift()?.(),
  };
}

const APP_FILES = [
  { rel: 'stylesheet', href: '/assets/index-1.css', media: 'print', crossOrigin: '', dataset: { deferredStyle: '' } },
  { rel: 'modulepreload', href: '/assets/a.js', crossOrigin: '', dataset: {} },
  { rel: 'modulepreload', href: '/assets/b.js', crossOrigin: '', dataset: {} },
];

describe('the first paint start-up script', () => {
  it('runs no app code until the visitor starts to use the page, then loads and imports the app once', async () => {
    const { head, paint, use, started, documentListeners, runDelayed } = runScript();
    paint();
    runDelayed();
    expect(head).toEqual([]);
    use('focusin');
    expect(head).toEqual(APP_FILES);
    await vi.waitFor(() => expect(started).toHaveBeenCalledWith('The app could not start', expect.anything()), {
      timeout: 5_000,
    });
    use('keydown');
    expect(head).toHaveLength(3); // once
    expect(documentListeners.size).toBe(0);
  });

  it('starts on a mouse moving, a key or a press, but not on a finger moving, which may be a tap beginning', () => {
    for (const [type, pointerType] of [['pointermove', 'mouse'], ['keydown'], ['pointerdown', 'touch']] as const) {
      const { head, use } = runScript();
      use(type, pointerType);
      expect(head).toHaveLength(3);
    }
    const { head, use } = runScript();
    use('pointermove', 'touch');
    expect(head).toEqual([]);
  });

  it('puts the address of the screen shown in the address bar, as the app would', () => {
    expect(runScript().history.replaceState).not.toHaveBeenCalled();
    const { history } = runScript({ pathname: '/' });
    expect(history.replaceState).toHaveBeenCalledWith({ key: 'k' }, '', '/login?from=mail#top');
  });

  it('fetches the app at low priority once the page has loaded and painted, without running it', () => {
    const { head, load, paint } = runScript();
    load();
    expect(head).toEqual([]); // loaded, but not yet on screen
    paint();
    expect(head.map((link) => [link.rel, link.as, link.href])).toEqual([
      ['prefetch', 'style', '/assets/index-1.css'],
      ['prefetch', 'script', '/assets/index-1.js'],
      ['prefetch', 'script', '/assets/a.js'],
      ['prefetch', 'script', '/assets/b.js'],
    ]);
    expect(runScript({ loaded: true, painted: true }).head).toHaveLength(4);
    // A paint that is never reported: the files are fetched a second after the load all the same.
    const unreported = runScript({ loaded: true });
    expect(unreported.head).toEqual([]);
    unreported.runDelayed();
    expect(unreported.head).toHaveLength(4);
    // Painted before the load: the files wait for the load.
    const early = runScript();
    early.paint();
    expect(early.head).toEqual([]);
    early.load();
    expect(early.head).toHaveLength(4);
  });

  it('adds one prefetch per idle moment, and none once the app has started', () => {
    const { head, runIdle, use } = runScript({ loaded: true, painted: true, withIdleCallbacks: true });
    expect(head).toEqual([]);
    runIdle();
    runIdle();
    expect(head.map((link) => link.href)).toEqual(['/assets/index-1.css', '/assets/index-1.js']);
    use('focusin');
    runIdle();
    expect(head.filter((link) => link.rel === 'prefetch')).toHaveLength(2);
  });

  it('starts a member with a stored session after the first paint, at the latest a second later', async () => {
    const { head, paint, started, readStorage } = runScript({ session: true });
    expect(head).toEqual([]);
    // Not read before the paint: a first read may wait for the disk.
    expect(readStorage).not.toHaveBeenCalled();
    paint();
    expect(readStorage).toHaveBeenCalledWith('auth_token');
    expect(head).toEqual(APP_FILES); // the app itself, and no prefetch before it
    await vi.waitFor(() => expect(started).toHaveBeenCalled(), { timeout: 5_000 });

    const unpainted = runScript({ session: true });
    unpainted.runDelayed();
    expect(unpainted.head).toHaveLength(3);
    expect(runScript({ session: true, hidden: true }).head).toHaveLength(3);
    expect(runScript({ session: true, painted: true }).head).toHaveLength(3);
  });
});
