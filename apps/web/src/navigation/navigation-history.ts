import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigationType } from '@/navigation/router/hooks';

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

/** What the router reports for a navigation: `useNavigationType()` and `useLocation()`. */
export type NavigationType = `${ReturnType<typeof useNavigationType>}`;

function toAction(navigationType: NavigationType): HistoryAction {
  return navigationType === 'PUSH' ? 'push' : navigationType === 'REPLACE' ? 'replace' : 'pop';
}

export interface NavigationHistory {
  getState: () => NavigationHistoryState;
  subscribe: (listener: () => void) => () => void;
  /** Records the location the router now shows; the first one starts the stack, repeats of an entry are ignored. */
  record: (navigationType: NavigationType, entry: HistoryEntry) => void;
  /** Forgets every entry, as a new page load does (tests). */
  clear: () => void;
}

const EMPTY: NavigationHistoryState = { entries: [], index: 0, action: 'pop', direction: 'root' };

export function createNavigationHistory(): NavigationHistory {
  let state = EMPTY;
  let lastKey: string | undefined;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    record: (navigationType, entry) => {
      if (entry.key === lastKey) return; // a re-render of the same entry
      state =
        lastKey === undefined
          ? { entries: [entry], index: 0, action: 'pop', direction: 'root' }
          : nextHistoryState(state, toAction(navigationType), entry);
      lastKey = entry.key;
      for (const listener of listeners) listener();
    },
    clear: () => {
      state = EMPTY;
      lastKey = undefined;
      for (const listener of listeners) listener();
    },
  };
}

/** The app's one history, fed by `useTrackNavigationHistory` in the router. */
export const appNavigationHistory = createNavigationHistory();

/** Feeds every location the router shows into the history, before paint (so Back buttons are right at once). */
export function useTrackNavigationHistory(history: NavigationHistory = appNavigationHistory): void {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => history.record(navigationType, { key, pathname }), [history, navigationType, key, pathname]);
}

/** The current stack, last action and direction; `canGoBack` when there is an entry behind. */
export function useNavigationHistory(
  history: NavigationHistory = appNavigationHistory,
): NavigationHistoryState & { canGoBack: boolean } {
  const state = useSyncExternalStore(history.subscribe, history.getState, () => EMPTY);
  return { ...state, canGoBack: state.index > 0 };
}
