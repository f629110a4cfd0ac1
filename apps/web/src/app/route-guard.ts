import { href, MOBILE_ONLY_PATHS, paths } from '../navigation/paths';

export interface GuardInput {
  pathname: string;
  hasToken: boolean;
  isNative: boolean;
}

function withoutTrailingSlash(pathname: string): string {
  let trimmed = pathname;
  while (trimmed.length > 1 && trimmed.endsWith('/')) trimmed = trimmed.slice(0, -1);
  return trimmed;
}

/**
 * docs/product.md's route guard, as a pure function. Returns where to go
 * instead, or null to let the navigation through:
 * - mobile-only routes are blocked in the browser (→ Home);
 * - any path containing "dashboard" or "media", and the admin console (/admin…), need a stored auth
 *   token (→ Login);
 * - Login with a stored token goes to Home.
 */
export function resolveGuardRedirect({ pathname, hasToken, isNative }: GuardInput): string | null {
  const path = withoutTrailingSlash(pathname);
  if (!isNative && MOBILE_ONLY_PATHS.some((mobileOnly) => path === mobileOnly || path.startsWith(`${mobileOnly}/`))) {
    return href('home');
  }
  const isAdminConsole = path === paths.admin || path.startsWith(`${paths.admin}/`);
  if (!hasToken && (path.includes('dashboard') || path.includes('media') || isAdminConsole)) return href('login');
  if (hasToken && path === paths.login) return href('home');
  return null;
}
