import { isOperatorPath, isOperatorsPage, operatorHref } from '../features/operator-console/operator-paths';
import { href, MOBILE_ONLY_PATHS, paths } from '../navigation/paths';

export interface GuardInput {
  pathname: string;
  hasToken: boolean;
  isNative: boolean;
  /** The page is the operators' host (OPERATOR_HOST); by default, what the page's brand says. */
  isOperatorsHost?: boolean;
}

function withoutTrailingSlash(pathname: string): string {
  let trimmed = pathname;
  while (trimmed.length > 1 && trimmed.endsWith('/')) trimmed = trimmed.slice(0, -1);
  return trimmed;
}

/**
 * The operators' host has the console where the member app has its screens: the console needs a token
 * (→ Login), and a token holder lands there from Login and from any member or admin address (the sign-in
 * goes on to Home or the questionnaire, which that host does not have).
 */
function resolveOperatorsHostRedirect(path: string, hasToken: boolean): string | null {
  const isMemberArea =
    path.includes('dashboard') ||
    path.includes('media') ||
    path === paths.admin ||
    path.startsWith(`${paths.admin}/`) ||
    path === paths.questionnaire;
  if (!hasToken) return isOperatorPath(path) || isMemberArea ? href('login') : null;
  return path === paths.login || isMemberArea ? operatorHref('operatorProgrammes') : null;
}

/**
 * docs/product.md's route guard, as a pure function. Returns where to go
 * instead, or null to let the navigation through (on the operators' host, see above):
 * - mobile-only routes are blocked in the browser (→ Home);
 * - any path containing "dashboard" or "media", and the admin console (/admin…), need a stored auth
 *   token (→ Login);
 * - Login with a stored token goes to Home.
 */
export function resolveGuardRedirect({
  pathname,
  hasToken,
  isNative,
  isOperatorsHost = isOperatorsPage(),
}: GuardInput): string | null {
  const path = withoutTrailingSlash(pathname);
  if (isOperatorsHost) return resolveOperatorsHostRedirect(path, hasToken);
  if (!isNative && MOBILE_ONLY_PATHS.some((mobileOnly) => path === mobileOnly || path.startsWith(`${mobileOnly}/`))) {
    return href('home');
  }
  const isAdminConsole = path === paths.admin || path.startsWith(`${paths.admin}/`);
  if (!hasToken && (path.includes('dashboard') || path.includes('media') || isAdminConsole)) return href('login');
  if (hasToken && path === paths.login) return href('home');
  return null;
}
