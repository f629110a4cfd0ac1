import { describe, expect, it } from 'vitest';
import { createNavigationHistory } from './navigation-history';
import type { NavigableRouter } from './navigation-history';

function fakeRouter() {
  const listeners = new Set<(state: NavigableRouter['state']) => void>();
  const router: NavigableRouter & { go: (action: string, key: string, pathname: string) => void } = {
    state: { location: { key: 'a', pathname: '/dashboard/home' }, historyAction: 'POP' },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go: (historyAction, key, pathname) => {
      router.state = { location: { key, pathname }, historyAction };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}

describe('navigation history', () => {
  it('tracks push (forward), pop (back or forward) and replace (root)', () => {
    const router = fakeRouter();
    const history = createNavigationHistory(router);
    expect(history.getState()).toMatchObject({ index: 0, direction: 'root' });

    router.go('PUSH', 'b', '/dashboard/articles');
    router.go('PUSH', 'c', '/dashboard/articles/1');
    expect(history.getState()).toMatchObject({ action: 'push', direction: 'forward', index: 2 });
    expect(history.getState().entries.map((entry) => entry.key)).toEqual(['a', 'b', 'c']);

    router.go('POP', 'b', '/dashboard/articles');
    expect(history.getState()).toMatchObject({ action: 'pop', direction: 'back', index: 1 });

    router.go('POP', 'c', '/dashboard/articles/1');
    expect(history.getState()).toMatchObject({ action: 'pop', direction: 'forward', index: 2 });

    router.go('POP', 'a', '/dashboard/home');
    router.go('PUSH', 'd', '/dashboard/videos');
    expect(history.getState().entries.map((entry) => entry.key)).toEqual(['a', 'd']);

    router.go('REPLACE', 'e', '/login');
    expect(history.getState()).toMatchObject({ action: 'replace', direction: 'root', index: 0 });
    expect(history.getState().entries).toEqual([{ key: 'e', pathname: '/login' }]);
  });

  it('ignores updates that keep the same entry (loading states)', () => {
    const router = fakeRouter();
    const history = createNavigationHistory(router);
    const before = history.getState();
    router.go('PUSH', 'a', '/dashboard/home');
    expect(history.getState()).toBe(before);
  });

  it('treats a pop to an unknown entry as back', () => {
    const router = fakeRouter();
    const history = createNavigationHistory(router);
    router.go('POP', 'older', '/dashboard/videos');
    expect(history.getState()).toMatchObject({ direction: 'back', index: 0 });
  });
});
