/** How the router arrived at its location: a new entry, a replaced one, or back/forward (and the first). */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** Where the app is: the address, what a navigation passed along (`state`), and the entry's own `key`. */
export interface Location extends Path {
  state: unknown;
  /** Unique per history entry: the first entry of a page load is `default`. */
  key: string;
}

export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
}

/** A stack of locations the router reads and moves through: the browser's, or one in memory (tests). */
export interface History {
  readonly action: NavigationType;
  readonly location: Location;
  push: (to: Path, state?: unknown) => void;
  replace: (to: Path, state?: unknown) => void;
  go: (delta: number) => void;
  /** Called after every change, a `go` included; returns the unsubscribe. */
  listen: (listener: (update: HistoryUpdate) => void) => () => void;
}

/** `/a?b#c` → its parts; an absent part is empty. */
export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

/** The address of a path: `pathname`, then `?search` and `#hash` when they hold anything. */
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  return `${pathname}${withMark(search, '?')}${withMark(hash, '#')}`;
}

/** A search or hash with its leading mark (`q=1` → `?q=1`), or empty when it holds nothing. */
export function withMark(part: string, mark: '?' | '#'): string {
  if (!part || part === mark) return '';
  return part.startsWith(mark) ? part : `${mark}${part}`;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function locationOf(path: Partial<Path>, state: unknown, key: string): Location {
  return { pathname: path.pathname || '/', search: path.search || '', hash: path.hash || '', state, key };
}

function createListeners() {
  const listeners = new Set<(update: HistoryUpdate) => void>();
  return {
    listen(listener: (update: HistoryUpdate) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify(update: HistoryUpdate) {
      for (const listener of listeners) listener(update);
    },
  };
}

/** What each entry of the browser's history holds: the navigation's state, its key and its place in the stack. */
interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/**
 * The browser's history. Each entry's state is `{ usr, key, idx }` (the shape React Router wrote, so
 * entries from before an update still read back); a back or forward arrives as `popstate`.
 */
export function createBrowserHistory(win: Window = window): History {
  const entryState = () => (win.history.state ?? {}) as EntryState;
  const read = (): Location => locationOf(win.location, entryState().usr ?? null, entryState().key ?? 'default');
  let action: NavigationType = 'POP';
  let location = read();
  const { listen, notify } = createListeners();
  if (entryState().idx === undefined) win.history.replaceState({ ...entryState(), idx: 0 }, '');

  function change(kind: 'PUSH' | 'REPLACE', to: Path, state: unknown) {
    action = kind;
    location = locationOf(to, state ?? null, newKey());
    const idx = (entryState().idx ?? 0) + (kind === 'PUSH' ? 1 : 0);
    const entry: EntryState = { usr: location.state, key: location.key, idx };
    const url = createPath(location);
    if (kind === 'PUSH') {
      try {
        win.history.pushState(entry, '', url);
      } catch (error) {
        // Safari's cap on pushState calls: load the address instead. A state that cannot be cloned is a bug.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        win.location.assign(url);
      }
    } else {
      win.history.replaceState(entry, '', url);
    }
    notify({ action, location });
  }

  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    push: (to, state) => change('PUSH', to, state),
    replace: (to, state) => change('REPLACE', to, state),
    go: (delta) => win.history.go(delta),
    listen(listener) {
      const onPopState = () => {
        action = 'POP';
        location = read();
        listener({ action, location });
      };
      win.addEventListener('popstate', onPopState);
      const stop = listen(listener);
      return () => {
        win.removeEventListener('popstate', onPopState);
        stop();
      };
    },
  };
}

export interface MemoryHistoryOptions {
  /** The entries to start with, oldest first (addresses, or paths with state); `/` when none. */
  initialEntries?: Array<string | (Partial<Path> & { state?: unknown })>;
  /** The entry to start at; the last when not given. */
  initialIndex?: number;
}

/** A history in memory, for tests and any router that owns no address bar. `go` moves at once. */
export function createMemoryHistory({ initialEntries = ['/'], initialIndex }: MemoryHistoryOptions = {}): History {
  const entries = initialEntries.map((entry, index) => {
    const path = typeof entry === 'string' ? parsePath(entry) : entry;
    const state = typeof entry === 'string' ? null : (entry.state ?? null);
    return locationOf(path, state, index === 0 ? 'default' : newKey());
  });
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let action: NavigationType = 'POP';
  const { listen, notify } = createListeners();

  function change(kind: 'PUSH' | 'REPLACE', to: Path, state: unknown) {
    action = kind;
    if (kind === 'PUSH') index += 1;
    entries.splice(index, kind === 'PUSH' ? entries.length : 1, locationOf(to, state ?? null, newKey()));
    notify({ action, location: entries[index]! });
  }

  return {
    get action() {
      return action;
    },
    get location() {
      return entries[index]!;
    },
    push: (to, state) => change('PUSH', to, state),
    replace: (to, state) => change('REPLACE', to, state),
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      action = 'POP';
      notify({ action, location: entries[index]! });
    },
    listen,
  };
}
