import { Children, Fragment, isValidElement, useContext, useEffect } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { RouteContext } from './context';
import { useLocation, useNavigate } from './hooks';
import type { NavigateOptions, To } from './hooks';
import { joinPaths, matchRoutes } from './matching';
import type { RouteMatch, RouteObject } from './matching';

/**
 * What the routes show at the current location: each matched route's element, the next one down as its
 * `<Outlet>`. Inside a route, the routes are relative to it (a console under `/admin/*`). Null when none
 * matches.
 */
export function useRoutes(routes: RouteObject[]): ReactElement | null {
  const { matches: parentMatches } = useContext(RouteContext);
  const parent = parentMatches.at(-1);
  const parentBase = parent?.pathnameBase ?? '/';
  const { pathname } = useLocation();
  // By segments, not characters: the location is not decoded, the parent's match is.
  const parentSegments = parentBase.replace(/^\//, '').split('/').filter(Boolean).length;
  const remaining = `/${pathname.replace(/^\//, '').split('/').slice(parentSegments).join('/')}`;
  const matches = matchRoutes(routes, remaining)?.map((match): RouteMatch => ({
    ...match,
    params: { ...parent?.params, ...match.params },
    pathname: joinPaths([parentBase, match.pathname]),
    pathnameBase: match.pathnameBase === '/' ? parentBase : joinPaths([parentBase, match.pathnameBase]),
  }));
  if (!matches) return null;
  return matches.reduceRight<ReactElement | null>(
    (outlet, match, index) => (
      <RouteContext.Provider value={{ outlet, matches: [...parentMatches, ...matches.slice(0, index + 1)] }}>
        {match.route.element ?? (match.route.Component ? <match.route.Component /> : outlet)}
      </RouteContext.Provider>
    ),
    null,
  );
}

/** Where a layout route shows the route matched inside it. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route of `<Routes>`: only ever read, never rendered. */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error('A <Route> is only ever a child of <Routes> or another <Route>.');
}

function routesOf(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesOf(child.props.children));
      return;
    }
    const { path, index, element, children: nested } = child.props;
    routes.push({ path, index, element, ...(nested ? { children: routesOf(nested) } : {}) });
  });
  return routes;
}

/** Routes written as `<Route>` elements, for `useRoutes`. */
export function Routes({ children }: { children?: ReactNode }) {
  return useRoutes(routesOf(children));
}

export interface NavigateProps extends NavigateOptions {
  to: To;
}

/** Goes to `to` once rendered: a redirect inside the route tree. */
export function Navigate({ to, replace, state }: NavigateProps) {
  const navigate = useNavigate();
  // The target's address, not its object's identity, decides whether to go again.
  const target = JSON.stringify(to);
  useEffect(() => navigate(JSON.parse(target) as To, { replace, state }), [navigate, target, replace, state]);
  return null;
}
