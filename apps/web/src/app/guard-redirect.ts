import { isNativePlatform } from '../platform/platform';
import { hasStoredToken } from '../session/storage';
import { paths } from '../navigation/paths';
import { readAppHandoffChallenge } from '../session/app-handoff-query';
import { resolveGuardRedirect } from './route-guard';

/** The route guard for this session right now: the stored token and the platform, read fresh each time. */
export function guardRedirectFor(pathname: string): string | null {
  // The native app opened the login page to sign in on the website (a passkey): the sign-in it asks for
  // happens even when this browser already has a session, which the hand-over then leaves.
  if (pathname === paths.login && readAppHandoffChallenge(window.location.search) !== null) return null;
  const target = resolveGuardRedirect({ pathname, hasToken: hasStoredToken(), isNative: isNativePlatform() });
  return target === pathname ? null : target;
}
