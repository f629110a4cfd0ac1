import { useEffect, useRef } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { paths } from '../navigation/paths';
import { track } from './track';

const ROUTE_PATTERNS = Object.values(paths).map((path) => ({ path }));

/**
 * The route pattern an address matches (`/dashboard/articles/:id`), from navigation/paths.ts: never the
 * address itself, whose ids could name a condition or a member. Null for an address of no route.
 */
export function routePatternFor(pathname: string): string | null {
  return matchRoutes(ROUTE_PATTERNS, pathname)?.[0]?.route.path ?? null;
}

/**
 * One `page_view` per navigation, with its route pattern. `isShown` says whether the address is where
 * the member lands (not one the guard or a redirect moves on from at once); the router supplies it.
 */
export function usePageViews(isShown: (pathname: string) => boolean): void {
  const { key, pathname } = useLocation();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (counted.current === key || !isShown(pathname)) return;
    counted.current = key;
    const route = routePatternFor(pathname);
    if (route) track('page_view', { route });
  }, [isShown, key, pathname]);
}
