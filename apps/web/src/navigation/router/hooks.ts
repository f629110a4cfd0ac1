import { useCallback, useContext, useMemo } from 'react';
import { HistoryContext, LocationContext, RouteContext } from './context';
import { createPath, parsePath, withMark } from './history';
import { trimTrailingSlashes } from './matching';
import type { History, Location, NavigationType, Path } from './history';

/** Where to go: an address (`/a?b#c`, or relative to the current route: `edit`, `..`), or its parts. */
export type To = string | Partial<Path>;

export interface NavigateOptions {
  /** Replaces the current entry of the history instead of adding one. */
  replace?: boolean;
  /** Travels with the new entry (`useLocation().state`), never in the address. */
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  /** Back (negative) or forward through the history. */
  (delta: number): void;
}

function useRouterContext() {
  const history = useContext(HistoryContext);
  const rendered = useContext(LocationContext);
  if (!history || !rendered) throw new Error('A router hook ran outside a router.');
  return { history, ...rendered };
}

/**
 * An address as a path, resolved against the route it is used in: a `pathname` of its own that is not
 * absolute is relative to the route's matched address (`..` is one segment up); none keeps the current one.
 */
export function resolveTo(to: To, routePathname: string, locationPathname: string): Path {
  const { pathname = '', search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
  let resolved = pathname || locationPathname;
  if (pathname && !pathname.startsWith('/')) {
    const segments = trimTrailingSlashes(routePathname, 0).split('/');
    for (const segment of pathname.split('/')) {
      if (segment === '..') {
        if (segments.length > 1) segments.pop();
      } else if (segment !== '.') {
        segments.push(segment);
      }
    }
    resolved = segments.length > 1 ? segments.join('/') : '/';
  }
  return {
    pathname: resolved,
    search: withMark(search, '?'),
    hash: withMark(hash, '#'),
  };
}

export function useLocation(): Location {
  return useRouterContext().location;
}

export function useNavigationType(): NavigationType {
  return useRouterContext().navigationType;
}

/** The current route's parameters, its parents' included. */
export function useParams<Names extends string = string>(): Readonly<Partial<Record<Names, string>>> {
  const { matches } = useContext(RouteContext);
  return (matches.at(-1)?.params ?? {}) as Partial<Record<Names, string>>;
}

/** `to`, resolved against the route this is rendered in. */
export function useResolvedPath(to: To): Path {
  const { pathname } = useLocation();
  const routePathname = useContext(RouteContext).matches.at(-1)?.pathnameBase ?? '/';
  const key = typeof to === 'string' ? to : createPath(to);
  return useMemo(() => resolveTo(key, routePathname, pathname), [key, routePathname, pathname]);
}

/** The address `to` stands for, for an `href`. */
export function useHref(to: To): string {
  return createPath(useResolvedPath(to));
}

/** Moves `history` to `to` (resolved as `resolveTo` does) or by a number of entries. */
export function navigateHistory(
  history: History,
  to: To | number,
  options: NavigateOptions,
  routePathname: string,
  pathname: string,
): void {
  if (typeof to === 'number') history.go(to);
  else if (options.replace) history.replace(resolveTo(to, routePathname, pathname), options.state);
  else history.push(resolveTo(to, routePathname, pathname), options.state);
}

/** Moves to an address (a push, or a replace), or back and forward by a number of entries. */
export function useNavigate(): NavigateFunction {
  const { history, location } = useRouterContext();
  const routePathname = useContext(RouteContext).matches.at(-1)?.pathnameBase ?? '/';
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) =>
      navigateHistory(history, to, options, routePathname, location.pathname),
    [history, routePathname, location.pathname],
  ) as NavigateFunction;
}

type SearchParamsInit = URLSearchParams | string | Record<string, string> | Array<[string, string]>;

/** The address's query, and a way to change it (a navigation to the same path with a new query). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const setSearchParams = useCallback(
    (next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const query = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(search)) : next);
      navigate(`?${query.toString()}`, options);
    },
    [navigate, search],
  );
  return [searchParams, setSearchParams];
}
