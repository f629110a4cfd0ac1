import { createContext } from 'react';
import type { ReactNode } from 'react';
import type { History, Location, NavigationType } from './history';
import type { RouteMatch } from './matching';

/** The history the router moves through. */
export const HistoryContext = createContext<History | null>(null);

export interface LocationContextValue {
  location: Location;
  navigationType: NavigationType;
}

/** Where the router is, as rendered (a navigation's render may lag the history in a transition). */
export const LocationContext = createContext<LocationContextValue | null>(null);

export interface RouteContextValue {
  /** What `<Outlet>` renders here: the next route down, or nothing. */
  outlet: ReactNode;
  /** The routes matched down to this one, outermost first. */
  matches: RouteMatch[];
}

export const RouteContext = createContext<RouteContextValue>({ outlet: null, matches: [] });
