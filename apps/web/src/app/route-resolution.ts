import { matchRoutes } from '@/navigation/router/matching';
import type { AppRoute } from './app-route';

/** More hops than any chain of redirects the app has (guard, then route redirects). */
const MAX_REDIRECTS = 5;

/**
 * Where an address finally lands: the route guard's redirect, then any route
 * redirect (`/` → Login, `/dashboard` → Home), repeated until nothing moves.
 */
export function resolveRoutePath(
  routes: AppRoute[],
  pathname: string,
  guard: (pathname: string) => string | null,
): string {
  let current = pathname;
  for (let hop = 0; hop < MAX_REDIRECTS; hop += 1) {
    const guarded = guard(current);
    const leaf = matchRoutes(routes, guarded ?? current)?.at(-1)?.route;
    const next = leaf?.redirectTo ?? guarded;
    if (next === null || next === undefined || next === current) return current;
    current = next;
  }
  return current;
}

/** Loads the code of every route the address matches (layouts and screen) in parallel. */
export async function preloadRoutes(routes: AppRoute[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => route.preload?.()));
}

/** Asks for the data of every route the address matches (layouts and screen) in parallel. */
export async function prefetchRouteData(routes: AppRoute[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => route.prefetchData?.()));
}
