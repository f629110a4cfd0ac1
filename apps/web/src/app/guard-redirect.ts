import { isNativePlatform } from '../platform/platform';
import { hasStoredToken } from '../session/storage';
import { resolveGuardRedirect } from './route-guard';

/** The route guard for this session right now: the stored token and the platform, read fresh each time. */
export function guardRedirectFor(pathname: string): string | null {
  const target = resolveGuardRedirect({ pathname, hasToken: hasStoredToken(), isNative: isNativePlatform() });
  return target === pathname ? null : target;
}
