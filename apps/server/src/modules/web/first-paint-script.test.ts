import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_SCRIPT } from './first-paint-script';

/** Runs the start-up script in a page stub: what it adds to <head>, and whether it started the app. */
function runScript({ hidden = false, painted = false } = {}) {
  const head: Record<string, unknown>[] = [];
  const observers: (() => void)[] = [];
  const entries: unknown[] = painted ? [{}] : [];
  const started = vi.fn();
  const delayed: (() => void)[] = [];
  const context = {
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      currentScript: {
        dataset: {
          app: '/assets/index-1.js',
          preload: '["/assets/a.js","/assets/b.js"]',
          style: '/assets/index-1.css',
        },
      },
      createElement: () => ({ dataset: {} }),
      querySelector: () => null,
      getElementById: () => null,
      head: { append: (element: Record<string, unknown>) => head.push(element) },
      addEventListener: vi.fn(),
    },
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
  };
  // The script's `import()` has no module loader here: it rejects, and the script reports it.
  runInNewContext(FIRST_PAINT_SCRIPT, context);
  const paint = () => {
    entries.push({});
    for (const notify of observers) notify();
  };
  return { head, paint, context, started, runDelayed: () => delayed.forEach((callback) => callback()) };
}

describe('the first paint start-up script', () => {
  it('waits for the first contentful paint, then adds the stylesheet and preloads and imports the app', async () => {
    const { head, paint, started } = runScript();
    expect(head).toEqual([]);
    paint();
    expect(head).toEqual([
      {
        rel: 'stylesheet',
        href: '/assets/index-1.css',
        media: 'print',
        crossOrigin: '',
        dataset: { deferredStyle: '' },
      },
      { rel: 'modulepreload', href: '/assets/a.js', crossOrigin: '', dataset: {} },
      { rel: 'modulepreload', href: '/assets/b.js', crossOrigin: '', dataset: {} },
    ]);
    await vi.waitFor(() => expect(started).toHaveBeenCalledWith('The app could not start', expect.anything()));
    paint();
    expect(head).toHaveLength(3); // once
  });

  it('starts anyway when no paint is reported within a second', () => {
    const { head, runDelayed } = runScript();
    expect(head).toEqual([]);
    runDelayed();
    expect(head).toHaveLength(3);
  });

  it('starts at once in a hidden page or one already painted', () => {
    expect(runScript({ hidden: true }).head).toHaveLength(3);
    expect(runScript({ painted: true }).head).toHaveLength(3);
  });
});
