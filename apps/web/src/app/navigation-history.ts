import { useSyncExternalStore } from 'react';

export type HistoryAction = 'push' | 'pop' | 'replace';
export type HistoryDirection = 'forward' | 'back' | 'root';

export interface HistoryEntry {
  key: string;
  pathname: string;
}

export interface NavigationHistoryState {
  entries: readonly HistoryEntry[];
  index: number;
  action: HistoryAction;
  direction: HistoryDirection;
}

/** What the tracker needs from a router: React Router's `router` fits. */
export interface NavigableRouter {
  state: { location: { key: string; pathname: string }; historyAction: string };
  subscribe: (listener: (state: NavigableRouter['state']) => void) => () => void;
}

/**
 * The next history state for one navigation. push → forward (drops any
 * entries after the current one); pop → back, or forward when it lands on a
 * later entry; replace → root (the stack restarts at the current entry).
 */
export function nextHistoryState(
  previous: NavigationHistoryState,
  action: HistoryAction,
  entry: HistoryEntry,
): NavigationHistoryState {
  if (action === 'push') {
    const entries = [...previous.entries.slice(0, previous.index + 1), entry];
    return { entries, index: entries.length - 1, action, direction: 'forward' };
  }
  if (action === 'replace') return { entries: [entry], index: 0, action, direction: 'root' };
  const found = previous.entries.findIndex((candidate) => candidate.key === entry.key);
  if (found === -1) {
    // A pop to an entry from before this page load: we only know it lies behind us.
    return { entries: [entry], index: 0, action, direction: 'back' };
  }
  return { entries: previous.entries, index: found, action, direction: found > previous.index ? 'forward' : 'back' };
}

function toAction(historyAction: string): HistoryAction {
  const lower = historyAction.toLowerCase();
  return lower === 'push' || lower === 'replace' ? lower : 'pop';
}

export interface NavigationHistory {
  getState: () => NavigationHistoryState;
  subscribe: (listener: () => void) => () => void;
  stop: () => void;
}

export function createNavigationHistory(router: NavigableRouter): NavigationHistory {
  const { location } = router.state;
  let state: NavigationHistoryState = {
    entries: [{ key: location.key, pathname: location.pathname }],
    index: 0,
    action: 'pop',
    direction: 'root',
  };
  const listeners = new Set<() => void>();
  let lastKey = location.key;
  const stop = router.subscribe((routerState) => {
    const { key, pathname } = routerState.location;
    if (key === lastKey) return; // loading states and revalidations of the same entry
    lastKey = key;
    state = nextHistoryState(state, toAction(routerState.historyAction), { key, pathname });
    for (const listener of listeners) listener();
  });
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop,
  };
}

let active: NavigationHistory | undefined;

/** Starts tracking the app router's history (once, at start-up). */
export function startNavigationHistory(router: NavigableRouter): NavigationHistory {
  active?.stop();
  active = createNavigationHistory(router);
  return active;
}

const EMPTY: NavigationHistoryState = { entries: [], index: 0, action: 'pop', direction: 'root' };
const noopSubscribe = () => () => undefined;

/** The current stack, last action and direction; `canGoBack` when there is an entry behind. */
export function useNavigationHistory(): NavigationHistoryState & { canGoBack: boolean } {
  const state = useSyncExternalStore(
    active?.subscribe ?? noopSubscribe,
    () => active?.getState() ?? EMPTY,
    () => EMPTY,
  );
  return { ...state, canGoBack: state.index > 0 };
}
