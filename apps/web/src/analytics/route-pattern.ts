import { matchRoutes } from '@/navigation/router/matching';
import { adminPaths } from '../navigation/admin-sections';
import { paths } from '../navigation/paths';

const ROUTE_PATTERNS = [...Object.values(paths), ...Object.values(adminPaths)].map((path) => ({ path }));

/**
 * The route pattern an address matches (`/dashboard/articles/:id`), from navigation/paths.ts and
 * admin-sections.ts: never the address itself, whose ids could name a condition or a member. Null for an
 * address of no route.
 */
export function routePatternFor(pathname: string): string | null {
  return matchRoutes(ROUTE_PATTERNS, pathname)?.[0]?.route.path ?? null;
}
