import { startTransition, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { HistoryContext, LocationContext } from './context';
import { createBrowserHistory, createMemoryHistory } from './history';
import type { History, HistoryUpdate, Location, MemoryHistoryOptions, NavigationType } from './history';
import { navigateHistory } from './hooks';
import type { NavigateOptions, To } from './hooks';
import type { RouteObject } from './matching';
import { useRoutes } from './routes';

export interface RouterProps {
  history: History;
  children?: ReactNode;
}

/**
 * Renders its children at the history's location. Every navigation renders in a transition: a screen whose
 * code is still loading keeps the current one on screen instead of showing the loading fallback.
 */
export function Router({ history, children }: RouterProps) {
  const [{ action, location }, setUpdate] = useState<HistoryUpdate>({
    action: history.action,
    location: history.location,
  });
  useLayoutEffect(() => history.listen((update) => startTransition(() => setUpdate(update))), [history]);
  return (
    <HistoryContext.Provider value={history}>
      <LocationContext.Provider value={{ location, navigationType: action }}>{children}</LocationContext.Provider>
    </HistoryContext.Provider>
  );
}

/** The router of the browser's address bar and history. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => createBrowserHistory());
  return <Router history={history}>{children}</Router>;
}

/** A router with its own history in memory (tests). */
export function MemoryRouter({ children, ...options }: MemoryHistoryOptions & { children?: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(options));
  return <Router history={history}>{children}</Router>;
}

/** A route table with its own history in memory, to drive and read from a test. */
export interface MemoryRouterInstance {
  readonly history: History;
  readonly routes: RouteObject[];
  readonly state: { location: Location; historyAction: NavigationType };
  navigate: (to: To | number, options?: NavigateOptions) => Promise<void>;
}

export function createMemoryRouter(routes: RouteObject[], options: MemoryHistoryOptions = {}): MemoryRouterInstance {
  const history = createMemoryHistory(options);
  return {
    history,
    routes,
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    navigate(to, options = {}) {
      navigateHistory(history, to, options, '/', history.location.pathname);
      return Promise.resolve();
    },
  };
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders a memory router's routes. */
export function RouterProvider({ router }: { router: MemoryRouterInstance }) {
  return (
    <Router history={router.history}>
      <RouteTable routes={router.routes} />
    </Router>
  );
}
